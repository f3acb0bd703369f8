import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentDetailsResponse } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-cache';

/**
 * Every payment attempt of one order, newest first, with the order
 * (GET /api/order/payment-details/{userId}/{orderId}). Fails with 'Failed to fetch payment details.'.
 */
export async function getPaymentDetails(userId: number, orderId: number, signal?: AbortSignal) {
  try {
    const answer = await apiFetch(`/api/order/payment-details/${userId}/${orderId}`, {
      schema: PaymentDetailsResponse,
      signal,
    });
    return answer.data;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(t('checkout.error.paymentDetails'), { cause: error });
  }
}

export function getPaymentDetailsQueryOptions(userId: number, orderId: number) {
  return queryOptions({
    queryKey: [...orderKeys.payments(userId), 'details', orderId] as const,
    queryFn: ({ signal }) => getPaymentDetails(userId, orderId, signal),
  });
}

/** The payments of `orderId`; nothing is asked while no order is chosen (null). */
export function usePaymentDetails(userId: number | null, orderId: number | null) {
  return useQuery({
    ...getPaymentDetailsQueryOptions(userId ?? 0, orderId ?? 0),
    enabled: userId !== null && orderId !== null,
  });
}
