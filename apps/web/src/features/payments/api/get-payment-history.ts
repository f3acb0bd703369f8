import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentHistoryResponse, type PaymentHistoryQuery } from '@lumbung/contracts';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-cache';

/** The query of GET /api/order/payment-history/{userId} as the web sends it. */
export type PaymentHistoryListQuery = SentQuery<PaymentHistoryQuery>;

/**
 * The shopper's payments, newest first (GET /api/order/payment-history/{userId}?page&limit&status).
 * Any failure reads 'Failed to fetch payment history.' (a fixed-only message of docs/product.md §8).
 */
export async function getPaymentHistory(
  userId: number,
  query: PaymentHistoryListQuery,
  signal?: AbortSignal,
) {
  try {
    return await apiFetch(`/api/order/payment-history/${userId}`, {
      query: { ...query },
      schema: PaymentHistoryResponse,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(t('checkout.error.paymentHistory'), { cause: error });
  }
}

export function getPaymentHistoryQueryOptions(userId: number, query: PaymentHistoryListQuery) {
  return queryOptions({
    queryKey: [...orderKeys.payments(userId), 'history', query] as const,
    queryFn: ({ signal }) => getPaymentHistory(userId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentHistory(userId: number | null, query: PaymentHistoryListQuery) {
  return useQuery({ ...getPaymentHistoryQueryOptions(userId ?? 0, query), enabled: userId !== null });
}
