import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateChargeResponse,
  PaymentStatusHintResponse,
  SimulatePaymentResponse,
  type GatewayCharge,
  type OrderDetail,
  type VaBank,
} from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { storeOrder } from '@/lib/order-cache';

type OrderRef = { userId: number; orderId: number };

/**
 * POST /api/midtrans {user_id, transaction_id (the order id), bank}: a virtual account at the payment
 * gateway (reads data.va and data.order). Fails with 'Failed to create VA Bank Transfer' (docs/product.md §8),
 * followed by the server's reason when it gave one.
 */
export async function createVirtualAccount({
  userId,
  orderId,
  bank,
}: OrderRef & { bank: VaBank }): Promise<{ charge: GatewayCharge; order: OrderDetail }> {
  try {
    const answer = await apiFetch('/api/midtrans', {
      method: 'POST',
      body: { user_id: userId, transaction_id: orderId, bank },
      schema: CreateChargeResponse,
    });
    return answer.data;
  } catch (error) {
    const fixed = t('checkout.error.vaCreate');
    const reason = serverMessage(error, '');
    const text = reason && reason !== fixed ? t('checkout.error.vaCreateBecause', { reason }) : fixed;
    throw new Error(text, { cause: error });
  }
}

/**
 * PUT /api/midtrans/success/ (the shopper says "I have paid") or /failed/ {user_id, transaction_id}:
 * the server asks the gateway and answers the order as it now stands (data.order). Fails with
 * 'Failed to update payment status'.
 */
export async function reportPaymentStatus({
  userId,
  orderId,
  outcome,
}: OrderRef & { outcome: 'success' | 'failed' }): Promise<OrderDetail> {
  const answer = await apiFetch(`/api/midtrans/${outcome}/`, {
    method: 'PUT',
    body: { user_id: userId, transaction_id: orderId },
    schema: PaymentStatusHintResponse,
    fallbackMessage: t('checkout.error.paymentStatus'),
  });
  return answer.data.order;
}

/** POST /api/midtrans/simulate/{userId}/{orderId}: the built-in simulator pays the VA (demo only). */
export async function simulatePayment({ userId, orderId }: OrderRef): Promise<OrderDetail> {
  const answer = await apiFetch(`/api/midtrans/simulate/${userId}/${orderId}`, {
    method: 'POST',
    schema: SimulatePaymentResponse,
    fallbackMessage: t('checkout.error.paymentStatus'),
  });
  return answer.data.order;
}

export function useCreateVirtualAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVirtualAccount,
    onSuccess: ({ order }, { userId }) => storeOrder(queryClient, userId, order),
  });
}

export function useReportPaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPaymentStatus,
    onSuccess: (order, { userId }) => storeOrder(queryClient, userId, order),
  });
}

export function useSimulatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatePayment,
    onSuccess: (order, { userId }) => storeOrder(queryClient, userId, order),
  });
}
