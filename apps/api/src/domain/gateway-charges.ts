/**
 * What the gateway says of a charge (a notification, a status the server asked for, or the answer
 * to a cancel), applied once under the payment's row lock (shared/MIDTRANS.md, docs/architecture.md §5).
 * Shared by the payments feature (notifications, a change of method) and the orders feature (a
 * cancelled order's open charge is closed at the gateway):
 *
 * - Settlement of the amount due pays the order (PROCESSING). More than due pays it too, and the
 *   difference is owed back (OVERPAID); less, or an amount that cannot be read, is no payment.
 * - Settlement of an order that can no longer take it (cancelled or expired meanwhile, or already
 *   paid by another charge): the money was taken, so all of it is owed back, once per payment.
 * - Expire, cancel and deny close the charge; they cancel the order (stock and vouchers back, once)
 *   only when that charge was the order's last chance: its latest charge, running to the order's
 *   deadline. A QRIS or e-wallet charge that lapses earlier leaves the shopper free to charge again,
 *   and a charge the shop cancelled to change method never cancels the order.
 * - A refund notification confirms the gateway refunds it lists (PAID), by their refund_key.
 *
 * A replay, a late or an out-of-order notification changes nothing: a payment moves only forward,
 * and a refund only through domain/refunds.ts's table of moves.
 */
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type PaymentMethod } from '@lumbung/contracts';
import type { Db } from '../db/client';
import { transaction, type Conn } from '../db/statements';
import {
  checkAmount,
  GatewayError,
  outcomeOf,
  rupiahOf,
  type GatewayStatus,
  type PaymentGateway,
} from '../platform/payment-gateway';
import { cancelOrder } from './cancel-order';
import {
  lockCharge,
  noteChargeStatus,
  openChargesOf,
  recordChargeStatus,
  refundOfPayment,
  type LockedCharge,
} from './gateway-charges.sql';
import { transition } from './order-status';
import { moveRefund, oweRefund } from './refunds';

export { noteChargeStatus } from './gateway-charges.sql';

/** What the gateway is reached through, and where its troubles are logged. */
export interface GatewayContext {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/** The transaction status of a charge the shop is cancelling at the gateway to change method. */
export const CANCELLING = 'cancelling';

export type Applied = 'paid' | 'cancelled' | 'recorded' | 'refunded' | 'ignored' | 'unknown-order';

const PAID_BY: Record<PaymentMethod, string> = {
  VIRTUAL_ACCOUNT: MESSAGES.PAYMENT_PAID_BY_VA,
  QRIS: MESSAGES.PAYMENT_PAID_BY_QRIS,
  GOPAY: MESSAGES.PAYMENT_PAID_BY_EWALLET,
  SHOPEEPAY: MESSAGES.PAYMENT_PAID_BY_EWALLET,
  BANK_TRANSFER: MESSAGES.PAYMENT_PAID_BY_VA,
};

/** A settlement: the order paid, the money owed back when it cannot be, or too much owed back. */
async function applyPaid(
  ctx: GatewayContext,
  tx: Conn,
  p: LockedCharge,
  status: GatewayStatus,
): Promise<Applied> {
  if (p.payment_status === 'SUCCESS') return 'ignored';
  const check = checkAmount(status.gross_amount, p.amount);
  const paid = rupiahOf(status.gross_amount);
  if (check === 'short' || check === 'unreadable' || paid === null) {
    // Less is no payment, and sen the shop cannot refund in rupiah are no amount it can read.
    ctx.log.error(
      { orderId: p.order_id, gross: status.gross_amount, amount: p.amount, check },
      'a settlement that is not the amount due was refused',
    );
    return 'ignored';
  }
  // Recorded as received whatever the order's state: a PENDING, EXPIRED or FAILED charge that
  // settles took the shopper's money, and a refund can only give back money a payment received.
  await recordChargeStatus(
    tx,
    p.payment_id,
    'SUCCESS',
    status.transaction_status,
    check === 'over' ? paid : null,
  );
  const moved = await transition(tx, p.order_id, {
    to: 'PROCESSING',
    actor: 'SYSTEM',
    by: null,
    reason: PAID_BY[p.payment_method],
  });
  if (moved.ok) {
    if (check === 'over') {
      await oweRefund(tx, {
        paymentId: p.payment_id,
        amount: paid - p.amount,
        reason: 'OVERPAID',
        causeKey: `overpaid:${p.payment_id}`,
        by: null,
      });
    }
    return 'paid';
  }
  // The order cannot take it: cancelled or expired meanwhile (the charge settled late), or paid
  // already by another charge (paid twice). All of this payment goes back, once.
  const late = moved.reason === 'illegal' && moved.status === 'CANCELLED';
  const owed = await oweRefund(tx, {
    paymentId: p.payment_id,
    reason: late ? 'PAID_AFTER_CANCEL' : 'OVERPAID',
    causeKey: late ? `late-charge:${p.payment_id}` : `overpaid:${p.payment_id}`,
    by: null,
  });
  ctx.log.warn(
    { orderId: p.order_id, paymentId: p.payment_id, refund: owed },
    'a charge settled for an order that could not take it: its money is owed back',
  );
  return 'recorded';
}

/** Expire, cancel or deny of a PENDING charge: the charge closes; the order only when it was its last chance. */
async function applyClosed(
  tx: Conn,
  p: LockedCharge,
  status: GatewayStatus,
  outcome: 'expired' | 'failed',
): Promise<Applied> {
  await recordChargeStatus(
    tx,
    p.payment_id,
    outcome === 'expired' ? 'EXPIRED' : 'FAILED',
    status.transaction_status,
  );
  if (!p.latest || p.transaction_status === CANCELLING || p.order_status !== 'AWAITING_PAYMENT')
    return 'recorded';
  const lapsedEarly =
    p.expires_at !== null &&
    p.payment_deadline !== null &&
    new Date(p.expires_at).getTime() < new Date(p.payment_deadline).getTime();
  if (lapsedEarly) return 'recorded';
  const reason =
    outcome === 'failed'
      ? MESSAGES.PAYMENT_VA_FAILED
      : p.payment_method === 'VIRTUAL_ACCOUNT'
        ? MESSAGES.PAYMENT_VA_EXPIRED
        : MESSAGES.PAYMENT_CHARGE_EXPIRED;
  const cancelled = await cancelOrder(tx, p.order_id, { actor: 'SYSTEM', by: null, reason });
  return cancelled.outcome === 'cancelled' ? 'cancelled' : 'recorded';
}

/**
 * A refund notification: every refund it lists that this shop asked for (by refund_key, of this
 * payment, of the amount asked) is PAID. A refund already paid is not moved again.
 */
async function applyRefunds(
  ctx: GatewayContext,
  tx: Conn,
  p: LockedCharge,
  status: GatewayStatus,
): Promise<Applied> {
  if (status.status_code !== '200') return 'ignored';
  let moved = false;
  for (const entry of status.refunds ?? []) {
    const refund = await refundOfPayment(tx, p.payment_id, entry.refund_key);
    if (!refund || rupiahOf(entry.refund_amount) !== refund.amount) {
      ctx.log.error(
        { orderId: p.order_id, refundKey: entry.refund_key, amount: entry.refund_amount, refund },
        'a refund notification names a refund this shop did not ask for',
      );
      continue;
    }
    if (refund.status === 'PAID') continue;
    const result = await moveRefund(tx, refund.refund_id, {
      to: 'PAID',
      by: null,
      gatewayRefundId: entry.refund_chargeback_id == null ? null : String(entry.refund_chargeback_id),
    });
    moved ||= result.ok;
  }
  await noteChargeStatus(tx, p.payment_id, status.transaction_status);
  return moved ? 'refunded' : 'ignored';
}

/** Applies what the gateway says of a charge, once, under the payment's row lock. */
export async function applyGatewayStatus(ctx: GatewayContext, status: GatewayStatus): Promise<Applied> {
  return transaction(ctx.db, async (tx) => {
    const p = await lockCharge(tx, status.order_id);
    if (!p) return 'unknown-order';
    if (status.transaction_status === 'refund' || status.transaction_status === 'partial_refund')
      return applyRefunds(ctx, tx, p, status);
    const outcome = outcomeOf(status);
    if (outcome === 'paid') return applyPaid(ctx, tx, p, status);
    if (p.payment_status !== 'PENDING') return 'ignored';
    if (outcome === 'expired' || outcome === 'failed') return applyClosed(tx, p, status, outcome);
    // A pending while the shop cancels the charge keeps the mark: the cancel's answer decides.
    if (p.transaction_status !== CANCELLING)
      await noteChargeStatus(tx, p.payment_id, status.transaction_status);
    return 'recorded';
  });
}

/** What became of a cancelled order's open charge at the gateway. */
export type ChargeClosed = 'cancelled' | 'paid-meanwhile' | 'closed' | 'unreachable';

/**
 * Closes one charge at the gateway and applies what it answers. A charge the gateway will not
 * cancel was paid meanwhile, or already closed: its status says which, and is applied (a payment
 * of an order that cannot take it is owed back). The gateway not reached, or saying the charge is
 * still pending, leaves the charge as it is: it lapses by itself, and a settlement notification
 * that follows is applied as any late one.
 */
export async function closeCharge(ctx: GatewayContext, gatewayOrderId: string): Promise<ChargeClosed> {
  let status: GatewayStatus;
  try {
    status = await ctx.gateway.cancel(gatewayOrderId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    try {
      status = await ctx.gateway.status(gatewayOrderId);
    } catch (again) {
      if (!(again instanceof GatewayError)) throw again;
      ctx.log.warn({ err: again, gatewayOrderId }, 'the payment gateway did not cancel a charge');
      return 'unreachable';
    }
  }
  const outcome = outcomeOf(status);
  if (outcome === 'pending' || outcome === 'other') return 'unreachable';
  await applyGatewayStatus(ctx, status);
  if (outcome === 'paid') return 'paid-meanwhile';
  return outcome === 'failed' && status.transaction_status === 'cancel' ? 'cancelled' : 'closed';
}

/**
 * An order that was cancelled (by its shopper, or the expiry job) closes its open charges at the
 * gateway, after the cancel committed and outside any transaction (network calls), so that no
 * charge of a cancelled order keeps taking money. Answers what became of each.
 */
export async function closeChargesOfCancelledOrder(
  ctx: GatewayContext,
  orderId: number,
): Promise<ChargeClosed[]> {
  const closed: ChargeClosed[] = [];
  for (const gatewayOrderId of await openChargesOf(ctx.db, orderId))
    closed.push(await closeCharge(ctx, gatewayOrderId));
  return closed;
}
