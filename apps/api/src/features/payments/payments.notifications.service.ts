/**
 * The gateway's notifications (shared/MIDTRANS.md): a verified one is kept and applied by
 * domain/gateway-charges.ts, which says what each status means for the payment, its order and
 * its refunds (docs/architecture.md §5).
 */
import { applyGatewayStatus, type Applied, type GatewayContext } from '../../domain/gateway-charges';
import type { GatewayStatus } from '../../platform/payment-gateway';
import { logNotification } from './payments.notifications.sql';

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
