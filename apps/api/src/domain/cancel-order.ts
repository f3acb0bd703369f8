/**
 * Cancelling an order (docs/architecture.md §5): the order becomes CANCELLED through the status table, the stock
 * it took goes back through the stock journal (CANCELLED_ORDER entries), its vouchers go back to
 * the shopper and the money it took is owed back (one refund per successful payment), all in one
 * transaction. The order row is locked first, so two cancels of one order (a
 * shopper and the expiry job, two API instances) never both return stock.
 */
import type { OrderStatus } from '@lumbung/contracts';
import { atomic, runner, type Conn } from '../db/statements';
import { transition, type OrderActor } from './order-status';
import { oweRefundsOfCancelledOrder, type OweRefundResult } from './refunds';
import { moveStock, takenByOrder } from './stock';
import { releaseOrderVouchers } from './vouchers';

export interface CancelOptions {
  /** Why, kept on the order (cancel_reason) and in its history. */
  reason: string;
  /** Who cancels: the shopper, the store, or the system (the payment deadline passed). */
  actor: OrderActor;
  /** The person cancelling (the journal's created_by); null for the system. */
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
      /** The refunds owed for money the order took (none for an unpaid order). */
      refunds: OweRefundResult[];
    }
  | { outcome: 'already-cancelled'; order_id: number }
  | { outcome: 'not-cancellable'; order_id: number; status: OrderStatus }
  | { outcome: 'not-found'; order_id: number };

/**
 * Cancels an order, inside the caller's transaction or in one of its own. Cancelling a cancelled
 * order changes nothing ('already-cancelled'); a move the status table does not allow this actor
 * leaves the order alone ('not-cancellable').
 */
export function cancelOrder(on: Conn, orderId: number, options: CancelOptions): Promise<CancelResult> {
  return atomic(on, async (tx) => {
    const moved = await transition(tx, orderId, {
      to: 'CANCELLED',
      actor: options.actor,
      by: options.by,
      reason: options.reason,
    });
    if (!moved.ok) {
      if (moved.reason === 'not-found') return { outcome: 'not-found', order_id: orderId };
      if (moved.status === 'CANCELLED') return { outcome: 'already-cancelled', order_id: orderId };
      return { outcome: 'not-cancellable', order_id: orderId, status: moved.status };
    }
    await closeProofsOfCancelled(tx, orderId, options);
    const taken = await takenByOrder(tx, orderId);
    const back = await moveStock(tx, taken, {
      cause: options.actor === 'SYSTEM' ? 'EXPIRY' : 'CANCEL',
      category: 'CANCELLED_ORDER',
      by: options.by,
      orderId,
      note: `Order ${orderId} cancelled: ${options.reason}`,
    });
    // Giving stock back cannot go below 0; an inventory gone since would be a broken database.
    if (!back.ok) throw new Error(`Order ${orderId} could not return its stock (${back.reason})`);
    return {
      outcome: 'cancelled',
      order_id: orderId,
      returned: back.entries.map((e) => ({
        inventory_id: e.inventory_id,
        units: e.stock_change,
        stock_after: e.stock_after,
      })),
      released_vouchers: await releaseOrderVouchers(tx, orderId),
      refunds: await oweRefundsOfCancelledOrder(tx, orderId, { by: options.by, note: options.reason }),
    };
  });
}

/**
 * A proof of transfer still waiting for review is closed with its order (FAILED, the cancel's
 * reason as its note): a cancelled order takes no payment, so its proof must leave the store's
 * review queue instead of waiting there for an accept that can only be refused.
 */
async function closeProofsOfCancelled(tx: Conn, orderId: number, options: CancelOptions): Promise<void> {
  await runner(tx)(
    'cancel_close_awaiting_proofs',
    `update payments set payment_status = 'FAILED', note = coalesce(note, $2::text), reviewed_by = $3::int,
       reviewed_at = now(), updated_at = now()
     where order_id = $1::int and payment_status = 'AWAITING_CONFIRMATION'`,
    [orderId, options.reason, options.by],
  );
}
