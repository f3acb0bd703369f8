/**
 * The SQL of the shopper's payments: recording a transfer's proof, the payment history and one
 * order's payments, with their rows mapped to the contract.
 */
import type { Paged, Payment, PaymentHistoryItem, PaymentStatus } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { json, type Json } from '../../db/sql-helpers';
import { runner, type Conn } from '../../db/statements';
import { pageOf } from '../../platform/paging';
import { PAYMENT_COLUMNS_SQL, paymentOf, type PaymentRow } from '../../read-models/order-detail';
import { REFUND_JSON_SQL, refundOf, type RefundJson } from '../../read-models/refunds';

/** $1 order, $2 unique code, $3 proof's storage key, $4 transfer date: the payment for the order's total plus the code. */
const SUBMIT_TRANSFER_SQL = `insert into payments (order_id, user_id, payment_method, payment_status, amount, pop_image, payment_date)
         select o.order_id, o.user_id, 'BANK_TRANSFER', 'AWAITING_CONFIRMATION', o.total_price + $2::int, $3::text,
           $4::timestamptz
         from orders o where o.order_id = $1::int
         returning payment_id`;

/** Records a transfer waiting for the store's review; its payment id. */
export async function insertTransferPayment(
  tx: Conn,
  p: { orderId: number; uniqueCode: number; picture: string; paymentDate: Date },
): Promise<number> {
  const [row] = await runner(tx)<{ payment_id: number }>('payments_submit_transfer', SUBMIT_TRANSFER_SQL, [
    p.orderId,
    p.uniqueCode,
    p.picture,
    p.paymentDate.toISOString(),
  ]);
  return row!.payment_id;
}

/** $1 user, $2 status or null, $3 limit, $4 offset: one page of the user's payments, newest first. */
const HISTORY_SQL = `with f as (
       select p.payment_id from payments p
       where p.user_id = $1::int and ($2::text is null or p.payment_status::text = $2::text)
     ), page as (
       select payment_id from f order by payment_id desc limit $3::int offset $4::int
     )
     select (select count(*)::int from f) as total,
       coalesce((select json_agg(x order by x.payment_id desc) from (
         select ${PAYMENT_COLUMNS_SQL}, s.store_name, o.status as order_status, o.total_price as order_total,
           coalesce((select json_agg(${REFUND_JSON_SQL} order by r.refund_id) from refunds r
             where r.payment_id = p.payment_id), '[]'::json) as refunds
         from page join payments p on p.payment_id = page.payment_id
         join orders o on o.order_id = p.order_id join stores s on s.store_id = o.store_id
       ) x), '[]'::json) as payments`;

type HistoryRow = PaymentRow &
  Omit<PaymentHistoryItem, keyof Payment | 'refunds'> & { refunds: RefundJson[] };

export async function paymentHistoryPage(
  db: Db,
  userId: number,
  q: { page: number; limit: number; status?: PaymentStatus },
): Promise<Paged<PaymentHistoryItem>> {
  const [row] = await runner(db)<{
    total: number;
    payments: Json<HistoryRow[]>;
  }>('payments_history', HISTORY_SQL, [userId, q.status ?? null, q.limit, (q.page - 1) * q.limit]);
  const total = Number(row?.total ?? 0);
  const data = json(row?.payments ?? []).map((p): PaymentHistoryItem => ({
    ...paymentOf(p),
    refunds: p.refunds.map(refundOf),
  }));
  return pageOf(data, total, { page: q.page, pageSize: q.limit });
}

const PAYMENTS_OF_ORDER_SQL = `select ${PAYMENT_COLUMNS_SQL} from payments p where p.order_id = $1::int order by p.payment_id desc`;

/** Every payment attempt of an order, newest first. */
export async function paymentsOfOrder(db: Db, orderId: number): Promise<Payment[]> {
  const rows = await runner(db)<PaymentRow>('payments_of_order', PAYMENTS_OF_ORDER_SQL, [orderId]);
  return rows.map(paymentOf);
}
