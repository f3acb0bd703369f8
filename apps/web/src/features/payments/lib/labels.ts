import type { GatewayPaymentType, PaymentMethod, PaymentStatus } from '@lumbung/contracts';
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

/** Bank names that are not just the gateway's code in capitals. */
const BANK_NAMES: Record<string, string> = { cimb: 'CIMB Niaga', permata: 'Permata', mandiri: 'Mandiri' };

/** Bank codes of the gateway as shoppers read them ("bca" -> "BCA", "mandiri" -> "Mandiri"). */
export function bankLabel(code: string | null): string {
  if (!code) return '';
  return BANK_NAMES[code] ?? code.toUpperCase();
}

/** The method of a gateway charge as a message id: a VA or Mandiri's bill, QRIS, GoPay, ShopeePay. */
export const PAYMENT_TYPE_LABELS: Record<GatewayPaymentType, MessageId> = {
  bank_transfer: 'checkout.paymentMethod.VIRTUAL_ACCOUNT',
  echannel: 'checkout.paymentMethod.VIRTUAL_ACCOUNT',
  qris: 'checkout.paymentMethod.QRIS',
  gopay: 'checkout.paymentMethod.GOPAY',
  shopeepay: 'checkout.paymentMethod.SHOPEEPAY',
};
