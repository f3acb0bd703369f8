import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderDetailResponse, type OrderDetail } from '@lumbung/contracts';
import { t } from '@/i18n';
import { ApiError, apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-cache';

/** One of the shopper's orders with its items, shipping, payment and timeline (reads data.order). */
export async function getOrder(userId: number, orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  const answer = await apiFetch(`/api/order/details/${userId}/${orderId}`, {
    schema: OrderDetailResponse,
    fallbackMessage: t('checkout.error.orderDetails'),
    signal,
  });
  return answer.data.order;
}

export function getOrderQueryOptions(userId: number, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(userId, orderId),
    queryFn: ({ signal }) => getOrder(userId, orderId, signal),
    // Not found and not yours stay so: asking again would not change the answer.
    retry: (count, error) => !(error instanceof ApiError && [403, 404].includes(error.status)) && count < 1,
  });
}

/** The order; nothing is asked without a shopper or a valid order id. */
export function useOrder(userId: number | null, orderId: number | null) {
  return useQuery({
    ...getOrderQueryOptions(userId ?? 0, orderId ?? 0),
    enabled: userId !== null && orderId !== null,
  });
}

/** Whether the order call failed because the order is missing or someone else's. */
export function isOrderUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}
