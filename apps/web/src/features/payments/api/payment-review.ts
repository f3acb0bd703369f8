import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentQueueResponse, PaymentReviewResponse, type PaymentStatus } from '@lumbung/contracts';
import { useApiMutation } from '@/components/back-office/api-mutation';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { fixedMessage } from '@/lib/api-errors';
import { storeOrderChanged } from '@/lib/order-cache';

export const paymentReviewKeys = {
  all: (storeId: number) => ['store-admin', storeId, 'payments'] as const,
  queue: (storeId: number, page: number, status: PaymentStatus) =>
    [...paymentReviewKeys.all(storeId), page, status] as const,
};

/**
 * The store's payments by status, proofs to review first (GET /api/order/payments/{storeId}?page
 * &pageSize&status); the server's message, else 'Failed to fetch payment details.'.
 */
export function getPaymentQueue(
  storeId: number,
  page: number,
  status: PaymentStatus,
  pageSize: number,
  signal?: AbortSignal,
) {
  return apiFetch(`/api/order/payments/${storeId}`, {
    query: { page, pageSize, status },
    schema: PaymentQueueResponse,
    fallbackMessage: t('checkout.error.paymentDetails'),
    signal,
  });
}

export function getPaymentQueueQueryOptions(
  storeId: number,
  page: number,
  status: PaymentStatus,
  pageSize = 10,
) {
  return queryOptions({
    queryKey: [...paymentReviewKeys.queue(storeId, page, status), pageSize],
    queryFn: ({ signal }) => getPaymentQueue(storeId, page, status, pageSize, signal),
  });
}

export function usePaymentQueue(storeId: number, page: number, status: PaymentStatus, pageSize = 10) {
  return useQuery({
    ...getPaymentQueueQueryOptions(storeId, page, status, pageSize),
    placeholderData: keepPreviousData,
  });
}

export type ReviewDecision = { paymentId: number; payment_status: 'SUCCESS' | 'FAILED'; note?: string };

/**
 * PUT /api/order/payment/{storeId}/{paymentId} {payment_status, note}: accept a proof (the order goes
 * to PROCESSING) or reject it with a reason the shopper reads (back to AWAITING_PAYMENT).
 */
export function reviewPayment(storeId: number, { paymentId, ...body }: ReviewDecision) {
  return apiFetch(`/api/order/payment/${storeId}/${paymentId}`, {
    method: 'PUT',
    body,
    schema: PaymentReviewResponse,
  });
}

/** A failure reads 'Failed to update payment status' with the server's reason after it. */
export function useReviewPayment(storeId: number) {
  return useApiMutation({
    request: (decision: ReviewDecision) => reviewPayment(storeId, decision),
    refusal: (error) => fixedMessage(error, t('checkout.error.paymentStatus')),
    // The answer carries the order the decision moved: its detail, the lists and this queue follow.
    onSuccess: (answer, client) => storeOrderChanged(client, storeId, answer.data.order),
  });
}
