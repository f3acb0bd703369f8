import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderChangeResponse, type OrderDetail } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { fixedMessage } from '@/lib/api-errors';
import { storeOrder } from '@/lib/order-cache';

type OrderRef = { userId: number; orderId: number };

/**
 * PUT /api/order/cancel/{userId}/{orderId}: the shopper cancels an order waiting for payment; its
 * stock and unused vouchers go back (docs/architecture.md §5). Fails with 'Failed to cancel the order.'.
 */
export async function cancelOrder({ userId, orderId }: OrderRef): Promise<OrderDetail> {
  try {
    const answer = await apiFetch(`/api/order/cancel/${userId}/${orderId}`, {
      method: 'PUT',
      schema: OrderChangeResponse,
    });
    return answer.data.order;
  } catch (error) {
    throw new Error(fixedMessage(error, t('checkout.error.orderCancel')), { cause: error });
  }
}

/** PUT /api/order/confirm/{userId}/{orderId}: the shopper confirms a shipped order arrived. */
export async function confirmOrder({ userId, orderId }: OrderRef): Promise<OrderDetail> {
  try {
    const answer = await apiFetch(`/api/order/confirm/${userId}/${orderId}`, {
      method: 'PUT',
      schema: OrderChangeResponse,
    });
    return answer.data.order;
  } catch (error) {
    throw new Error(fixedMessage(error, t('checkout.error.orderConfirm')), { cause: error });
  }
}

/** Cancel or confirm; the answer's order replaces the cached one (no re-read). */
export function useChangeOrder(change: 'cancel' | 'confirm') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change === 'cancel' ? cancelOrder : confirmOrder,
    onSuccess: (order, { userId }) => storeOrder(queryClient, userId, order),
  });
}
