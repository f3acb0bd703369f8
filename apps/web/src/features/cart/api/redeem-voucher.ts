import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartData, CartVoucher, RedeemCartResponse, RedeemProductResponse } from '@lumbung/contracts';
import { t } from '@/i18n';
import { ApiError, apiFetch } from '@/lib/api-client';
import { withoutVoucher } from '../lib/cart-state';
import { cartKeys } from './cart-keys';

/** The redeem answers' schemas, loaded with the call (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/** A voucher the server refused, with the text to show (its own words, else docs/product.md §8's fallback). */
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
  let checks: Awaited<ReturnType<typeof schemas>>;
  try {
    [body, checks] = await Promise.all([
      postRedeem('/api/cart/redeem-product/', {
        user_id: input.userId,
        user_voucher_id: input.userVoucherId,
        cart_item_id: input.cartItemId,
      }),
      schemas(),
    ]);
  } catch {
    throw new VoucherRefused(t('cart.voucher.productFailed'));
  }
  const failure = checks.RedeemProductFailure.safeParse(body);
  if (failure.success) throw new VoucherRefused(failure.data.data.cartItem.error);
  const success = checks.RedeemProductResponse.safeParse(body);
  if (!success.success) throw new VoucherRefused(t('cart.voucher.productFailed'));
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
  let checks: Awaited<ReturnType<typeof schemas>>;
  try {
    [body, checks] = await Promise.all([
      postRedeem('/api/cart/redeem-cart/', {
        user_id: input.userId,
        user_voucher_id: input.userVoucherId,
        cart_id: input.cartId,
      }),
      schemas(),
    ]);
  } catch {
    throw new VoucherRefused(t('cart.voucher.cartFailed'));
  }
  const failure = checks.RedeemCartFailure.safeParse(body);
  if (failure.success) throw new VoucherRefused(failure.data.data.error);
  const success = checks.RedeemCartResponse.safeParse(body);
  if (!success.success) throw new VoucherRefused(t('cart.voucher.cartFailed'));
  return success.data;
}

/** Sets the cart a redeem answered and takes the redeemed voucher off the list: no re-read. */
function useRedeemed() {
  const queryClient = useQueryClient();
  return (cart: CartData, { userId, userVoucherId }: { userId: number; userVoucherId: number }) => {
    queryClient.setQueryData<CartData>(cartKeys.items(userId), cart);
    queryClient.setQueryData<CartVoucher[]>(cartKeys.vouchers(userId), (vouchers) =>
      withoutVoucher(vouchers, userVoucherId),
    );
  };
}

/**
 * docs/product.md §4 "Product voucher redeem updates that item and the cart price": the answer's cart_data
 * is the cart, with the voucher on the line (so discountApplied holds).
 */
export function useRedeemProductVoucher() {
  const redeemed = useRedeemed();
  return useMutation({
    mutationFn: redeemProductVoucher,
    onSuccess: ({ data }, input) => redeemed(data.cart_data, input),
  });
}

/**
 * docs/product.md §4 "Cart voucher redeem sets the new cart price": the answer's cart_data is the cart, its
 * cart_price the newCartPrice, with the voucher on the cart.
 */
export function useRedeemCartVoucher() {
  const redeemed = useRedeemed();
  return useMutation({
    mutationFn: redeemCartVoucher,
    onSuccess: ({ data }, input) => redeemed(data.cart_data, input),
  });
}
