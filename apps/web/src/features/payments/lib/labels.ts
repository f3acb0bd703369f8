import type { PaymentMethod, PaymentStatus } from '@lumbung/contracts';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Waiting for payment',
  AWAITING_CONFIRMATION: 'Being checked',
  SUCCESS: 'Paid',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
};

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

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  BANK_TRANSFER: 'Bank transfer',
  VIRTUAL_ACCOUNT: 'Virtual account',
};

/** Bank codes of the gateway in capitals as shoppers read them ("bca" -> "BCA"). */
export function bankLabel(code: string | null): string {
  if (!code) return '';
  return code === 'cimb' ? 'CIMB Niaga' : code === 'permata' ? 'Permata' : code.toUpperCase();
}
