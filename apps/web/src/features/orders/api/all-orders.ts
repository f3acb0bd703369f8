import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AllOrdersResponse,
  StoreOrderResponse,
  type AllOrdersQuery as AllOrdersQueryInput,
} from '@lumbung/contracts';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { fixedMessage } from '@/lib/api-errors';
import { saveCsvFile } from './store-orders';

/** The query of GET /api/order/all, as the contracts define it. */
export type AllOrdersQuery = SentQuery<AllOrdersQueryInput>;

export const allOrderKeys = {
  all: ['super-admin', 'orders'] as const,
  list: (query: AllOrdersQuery) => [...allOrderKeys.all, 'list', query] as const,
  detail: (orderId: number) => [...allOrderKeys.all, 'detail', orderId] as const,
};

const rethrow = (error: unknown, fixed: string): never => {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new Error(fixedMessage(error, fixed), { cause: error });
};

/** Every store's orders, oldest first by default (docs/product.md §9); any failure reads 'Failed to fetch orders.'. */
export function useAllOrders(query: AllOrdersQuery, enabled = true) {
  return useQuery({
    queryKey: allOrderKeys.list(query),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch('/api/order/all', { query, schema: AllOrdersResponse, signal });
      } catch (error) {
        return rethrow(error, t('checkout.error.ordersFetch'));
      }
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Any store's order with its items, payment and timeline (GET /api/order/super-items/{orderId}). */
export function useSuperOrder(orderId: number) {
  return useQuery({
    queryKey: allOrderKeys.detail(orderId),
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiFetch(`/api/order/super-items/${orderId}`, {
          schema: StoreOrderResponse,
          signal,
        });
        return answer.data.order;
      } catch (error) {
        return rethrow(error, t('checkout.error.orderDetails'));
      }
    },
    retry: false,
  });
}

/** The filtered list of every store as CSV (GET /api/order/all-export, same query), saved as a file. */
export async function downloadAllOrdersCsv(query: AllOrdersQuery): Promise<string> {
  const { page: _page, pageSize: _size, ...filters } = query;
  let csv: unknown;
  try {
    csv = await apiFetch('/api/order/all-export', { query: filters, headers: { Accept: 'text/csv' } });
  } catch (error) {
    throw new Error(fixedMessage(error, t('checkout.error.ordersFetch')), { cause: error });
  }
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const name = `orders-${query.storeName ? slug(query.storeName) || 'store' : 'all-stores'}${
    query.orderStatus ? `-${query.orderStatus.toLowerCase()}` : ''
  }.csv`;
  saveCsvFile(name, csv);
  return name;
}
