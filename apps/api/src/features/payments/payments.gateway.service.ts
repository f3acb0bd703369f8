/**
 * The shopper's side of a gateway charge after it is opened (shared/MIDTRANS.md): the browser's
 * success/failed calls are hints, so the server asks the gateway before it changes anything; the
 * built-in simulator pays the open charge, whatever its method, by the notification Midtrans would send.
 * Opening a charge: payments.gateway.charge.service.ts; applying what the gateway says:
 * domain/gateway-charges.ts.
 */
import type { OrderDetail } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { GatewayError, type GatewayStatus } from '../../platform/payment-gateway';
import type { PaymentSimulator } from '../../platform/payment-simulator';
import type { AppContext } from '../../platform/context';
import { applyGatewayStatus } from '../../domain/gateway-charges';
import { receiveNotification } from './payments.notifications.service';
import { ownOrder } from './payments.shopper.service';
import { latestOpenedCharge, type ChargeRow } from './payments.gateway.sql';

type GatewayContext = Pick<AppContext, 'db' | 'config' | 'gateway' | 'log'>;

/** The order's latest charge the gateway opened (404 without one). */
async function latestCharge(db: Db, orderId: number): Promise<ChargeRow> {
  const row = await latestOpenedCharge(db, orderId);
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
  const charge = await latestCharge(ctx.db, orderId);
  let status: GatewayStatus;
  try {
    status = await ctx.gateway.status(charge.gateway_order_id);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.warn({ err: error, orderId }, 'the payment gateway did not answer a status call');
    throw new AppError(502, 'PAYMENT_GATEWAY_UNAVAILABLE');
  }
  await applyGatewayStatus(ctx, status);
  return ownOrder(ctx, userId, orderId);
}

/** POST /api/midtrans/simulate/{userId}/{orderId}: the simulator pays the open charge, by a notification. */
export async function simulatePayment(
  ctx: GatewayContext,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  if (!ctx.gateway.simulated) throw new AppError(409, 'PAYMENT_SIMULATOR_ONLY');
  await ownOrder(ctx, userId, orderId);
  const charge = await latestCharge(ctx.db, orderId);
  const notification = (ctx.gateway as PaymentSimulator).notify(charge.gateway_order_id, 'settlement');
  await receiveNotification(ctx, notification, 'simulator');
  return ownOrder(ctx, userId, orderId);
}
