import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  RedeemCartFailure,
  RedeemCartResponse,
  RedeemProductFailure,
  RedeemProductResponse,
  type CartData,
} from '@lumbung/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';
import { applyCartVoucher, applyItemChanged, EMPTY_CART } from '../lib/cart-state';
import { cartKeys } from './cart-keys';

/** A voucher the server refused, with the text to show (its own words, else SPEC §8's fallback). */
export class VoucherRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VoucherRefused';
  }
}

/** The answer body, whatever the status: the redeem calls carry their failure inside `data`. */
async function postRedeem(path: string, body: unknown): Promise<unknown> {
  try {
    return await apiFetch(path, { method: 'POST', body });
  } catch (error) {
    if (error instanceof ApiError && error.body !== undefined) return error.body;
    throw error;
  }
}

/**
 * Redeems a product voucher on one cart line (POST /api/cart/redeem-product/; reads data.cartItem,
 * data.cartPrice). data.cartItem.error means failure, and its text is shown as it is.
 */
export async function redeemProductVoucher(input: {
  userId: number;
  userVoucherId: number;
  cartItemId: number;
}): Promise<RedeemProductResponse> {
  let body: unknown;
  try {
    body = await postRedeem('/api/cart/redeem-product/', {
      user_id: input.userId,
      user_voucher_id: input.userVoucherId,
      cart_item_id: input.cartItemId,
    });
  } catch {
    throw new VoucherRefused(MESSAGES.PRODUCT_VOUCHER_FAILED);
  }
  const failure = RedeemProductFailure.safeParse(body);
  if (failure.success) throw new VoucherRefused(failure.data.data.cartItem.error);
  const success = RedeemProductResponse.safeParse(body);
  if (!success.success) throw new VoucherRefused(MESSAGES.PRODUCT_VOUCHER_FAILED);
  return success.data;
}

/**
 * Redeems a cart voucher on the whole cart (POST /api/cart/redeem-cart/; reads data.newCartPrice).
 * data.error means failure, and its text is shown as it is.
 */
export async function redeemCartVoucher(input: {
  userId: number;
  userVoucherId: number;
  cartId: number;
}): Promise<RedeemCartResponse> {
  let body: unknown;
  try {
    body = await postRedeem('/api/cart/redeem-cart/', {
      user_id: input.userId,
      user_voucher_id: input.userVoucherId,
      cart_id: input.cartId,
    });
  } catch {
    throw new VoucherRefused(MESSAGES.CART_VOUCHER_FAILED);
  }
  const failure = RedeemCartFailure.safeParse(body);
  if (failure.success) throw new VoucherRefused(failure.data.data.error);
  const success = RedeemCartResponse.safeParse(body);
  if (!success.success) throw new VoucherRefused(MESSAGES.CART_VOUCHER_FAILED);
  return success.data;
}

/** SPEC §4 "Product voucher redeem updates that item and the cart price". */
export function useRedeemProductVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemProductVoucher,
    onSuccess: ({ data }, { userId }) => {
      queryClient.setQueryData<CartData>(cartKeys.items(userId), (cart) =>
        applyItemChanged(cart ?? EMPTY_CART, data.cartItem, data.cartPrice),
      );
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

/** SPEC §4 "Cart voucher redeem sets the new cart price". */
export function useRedeemCartVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCartVoucher,
    onSuccess: ({ data }, { userId }) => {
      queryClient.setQueryData<CartData>(cartKeys.items(userId), (cart) =>
        applyCartVoucher(cart ?? EMPTY_CART, data.newCartPrice, data.cartPrice),
      );
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
