/**
 * The SQL of the store's review of payments: the queue, one payment with its order and shopper
 * (locked while it is reviewed), the review itself, and the rows mapped to the contract.
 */
import type { Paged, PaymentReview, PaymentStatus } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { json } from '../../db/sql-helpers';
import { runner, type Conn } from '../../db/statements';
import {
  PAYMENT_COLUMNS_SQL,
  paymentOf,
  transferCode,
  type PaymentRow,
} from '../../read-models/order-detail';
import { pageOf } from '../../platform/paging';

type When = Date | string;
export interface ReviewRow extends PaymentRow {
  order_status: PaymentReview['order_status'];
  order_total: number;
  customer_name: string;
  order_created_at: When;
  payment_deadline: When | null;
  reviewed_at: When | null;
}

const REVIEW_COLUMNS = `${PAYMENT_COLUMNS_SQL}, o.status as order_status, o.total_price as order_total,
  u.username as customer_name, o.created_at as order_created_at, o.payment_deadline, p.reviewed_at`;

export function reviewOf(r: ReviewRow): PaymentReview {
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

/** $1 store, $2 status, $3 limit, $4 offset: one page of the queue, in the order `direction` says. */
const queueSql = (direction: 'asc' | 'desc') => `with f as (
       select p.payment_id from payments p join orders o on o.order_id = p.order_id
       where o.store_id = $1::int and p.payment_status::text = $2::text
         and not (p.payment_status = 'AWAITING_CONFIRMATION' and o.status = 'CANCELLED')
     ), page as (select payment_id from f order by payment_id ${direction} limit $3::int offset $4::int)
     select (select count(*)::int from f) as total,
       coalesce((select json_agg(x order by x.payment_id ${direction}) from (
         select ${REVIEW_COLUMNS}
         from page join payments p on p.payment_id = page.payment_id
         join orders o on o.order_id = p.order_id join users u on u.user_id = o.user_id
       ) x), '[]'::json) as rows`;
const QUEUE = {
  asc: { name: 'payments_queue_asc', text: queueSql('asc') },
  desc: { name: 'payments_queue_desc', text: queueSql('desc') },
} as const;

/**
 * One page of a store's payments of one status. A cancelled order's proof is never listed as
 * waiting: the cancel closes it.
 */
export async function paymentQueuePage(
  db: Db,
  storeId: number,
  q: { page: number; pageSize: number; status: PaymentStatus },
  direction: 'asc' | 'desc',
): Promise<Paged<PaymentReview>> {
  const { name, text } = QUEUE[direction];
  const [row] = await runner(db)<{ total: number; rows: ReviewRow[] | string }>(name, text, [
    storeId,
    q.status,
    q.pageSize,
    (q.page - 1) * q.pageSize,
  ]);
  const rows = json(row!.rows);
  const total = Number(row!.total);
  return pageOf(rows.map(reviewOf), total, q);
}

/** $1 payment: the payment with its order, its shopper and its store. */
const reviewRowSql = (lock: boolean) => `select ${REVIEW_COLUMNS}, o.store_id
     from payments p join orders o on o.order_id = p.order_id join users u on u.user_id = o.user_id
     where p.payment_id = $1::int ${lock ? 'for update of p' : ''}`;
const REVIEW_ROW_SQL = reviewRowSql(false);
const REVIEW_ROW_LOCKED_SQL = reviewRowSql(true);

/** The payment as reviewed, with its store; locked (for update) when `lock`. Undefined: no payment. */
export async function readReviewRow(
  on: Conn,
  paymentId: number,
  lock: boolean,
): Promise<(ReviewRow & { store_id: number }) | undefined> {
  const [row] = await runner(on)<ReviewRow & { store_id: number }>(
    lock ? 'payments_review_row_locked' : 'payments_review_row',
    lock ? REVIEW_ROW_LOCKED_SQL : REVIEW_ROW_SQL,
    [paymentId],
  );
  return row;
}

const REVIEW_SQL = `update payments set payment_status = $2::text::payment_status, note = $3::text, reviewed_by = $4::int,
         reviewed_at = now(), updated_at = now()
       where payment_id = $1::int`;

/** Records the store's decision on a payment. */
export async function recordReview(
  tx: Conn,
  paymentId: number,
  decision: { status: 'SUCCESS' | 'FAILED'; note: string | null; by: number },
): Promise<void> {
  await runner(tx)('payments_review', REVIEW_SQL, [paymentId, decision.status, decision.note, decision.by]);
}

const REPAY_DEADLINE_SQL = `update orders set payment_deadline = $2::timestamptz, updated_at = now() where order_id = $1::int`;

/** Gives an order a new payment deadline. */
export async function setPaymentDeadline(tx: Conn, orderId: number, deadline: Date): Promise<void> {
  await runner(tx)('payments_repay_deadline', REPAY_DEADLINE_SQL, [orderId, deadline.toISOString()]);
}
