/**
 * Paying an order (docs/product.md §5 "Payment submit", §7 "Shopper order and payment", shared/MIDTRANS.md):
 * a bank transfer with a proof, or a virtual account at the payment gateway; the shopper's payment
 * history and a payment's details.
 */
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './constants';
import { GATEWAY_PAYMENT_TYPES } from './payments.constants';
import { Id, multiLineText, pageLimitQuery, Paged, pagingQuery, Rupiah } from './common.schemas';
import { withMessage } from './shapes';
import {
  GatewayAction,
  OrderDetail,
  OrderRefund,
  OrderStatus,
  Payment,
  StoreOrderDetail,
} from './orders.schemas';

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}`,
});
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** The banks a virtual account can be opened at (Midtrans bank_transfer; Mandiri is echannel). */
export const VA_BANKS = ['bca', 'bni', 'bri', 'permata', 'cimb'] as const;
export const VaBank = z.enum(VA_BANKS, { error: `bank must be one of ${VA_BANKS.join(', ')}` });
export type VaBank = z.infer<typeof VaBank>;

/**
 * POST /api/order/payment/{userId}/{orderId} multipart: pop_image (jpg, jpeg or png, 1 MB at most),
 * payment_method, payment_date. Success only when message is 'Payment created successfully'
 * (docs/product.md §5); a refusal carries `error` beside `message`.
 */
export const PaymentSubmitFields = z.object({
  payment_method: z.literal('BANK_TRANSFER', { error: 'payment_method must be BANK_TRANSFER' }),
  /** When the shopper made the transfer (ISO date-time or YYYY-MM-DD); not in the future. */
  payment_date: z
    .string()
    .trim()
    .max(40)
    .refine((d) => !Number.isNaN(Date.parse(d)), 'payment_date must be a date'),
});
export const PaymentSubmitResponse = withMessage(z.object({ payment: Payment, order: OrderDetail }));
export type PaymentSubmitResponse = z.infer<typeof PaymentSubmitResponse>;
/** A refused payment: `error` (docs/product.md §5 "the response's error") and `message`. */
export const PaymentSubmitFailure = z.object({
  message: z.string(),
  error: z.string(),
  code: z.string().optional(),
});

/**
 * POST /api/midtrans {user_id, transaction_id (the order id), payment_type, bank}: a gateway charge
 * for the order. `bank` picks a virtual account's bank (bank_transfer only; Mandiri is `echannel`).
 */
export const CreateChargeBody = z.object({
  user_id: Id,
  transaction_id: Id,
  payment_type: z
    .enum(GATEWAY_PAYMENT_TYPES, { error: `payment_type must be one of ${GATEWAY_PAYMENT_TYPES.join(', ')}` })
    .default('bank_transfer'),
  bank: VaBank.optional(),
});
export type CreateChargeBody = z.input<typeof CreateChargeBody>;

/**
 * A charge as the gateway answers it (shared/MIDTRANS.md): `va_numbers` for a bank's virtual account,
 * `bill_key`/`biller_code` for Mandiri, `qr_string` and `actions` for QRIS and the e-wallets.
 */
export const GatewayCharge = z.object({
  payment_id: z.number().int(),
  order_id: z.number().int(),
  /** The gateway's order id of this charge (`LMB-{order}-{attempt}`): a new one per charge. */
  gateway_order_id: z.string(),
  payment_type: z.enum(GATEWAY_PAYMENT_TYPES),
  payment_method: z.enum(PAYMENT_METHODS),
  /** bca, bni, bri, permata, cimb; mandiri for echannel; null for QRIS and e-wallets. */
  bank: z.string().nullable(),
  va_numbers: z.array(z.object({ bank: z.string(), va_number: z.string() })),
  bill_key: z.string().nullable(),
  biller_code: z.string().nullable(),
  qr_string: z.string().nullable(),
  actions: z.array(GatewayAction),
  amount: Rupiah,
  /** When this charge stops taking money (minutes for QRIS and e-wallets, hours for a VA). */
  expires_at: z.string(),
  /** pending until the money comes, then settlement (or expire, cancel, deny). */
  transaction_status: z.string(),
  /** True when this shop runs the built-in simulator instead of Midtrans (development, demo). */
  simulated: z.boolean(),
});
export type GatewayCharge = z.infer<typeof GatewayCharge>;
export const CreateChargeResponse = withMessage(z.object({ charge: GatewayCharge, order: OrderDetail }));
export type CreateChargeResponse = z.infer<typeof CreateChargeResponse>;

/** PUT /api/midtrans/success/ and /failed/ {user_id, transaction_id}: a hint; the gateway decides. */
export const PaymentStatusHintBody = z.object({ user_id: Id, transaction_id: Id });
export type PaymentStatusHintBody = z.input<typeof PaymentStatusHintBody>;
export const PaymentStatusHintResponse = withMessage(z.object({ order: OrderDetail }));
export type PaymentStatusHintResponse = z.infer<typeof PaymentStatusHintResponse>;

/** POST /api/midtrans/simulate/{userId}/{orderId}: the simulator pays the VA (never with Midtrans). */
export const SimulatePaymentResponse = PaymentStatusHintResponse;

/** GET /api/order/payment-history/{userId}?page&limit&status */
export const PaymentHistoryQuery = pageLimitQuery(10).extend({
  status: PaymentStatusSchema.optional(),
});
export type PaymentHistoryQuery = z.input<typeof PaymentHistoryQuery>;
export const PaymentHistoryItem = Payment.extend({
  store_name: z.string(),
  order_status: OrderStatus,
  order_total: Rupiah,
  /** The refunds of this payment's money. */
  refunds: z.array(OrderRefund),
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItem>;
export const PaymentHistoryResponse = Paged(PaymentHistoryItem).extend({ message: z.string() });
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponse>;

/** GET /api/order/payment-details/{userId}/{orderId}: every payment attempt of the order, newest first. */
export const PaymentDetailsResponse = withMessage(
  z.object({ order: OrderDetail, payments: z.array(Payment) }),
);
export type PaymentDetailsResponse = z.infer<typeof PaymentDetailsResponse>;

// --- The store's payment review: proofs beside the expected amount; accept or reject

/** A payment as its store's staff review it. */
export const PaymentReview = Payment.extend({
  /** What the shopper had to transfer: the order's total plus its unique code. */
  expected_amount: Rupiah,
  unique_code: z.number().int(),
  order_status: OrderStatus,
  order_total: Rupiah,
  customer_name: z.string(),
  order_created_at: z.string(),
  /** The order's payment deadline the shopper had (a transfer's proof came before it, or not). */
  payment_deadline: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type PaymentReview = z.infer<typeof PaymentReview>;

/** GET /api/order/payments/{storeId}?page&pageSize&status (AWAITING_CONFIRMATION first by default). */
export const PaymentQueueQuery = pagingQuery(10).extend({
  status: PaymentStatusSchema.default('AWAITING_CONFIRMATION'),
});
export type PaymentQueueQuery = z.input<typeof PaymentQueueQuery>;
export const PaymentQueueResponse = Paged(PaymentReview).extend({ message: z.string() });
export type PaymentQueueResponse = z.infer<typeof PaymentQueueResponse>;

/** GET and PUT /api/order/payment/{storeId}/{paymentId} (PUT body {payment_status}, docs/product.md §7). */
export const StorePaymentParams = z.object({ storeId: Id, paymentId: Id });
/** GET /api/order/payment-proof/{paymentId}: the proof's picture, for its shopper and the store's staff. */
export const PaymentProofParams = z.object({ paymentId: Id });
export const PaymentReviewBody = z
  .object({
    payment_status: z.enum(['SUCCESS', 'FAILED'], { error: 'payment_status must be SUCCESS or FAILED' }),
    /** Why a proof is refused: shown to the shopper. */
    note: multiLineText(z.string().trim().max(300, 'note must be 300 characters or less')).optional(),
  })
  .refine((b) => b.payment_status === 'SUCCESS' || (b.note ?? '').length >= 3, {
    message: 'Please give the shopper a reason.',
    path: ['note'],
  });
export type PaymentReviewBody = z.input<typeof PaymentReviewBody>;
export const PaymentReviewResponse = withMessage(
  z.object({ payment: PaymentReview, order: StoreOrderDetail }),
);
export type PaymentReviewResponse = z.infer<typeof PaymentReviewResponse>;
