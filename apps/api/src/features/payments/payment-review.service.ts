/**
 * The store's review of bank transfers (docs/product.md §4 "a store admin edits the payment status", docs/architecture.md §5):
 * each proof beside the amount the shopper had to send (total plus unique code). Accepting moves the
 * order to PROCESSING; rejecting returns it to AWAITING_PAYMENT with the reason shown to the shopper
 * and a new hour to pay. One transaction on the locked payment; the status table decides the order.
 */
import type { Paged, PaymentReview, PaymentStatus, StoreOrderDetail } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner, transaction, type Conn } from '../../db/statements';
import {
  PAYMENT_COLUMNS_SQL,
  paymentOf,
  readStoreOrder,
  transferCode,
  type TransferAccount,
} from '../../read-models/order-detail';
import { transition } from '../../domain/order-status';
import { AppError } from '../../platform/errors';

/** A rejected proof gives the shopper this long to pay again (docs/architecture.md §5: an hour for a transfer). */
export const REPAY_WINDOW_MS = 60 * 60 * 1000;

export interface ReviewContext {
  db: Db;
  account: TransferAccount;
}

type When = Date | string;
interface ReviewRow {
  payment_id: number;
  order_id: number;
  payment_method: PaymentReview['payment_method'];
  payment_status: PaymentStatus;
  amount: number;
  pop_image: string | null;
  payment_date: When | null;
  va_bank: string | null;
  va_number: string | null;
  expires_at: When | null;
  created_at: When;
  note: string | null;
  order_status: PaymentReview['order_status'];
  order_total: number;
  customer_name: string;
  order_created_at: When;
  payment_deadline: When | null;
  reviewed_at: When | null;
}

const REVIEW_COLUMNS = `${PAYMENT_COLUMNS_SQL}, o.status as order_status, o.total_price as order_total,
  u.username as customer_name, o.created_at as order_created_at, o.payment_deadline, p.reviewed_at`;

function reviewOf(r: ReviewRow): PaymentReview {
  const code = transferCode(r.order_id);
  return {
    ...paymentOf(r),
    expected_amount: r.payment_method === 'BANK_TRANSFER' ? r.order_total + code : r.order_total,
    unique_code: code,
    order_status: r.order_status,
    order_total: r.order_total,
    customer_name: r.customer_name,
    order_created_at: new Date(r.order_created_at).toISOString(),
    payment_deadline: r.payment_deadline === null ? null : new Date(r.payment_deadline).toISOString(),
    reviewed_at: r.reviewed_at === null ? null : new Date(r.reviewed_at).toISOString(),
  };
}

/**
 * GET /api/order/payments/{storeId}: the queue, oldest first while waiting, else newest first. A
 * cancelled order's proof is never listed as waiting: the cancel closes it, and a row left from
 * before that rule would only answer 409 when accepted.
 */
export async function paymentQueue(
  db: Db,
  storeId: number,
  q: { page: number; pageSize: number; status: PaymentStatus },
): Promise<Paged<PaymentReview>> {
  const order = q.status === 'AWAITING_CONFIRMATION' ? 'asc' : 'desc';
  const [row] = await runner(db)<{ total: number; rows: ReviewRow[] | string }>(
    `payments_queue_${order}`,
    `with f as (
       select p.payment_id from payments p join orders o on o.order_id = p.order_id
       where o.store_id = $1::int and p.payment_status::text = $2::text
         and not (p.payment_status = 'AWAITING_CONFIRMATION' and o.status = 'CANCELLED')
     ), page as (select payment_id from f order by payment_id ${order} limit $3::int offset $4::int)
     select (select count(*)::int from f) as total,
       coalesce((select json_agg(x order by x.payment_id ${order}) from (
         select ${REVIEW_COLUMNS}
         from page join payments p on p.payment_id = page.payment_id
         join orders o on o.order_id = p.order_id join users u on u.user_id = o.user_id
       ) x), '[]'::json) as rows`,
    [storeId, q.status, q.pageSize, (q.page - 1) * q.pageSize],
  );
  const rows = typeof row!.rows === 'string' ? (JSON.parse(row!.rows) as ReviewRow[]) : row!.rows;
  const total = Number(row!.total);
  return {
    data: rows.map(reviewOf),
    currentPage: q.page,
    totalPages: Math.ceil(total / q.pageSize),
    totalItems: total,
  };
}

async function reviewRow(on: Conn, storeId: number, paymentId: number, lock: boolean): Promise<ReviewRow> {
  const [row] = await runner(on)<ReviewRow & { store_id: number }>(
    lock ? 'payments_review_row_locked' : 'payments_review_row',
    `select ${REVIEW_COLUMNS}, o.store_id
     from payments p join orders o on o.order_id = p.order_id join users u on u.user_id = o.user_id
     where p.payment_id = $1::int ${lock ? 'for update of p' : ''}`,
    [paymentId],
  );
  if (!row || row.store_id !== storeId) throw new AppError(404, 'PAYMENT_REVIEW_NOT_FOUND');
  return row;
}

async function answer(ctx: ReviewContext, storeId: number, paymentId: number) {
  const row = await reviewRow(ctx.db, storeId, paymentId, false);
  const order = (await readStoreOrder(ctx.db, row.order_id, ctx.account)) as StoreOrderDetail;
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
    await runner(tx)(
      'payments_review',
      `update payments set payment_status = $2::text::payment_status, note = $3::text, reviewed_by = $4::int,
         reviewed_at = now(), updated_at = now()
       where payment_id = $1::int`,
      [paymentId, decision.payment_status, accepted ? null : (decision.note ?? null), by],
    );
    if (!accepted) {
      // The shopper pays again: a new hour, as at checkout.
      await runner(tx)(
        'payments_repay_deadline',
        `update orders set payment_deadline = $2::timestamptz, updated_at = now() where order_id = $1::int`,
        [p.order_id, new Date(Date.now() + REPAY_WINDOW_MS).toISOString()],
      );
    }
  });
  return answer(ctx, storeId, paymentId);
}
