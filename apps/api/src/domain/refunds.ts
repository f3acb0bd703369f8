/**
 * Refunds (docs/architecture.md §5): the only code that owes money back or moves a refund. A refund
 * is owed whenever money was taken for goods that will not be delivered; it belongs to the payment
 * that took the money, and the payment's refunds never add up to more than the payment received.
 * Every step is kept in refund_history in the statement that makes it.
 *
 * Once, under retries and parallel requests: the event that owes a refund names it (`cause_key`,
 * unique), the payment row is locked while the cap is counted, and a move only happens from the
 * statuses the table allows, so a second click finds the refund already moved and changes nothing.
 */
import type { PaymentMethod, RefundMethod, RefundReason, RefundStatus } from '@lumbung/contracts';
import { runner, type Conn } from '../db/statements';

/**
 * QRIS and the e-wallets are refunded through the gateway; money paid into a virtual account or by
 * a manual transfer goes back by a transfer to the shopper's bank account (shared/MIDTRANS.md).
 */
export function refundMethodFor(paymentMethod: PaymentMethod): RefundMethod {
  return paymentMethod === 'QRIS' || paymentMethod === 'GOPAY' || paymentMethod === 'SHOPEEPAY'
    ? 'GATEWAY'
    : 'BANK_TRANSFER';
}

/**
 * Every allowed step: a refund owed is sent (PROCESSING: the gateway was asked, or the store is
 * transferring), paid, or fails; a gateway refund the gateway refuses goes back to OWED as a
 * transfer; a failed one is owed again once the shopper corrects the account.
 */
export const REFUND_TRANSITIONS: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  OWED: ['PROCESSING', 'PAID', 'FAILED'],
  PROCESSING: ['PAID', 'FAILED', 'OWED'],
  PAID: [],
  FAILED: ['OWED'],
};

/** The statuses a refund may move to `to` from. */
export function refundStatusesFrom(to: RefundStatus): RefundStatus[] {
  return (Object.keys(REFUND_TRANSITIONS) as RefundStatus[]).filter((from) =>
    REFUND_TRANSITIONS[from].includes(to),
  );
}

export interface OweRefundInput {
  /** The payment whose money goes back. */
  paymentId: number;
  /** What to give back; capped at what the payment received less its refunds. Omitted: all of that. */
  amount?: number;
  reason: RefundReason;
  /** The event that owes it: the same key never owes twice (`store-cancel:{paymentId}`, ...). */
  causeKey: string;
  /** Who owes it; null for the system (the gateway, a job). */
  by: number | null;
  note?: string | null;
}

export type OweRefundResult =
  | { outcome: 'owed'; refund_id: number; amount: number; method: RefundMethod }
  | { outcome: 'already-owed'; refund_id: number }
  /** The payment took no money, or its refunds already give all of it back. */
  | { outcome: 'nothing-to-refund' }
  | { outcome: 'not-found' };

interface PaidRow {
  order_id: number;
  user_id: number;
  store_id: number;
  payment_method: PaymentMethod;
  received: number;
  refunded: number;
}

/**
 * The payment locked, with what it received (a successful payment's amount, or what the gateway
 * said was paid) and what its refunds already give back (failed ones too: they are still owed).
 */
const LOCK_PAID_SQL = `
  select p.order_id, p.user_id, o.store_id, p.payment_method::text as payment_method,
    case when p.payment_status = 'SUCCESS' then coalesce(p.paid_amount, p.amount) else 0 end as received,
    coalesce((select sum(r.amount) from refunds r where r.payment_id = p.payment_id), 0)::int as refunded
  from payments p join orders o on o.order_id = p.order_id
  where p.payment_id = $1::int
  for update of p`;

const EXISTING_SQL = `select refund_id from refunds where cause_key = $1::text`;

/**
 * The refund and its first history row in one statement. A bank account the shopper already gave
 * for another refund of the order is used again, so they are not asked twice.
 */
const OWE_SQL = `
  with account as (
    select bank_name, account_number, account_holder from refunds
    where order_id = $1::int and account_number is not null
    order by refund_id desc limit 1
  ), owed as (
    insert into refunds (order_id, payment_id, user_id, store_id, amount, reason, method, status, cause_key,
      refund_key, note, created_by, updated_by, bank_name, account_number, account_holder)
    select $1::int, $2::int, $3::int, $4::int, $5::int, $6::text::refund_reason, $7::text::refund_method, 'OWED',
      $8::text, 'LMB-R-' || md5($8::text), $9::text, $10::int, $10::int,
      (select bank_name from account), (select account_number from account), (select account_holder from account)
    on conflict (cause_key) do nothing
    returning refund_id
  ), history as (
    insert into refund_history (refund_id, from_status, to_status, changed_by, note)
    select refund_id, null, 'OWED', $10::int, $9::text from owed
  )
  select refund_id from owed`;

/**
 * Owes a refund of a payment, inside the caller's transaction: at most what the payment received
 * less its refunds, once per cause.
 */
export async function oweRefund(tx: Conn, input: OweRefundInput): Promise<OweRefundResult> {
  const run = runner(tx);
  const [paid] = await run<PaidRow>('refund_lock_payment', LOCK_PAID_SQL, [input.paymentId]);
  if (!paid) return { outcome: 'not-found' };
  const [existing] = await run<{ refund_id: number }>('refund_by_cause', EXISTING_SQL, [input.causeKey]);
  if (existing) return { outcome: 'already-owed', refund_id: existing.refund_id };
  const left = paid.received - paid.refunded;
  const amount = Math.min(input.amount ?? left, left);
  if (amount <= 0) return { outcome: 'nothing-to-refund' };
  const method = refundMethodFor(paid.payment_method);
  const [owed] = await run<{ refund_id: number }>('refund_owe', OWE_SQL, [
    paid.order_id,
    input.paymentId,
    paid.user_id,
    paid.store_id,
    amount,
    input.reason,
    method,
    input.causeKey,
    input.note ?? null,
    input.by,
  ]);
  // The payment's lock makes a concurrent owe of the same cause wait and then find it.
  if (!owed) throw new Error(`Refund for ${input.causeKey} was owed twice`);
  return { outcome: 'owed', refund_id: owed.refund_id, amount, method };
}

/** The successful payments of an order that took money: each owes its own refund on a cancel. */
const PAID_PAYMENTS_SQL = `select payment_id from payments where order_id = $1::int and payment_status = 'SUCCESS'
  order by payment_id`;

/**
 * An order that took money is cancelled: every successful payment owes back what it received and
 * has not yet refunded (one refund each, `store-cancel:{paymentId}`).
 */
export async function oweRefundsOfCancelledOrder(
  tx: Conn,
  orderId: number,
  options: { by: number | null; note: string },
): Promise<OweRefundResult[]> {
  const paid = await runner(tx)<{ payment_id: number }>('refund_paid_payments', PAID_PAYMENTS_SQL, [orderId]);
  const results: OweRefundResult[] = [];
  for (const { payment_id } of paid) {
    results.push(
      await oweRefund(tx, {
        paymentId: payment_id,
        reason: 'STORE_CANCELLED',
        causeKey: `store-cancel:${payment_id}`,
        by: options.by,
        note: options.note,
      }),
    );
  }
  return results;
}

export interface MoveRefundInput {
  to: RefundStatus;
  /** The person acting; null for the system (the gateway's notification). */
  by: number | null;
  note?: string | null;
  /** The gateway's refund id (refund_chargeback_id), kept when given. */
  gatewayRefundId?: string | null;
  /** The store's proof of a transfer (a stored picture's key), kept when given. */
  proofImage?: string | null;
  /** A gateway refund the gateway refused becomes a transfer to the shopper's account. */
  method?: RefundMethod;
}

export type MoveRefundResult =
  | { ok: true; refund_id: number; from: RefundStatus; to: RefundStatus }
  | { ok: false; reason: 'not-found'; refund_id: number }
  | { ok: false; reason: 'illegal'; refund_id: number; status: RefundStatus };

/** The refund locked, moved when its status is one of $3, and the step recorded, in one statement. */
const MOVE_SQL = `
  with r as (
    select refund_id, status from refunds where refund_id = $1::int for update
  ), moved as (
    update refunds set status = $2::text::refund_status, updated_at = now(), updated_by = $4::int,
      note = coalesce($5::text, refunds.note),
      gateway_refund_id = coalesce($6::text, refunds.gateway_refund_id),
      proof_image = coalesce($7::text, refunds.proof_image),
      method = coalesce($8::text::refund_method, refunds.method),
      paid_at = case when $2::text = 'PAID' then now() else refunds.paid_at end
    from r
    where refunds.refund_id = r.refund_id and r.status::text = any($3::text[])
    returning refunds.refund_id, r.status as from_status
  ), history as (
    insert into refund_history (refund_id, from_status, to_status, changed_by, note)
    select refund_id, from_status, $2::text::refund_status, $4::int, $5::text from moved
  )
  select r.status, (select from_status from moved) as from_status from r`;

/** Moves a refund to another status, inside the caller's transaction (or alone). */
export async function moveRefund(
  on: Conn,
  refundId: number,
  input: MoveRefundInput,
): Promise<MoveRefundResult> {
  const [row] = await runner(on)<{ status: RefundStatus; from_status: RefundStatus | null }>(
    'refund_move',
    MOVE_SQL,
    [
      refundId,
      input.to,
      refundStatusesFrom(input.to),
      input.by,
      input.note ?? null,
      input.gatewayRefundId ?? null,
      input.proofImage ?? null,
      input.method ?? null,
    ],
  );
  if (!row) return { ok: false, reason: 'not-found', refund_id: refundId };
  if (row.from_status === null)
    return { ok: false, reason: 'illegal', refund_id: refundId, status: row.status };
  return { ok: true, refund_id: refundId, from: row.from_status, to: input.to };
}

export interface RefundAccountInput {
  bank_name: string;
  account_number: string;
  account_holder: string;
}

export type SetAccountResult =
  | { ok: true; refund_id: number; status: RefundStatus }
  | { ok: false; reason: 'not-found' | 'not-transfer' | 'closed'; refund_id: number };

/**
 * The shopper's bank account for a transfer refund not yet sent (owed or failed). A failed refund
 * is owed again with the corrected account, in the same statement, with its history row.
 */
const ACCOUNT_SQL = `
  with r as (
    select refund_id, status, method from refunds where refund_id = $1::int for update
  ), changed as (
    update refunds set bank_name = $2::text, account_number = $3::text, account_holder = $4::text,
      status = 'OWED', updated_at = now(), updated_by = $5::int
    from r
    where refunds.refund_id = r.refund_id and r.method = 'BANK_TRANSFER' and r.status in ('OWED', 'FAILED')
    returning refunds.refund_id, r.status as from_status
  ), history as (
    insert into refund_history (refund_id, from_status, to_status, changed_by, note)
    select refund_id, from_status, 'OWED', $5::int, $6::text from changed where from_status = 'FAILED'
  )
  select r.status, r.method, (select from_status from changed) as from_status from r`;

/** Keeps the shopper's account on a transfer refund (and owes a failed one again). */
export async function setRefundAccount(
  on: Conn,
  refundId: number,
  account: RefundAccountInput,
  options: { by: number; note: string },
): Promise<SetAccountResult> {
  const [row] = await runner(on)<{
    status: RefundStatus;
    method: RefundMethod;
    from_status: RefundStatus | null;
  }>('refund_set_account', ACCOUNT_SQL, [
    refundId,
    account.bank_name,
    account.account_number,
    account.account_holder,
    options.by,
    options.note,
  ]);
  if (!row) return { ok: false, reason: 'not-found', refund_id: refundId };
  if (row.method !== 'BANK_TRANSFER') return { ok: false, reason: 'not-transfer', refund_id: refundId };
  if (row.from_status === null) return { ok: false, reason: 'closed', refund_id: refundId };
  return { ok: true, refund_id: refundId, status: 'OWED' };
}

/**
 * The gateway's id of a refund it took (refund_chargeback_id), kept on a gateway refund being
 * processed or already paid; the first id kept stays (the notification may have brought it first).
 */
const GATEWAY_REFUND_ID_SQL = `update refunds set gateway_refund_id = coalesce(gateway_refund_id, $2::text),
    updated_at = now()
  where refund_id = $1::int and method = 'GATEWAY' and status in ('PROCESSING', 'PAID')
  returning refund_id`;

/** Keeps the gateway's refund id; false when the refund is not a gateway refund in progress or paid. */
export async function recordGatewayRefundId(
  on: Conn,
  refundId: number,
  gatewayRefundId: string,
): Promise<boolean> {
  const rows = await runner(on)<{ refund_id: number }>('refund_gateway_id', GATEWAY_REFUND_ID_SQL, [
    refundId,
    gatewayRefundId,
  ]);
  return rows.length > 0;
}

/** A gateway refund leased to a run of the stuck-refund job. */
export interface StuckGatewayRefund {
  refund_id: number;
  refund_key: string;
  amount: number;
  gateway_order_id: string;
}

/**
 * $1 minutes, $2 batch size: gateway refunds PROCESSING and untouched for longer than $1 minutes
 * (the process died between the claim and the gateway call, or the notification never came). Each
 * is leased to the caller by touching its updated_at (not a move: no history row): another API
 * instance skips it while this transaction holds it, and finds it too recent afterwards.
 */
const LEASE_STUCK_SQL = `
  with stuck as (
    select r.refund_id from refunds r join payments p on p.payment_id = r.payment_id
    where r.method = 'GATEWAY' and r.status = 'PROCESSING' and p.gateway_order_id is not null
      and r.updated_at < now() - make_interval(mins => $1::int)
    order by r.updated_at, r.refund_id
    limit $2::int
    for update of r skip locked
  )
  update refunds set updated_at = now()
  from stuck, payments p
  where refunds.refund_id = stuck.refund_id and p.payment_id = refunds.payment_id
  returning refunds.refund_id, refunds.refund_key, refunds.amount, p.gateway_order_id`;

/** Leases up to `limit` gateway refunds stuck in PROCESSING for more than `minutes`. */
export async function leaseStuckGatewayRefunds(
  on: Conn,
  minutes: number,
  limit: number,
): Promise<StuckGatewayRefund[]> {
  return runner(on)<StuckGatewayRefund>('refund_lease_stuck', LEASE_STUCK_SQL, [minutes, limit]);
}
