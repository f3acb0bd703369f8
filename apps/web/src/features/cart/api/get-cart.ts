import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartData } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/** The shopper's cart (GET /api/cart/items/{userId}; reads cart_data, docs/product.md §7). */
export async function getCart(userId: number, signal?: AbortSignal): Promise<CartData> {
  const answer = await apiFetch(`/api/cart/items/${userId}`, {
    schema: () => schemas().then((m) => m.CartItemsResponse),
    fallbackMessage: t('storefront.cart.failed'),
    signal,
  });
  return answer.cart_data;
}

export function getCartQueryOptions(userId: number) {
  return queryOptions({
    queryKey: cartKeys.items(userId),
    queryFn: ({ signal }) => getCart(userId, signal),
  });
}

/** The cart of `userId`; nothing is asked for a visitor (null). */
export function useCart(userId: number | null) {
  return useQuery({ ...getCartQueryOptions(userId ?? 0), enabled: userId !== null });
}
