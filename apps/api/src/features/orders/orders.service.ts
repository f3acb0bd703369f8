/**
 * Cancelling an order (DESIGN §5): the order becomes CANCELLED, the stock it reserved goes back
 * through the stock journal (CANCELLED_ORDER entries) and its vouchers go back to the shopper.
 * One transaction; the order row is locked first, so two cancels of one order (two API
 * instances, a shopper and the expiry job) never both return stock.
 */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@lumbung/contracts';
import { queryRows, type Db, type Tx } from '../../db/client';

/**
 * The statuses an order may be cancelled from by this service. Only AWAITING_PAYMENT for now
 * (the shopper's cancel and the expiry job); a store admin's cancel (DESIGN §5) will add
 * AWAITING_CONFIRMATION and PROCESSING, the latter with a refund of the payment.
 */
export const CANCELLABLE_FROM: readonly OrderStatus[] = ['AWAITING_PAYMENT'];

export interface CancelOptions {
  /** Why, kept on the order (cancel_reason) and shown with it. */
  reason: string;
  /** Who cancelled it (the journal's created_by); null for the system (a job). */
  by: number | null;
}

export type CancelResult =
  | {
      outcome: 'cancelled';
      order_id: number;
      /** Units given back, per inventory, and the stock after. */
      returned: { inventory_id: number; units: number; stock_after: number }[];
      /** User vouchers released for the shopper to use again. */
      released_vouchers: number[];
    }
  | { outcome: 'already-cancelled'; order_id: number }
  | { outcome: 'not-cancellable'; order_id: number; status: OrderStatus }
  | { outcome: 'not-found'; order_id: number };

/** cancelOrder in its own transaction. */
export async function cancelOrder(db: Db, orderId: number, options: CancelOptions): Promise<CancelResult> {
  return db.transaction((tx) => cancelOrderIn(tx, orderId, options));
}

/**
 * Cancels an order inside the caller's transaction. Cancelling a cancelled order changes
 * nothing ('already-cancelled'); an order in a status outside CANCELLABLE_FROM is left alone.
 */
export async function cancelOrderIn(
  tx: Tx,
  orderId: number,
  { reason, by }: CancelOptions,
): Promise<CancelResult> {
  const [order] = await queryRows<{ order_id: number; status: OrderStatus }>(
    tx,
    sql`select order_id, status from orders where order_id = ${orderId} for update`,
  );
  if (!order) return { outcome: 'not-found', order_id: orderId };
  if (order.status === 'CANCELLED') return { outcome: 'already-cancelled', order_id: orderId };
  if (!CANCELLABLE_FROM.includes(order.status)) {
    return { outcome: 'not-cancellable', order_id: orderId, status: order.status };
  }

  await tx.execute(
    sql`update orders set status = 'CANCELLED', cancelled_at = now(), cancel_reason = ${reason}::text, updated_at = now()
        where order_id = ${orderId}`,
  );

  // What the order took is what its own journal entries took (one SOLD entry per inventory at
  // checkout, paid and free units together): give back exactly that, net of anything returned
  // before.
  const taken = await queryRows<{ inventory_id: number; units: number }>(
    tx,
    sql`select j.inventory_id, (-sum(j.stock_change))::int as units
        from stock_journals j where j.order_id = ${orderId}
        group by j.inventory_id having sum(j.stock_change) < 0
        order by j.inventory_id`,
  );
  const returned: { inventory_id: number; units: number; stock_after: number }[] = [];
  for (const { inventory_id, units } of taken) {
    // Stock and its journal entry in one statement, as checkout takes it (DESIGN §3); one
    // inventory at a time in id order, as checkout locks them (no deadlocks between the two).
    const [row] = await queryRows<{ stock_after: number }>(
      tx,
      sql`with returned as (
            update inventories set stock = stock + ${units}::int, updated_at = now()
            where inventory_id = ${inventory_id}::int
            returning inventory_id, store_id, stock
          )
          insert into stock_journals (inventory_id, store_id, stock_change, change_category, stock_after,
            order_id, created_by, note)
          select inventory_id, store_id, ${units}::int, 'CANCELLED_ORDER', stock, ${orderId}::int, ${by}::int,
            ${`Order ${orderId} cancelled: ${reason}`}::text
          from returned
          returning stock_after`,
    );
    if (!row) throw new Error(`Inventory ${inventory_id} of order ${orderId} is gone`);
    returned.push({
      inventory_id: Number(inventory_id),
      units: Number(units),
      stock_after: Number(row.stock_after),
    });
  }

  // The vouchers go back as the shopper had them before applying them: unused, on no cart or
  // line. Their expiry is kept, so one that expired meanwhile stays expired (not usable).
  const released = await queryRows<{ user_voucher_id: number }>(
    tx,
    sql`update user_vouchers set order_id = null, used_at = null, applied_amount = null,
          cart_id = null, cart_item_id = null
        where order_id = ${orderId}
        returning user_voucher_id`,
  );

  return {
    outcome: 'cancelled',
    order_id: orderId,
    returned,
    released_vouchers: released.map((r) => Number(r.user_voucher_id)).sort((a, b) => a - b),
  };
}
