/**
 * The store's review of bank transfers (docs/product.md §4 "a store admin edits the payment status", docs/architecture.md §5):
 * each proof beside the amount the shopper had to send (total plus unique code). Accepting moves the
 * order to PROCESSING; rejecting returns it to AWAITING_PAYMENT with the reason shown to the shopper
 * and a new hour to pay. One transaction on the locked payment; the status table decides the order.
 */
import type { Paged, PaymentReview, PaymentStatus, StoreOrderDetail } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { transaction, type Conn } from '../../db/statements';
import { readStoreOrder } from '../../read-models/order-detail';
import { transition } from '../../domain/order-status';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  paymentQueuePage,
  readReviewRow,
  recordReview,
  reviewOf,
  setPaymentDeadline,
  type ReviewRow,
} from './payments.store-admin.sql';

/** A rejected proof gives the shopper this long to pay again (docs/architecture.md §5: an hour for a transfer). */
export const REPAY_WINDOW_MS = 60 * 60 * 1000;

type ReviewContext = Pick<AppContext, 'db' | 'config'>;

/**
 * GET /api/order/payments/{storeId}: the queue, oldest first while waiting, else newest first. A
 * cancelled order's proof is never listed as waiting: the cancel closes it, and a row left from
 * before that rule would only answer 409 when accepted.
 */
export function paymentQueue(
  db: Db,
  storeId: number,
  q: { page: number; pageSize: number; status: PaymentStatus },
): Promise<Paged<PaymentReview>> {
  return paymentQueuePage(db, storeId, q, q.status === 'AWAITING_CONFIRMATION' ? 'asc' : 'desc');
}

async function reviewRow(on: Conn, storeId: number, paymentId: number, lock: boolean): Promise<ReviewRow> {
  const row = await readReviewRow(on, paymentId, lock);
  if (!row || row.store_id !== storeId) throw new AppError(404, 'PAYMENT_REVIEW_NOT_FOUND');
  return row;
}

async function answer(ctx: ReviewContext, storeId: number, paymentId: number) {
  const row = await reviewRow(ctx.db, storeId, paymentId, false);
  const order = (await readStoreOrder(ctx.db, row.order_id, ctx.config.transferAccount)) as StoreOrderDetail;
  return { payment: reviewOf(row), order };
}

/** GET /api/order/payment/{storeId}/{paymentId} */
export function getPaymentReview(ctx: ReviewContext, storeId: number, paymentId: number) {
  return answer(ctx, storeId, paymentId);
}

/** PUT /api/order/payment/{storeId}/{paymentId} {payment_status, note} */
export async function reviewPayment(
  ctx: ReviewContext,
  storeId: number,
  paymentId: number,
  by: number,
  decision: { payment_status: 'SUCCESS' | 'FAILED'; note?: string },
) {
  await transaction(ctx.db, async (tx) => {
    const p = await reviewRow(tx, storeId, paymentId, true);
    if (p.payment_status !== 'AWAITING_CONFIRMATION') throw new AppError(409, 'PAYMENT_REVIEW_NOT_ALLOWED');
    const accepted = decision.payment_status === 'SUCCESS';
    const moved = await transition(tx, p.order_id, {
      to: accepted ? 'PROCESSING' : 'AWAITING_PAYMENT',
      actor: 'STORE',
      by,
      reason: accepted ? null : (decision.note ?? null),
    });
    if (!moved.ok) throw new AppError(409, 'PAYMENT_REVIEW_NOT_ALLOWED');
    await recordReview(tx, paymentId, {
      status: decision.payment_status,
      note: accepted ? null : (decision.note ?? null),
      by,
    });
    if (!accepted) {
      // The shopper pays again: a new hour, as at checkout.
      await setPaymentDeadline(tx, p.order_id, new Date(Date.now() + REPAY_WINDOW_MS));
    }
  });
  return answer(ctx, storeId, paymentId);
}
