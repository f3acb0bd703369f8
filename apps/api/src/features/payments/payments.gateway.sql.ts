/**
 * The SQL of virtual-account payments: claiming a PENDING payment row before the gateway is asked,
 * filling it with the account, and moving it under its row lock as the gateway reports.
 */
import type { GatewayCharge } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner, type Conn } from '../../db/statements';
import type { Charge } from '../../platform/payment-gateway';

export interface VaRow {
  payment_id: number;
  order_id: number;
  payment_status: string;
  gateway_order_id: string;
  va_bank: string | null;
  va_number: string | null;
  amount: number;
  expires_at: Date | string | null;
  transaction_status: string | null;
  created_at: Date | string;
}

const VA_COLUMNS = `payment_id, order_id, payment_status, gateway_order_id, va_bank, va_number, amount, expires_at,
  transaction_status, created_at`;

export function chargeOf(row: VaRow, simulated: boolean): GatewayCharge {
  return {
    payment_id: row.payment_id,
    order_id: row.order_id,
    gateway_order_id: row.gateway_order_id,
    payment_type: 'bank_transfer',
    payment_method: 'VIRTUAL_ACCOUNT',
    bank: row.va_bank,
    va_numbers: row.va_number === null ? [] : [{ bank: row.va_bank ?? '', va_number: row.va_number }],
    bill_key: null,
    biller_code: null,
    qr_string: null,
    actions: [],
    amount: row.amount,
    expires_at: new Date(row.expires_at ?? row.created_at).toISOString(),
    transaction_status: row.transaction_status ?? 'pending',
    simulated,
  };
}

const LOCK_ORDER_SQL = `select o.status, o.total_price, u.email, u.username from orders o join users u on u.user_id = o.user_id
       where o.order_id = $1::int for update of o`;

/** Locks an order for a new account; its status, total and shopper (undefined: no such order). */
export async function lockOrderForVa(
  tx: Conn,
  orderId: number,
): Promise<{ status: string; total_price: number; email: string; username: string } | undefined> {
  const [row] = await runner(tx)<{ status: string; total_price: number; email: string; username: string }>(
    'va_lock_order',
    LOCK_ORDER_SQL,
    [orderId],
  );
  return row;
}

const LATEST_SQL = `select ${VA_COLUMNS} from payments where order_id = $1::int and payment_method = 'VIRTUAL_ACCOUNT'
       order by payment_id desc limit 1`;

/** The order's latest virtual-account payment, filled or not. */
export async function latestVaPayment(tx: Conn, orderId: number): Promise<VaRow | undefined> {
  const [row] = await runner(tx)<VaRow>('va_latest', LATEST_SQL, [orderId]);
  return row;
}

const ABANDON_SQL = `update payments set payment_status = 'FAILED', transaction_status = 'abandoned', updated_at = now() where payment_id = $1::int`;

/** A claim whose charge never came back is given up. */
export async function abandonVa(tx: Conn, paymentId: number): Promise<void> {
  await runner(tx)('va_abandon', ABANDON_SQL, [paymentId]);
}

const ATTEMPTS_SQL = `select count(*)::int as n from payments where order_id = $1::int and payment_method = 'VIRTUAL_ACCOUNT'`;

/** How many virtual accounts the order has asked for. */
export async function vaAttempts(tx: Conn, orderId: number): Promise<number> {
  const [row] = await runner(tx)<{ n: number }>('va_attempts', ATTEMPTS_SQL, [orderId]);
  return row!.n;
}

const CLAIM_SQL = `insert into payments (order_id, user_id, payment_method, payment_status, amount, gateway_order_id, va_bank, payment_type)
       values ($1::int, $2::int, 'VIRTUAL_ACCOUNT', 'PENDING', $3::int, $4::text, $5::text, 'bank_transfer') returning payment_id`;

/** A PENDING payment row for the account about to be asked for; its id. */
export async function claimVa(
  tx: Conn,
  c: { orderId: number; userId: number; amount: number; gatewayOrderId: string; bank: string },
): Promise<number> {
  const [row] = await runner(tx)<{ payment_id: number }>('va_claim', CLAIM_SQL, [
    c.orderId,
    c.userId,
    c.amount,
    c.gatewayOrderId,
    c.bank,
  ]);
  return row!.payment_id;
}

const CHARGE_FAILED_SQL = `update payments set payment_status = 'FAILED', transaction_status = 'error', updated_at = now() where payment_id = $1::int`;

/** The gateway refused the charge: the claim fails. */
export async function markVaChargeFailed(db: Db, paymentId: number): Promise<void> {
  await runner(db)('va_charge_failed', CHARGE_FAILED_SQL, [paymentId]);
}

const DEADLINE_SQL = `update orders set payment_deadline = $2::timestamptz, updated_at = now()
       where order_id = $1::int and status = 'AWAITING_PAYMENT'`;

/** The order waits for payment until `expiresAt`, if it still waits. */
export async function setVaDeadline(tx: Conn, orderId: number, expiresAt: Date): Promise<void> {
  await runner(tx)('va_deadline', DEADLINE_SQL, [orderId, expiresAt.toISOString()]);
}

const FILL_SQL = `update payments set va_bank = $2::text, va_number = $3::text, expires_at = $4::timestamptz,
         gateway_transaction_id = $5::text, transaction_status = $6::text, updated_at = now()
       where payment_id = $1::int returning ${VA_COLUMNS}`;

/** Fills a claimed payment with the account the gateway opened. */
export async function fillVa(tx: Conn, paymentId: number, charge: Charge): Promise<VaRow> {
  const [row] = await runner(tx)<VaRow>('va_fill', FILL_SQL, [
    paymentId,
    charge.bank,
    charge.vaNumber,
    charge.expiresAt.toISOString(),
    charge.transactionId,
    charge.transactionStatus,
  ]);
  return row!;
}

const LOCK_PAYMENT_SQL = `select ${VA_COLUMNS},
         payment_id = (select max(payment_id) from payments q where q.order_id = payments.order_id) as latest
       from payments where gateway_order_id = $1::text for update`;

/** Locks the payment of a gateway order id; `latest` says whether it is its order's latest payment. */
export async function lockVaPayment(
  tx: Conn,
  gatewayOrderId: string,
): Promise<(VaRow & { latest: boolean }) | undefined> {
  const [row] = await runner(tx)<VaRow & { latest: boolean }>('va_lock_payment', LOCK_PAYMENT_SQL, [
    gatewayOrderId,
  ]);
  return row;
}

const RECORD_SQL = `update payments set payment_status = $2::text::payment_status, transaction_status = $3::text, updated_at = now()
         where payment_id = $1::int`;

/** Moves a payment to `paymentStatus`, keeping the gateway's transaction status. */
export async function recordVaStatus(
  tx: Conn,
  paymentId: number,
  paymentStatus: string,
  transactionStatus: string,
): Promise<void> {
  await runner(tx)('va_record', RECORD_SQL, [paymentId, paymentStatus, transactionStatus]);
}

const STATUS_SEEN_SQL = `update payments set transaction_status = $2::text, updated_at = now() where payment_id = $1::int`;

/** Keeps the gateway's transaction status of a payment that does not move. */
export async function noteVaStatus(tx: Conn, paymentId: number, transactionStatus: string): Promise<void> {
  await runner(tx)('va_status_seen', STATUS_SEEN_SQL, [paymentId, transactionStatus]);
}

const LATEST_OPENED_SQL = `select ${VA_COLUMNS} from payments where order_id = $1::int and payment_method = 'VIRTUAL_ACCOUNT'
       and va_number is not null
     order by payment_id desc limit 1`;

/** The order's latest virtual account that the gateway opened. */
export async function latestOpenedVa(db: Db, orderId: number): Promise<VaRow | undefined> {
  const [row] = await runner(db)<VaRow>('va_latest_any', LATEST_OPENED_SQL, [orderId]);
  return row;
}
