import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateChargeResponse,
  PaymentStatusHintResponse,
  SimulatePaymentResponse,
  type GatewayCharge,
  type GatewayPaymentType,
  type OrderDetail,
  type VaBank,
} from '@lumbung/contracts';
import { t } from '@/i18n';
import { ApiError, apiFetch } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { storeOrder } from '@/lib/order-cache';

type OrderRef = { userId: number; orderId: number };
export type ChargeRequest = OrderRef & { payment_type: GatewayPaymentType; bank?: VaBank };

/**
 * POST /api/midtrans {user_id, transaction_id (the order id), payment_type, bank}: a charge at the
 * payment gateway (data.charge and data.order). An open charge of the same kind is answered again;
 * another kind cancels the open one first. A virtual account fails with 'Failed to create VA Bank
 * Transfer' (docs/product.md §8), the others with their own fixed text, followed by the server's
 * reason when it gave one; the server's error stays the cause (see paidMeanwhile).
 */
export async function createCharge({
  userId,
  orderId,
  payment_type,
  bank,
}: ChargeRequest): Promise<{ charge: GatewayCharge; order: OrderDetail }> {
  try {
    const answer = await apiFetch('/api/midtrans', {
      method: 'POST',
      body: { user_id: userId, transaction_id: orderId, payment_type, ...(bank ? { bank } : {}) },
      schema: CreateChargeResponse,
    });
    return answer.data;
  } catch (error) {
    const va = payment_type === 'bank_transfer' || payment_type === 'echannel';
    const fixed = t(va ? 'checkout.error.vaCreate' : 'checkout.error.chargeCreate');
    const reason = serverMessage(error, '');
    const text =
      reason && reason !== fixed
        ? t(va ? 'checkout.error.vaCreateBecause' : 'checkout.error.chargeCreateBecause', { reason })
        : fixed;
    throw new Error(text, { cause: error });
  }
}

/** The charge was refused because the order was paid meanwhile (409 PAYMENT_PAID_MEANWHILE). */
export function paidMeanwhile(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  return cause instanceof ApiError && cause.code === 'PAYMENT_PAID_MEANWHILE';
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

/** POST /api/midtrans/simulate/{userId}/{orderId}: the built-in simulator pays the open charge (demo only). */
export async function simulatePayment({ userId, orderId }: OrderRef): Promise<OrderDetail> {
  const answer = await apiFetch(`/api/midtrans/simulate/${userId}/${orderId}`, {
    method: 'POST',
    schema: SimulatePaymentResponse,
    fallbackMessage: t('checkout.error.paymentStatus'),
  });
  return answer.data.order;
}

export function useCreateCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharge,
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
