/**
 * Money going back to shoppers: the shopper's bank account for a transfer refund, the store's refund
 * queue and what the staff do with each refund, and every store's refunds for the super admin. A
 * refund itself (OrderRefund) is part of the order (orders.schemas.ts).
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from './constants';
import { REFUND_STATUSES } from './payments.constants';
import { Id, multiLineText, Paged, pagingQuery, Rupiah, singleLineText } from './common.schemas';
import { withMessage } from './shapes';
import { OrderDetail, OrderRefund, OrderStatus } from './orders.schemas';

export const RefundStatusSchema = z.enum(REFUND_STATUSES, {
  error: `status must be one of ${REFUND_STATUSES.join(', ')}`,
});

/** The banks and e-money a refund can be transferred to, as Indonesians name them. */
export const REFUND_BANKS = [
  'BCA',
  'BNI',
  'BRI',
  'Mandiri',
  'BSI',
  'BTN',
  'CIMB Niaga',
  'Permata',
  'Danamon',
  'OCBC',
  'Jago',
  'SeaBank',
  'blu by BCA Digital',
] as const;

/**
 * PUT /api/refunds/account/{userId}/{refundId} {bank_name, account_number, account_holder}: where the
 * store transfers a refund. Spaces and dashes in the number are dropped; 6 to 20 digits stay.
 */
export const RefundAccountBody = z.object({
  bank_name: singleLineText(
    z
      .string({ error: 'Please choose your bank.' })
      .trim()
      .min(2, 'Please choose your bank.')
      .max(40, 'bank_name must be 40 characters or less'),
  ),
  account_number: z
    .string({ error: 'Please enter your account number.' })
    .transform((n) => n.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, 'An account number has 6 to 20 digits.')),
  account_holder: singleLineText(
    z
      .string({ error: "Please enter the account holder's name." })
      .trim()
      .min(2, "Please enter the account holder's name.")
      .max(100, 'account_holder must be 100 characters or less'),
  ),
});
export type RefundAccountBody = z.input<typeof RefundAccountBody>;
export const RefundParams = z.object({ userId: Id, refundId: Id });
/** The shopper's order as it is now, its refunds with the account given. */
export const RefundAccountResponse = withMessage(z.object({ order: OrderDetail }));
export type RefundAccountResponse = z.infer<typeof RefundAccountResponse>;

/** What the store's staff may do with a refund now. */
export const RefundActions = z.object({
  /** Send it through the gateway (QRIS and e-wallet refunds owed). */
  gateway: z.boolean(),
  /** Say the transfer has started (a transfer refund owed, with the shopper's account). */
  transfer: z.boolean(),
  /** Mark the transfer paid, with its proof. */
  paid: z.boolean(),
  /** Mark the transfer failed (wrong account): the shopper is asked again. */
  failed: z.boolean(),
});
export type RefundActions = z.infer<typeof RefundActions>;

/** A refund in a queue: with its order, shopper, store and what the staff may do. */
export const StoreRefund = OrderRefund.extend({
  order_id: z.number().int(),
  order_status: OrderStatus,
  order_total: Rupiah,
  store_id: z.number().int(),
  store_name: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  /** How the money came: it decides how it goes back. */
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  actions: RefundActions,
});
export type StoreRefund = z.infer<typeof StoreRefund>;

/** How many refunds, and how much, in each status (the queue's tabs). */
export const RefundCounts = z.record(
  z.enum(REFUND_STATUSES),
  z.object({ count: z.number().int(), amount: Rupiah }),
);
export type RefundCounts = z.infer<typeof RefundCounts>;

/** GET /api/refunds/store/{storeId}?status&page&pageSize: the store's refunds (OWED by default, oldest first). */
export const RefundQueueQuery = pagingQuery(10).extend({
  status: RefundStatusSchema.default('OWED'),
});
export type RefundQueueQuery = z.input<typeof RefundQueueQuery>;
export const RefundQueueResponse = Paged(StoreRefund).extend({ message: z.string(), counts: RefundCounts });
export type RefundQueueResponse = z.infer<typeof RefundQueueResponse>;
export const StoreRefundParams = z.object({ storeId: Id, refundId: Id });

/** GET /api/refunds/all?status&storeId&page&pageSize: every store's refunds for the super admin. */
export const AllRefundsQuery = pagingQuery(10).extend({
  status: RefundStatusSchema.optional(),
  storeId: Id.optional(),
});
export type AllRefundsQuery = z.input<typeof AllRefundsQuery>;
export const AllRefundsResponse = RefundQueueResponse;
export type AllRefundsResponse = z.infer<typeof AllRefundsResponse>;

/**
 * PUT /api/refunds/store/{storeId}/{refundId}/failed {note}: the transfer did not reach the shopper.
 * PUT .../paid is multipart: proof_image (jpg, jpeg or png, 1 MB at most) and an optional note.
 */
export const RefundNoteBody = z.object({
  note: multiLineText(
    z
      .string({ error: 'Please tell the shopper what went wrong.' })
      .trim()
      .min(3, 'Please tell the shopper what went wrong.')
      .max(300, 'note must be 300 characters or less'),
  ),
});
export type RefundNoteBody = z.input<typeof RefundNoteBody>;
export const RefundPaidFields = z.object({
  note: multiLineText(z.string().trim().max(300, 'note must be 300 characters or less')).optional(),
});
/** Every action answers the refund as it is now. */
export const StoreRefundResponse = withMessage(z.object({ refund: StoreRefund }));
export type StoreRefundResponse = z.infer<typeof StoreRefundResponse>;
/** GET /api/refunds/proof/{refundId}: the store's proof of a transfer, for its shopper and the staff. */
export const RefundProofParams = z.object({ refundId: Id });
