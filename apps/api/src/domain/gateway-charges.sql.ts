/**
 * The SQL of a gateway charge as the gateway reports on it (domain/gateway-charges.ts): the payment
 * of a gateway order id locked with its order's status and deadline, its moves, and the refunds it
 * owes, read by the key the gateway was sent. A gateway payment is one with a gateway order id.
 */
import type { PaymentMethod } from '@lumbung/contracts';
import { runner, type Conn } from '../db/statements';

export interface LockedCharge {
  payment_id: number;
  order_id: number;
  payment_status: string;
  payment_method: PaymentMethod;
  gateway_order_id: string;
  amount: number;
  expires_at: Date | string | null;
  transaction_status: string | null;
  /** Whether it is its order's latest payment. */
  latest: boolean;
  order_status: string;
  payment_deadline: Date | string | null;
}

const LOCK_PAYMENT_SQL = `select payment_id, order_id, payment_status, payment_method::text as payment_method,
         gateway_order_id, amount, expires_at, transaction_status,
         payment_id = (select max(payment_id) from payments q where q.order_id = payments.order_id) as latest,
         (select o.status::text from orders o where o.order_id = payments.order_id) as order_status,
         (select o.payment_deadline from orders o where o.order_id = payments.order_id) as payment_deadline
       from payments where gateway_order_id = $1::text for update`;

/** Locks the payment of a gateway order id, with its order's status and deadline. */
export async function lockCharge(tx: Conn, gatewayOrderId: string): Promise<LockedCharge | undefined> {
  const [row] = await runner(tx)<LockedCharge>('charge_lock_payment', LOCK_PAYMENT_SQL, [gatewayOrderId]);
  return row;
}

const RECORD_SQL = `update payments set payment_status = $2::text::payment_status, transaction_status = $3::text,
         paid_amount = coalesce($4::int, paid_amount), updated_at = now()
       where payment_id = $1::int`;

/**
 * Moves a payment to `paymentStatus`, keeping the gateway's transaction status and, when it differs
 * from the amount, what the gateway says was paid.
 */
export async function recordChargeStatus(
  tx: Conn,
  paymentId: number,
  paymentStatus: string,
  transactionStatus: string,
  paidAmount: number | null = null,
): Promise<void> {
  await runner(tx)('charge_record', RECORD_SQL, [paymentId, paymentStatus, transactionStatus, paidAmount]);
}

const STATUS_SEEN_SQL = `update payments set transaction_status = $2::text, updated_at = now() where payment_id = $1::int`;

/** Keeps the gateway's transaction status of a payment that does not move. */
export async function noteChargeStatus(
  on: Conn,
  paymentId: number,
  transactionStatus: string,
): Promise<void> {
  await runner(on)('charge_status_seen', STATUS_SEEN_SQL, [paymentId, transactionStatus]);
}

const REFUND_BY_KEY_SQL = `select refund_id, amount, status::text as status from refunds
     where refund_key = $1::text and payment_id = $2::int`;

/** A refund of this payment by the key the gateway was sent (read only: domain/refunds.ts moves it). */
export async function refundOfPayment(
  tx: Conn,
  paymentId: number,
  refundKey: string,
): Promise<{ refund_id: number; amount: number; status: string } | undefined> {
  const [row] = await runner(tx)<{ refund_id: number; amount: number; status: string }>(
    'charge_refund_by_key',
    REFUND_BY_KEY_SQL,
    [refundKey, paymentId],
  );
  return row;
}

const OPEN_CHARGES_SQL = `select gateway_order_id from payments
     where order_id = $1::int and payment_status = 'PENDING' and gateway_order_id is not null
       and gateway_transaction_id is not null
     order by payment_id`;

/** The gateway order ids of an order's charges still open (PENDING, opened at the gateway). */
export async function openChargesOf(on: Conn, orderId: number): Promise<string[]> {
  const rows = await runner(on)<{ gateway_order_id: string }>('charge_open_of_order', OPEN_CHARGES_SQL, [
    orderId,
  ]);
  return rows.map((r) => r.gateway_order_id);
}
