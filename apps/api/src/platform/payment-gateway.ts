/**
 * The payment gateway (docs/architecture.md §2, shared/MIDTRANS.md): a bank's virtual account, Mandiri's
 * bill payment, QRIS, GoPay and ShopeePay charges, their status, cancel and refund. The real Midtrans Core API client (platform/midtrans.ts) when MIDTRANS_SERVER_KEY is set,
 * the built-in simulator (platform/payment-simulator.ts) otherwise; both speak this interface and
 * sign notifications the same way, so one notification path serves both.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayPaymentType, PaymentMethod } from '@lumbung/contracts';

/** The banks of a bank_transfer virtual account; Mandiri's bill payment is `echannel`. */
export type ChargeBank = 'bca' | 'bni' | 'bri' | 'permata' | 'cimb' | 'mandiri';

export interface ChargeRequest {
  /** The gateway's order id: unique per charge (`LMB-{order}-{attempt}`). */
  gatewayOrderId: string;
  paymentType: GatewayPaymentType;
  /** The virtual account's bank (bank_transfer); `mandiri` for echannel; null for QRIS and e-wallets. */
  bank: ChargeBank | null;
  /** Whole rupiah. */
  amount: number;
  customer: { email: string; firstName: string };
  /** Minutes the charge takes money. */
  expiryMinutes: number;
  /** When the charge is made (the expiry counts from it). */
  now: Date;
  /** The page an e-wallet app sends the shopper back to (GoPay, ShopeePay). */
  callbackUrl: string;
}

/** One thing the shopper can do with a charge: `generate-qr-code`, `deeplink-redirect`, ... */
export interface ChargeAction {
  name: string;
  method: string;
  url: string;
}

export interface Charge {
  transactionId: string;
  gatewayOrderId: string;
  paymentType: GatewayPaymentType;
  bank: string | null;
  /** A bank's virtual account number (bank_transfer). */
  vaNumber: string | null;
  /** Mandiri bill payment (echannel): the bill key and the biller's code. */
  billKey: string | null;
  billerCode: string | null;
  /** QRIS (and GoPay): the EMVCo payload to draw as a QR code. */
  qrString: string | null;
  actions: ChargeAction[];
  amount: number;
  transactionStatus: string;
  /** When the charge stops taking money (kept by us: the status call does not say). */
  expiresAt: Date;
}

/** Minutes a QRIS or e-wallet charge takes money: a phone payment is made at once or not at all. */
export const WALLET_EXPIRY_MINUTES = 15;

/** Whether a charge is a virtual account (bank_transfer, echannel): hours, refunded by a transfer. */
export const isVirtualAccount = (paymentType: GatewayPaymentType) =>
  paymentType === 'bank_transfer' || paymentType === 'echannel';

/** The shop's payment method of a gateway charge. */
export function paymentMethodOf(paymentType: GatewayPaymentType): PaymentMethod {
  switch (paymentType) {
    case 'bank_transfer':
    case 'echannel':
      return 'VIRTUAL_ACCOUNT';
    case 'qris':
      return 'QRIS';
    case 'gopay':
      return 'GOPAY';
    case 'shopeepay':
      return 'SHOPEEPAY';
  }
}

/** A notification or a status answer: the fields the gateway sends (raw strings, as received). */
export interface GatewayStatus {
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: string;
  fraud_status?: string;
  transaction_id?: string;
  signature_key?: string;
  /** A refund's notification: every refund of the charge so far. */
  refunds?: GatewayRefundEntry[];
  [field: string]: unknown;
}

/** One refund of a charge, as a refund notification lists it. */
export interface GatewayRefundEntry {
  refund_chargeback_id?: number | string;
  /** Rupiah with two decimals ("5000.00"). */
  refund_amount: string;
  refund_key: string;
  reason?: string;
  created_at?: string;
}

/** The gateway answered with an error, or could not be reached. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode: string | null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** POST /v2/{order_id}/refund: what to give back of a settled charge, once per refund_key. */
export interface RefundRequest {
  /** Letters, digits, - and _: the same key is the same refund, so a retry is safe. */
  refundKey: string;
  /** Whole rupiah. */
  amount: number;
  reason: string;
}

/** The gateway's answer to a refund: the charge's fields plus the refund's. */
export interface RefundAnswer {
  /** The gateway's id of the refund (refund_chargeback_id). */
  refundId: string;
  refundKey: string;
  /** Whole rupiah the gateway refunded. */
  amount: number;
  /** `refund` (all of the charge back) or `partial_refund`. */
  transactionStatus: string;
}

export interface PaymentGateway {
  /** True for the built-in simulator (the web offers "Simulate payment"). */
  readonly simulated: boolean;
  /** POST /v2/charge: a virtual account, a Mandiri bill, a QRIS code or an e-wallet payment. */
  charge(request: ChargeRequest): Promise<Charge>;
  /** GET /v2/{order_id}/status: what the gateway knows now. */
  status(gatewayOrderId: string): Promise<GatewayStatus>;
  /**
   * POST /v2/{order_id}/cancel: closes a charge not yet paid. A charge paid meanwhile answers an
   * error (GatewayError): then the order was paid, and its status says so.
   */
  cancel(gatewayOrderId: string): Promise<GatewayStatus>;
  /** POST /v2/{order_id}/refund: gives money of a settled charge back (QRIS and e-wallets only). */
  refund(gatewayOrderId: string, request: RefundRequest): Promise<RefundAnswer>;
  /** Whether a notification carries a good signature for this gateway's server key. */
  verify(notification: GatewayStatus): boolean;
}

/** hex(sha512(order_id + status_code + gross_amount + serverKey)) over the raw strings. */
export function signatureOf(
  n: Pick<GatewayStatus, 'order_id' | 'status_code' | 'gross_amount'>,
  serverKey: string,
) {
  return createHash('sha512')
    .update(`${n.order_id}${n.status_code}${n.gross_amount}${serverKey}`)
    .digest('hex');
}

/** Compares a notification's signature with the expected one in constant time. */
export function verifySignature(n: GatewayStatus, serverKey: string): boolean {
  if (typeof n.signature_key !== 'string' || !/^[0-9a-f]{128}$/i.test(n.signature_key)) return false;
  const expected = Buffer.from(signatureOf(n, serverKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(n.signature_key.toLowerCase(), 'hex'));
}

/** What a gateway status means for a payment (MIDTRANS.md, "Status cycle"). */
export type PaymentOutcome = 'paid' | 'expired' | 'failed' | 'pending' | 'other';

export function outcomeOf(
  s: Pick<GatewayStatus, 'status_code' | 'transaction_status' | 'fraud_status'>,
): PaymentOutcome {
  switch (s.transaction_status) {
    case 'settlement':
      return s.status_code === '200' ? 'paid' : 'other';
    case 'capture':
      return s.status_code === '200' && s.fraud_status === 'accept' ? 'paid' : 'other';
    case 'pending':
      return 'pending';
    case 'expire':
      return 'expired';
    case 'cancel':
    case 'deny':
      return 'failed';
    default:
      return 'other';
  }
}

/** How the amount a gateway says was paid compares with the amount due. */
export type AmountCheck = 'due' | 'short' | 'over' | 'unreadable';

/**
 * The one place that decides whether a payment is the amount due. The gateway writes rupiah as a
 * string with two decimals ("145000.00"): only digits with at most two decimals are read, so an
 * empty, signed, exponent or non-numeric amount is 'unreadable' and never pays anything. Only the
 * exact amount pays the order; more is money owed back to the shopper, less is not a payment.
 */
export function checkAmount(grossAmount: string, due: number): AmountCheck {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(grossAmount);
  if (!match) return 'unreadable';
  const paidSen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const dueSen = due * 100;
  return paidSen === dueSen ? 'due' : paidSen < dueSen ? 'short' : 'over';
}

/** Whole rupiah from the gateway's "5000.00" (null when it is not such an amount). */
export function rupiahOf(amount: string | undefined): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount ?? '');
  if (!match || Number((match[2] ?? '0').padEnd(2, '0')) !== 0) return null;
  return Number(match[1]);
}

/** A Jakarta time as the gateway writes it ("2026-11-23 10:00:00 +0700" or without the offset). */
export function jakartaTime(date: Date): string {
  const wib = new Date(date.getTime() + 7 * 60 * 60 * 1000);
  return `${wib.toISOString().slice(0, 19).replace('T', ' ')} +0700`;
}
