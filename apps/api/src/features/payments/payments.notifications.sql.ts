/** The SQL of the gateway's notifications: each verified one is kept for audit. */
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';
import type { GatewayStatus } from '../../platform/payment-gateway';

const NOTIFICATION_LOG_SQL = `insert into payment_notifications (gateway_order_id, transaction_status, status_code, signature_valid, payload)
     values ($1::text, $2::text, $3::text, true, $4::jsonb)`;

/** Keeps a verified notification (its fields as received) for audit. */
export async function logNotification(db: Db, status: GatewayStatus): Promise<void> {
  await runner(db)('va_notification_log', NOTIFICATION_LOG_SQL, [
    status.order_id,
    status.transaction_status,
    status.status_code,
    JSON.stringify(status),
  ]);
}
