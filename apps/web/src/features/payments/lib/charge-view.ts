import type { GatewayAction, GatewayCharge, GatewayPaymentType, Payment } from '@lumbung/contracts';

/** A gateway charge as the payment page shows it, whether it came with the answer or with the order. */
export type ChargeView = {
  payment_type: GatewayPaymentType;
  /** The VA's bank (bca, bni, ...), mandiri for a bill payment, null for QRIS and e-wallets. */
  bank: string | null;
  va_number: string | null;
  bill_key: string | null;
  biller_code: string | null;
  /** The QRIS payload to draw. */
  qr_string: string | null;
  /** The gateway's picture of the same code (generate-qr-code): shown when drawing is not possible. */
  qr_url: string | null;
  /** Opens the e-wallet's app on a phone (deeplink-redirect). */
  deeplink: string | null;
  amount: number;
  /** When this charge stops taking money (the order's own deadline may be later). */
  expires_at: string;
  /** The shop runs the built-in payment simulator (no bank or wallet behind the charge). */
  simulated: boolean;
};

function actionUrl(actions: GatewayAction[], name: string): string | null {
  return actions.find((a) => a.name === name)?.url ?? null;
}

export function chargeViewOf(charge: GatewayCharge): ChargeView {
  return {
    payment_type: charge.payment_type,
    bank: charge.bank ?? charge.va_numbers[0]?.bank ?? null,
    va_number: charge.va_numbers[0]?.va_number ?? null,
    bill_key: charge.bill_key,
    biller_code: charge.biller_code,
    qr_string: charge.qr_string,
    qr_url: actionUrl(charge.actions, 'generate-qr-code'),
    deeplink: actionUrl(charge.actions, 'deeplink-redirect'),
    amount: charge.amount,
    expires_at: charge.expires_at,
    simulated: charge.simulated,
  };
}

/**
 * The gateway's kind of a payment: its payment_type, or bank_transfer for a virtual account opened
 * before payments kept their type; null for a manual transfer.
 */
export function gatewayTypeOf(payment: Payment | null): GatewayPaymentType | null {
  if (!payment) return null;
  return payment.payment_type ?? (payment.payment_method === 'VIRTUAL_ACCOUNT' ? 'bank_transfer' : null);
}

/**
 * The order's own gateway charge (after a reload), when it is still open or has lapsed: a lapsed
 * one is shown with "Charge again". Only the answer that opened a charge says whether the shop runs
 * the simulator, so this says no.
 */
export function chargeViewOfPayment(payment: Payment | null): ChargeView | null {
  const type = gatewayTypeOf(payment);
  if (!payment || !type || !payment.expires_at) return null;
  if (payment.payment_status !== 'PENDING' && payment.payment_status !== 'EXPIRED') return null;
  return {
    payment_type: type,
    bank: payment.va_bank ?? (type === 'echannel' ? 'mandiri' : null),
    va_number: payment.va_number,
    bill_key: payment.bill_key,
    biller_code: payment.biller_code,
    qr_string: payment.qr_string,
    qr_url: actionUrl(payment.actions, 'generate-qr-code'),
    deeplink: actionUrl(payment.actions, 'deeplink-redirect'),
    amount: payment.amount,
    expires_at: payment.expires_at,
    simulated: false,
  };
}

/** A virtual account at a bank or Mandiri's bill: paid from a bank's app, no QR code. */
export function isBankCharge(type: GatewayPaymentType): boolean {
  return type === 'bank_transfer' || type === 'echannel';
}
