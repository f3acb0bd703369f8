import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  PaymentQueueResponse,
  PaymentReviewResponse,
  type PaymentStatus,
} from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';
import { fixedMessage } from '@/lib/api-errors';

export const paymentReviewKeys = {
  all: (storeId: number) => ['store-admin', storeId, 'payments'] as const,
  queue: (storeId: number, page: number, status: PaymentStatus) =>
    [...paymentReviewKeys.all(storeId), page, status] as const,
};

/**
 * The store's payments by status, proofs to review first (GET /api/order/payments/{storeId}?page
 * &pageSize&status); the server's message, else 'Failed to fetch payment details.'.
 */
export function usePaymentQueue(storeId: number, page: number, status: PaymentStatus, pageSize = 10) {
  return useQuery({
    queryKey: [...paymentReviewKeys.queue(storeId, page, status), pageSize],
    queryFn: ({ signal }) =>
      apiFetch(`/api/order/payments/${storeId}`, {
        query: { page, pageSize, status },
        schema: PaymentQueueResponse,
        fallbackMessage: MESSAGES.PAYMENT_DETAILS_FAILED,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type ReviewDecision = { paymentId: number; payment_status: 'SUCCESS' | 'FAILED'; note?: string };

/**
 * PUT /api/order/payment/{storeId}/{paymentId} {payment_status, note}: accept a proof (the order goes
 * to PROCESSING) or reject it with a reason the shopper reads (back to AWAITING_PAYMENT). A failure
 * reads 'Failed to update payment status' with the server's reason after it.
 */
export function useReviewPayment(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentId, ...body }: ReviewDecision) => {
      try {
        return await apiFetch(`/api/order/payment/${storeId}/${paymentId}`, {
          method: 'PUT',
          body,
          schema: PaymentReviewResponse,
        });
      } catch (error) {
        throw new Error(fixedMessage(error, MESSAGES.PAYMENT_STATUS_FAILED), { cause: error });
      }
    },
    onSuccess: (answer) => {
      const order = answer.data.order;
      queryClient.setQueryData(['store-admin', storeId, 'orders', 'detail', order.order_id], order);
      void queryClient.invalidateQueries({ queryKey: paymentReviewKeys.all(storeId) });
      void queryClient.invalidateQueries({ queryKey: ['store-admin', storeId, 'orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['store-admin', storeId, 'sales'] });
    },
  });
}
