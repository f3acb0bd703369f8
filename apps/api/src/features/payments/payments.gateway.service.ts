/**
 * Paying by a virtual account at the payment gateway (shared/MIDTRANS.md, docs/architecture.md §5). The charge
 * is made outside any transaction (a network call): a PENDING payment row is claimed first (so a
 * double click cannot open two accounts), then filled with the account. Every verified notification
 * is kept; one with a bad signature changes nothing and is not stored. A payment moves only forward from PENDING, once, under
 * its row lock: a replay, a late or an out-of-order notification changes nothing. Settlement moves
 * the order to PROCESSING; expire, cancel and deny cancel it (stock and vouchers back, once). The
 * browser's success/failed calls are hints: the server asks the gateway before it changes anything.
 */
import { MESSAGES, type GatewayCharge, type OrderDetail, type VaBank } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { transaction } from '../../db/statements';
import { cancelOrder } from '../../domain/cancel-order';
import { transition } from '../../domain/order-status';
import { AppError } from '../../platform/errors';
import { checkAmount, GatewayError, outcomeOf, type GatewayStatus } from '../../platform/payment-gateway';
import type { PaymentSimulator } from '../../platform/payment-simulator';
import type { AppContext } from '../../platform/context';
import { logNotification } from './payments.notifications.sql';
import { ownOrder } from './payments.shopper.service';
import {
  abandonVa,
  claimVa,
  fillVa,
  latestOpenedVa,
  latestVaPayment,
  lockOrderForVa,
  lockVaPayment,
  markVaChargeFailed,
  noteVaStatus,
  recordVaStatus,
  setVaDeadline,
  vaAttempts,
  chargeOf,
  type VaRow,
} from './payments.gateway.sql';

type GatewayContext = Pick<AppContext, 'db' | 'config' | 'gateway' | 'log'>;

const open = (r: VaRow) =>
  r.payment_status === 'PENDING' && r.va_number !== null && new Date(r.expires_at!).getTime() > Date.now();

/** POST /api/midtrans: a virtual account for the caller's order (the open one again, if there is one). */
export async function createCharge(
  ctx: GatewayContext,
  userId: number,
  orderId: number,
  bank: VaBank,
): Promise<{ charge: GatewayCharge; order: OrderDetail }> {
  const order = await ownOrder(ctx, userId, orderId);
  if (order.status !== 'AWAITING_PAYMENT') throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT');
  if (!order.actions.pay) throw new AppError(422, 'ORDER_NEEDS_SHIPPING');

  const claim = await transaction(ctx.db, async (tx) => {
    const o = await lockOrderForVa(tx, orderId);
    if (!o || o.status !== 'AWAITING_PAYMENT') throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT');
    const latest = await latestVaPayment(tx, orderId);
    if (latest && open(latest)) return { kind: 'existing' as const, row: latest };
    if (latest && latest.payment_status === 'PENDING' && latest.va_number === null) {
      if (Date.now() - new Date(latest.created_at).getTime() < 60_000)
        throw new AppError(409, 'PAYMENT_VA_BEING_CREATED');
      await abandonVa(tx, latest.payment_id);
    }
    const gatewayOrderId = `LMB-${orderId}-${(await vaAttempts(tx, orderId)) + 1}`;
    const paymentId = await claimVa(tx, { orderId, userId, amount: o.total_price, gatewayOrderId, bank });
    return {
      paymentId,
      gatewayOrderId,
      amount: o.total_price,
      email: o.email,
      name: o.username,
    };
  });
  if (claim.kind === 'existing') return { charge: chargeOf(claim.row, ctx.gateway.simulated), order };

  const now = new Date();
  let charge;
  try {
    charge = await ctx.gateway.chargeBankTransfer({
      gatewayOrderId: claim.gatewayOrderId,
      amount: claim.amount,
      bank,
      customer: { email: claim.email, firstName: claim.name },
      expiryMinutes: ctx.config.midtrans.vaExpiryMinutes,
      now,
    });
  } catch (error) {
    await markVaChargeFailed(ctx.db, claim.paymentId);
    if (error instanceof GatewayError) {
      ctx.log.warn({ err: error, orderId }, 'the payment gateway refused a virtual account');
      throw new AppError(502, 'PAYMENT_GATEWAY_UNAVAILABLE');
    }
    throw error;
  }
  const row = await transaction(ctx.db, async (tx) => {
    // The order waits for payment as long as the account takes money (docs/architecture.md §5).
    await setVaDeadline(tx, orderId, charge.expiresAt);
    return fillVa(tx, claim.paymentId, charge);
  });
  return { charge: chargeOf(row, ctx.gateway.simulated), order: await ownOrder(ctx, userId, orderId) };
}

export type Applied = 'paid' | 'cancelled' | 'recorded' | 'ignored' | 'unknown-order';

/**
 * Applies what the gateway says of a payment, once: only a PENDING payment moves, under its row
 * lock, and the order only forward through the status table.
 */
export async function applyGatewayStatus(ctx: GatewayContext, status: GatewayStatus): Promise<Applied> {
  return transaction(ctx.db, async (tx) => {
    const p = await lockVaPayment(tx, status.order_id);
    if (!p) return 'unknown-order';
    if (p.payment_status !== 'PENDING') return 'ignored';
    const outcome = outcomeOf(status);
    const record = (paymentStatus: string) =>
      recordVaStatus(tx, p.payment_id, paymentStatus, status.transaction_status);
    if (outcome === 'paid') {
      const amount = checkAmount(status.gross_amount, p.amount);
      if (amount !== 'due') {
        // The payment stays PENDING and the order waits: less (or an unreadable amount) is no
        // payment, and more is money to give back, which is a person's work for now.
        ctx.log.error(
          { orderId: p.order_id, gross: status.gross_amount, amount: p.amount, check: amount },
          'a settlement that is not the amount due was refused',
        );
        return 'ignored';
      }
      await record('SUCCESS');
      const moved = await transition(tx, p.order_id, {
        to: 'PROCESSING',
        actor: 'SYSTEM',
        by: null,
        reason: MESSAGES.PAYMENT_PAID_BY_VA,
      });
      if (!moved.ok) {
        ctx.log.error(
          { orderId: p.order_id, status: moved.reason },
          'a virtual account was paid for an order that cannot take it: refund it',
        );
      }
      return 'paid';
    }
    if (outcome === 'expired' || outcome === 'failed') {
      await record(outcome === 'expired' ? 'EXPIRED' : 'FAILED');
      if (!p.latest) return 'recorded';
      const reason = outcome === 'expired' ? MESSAGES.PAYMENT_VA_EXPIRED : MESSAGES.PAYMENT_VA_FAILED;
      const cancelled = await cancelOrder(tx, p.order_id, { actor: 'SYSTEM', by: null, reason });
      return cancelled.outcome === 'cancelled' ? 'cancelled' : 'recorded';
    }
    await noteVaStatus(tx, p.payment_id, status.transaction_status);
    return 'recorded';
  });
}

/**
 * POST /api/midtrans/notification: a verified notification is kept (payment_notifications, its
 * known fields only) and applied. One with a bad signature is only logged, never stored: anyone
 * can post to this address, and what they post must not fill the database.
 */
export async function receiveNotification(
  ctx: GatewayContext,
  status: GatewayStatus,
  clientIp: string,
): Promise<Applied | 'bad-signature'> {
  if (!ctx.gateway.verify(status)) {
    ctx.log.warn(
      { gatewayOrderId: status.order_id, transactionStatus: status.transaction_status, clientIp },
      'a payment notification with a bad signature was refused',
    );
    return 'bad-signature';
  }
  await logNotification(ctx.db, status);
  return applyGatewayStatus(ctx, status);
}

/** The order's latest virtual account payment (404 without one). */
async function latestVa(db: Db, orderId: number): Promise<VaRow> {
  const row = await latestOpenedVa(db, orderId);
  if (!row) throw new AppError(404, 'PAYMENT_NOT_FOUND');
  return row;
}

/**
 * PUT /api/midtrans/success/ and /failed/: the browser's word is a hint. The server asks the
 * gateway for the payment's real status and applies that (or nothing, while it is pending).
 */
export async function checkPaymentStatus(
  ctx: GatewayContext,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  await ownOrder(ctx, userId, orderId);
  const va = await latestVa(ctx.db, orderId);
  let status: GatewayStatus;
  try {
    status = await ctx.gateway.status(va.gateway_order_id);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.warn({ err: error, orderId }, 'the payment gateway did not answer a status call');
    throw new AppError(502, 'PAYMENT_GATEWAY_UNAVAILABLE');
  }
  await applyGatewayStatus(ctx, status);
  return ownOrder(ctx, userId, orderId);
}

/** POST /api/midtrans/simulate/{userId}/{orderId}: the simulator pays the open account, by a notification. */
export async function simulatePayment(
  ctx: GatewayContext,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  if (!ctx.gateway.simulated) throw new AppError(409, 'PAYMENT_SIMULATOR_ONLY');
  await ownOrder(ctx, userId, orderId);
  const va = await latestVa(ctx.db, orderId);
  const notification = (ctx.gateway as PaymentSimulator).notify(va.gateway_order_id, 'settlement');
  await receiveNotification(ctx, notification, 'simulator');
  return ownOrder(ctx, userId, orderId);
}
