/**
 * How money comes in through the gateway and goes back to shoppers. Apart from constants.ts so that
 * the storefront's first load, which shares that module with every page, does not carry them: only
 * the payment and refund pages use them.
 */
/** The gateway's own names for a charge (`payment_type` of POST /v2/charge). */
export const GATEWAY_PAYMENT_TYPES = ['bank_transfer', 'echannel', 'qris', 'gopay', 'shopeepay'] as const;
export type GatewayPaymentType = (typeof GATEWAY_PAYMENT_TYPES)[number];

/**
 * Where a refund stands: owed (money to give back), processing (the gateway was asked, or the store
 * is transferring), paid, or failed (the store could not send it; the shopper corrects the account).
 */
export const REFUND_STATUSES = ['OWED', 'PROCESSING', 'PAID', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * How money goes back: through the gateway (QRIS, GoPay, ShopeePay can be refunded there), or by
 * the store's transfer to the shopper's bank account (virtual accounts and manual transfers cannot).
 */
export const REFUND_METHODS = ['GATEWAY', 'BANK_TRANSFER'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * Why a refund is owed: the store cancelled a paid order; a charge settled after its order was
 * cancelled or expired; a payment was more than due; lines were short at packing.
 */
export const REFUND_REASONS = [
  'STORE_CANCELLED',
  'PAID_AFTER_CANCEL',
  'OVERPAID',
  'SHORT_AT_PACKING',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
