import type { PaymentMethod, PaymentStatus } from '@lumbung/contracts';
import type { MessageId } from '@/i18n';

/** A payment's status as every screen names it: the glossary's word for it. */
export function paymentStatusKey(status: PaymentStatus) {
  return `glossary.paymentStatus.${status}` as const satisfies MessageId;
}

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  PENDING: 'orange',
  AWAITING_CONFIRMATION: 'blue',
  SUCCESS: 'leaf',
  FAILED: 'red',
  EXPIRED: 'gray',
};

/** Badge text, above 4.5:1 on the light background of its colour. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  PENDING: '#7a3300',
  AWAITING_CONFIRMATION: '#123f6e',
  SUCCESS: '#0e4d28',
  FAILED: '#7d1a1a',
  EXPIRED: '#343a40',
};

/** How a payment was made, as a message id (shown with t()). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageId> = {
  BANK_TRANSFER: 'checkout.paymentMethod.BANK_TRANSFER',
  VIRTUAL_ACCOUNT: 'checkout.paymentMethod.VIRTUAL_ACCOUNT',
  QRIS: 'checkout.paymentMethod.QRIS',
  GOPAY: 'checkout.paymentMethod.GOPAY',
  SHOPEEPAY: 'checkout.paymentMethod.SHOPEEPAY',
};

/** Bank codes of the gateway in capitals as shoppers read them ("bca" -> "BCA"). */
export function bankLabel(code: string | null): string {
  if (!code) return '';
  return code === 'cimb' ? 'CIMB Niaga' : code === 'permata' ? 'Permata' : code.toUpperCase();
}
