/**
 * The SQL of the order jobs: each picks its batch with FOR UPDATE SKIP LOCKED, so several API
 * instances running a job at once share the work.
 */
import type { Conn } from '../../db/statements';
import { runner } from '../../db/statements';

/**
 * $1 order ids to skip (they failed this run), $2 batch size, $3 now: AWAITING_PAYMENT orders past
 * their deadline with no payment on its way (a proof waiting, or a settled gateway payment).
 */
const DUE_FOR_EXPIRY_SQL = `select o.order_id from orders o
         where o.status = 'AWAITING_PAYMENT'
           and o.payment_deadline < $3::timestamptz
           and not (o.order_id = any($1::int[]))
           and not exists (
             select 1 from payments p
             where p.order_id = o.order_id and p.payment_status in ('AWAITING_CONFIRMATION', 'SUCCESS')
           )
         order by o.payment_deadline, o.order_id
         limit $2::int
         for update of o skip locked`;

/** $1 now, $2 days after shipping, $3 batch size: SHIPPED orders due for automatic confirmation. */
const DUE_FOR_CONFIRMATION_SQL = `select o.order_id from orders o
         where o.status = 'SHIPPED' and o.shipped_at < $1::timestamptz - make_interval(days => $2::int)
         order by o.shipped_at, o.order_id
         limit $3::int
         for update of o skip locked`;

/** $1 lifetime in hours: drops older idempotency keys and frees them on their orders; counts them. */
const DROP_OLD_IDEMPOTENCY_KEYS_SQL = `with dropped as (
       delete from idempotency_keys
       where created_at < now() - make_interval(hours => $1::int)
       returning user_id, key
     ), freed as (
       update orders o set idempotency_key = null
       from dropped d where o.user_id = d.user_id and o.idempotency_key = d.key
     )
     select count(*)::int as n from dropped`;

/** Locks and returns the next batch of orders to expire (run inside the batch's transaction). */
export async function lockOrdersDueForExpiry(
  tx: Conn,
  skip: number[],
  limit: number,
  now: Date,
): Promise<number[]> {
  const rows = await runner(tx)<{ order_id: number }>('orders_due_for_expiry', DUE_FOR_EXPIRY_SQL, [
    skip,
    limit,
    now.toISOString(),
  ]);
  return rows.map((r) => Number(r.order_id));
}

/** Locks and returns the next batch of orders shipped more than `days` ago. */
export async function lockOrdersDueForConfirmation(
  tx: Conn,
  now: Date,
  days: number,
  limit: number,
): Promise<number[]> {
  const rows = await runner(tx)<{ order_id: number }>(
    'orders_due_for_confirmation',
    DUE_FOR_CONFIRMATION_SQL,
    [now.toISOString(), days, limit],
  );
  return rows.map((r) => r.order_id);
}

/** Drops the idempotency keys older than `hours` (freeing them on their orders); how many went. */
export async function dropIdempotencyKeysOlderThan(on: Conn, hours: number): Promise<number> {
  const rows = await runner(on)<{ n: number }>(
    'orders_drop_old_idempotency_keys',
    DROP_OLD_IDEMPOTENCY_KEYS_SQL,
    [hours],
  );
  return Number(rows[0]?.n ?? 0);
}
