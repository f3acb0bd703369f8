import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartResponse, CartData, CartVoucher } from '@lumbung/contracts';
import { t } from '@/i18n';
import { ApiError, apiFetch } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

export type AddCartItemInput = { userId: number; inventoryId: number; quantity?: number };

/**
 * Puts a store product in the cart (POST /api/cart/add; reads cart_item, cart_price, cart_vouchers,
 * and the whole priced cart in cart_data).
 */
export function addCartItem({ userId, inventoryId, quantity }: AddCartItemInput): Promise<AddToCartResponse> {
  return apiFetch('/api/cart/add', {
    method: 'POST',
    body: { user_id: userId, inventory_id: inventoryId, ...(quantity && quantity > 1 ? { quantity } : {}) },
    schema: () => schemas().then((m) => m.AddToCartResponse),
    fallbackMessage: t('storefront.cart.exists'),
  });
}

/**
 * docs/product.md §8: an add refused by the server reads 'This product is already in the cart', one that got
 * no answer 'An unexpected error occurred'. A refusal for another reason the server names by its
 * code (a cart of another store, stock left, an unverified account) shows that reason
 * (docs/decisions/0014-the-cart-is-the-servers-answer.md).
 */
export function addFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.hasResponse) return t('storefront.cart.unexpected');
  const namedReason =
    error.status < 500 && error.code !== undefined && error.code !== 'CART_ITEM_EXISTS' && error.message;
  return namedReason || t('storefront.cart.exists');
}

/**
 * Adds to the cart (docs/product.md §4 "Add"): the answer's cart_data becomes the cart, the item appended with
 * the new prices, and its cart_vouchers replace the vouchers. One request, no re-read.
 */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: (answer, { userId }) => {
      queryClient.setQueryData<CartData>(cartKeys.items(userId), answer.cart_data);
      queryClient.setQueryData<CartVoucher[]>(cartKeys.vouchers(userId), answer.cart_vouchers);
    },
  });
}
