import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentSubmitResponse, type OrderDetail, type Payment } from '@lumbung/contracts';
import { t } from '@/i18n';
import { ApiError, apiFetch } from '@/lib/api-client';
import { storeOrder } from '@/lib/order-cache';

export type PaymentSubmission = {
  userId: number;
  orderId: number;
  /** The proof of the transfer (jpg, jpeg or png, 1 MB at most). */
  popImage: File;
  /** When the shopper made the transfer (YYYY-MM-DD). */
  paymentDate: string;
};

/** The `error` of a refused payment (docs/product.md §5 "the response's error"). */
function errorOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as Record<string, unknown>).error;
  return typeof error === 'string' && error.length > 0 ? error : undefined;
}

/**
 * POST /api/order/payment/{userId}/{orderId} multipart: pop_image, payment_method BANK_TRANSFER,
 * payment_date. Succeeds only on the answer 'Payment created successfully' (docs/product.md §5)
 * that carries the new payment and the order; otherwise fails with the response's error, else
 * 'Failed to submit payment'. No answer at all reads 'An error occurred while submitting payment'.
 * The message itself comes in the language asked for (Accept-Language), so it is the answer's
 * payment and order, not its English wording, that say the payment was made.
 */
export async function submitPayment({
  userId,
  orderId,
  popImage,
  paymentDate,
}: PaymentSubmission): Promise<{ payment: Payment; order: OrderDetail }> {
  const form = new FormData();
  form.append('payment_method', 'BANK_TRANSFER');
  // The day the shopper picked is a day in WIB: its start there, never later than now. (A bare
  // YYYY-MM-DD would be read as midnight UTC, seven hours into that day, and refused as being in
  // the future during the first seven hours of every day.)
  form.append('payment_date', `${paymentDate}T00:00:00+07:00`);
  form.append('pop_image', popImage, popImage.name);
  let body: unknown;
  try {
    body = await apiFetch(`/api/order/payment/${userId}/${orderId}`, { method: 'POST', body: form });
  } catch (error) {
    if (error instanceof ApiError && !error.hasResponse) {
      throw new Error(t('checkout.error.paymentSubmitNetwork'), { cause: error });
    }
    const body = error instanceof ApiError ? error.body : undefined;
    throw new Error(errorOf(body) ?? t('checkout.error.paymentSubmit'), { cause: error });
  }
  const answer = PaymentSubmitResponse.safeParse(body);
  if (!answer.success) throw new Error(errorOf(body) ?? t('checkout.error.paymentSubmit'));
  return answer.data.data;
}

export function useSubmitPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPayment,
    onSuccess: ({ order }, { userId }) => storeOrder(queryClient, userId, order),
  });
}
