/**
 * The SQL of the refund queues (the store's and the super admin's): a page of refunds with their
 * order, shopper and store, the counts per status, and one refund as the staff act on it.
 */
import {
  REFUND_STATUSES,
  type Paged,
  type PaymentMethod,
  type RefundCounts,
  type RefundMethod,
  type RefundStatus,
  type StoreRefund,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { json, type Json } from '../../db/sql-helpers';
import { runner, type Conn } from '../../db/statements';
import { refundOf, REFUND_JSON_SQL, type RefundJson } from '../../read-models/refunds';
import { pageOf } from '../../platform/paging';

interface QueueRow {
  refund: Json<RefundJson>;
  order_id: number;
  order_status: StoreRefund['order_status'];
  order_total: number;
  store_id: number;
  store_name: string;
  customer_name: string;
  customer_email: string;
  payment_method: PaymentMethod | null;
}

/** The columns of a refund `r` in a queue, with its order `o`, store `s`, shopper `u`, payment `p`. */
const QUEUE_COLUMNS = `${REFUND_JSON_SQL} as refund, o.order_id, o.status as order_status,
  o.total_price as order_total, s.store_id, s.store_name, u.username as customer_name,
  u.email as customer_email, p.payment_method`;
const QUEUE_JOINS = `join orders o on o.order_id = r.order_id join stores s on s.store_id = r.store_id
  join users u on u.user_id = r.user_id left join payments p on p.payment_id = r.payment_id`;

/**
 * What the staff may do with a refund now (the rules the store's actions enforce): a gateway
 * refund owed is sent to the gateway; a transfer owed with the shopper's account is started; a
 * transfer with an account is marked paid (with its proof) once started or straight away; a
 * started transfer that did not arrive is marked failed.
 */
export function refundActions(r: Pick<StoreRefund, 'method' | 'status' | 'account'>): StoreRefund['actions'] {
  const transfer = r.method === 'BANK_TRANSFER';
  const withAccount = transfer && r.account !== null;
  return {
    gateway: r.method === 'GATEWAY' && r.status === 'OWED',
    transfer: withAccount && r.status === 'OWED',
    paid: withAccount && (r.status === 'OWED' || r.status === 'PROCESSING'),
    failed: transfer && r.status === 'PROCESSING',
  };
}

function storeRefundOf(row: QueueRow): StoreRefund {
  const refund = refundOf(json(row.refund));
  return {
    ...refund,
    order_id: row.order_id,
    order_status: row.order_status,
    order_total: row.order_total,
    store_id: row.store_id,
    store_name: row.store_name,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    payment_method: row.payment_method,
    actions: refundActions(refund),
  };
}

/**
 * $1 store (null: every store), $2 status (null: every status), $3 limit, $4 offset. Refunds still
 * open are listed oldest first (the longest wait on top); paid ones and the mixed list newest first.
 */
const pageSql = (direction: 'asc' | 'desc') => `with f as (
       select r.refund_id from refunds r
       where ($1::int is null or r.store_id = $1::int) and ($2::text is null or r.status::text = $2::text)
     ), page as (select refund_id from f order by refund_id ${direction} limit $3::int offset $4::int)
     select (select count(*)::int from f) as total,
       coalesce((select json_agg(x order by x.order_key ${direction}) from (
         select ${QUEUE_COLUMNS}, r.refund_id as order_key
         from page join refunds r on r.refund_id = page.refund_id ${QUEUE_JOINS}
       ) x), '[]'::json) as rows`;
const PAGE = {
  asc: { name: 'refunds_queue_asc', text: pageSql('asc') },
  desc: { name: 'refunds_queue_desc', text: pageSql('desc') },
} as const;

/** $1 store (null: every store): how many refunds, and how much, in each status. */
const COUNTS_SQL = `select r.status::text as status, count(*)::int as count, coalesce(sum(r.amount), 0)::int as amount
  from refunds r where ($1::int is null or r.store_id = $1::int) group by r.status`;

export interface QueueQuery {
  page: number;
  pageSize: number;
  status?: RefundStatus | undefined;
  storeId?: number | undefined;
}

/** One page of refunds (of a store, or every store) and the counts of each status. */
export async function refundPage(
  db: Db,
  q: QueueQuery,
): Promise<Paged<StoreRefund> & { counts: RefundCounts }> {
  const open = q.status !== undefined && q.status !== 'PAID';
  const { name, text } = PAGE[open ? 'asc' : 'desc'];
  const run = runner(db);
  const [row] = await run<{ total: number; rows: Json<(QueueRow & { order_key: number })[]> }>(name, text, [
    q.storeId ?? null,
    q.status ?? null,
    q.pageSize,
    (q.page - 1) * q.pageSize,
  ]);
  const counted = await run<{ status: RefundStatus; count: number; amount: number }>(
    'refunds_counts',
    COUNTS_SQL,
    [q.storeId ?? null],
  );
  const counts = Object.fromEntries(
    REFUND_STATUSES.map((status) => {
      const found = counted.find((c) => c.status === status);
      return [status, { count: Number(found?.count ?? 0), amount: Number(found?.amount ?? 0) }];
    }),
  ) as RefundCounts;
  const rows = json(row!.rows).map(({ order_key: _key, ...r }) => storeRefundOf(r));
  return { ...pageOf(rows, Number(row!.total), q), counts };
}

const ONE_SQL = `select ${QUEUE_COLUMNS} from refunds r ${QUEUE_JOINS} where r.refund_id = $1::int`;

/** One refund as the queue shows it; undefined when there is none. */
export async function readStoreRefund(on: Conn, refundId: number): Promise<StoreRefund | undefined> {
  const [row] = await runner(on)<QueueRow>('refunds_one', ONE_SQL, [refundId]);
  return row && storeRefundOf(row);
}

/** What the staff's actions decide on: the refund's store, method, status, account and gateway charge. */
export interface ActionRow {
  refund_id: number;
  order_id: number;
  store_id: number;
  amount: number;
  reason: string;
  method: RefundMethod;
  status: RefundStatus;
  refund_key: string;
  has_account: boolean;
  gateway_order_id: string | null;
}

const actionRowSql = (
  lock: boolean,
) => `select r.refund_id, r.order_id, r.store_id, r.amount, r.reason::text as reason,
    r.method::text as method, r.status::text as status, r.refund_key, r.account_number is not null as has_account,
    p.gateway_order_id
  from refunds r left join payments p on p.payment_id = r.payment_id
  where r.refund_id = $1::int ${lock ? 'for update of r' : ''}`;
const ACTION_ROW = {
  plain: { name: 'refunds_action_row', text: actionRowSql(false) },
  locked: { name: 'refunds_action_row_locked', text: actionRowSql(true) },
} as const;

/** A refund as an action reads it; locked (for update) when `lock`. Undefined: no such refund. */
export async function readActionRow(
  on: Conn,
  refundId: number,
  lock: boolean,
): Promise<ActionRow | undefined> {
  const { name, text } = ACTION_ROW[lock ? 'locked' : 'plain'];
  const [row] = await runner(on)<ActionRow>(name, text, [refundId]);
  return row;
}
