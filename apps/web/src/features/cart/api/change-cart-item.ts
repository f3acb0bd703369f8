import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartQuantityResponse, MESSAGES, RemoveCartItemResponse, type CartData } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';
import { applyItemChanged, applyRemoved, EMPTY_CART } from '../lib/cart-state';
import { cartKeys } from './cart-keys';

/** Removes a line (DELETE /api/cart/{userId}/{cartItemId}; reads data.cartItem, data.cartPrice). */
export function removeCartItem({ userId, cartItemId }: { userId: number; cartItemId: number }) {
  return apiFetch(`/api/cart/${userId}/${cartItemId}`, {
    method: 'DELETE',
    schema: RemoveCartItemResponse,
    fallbackMessage: MESSAGES.CART_REMOVE_FAILED,
  });
}

/** Sets a line's quantity (POST /api/cart/quantity; reads data.cartItem, data.cartPrice). */
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
    schema: CartQuantityResponse,
    fallbackMessage: MESSAGES.CART_QUANTITY_FAILED,
  });
}

/** SPEC §4 "Remove drops the item and updates the cart price." */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: ({ data }, { userId }) => {
      queryClient.setQueryData<CartData>(cartKeys.items(userId), (cart) =>
        applyRemoved(cart ?? EMPTY_CART, data.cartItem, data.cartPrice),
      );
      // A voucher of the removed line goes back to the shopper's list.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

/** SPEC §4 "Quantity change updates the item quantity and price and the cart price." */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    onSuccess: ({ data }, { userId }) => {
      queryClient.setQueryData<CartData>(cartKeys.items(userId), (cart) =>
        applyItemChanged(cart ?? EMPTY_CART, data.cartItem, data.cartPrice),
      );
      // The store discount's hint follows the new sum.
      void queryClient.invalidateQueries({ queryKey: cartKeys.items(userId) });
    },
  });
}
