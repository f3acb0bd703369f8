import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  StoreOrderResponse,
  StoreOrdersResponse,
  type StoreOrdersQuery as StoreOrdersQueryInput,
} from '@lumbung/contracts';
import { useApiMutation } from '@/components/back-office/api-mutation';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { fixedMessage } from '@/lib/api-errors';
import { storeOrderChanged, storeOrderKeys } from '@/lib/order-cache';

/** The query of GET /api/order/store/{storeId}, as the contracts define it. */
export type StoreOrdersQuery = SentQuery<StoreOrdersQueryInput>;

/** The key of one page of a store's orders; the others live in lib/order-cache (shared). */
const listKey = (storeId: number, query: StoreOrdersQuery) =>
  [...storeOrderKeys.lists(storeId), query] as const;

/** The store's orders, newest first by default (docs/product.md §9); any failure reads 'Error fetching store orders.'. */
export function useStoreOrders(storeId: number, query: StoreOrdersQuery, enabled = true) {
  return useQuery({
    queryKey: listKey(storeId, query),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(`/api/order/store/${storeId}`, { query, schema: StoreOrdersResponse, signal });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new Error(fixedMessage(error, t('checkout.error.storeOrders')), { cause: error });
      }
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One order with the shopper and what the staff may do (GET /api/order/store-items/{storeId}/{orderId}). */
export function useStoreOrder(storeId: number, orderId: number) {
  return useQuery({
    queryKey: storeOrderKeys.detail(storeId, orderId),
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiFetch(`/api/order/store-items/${storeId}/${orderId}`, {
          schema: StoreOrderResponse,
          signal,
        });
        return answer.data.order;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new Error(fixedMessage(error, t('checkout.error.orderDetails')), { cause: error });
      }
    },
    retry: false,
  });
}

/** PUT /api/order/process/{storeId}/{orderId}: a paid order goes out (SHIPPED). */
export async function processOrder(storeId: number, orderId: number) {
  const answer = await apiFetch(`/api/order/process/${storeId}/${orderId}`, {
    method: 'PUT',
    schema: StoreOrderResponse,
  });
  return answer.data.order;
}

/** PUT /api/order/store-cancel/{storeId}/{orderId} {reason}: an unshipped order is cancelled. */
export async function storeCancelOrder(storeId: number, orderId: number, reason: string) {
  const answer = await apiFetch(`/api/order/store-cancel/${storeId}/${orderId}`, {
    method: 'PUT',
    body: { reason },
    schema: StoreOrderResponse,
  });
  return answer.data.order;
}

/** 'Failed to process the order' (in the language shown), with the server's reason after it. */
export function useProcessOrder(storeId: number) {
  return useApiMutation({
    request: (orderId: number) => processOrder(storeId, orderId),
    refusal: (error) => fixedMessage(error, t('checkout.error.orderProcess')),
    onSuccess: (order, client) => storeOrderChanged(client, storeId, order),
  });
}

/** 'Failed to cancel the order.', with the server's reason after it. */
export function useStoreCancelOrder(storeId: number) {
  return useApiMutation({
    request: ({ orderId, reason }: { orderId: number; reason: string }) =>
      storeCancelOrder(storeId, orderId, reason),
    refusal: (error) => fixedMessage(error, t('checkout.error.orderCancel')),
    onSuccess: (order, client) => storeOrderChanged(client, storeId, order),
  });
}

/**
 * The filtered list as CSV (GET /api/order/store-export/{storeId}, same query), saved as a file.
 * It is fetched with the bearer token, so a plain link would not do.
 */
export async function downloadStoreOrdersCsv(storeId: number, query: StoreOrdersQuery): Promise<string> {
  const { page: _page, pageSize: _size, ...filters } = query;
  let csv: unknown;
  try {
    csv = await apiFetch(`/api/order/store-export/${storeId}`, {
      query: filters,
      headers: { Accept: 'text/csv' },
    });
  } catch (error) {
    throw new Error(fixedMessage(error, t('checkout.error.storeOrders')), { cause: error });
  }
  const name = `orders-store-${storeId}${query.orderStatus ? `-${query.orderStatus.toLowerCase()}` : ''}.csv`;
  saveCsvFile(name, csv);
  return name;
}

/** Saves a CSV answer as a file named `name` (a link the page clicks once). */
export function saveCsvFile(name: string, csv: unknown) {
  const url = URL.createObjectURL(new Blob([String(csv ?? '')], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
