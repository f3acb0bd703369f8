import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { UserOrdersResponse, type UserOrdersQuery } from '@lumbung/contracts';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-cache';

/** The query of GET /api/order/user/{userId} as the web sends it. */
export type OrdersListQuery = SentQuery<UserOrdersQuery>;

/**
 * The shopper's orders, newest first (GET /api/order/user/{userId}?page&limit&status&search&from&to).
 * Any failure reads 'Failed to fetch orders.' (a fixed-only message of docs/product.md §8).
 */
export async function getUserOrders(userId: number, query: OrdersListQuery, signal?: AbortSignal) {
  try {
    return await apiFetch(`/api/order/user/${userId}`, {
      query: { ...query },
      schema: UserOrdersResponse,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(t('checkout.error.ordersFetch'), { cause: error });
  }
}

export function getUserOrdersQueryOptions(userId: number, query: OrdersListQuery) {
  return queryOptions({
    queryKey: [...orderKeys.lists(userId), query] as const,
    queryFn: ({ signal }) => getUserOrders(userId, query, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUserOrders(userId: number | null, query: OrdersListQuery) {
  return useQuery({ ...getUserOrdersQueryOptions(userId ?? 0, query), enabled: userId !== null });
}
