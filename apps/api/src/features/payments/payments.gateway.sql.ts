/**
 * The SQL of opening gateway charges (a virtual account, a Mandiri bill, QRIS, GoPay, ShopeePay):
 * claiming a PENDING payment row before the gateway is asked and filling it with what the gateway
 * opened. What the gateway reports afterwards moves it in domain/gateway-charges.ts. A gateway
 * payment is one with a gateway order id.
 */
import type { GatewayCharge, GatewayPaymentType, PaymentMethod } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner, type Conn } from '../../db/statements';
import type { Charge, ChargeAction } from '../../platform/payment-gateway';

export interface ChargeRow {
  payment_id: number;
  order_id: number;
  payment_status: string;
  payment_method: PaymentMethod;
  payment_type: GatewayPaymentType | null;
  gateway_order_id: string;
  gateway_transaction_id: string | null;
  va_bank: string | null;
  va_number: string | null;
  bill_key: string | null;
  biller_code: string | null;
  qr_string: string | null;
  actions: ChargeAction[] | null;
  amount: number;
  expires_at: Date | string | null;
  transaction_status: string | null;
  created_at: Date | string;
}

const CHARGE_COLUMNS = `payment_id, order_id, payment_status, payment_method::text as payment_method, payment_type,
  gateway_order_id, gateway_transaction_id, va_bank, va_number, bill_key, biller_code, qr_string, actions, amount,
  expires_at, transaction_status, created_at`;

/** A payment row as the gateway's charge (what POST /api/midtrans answers). */
export function chargeOf(row: ChargeRow, simulated: boolean): GatewayCharge {
  return {
    payment_id: row.payment_id,
    order_id: row.order_id,
    gateway_order_id: row.gateway_order_id,
    payment_type: row.payment_type ?? 'bank_transfer',
    payment_method: row.payment_method,
    bank: row.va_bank,
    va_numbers: row.va_number === null ? [] : [{ bank: row.va_bank ?? '', va_number: row.va_number }],
    bill_key: row.bill_key,
    biller_code: row.biller_code,
    qr_string: row.qr_string,
    actions: row.actions ?? [],
    amount: row.amount,
    expires_at: new Date(row.expires_at ?? row.created_at).toISOString(),
    transaction_status: row.transaction_status ?? 'pending',
    simulated,
  };
}

export interface OrderToCharge {
  status: string;
  total_price: number;
  payment_deadline: Date | string | null;
  email: string;
  username: string;
}

const LOCK_ORDER_SQL = `select o.status, o.total_price, o.payment_deadline, u.email, u.username
       from orders o join users u on u.user_id = o.user_id
       where o.order_id = $1::int for update of o`;

/** Locks an order for a new charge; its status, total, deadline and shopper (undefined: no such order). */
export async function lockOrderForCharge(tx: Conn, orderId: number): Promise<OrderToCharge | undefined> {
  const [row] = await runner(tx)<OrderToCharge>('charge_lock_order', LOCK_ORDER_SQL, [orderId]);
  return row;
}

const LATEST_SQL = `select ${CHARGE_COLUMNS} from payments where order_id = $1::int and gateway_order_id is not null
       order by payment_id desc limit 1`;

/** The order's latest gateway payment, filled or not. */
export async function latestCharge(tx: Conn, orderId: number): Promise<ChargeRow | undefined> {
  const [row] = await runner(tx)<ChargeRow>('charge_latest', LATEST_SQL, [orderId]);
  return row;
}

const ABANDON_SQL = `update payments set payment_status = 'FAILED', transaction_status = 'abandoned', updated_at = now() where payment_id = $1::int`;

/** A claim whose charge never came back is given up. */
export async function abandonCharge(tx: Conn, paymentId: number): Promise<void> {
  await runner(tx)('charge_abandon', ABANDON_SQL, [paymentId]);
}

const ATTEMPTS_SQL = `select count(*)::int as n,
       count(*) filter (where payment_type in ('bank_transfer', 'echannel') and gateway_transaction_id is not null)::int as vas
     from payments where order_id = $1::int and gateway_order_id is not null`;

/** How many charges the order has asked for, and how many virtual accounts the gateway opened. */
export async function chargeAttempts(tx: Conn, orderId: number): Promise<{ n: number; vas: number }> {
  const [row] = await runner(tx)<{ n: number; vas: number }>('charge_attempts', ATTEMPTS_SQL, [orderId]);
  return row!;
}

const CLAIM_SQL = `insert into payments (order_id, user_id, payment_method, payment_status, amount, gateway_order_id, va_bank, payment_type)
       values ($1::int, $2::int, $3::text::payment_method, 'PENDING', $4::int, $5::text, $6::text, $7::text)
       returning payment_id`;

/** A PENDING payment row for the charge about to be asked for; its id. */
export async function claimCharge(
  tx: Conn,
  c: {
    orderId: number;
    userId: number;
    method: PaymentMethod;
    amount: number;
    gatewayOrderId: string;
    bank: string | null;
    paymentType: GatewayPaymentType;
  },
): Promise<number> {
  const [row] = await runner(tx)<{ payment_id: number }>('charge_claim', CLAIM_SQL, [
    c.orderId,
    c.userId,
    c.method,
    c.amount,
    c.gatewayOrderId,
    c.bank,
    c.paymentType,
  ]);
  return row!.payment_id;
}

const CHARGE_FAILED_SQL = `update payments set payment_status = 'FAILED', transaction_status = 'error', updated_at = now() where payment_id = $1::int`;

/** The gateway refused the charge: the claim fails. */
export async function markChargeFailed(db: Db, paymentId: number): Promise<void> {
  await runner(db)('charge_failed', CHARGE_FAILED_SQL, [paymentId]);
}

const DEADLINE_SQL = `update orders set payment_deadline = greatest(payment_deadline, $2::timestamptz), updated_at = now()
       where order_id = $1::int and status = 'AWAITING_PAYMENT'`;

/** The order waits for payment at least until `expiresAt`, if it still waits. */
export async function extendDeadline(tx: Conn, orderId: number, expiresAt: Date): Promise<void> {
  await runner(tx)('charge_deadline', DEADLINE_SQL, [orderId, expiresAt.toISOString()]);
}

const FILL_SQL = `update payments set va_bank = $2::text, va_number = $3::text, bill_key = $4::text, biller_code = $5::text,
         qr_string = $6::text, actions = $7::jsonb, expires_at = $8::timestamptz, gateway_transaction_id = $9::text,
         transaction_status = $10::text, updated_at = now()
       where payment_id = $1::int returning ${CHARGE_COLUMNS}`;

/** Fills a claimed payment with the charge the gateway opened. */
export async function fillCharge(tx: Conn, paymentId: number, charge: Charge): Promise<ChargeRow> {
  const [row] = await runner(tx)<ChargeRow>('charge_fill', FILL_SQL, [
    paymentId,
    charge.bank,
    charge.vaNumber,
    charge.billKey,
    charge.billerCode,
    charge.qrString,
    JSON.stringify(charge.actions),
    charge.expiresAt.toISOString(),
    charge.transactionId,
    charge.transactionStatus,
  ]);
  return row!;
}

const REOPEN_SQL = `update payments set transaction_status = 'pending', updated_at = now()
       where payment_id = $1::int and payment_status = 'PENDING' and transaction_status = $2::text`;

/** A charge the shop could not cancel is open again (unless something else moved it meanwhile). */
export async function reopenCharge(db: Db, paymentId: number, cancelling: string): Promise<void> {
  await runner(db)('charge_reopen', REOPEN_SQL, [paymentId, cancelling]);
}

const LATEST_OPENED_SQL = `select ${CHARGE_COLUMNS} from payments where order_id = $1::int and gateway_order_id is not null
       and gateway_transaction_id is not null
     order by payment_id desc limit 1`;

/** The order's latest charge that the gateway opened. */
export async function latestOpenedCharge(db: Db, orderId: number): Promise<ChargeRow | undefined> {
  const [row] = await runner(db)<ChargeRow>('charge_latest_opened', LATEST_OPENED_SQL, [orderId]);
  return row;
}
