import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutOrder } from '@lumbung/contracts';
import { t } from '@/i18n';
import { ApiError, apiFetch } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/**
 * Turns the cart into an order (POST /api/cart/checkout/{userId}, empty body; reads
 * data.order.order_id). The Idempotency-Key makes a retried request answer the same order.
 */
export async function checkoutCart({
  userId,
  idempotencyKey,
}: {
  userId: number;
  idempotencyKey: string;
}): Promise<CheckoutOrder> {
  const answer = await apiFetch(`/api/cart/checkout/${userId}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: () => schemas().then((m) => m.CheckoutResponse),
    fallbackMessage: t('cart.checkout.failed'),
  });
  return answer.data.order;
}

/** Whether the server gave a final answer, after which a new attempt needs a new key. */
function answered(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return false;
  // "Still being processed": the first request with this key is running; retry with the same key.
  // Told by its code: the words come in the shopper's language.
  return error.code !== 'IDEMPOTENCY_KEY_BUSY';
}

/**
 * One checkout attempt per key: a key is made when an attempt starts and kept until the server
 * gives a final answer, so a retry after a lost answer (or a double click) cannot make two orders.
 */
export function useCheckoutCart() {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (userId: number) => {
      key.current ??= crypto.randomUUID();
      return checkoutCart({ userId, idempotencyKey: key.current });
    },
    onSuccess: (_order, userId) => {
      key.current = null;
      void queryClient.invalidateQueries({ queryKey: cartKeys.items(userId) });
      void queryClient.invalidateQueries({ queryKey: cartKeys.vouchers(userId) });
    },
    onError: (error) => {
      if (answered(error)) key.current = null;
    },
  });
  return mutation;
}
