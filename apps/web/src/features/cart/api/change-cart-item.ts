import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartData } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { removeReturnsVoucher } from '../lib/cart-state';
import { cartKeys } from './cart-keys';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/** Removes a line (DELETE /api/cart/{userId}/{cartItemId}; reads data.cartItem, data.cartPrice, data.cart_data). */
export function removeCartItem({ userId, cartItemId }: { userId: number; cartItemId: number }) {
  return apiFetch(`/api/cart/${userId}/${cartItemId}`, {
    method: 'DELETE',
    schema: () => schemas().then((m) => m.RemoveCartItemResponse),
    fallbackMessage: t('storefront.cart.removeFailed'),
  });
}

/** Sets a line's quantity (POST /api/cart/quantity; reads data.cartItem, data.cartPrice, data.cart_data). */
export function updateCartQuantity({
  userId,
  cartItemId,
  quantity,
}: {
  userId: number;
  cartItemId: number;
  quantity: number;
}) {
  return apiFetch('/api/cart/quantity', {
    method: 'POST',
    body: { user_id: userId, cart_item_id: cartItemId, quantity },
    schema: () => schemas().then((m) => m.CartQuantityResponse),
    fallbackMessage: t('storefront.cart.quantityFailed'),
  });
}

/** docs/product.md §4 "Remove drops the item and updates the cart price": the answer's cart_data is the cart. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: ({ data }, { userId, cartItemId }) => {
      const before = queryClient.getQueryData<CartData>(cartKeys.items(userId));
      queryClient.setQueryData<CartData>(cartKeys.items(userId), data.cart_data);
      // The product voucher of a removed line goes back to the shopper's list, which the answer
      // does not carry: only then is that list (not the cart) asked for again.
      if (removeReturnsVoucher(before, cartItemId)) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.vouchers(userId) });
      }
    },
  });
}

/**
 * docs/product.md §4 "Quantity change updates the item quantity and price and the cart price": the answer's
 * cart_data is the cart, the store discount's hint included.
 */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    onSuccess: ({ data }, { userId }) => {
      queryClient.setQueryData<CartData>(cartKeys.items(userId), data.cart_data);
    },
  });
}
