/**
 * Order status (docs/architecture.md §5): the only code that changes an order's status. The allowed moves are one
 * table; `transition` locks the order, refuses an illegal move with a typed result and records
 * every change in the order history (from, to, who, when, why) in the same statement.
 */
import type { OrderStatus } from '@lumbung/contracts';
import { runner, type Conn } from '../db/statements';

/** Who moves an order: its shopper, the store's staff (a store admin or the super admin), the system. */
export type OrderActor = 'SHOPPER' | 'STORE' | 'SYSTEM';

/**
 * docs/architecture.md §5, every allowed move and who may make it:
 * - the shopper uploads a proof (AWAITING_CONFIRMATION), cancels an unpaid order, confirms receipt;
 * - the store accepts a proof (PROCESSING) or rejects it (back to AWAITING_PAYMENT), ships, and
 *   cancels an order waiting for confirmation or being processed;
 * - the system settles a gateway payment (PROCESSING), cancels an order past its payment deadline
 *   and confirms a shipped order after 7 days.
 * SHIPPED, CONFIRMED and CANCELLED orders are never cancelled.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>>
> = {
  AWAITING_PAYMENT: {
    AWAITING_CONFIRMATION: ['SHOPPER'],
    PROCESSING: ['SYSTEM'],
    CANCELLED: ['SHOPPER', 'SYSTEM'],
  },
  AWAITING_CONFIRMATION: {
    PROCESSING: ['STORE', 'SYSTEM'],
    AWAITING_PAYMENT: ['STORE'],
    CANCELLED: ['STORE'],
  },
  PROCESSING: {
    SHIPPED: ['STORE'],
    CANCELLED: ['STORE'],
  },
  SHIPPED: {
    CONFIRMED: ['SHOPPER', 'SYSTEM'],
  },
  CONFIRMED: {},
  CANCELLED: {},
};

/** The statuses `actor` may move an order to `to` from. */
export function statusesFrom(to: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) =>
    ORDER_TRANSITIONS[from][to]?.includes(actor),
  );
}

export interface TransitionInput {
  to: OrderStatus;
  actor: OrderActor;
  /** The person acting; null for the system. */
  by: number | null;
  /** Why, kept in the history (and on the order as cancel_reason for a cancel). */
  reason?: string | null;
}

export type TransitionResult =
  | { ok: true; orderId: number; from: OrderStatus; to: OrderStatus; historyId: number }
  | { ok: false; reason: 'not-found'; orderId: number }
  /** The move is not in the table from the order's status (for anyone, or for this actor). */
  | { ok: false; reason: 'illegal'; orderId: number; status: OrderStatus };

/**
 * The order locked, moved when its status is one of $3, and the change recorded, in one
 * statement. A concurrent transition waits for the lock and then sees the status it left.
 */
const TRANSITION_SQL = `
  with o as (
    select order_id, status from orders where order_id = $1::int for update
  ), changed as (
    update orders set status = $2::text::order_status, updated_at = now(),
      shipped_at = case when $2::text = 'SHIPPED' then now() else orders.shipped_at end,
      confirmed_at = case when $2::text = 'CONFIRMED' then now() else orders.confirmed_at end,
      cancelled_at = case when $2::text = 'CANCELLED' then now() else orders.cancelled_at end,
      cancel_reason = case when $2::text = 'CANCELLED' then $5::text else orders.cancel_reason end
    from o
    where orders.order_id = o.order_id and o.status::text = any($3::text[])
    returning orders.order_id, o.status as from_status
  ), history as (
    insert into order_status_history (order_id, from_status, to_status, changed_by, reason)
    select order_id, from_status, $2::text::order_status, $4::int, $5::text from changed
    returning order_status_history_id
  )
  select o.status, (select from_status from changed) as from_status,
    (select order_status_history_id from history) as history_id
  from o`;

/** Moves an order to another status, inside the caller's transaction (or alone). */
export async function transition(
  on: Conn,
  orderId: number,
  input: TransitionInput,
): Promise<TransitionResult> {
  const from = statusesFrom(input.to, input.actor);
  const [row] = await runner(on)<{
    status: OrderStatus;
    from_status: OrderStatus | null;
    history_id: number | null;
  }>('order_transition', TRANSITION_SQL, [orderId, input.to, from, input.by, input.reason ?? null]);
  if (!row) return { ok: false, reason: 'not-found', orderId };
  if (row.from_status === null || row.history_id === null) {
    return { ok: false, reason: 'illegal', orderId, status: row.status };
  }
  return { ok: true, orderId, from: row.from_status, to: input.to, historyId: row.history_id };
}

/** An order as checkout places it: its prices are fixed, its status is AWAITING_PAYMENT. */
export interface NewOrder {
  userId: number;
  storeId: number;
  itemsPrice: number;
  cartDiscount: number;
  totalPrice: number;
  paymentDeadline: Date;
  idempotencyKey: string | null;
}

/**
 * Places an order: the order row at AWAITING_PAYMENT and its first history row (from nothing, by
 * the shopper) in one statement, in the caller's transaction (checkout's, which also writes its
 * items, stock and vouchers).
 */
export async function placeOrder(
  on: Conn,
  o: NewOrder,
): Promise<{ order_id: number; created_at: Date | string; payment_deadline: Date | string }> {
  const [row] = await runner(on)<{
    order_id: number;
    created_at: Date | string;
    payment_deadline: Date | string;
  }>(
    'order_place',
    `with placed as (
       insert into orders (user_id, store_id, status, items_price, cart_discount, total_price,
         payment_deadline, idempotency_key)
       values ($1::int, $2::int, 'AWAITING_PAYMENT', $3::int, $4::int, $5::int, $6::timestamptz, $7::text)
       returning order_id, created_at, payment_deadline
     ), history as (
       insert into order_status_history (order_id, from_status, to_status, changed_by)
       select order_id, null, 'AWAITING_PAYMENT', $1::int from placed
     )
     select order_id, created_at, payment_deadline from placed`,
    [
      o.userId,
      o.storeId,
      o.itemsPrice,
      o.cartDiscount,
      o.totalPrice,
      o.paymentDeadline.toISOString(),
      o.idempotencyKey,
    ],
  );
  return row!;
}

export interface HistoryEntry {
  order_status_history_id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by: number | null;
  reason: string | null;
  created_at: string;
}

/** An order's timeline, oldest first. */
export async function orderHistory(on: Conn, orderId: number): Promise<HistoryEntry[]> {
  const rows = await runner(on)<Omit<HistoryEntry, 'created_at'> & { created_at: Date | string }>(
    'order_history',
    `select order_status_history_id, from_status, to_status, changed_by, reason, created_at
     from order_status_history where order_id = $1::int order by order_status_history_id`,
    [orderId],
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
