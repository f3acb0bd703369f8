/**
 * A refund as the shopper and the staff see it: amount, reason, method, status, the account it goes
 * to, whether the store's proof is there, and its steps. Read by the order's page, the payment
 * history and the refund queues (domain/refunds.ts writes them).
 */
import type { OrderRefund, RefundHistoryEntry } from '@lumbung/contracts';
import { json, type Json } from '../db/sql-helpers';

type When = Date | string;
const iso = (value: When) => new Date(value).toISOString();

/** Where a refund's proof of transfer is shown: a route that checks who asks (refunds feature). */
export const REFUND_PROOF_URL_PREFIX = '/api/refunds/proof/';

/**
 * SQL: one refund of `r` as a JSON object (times as text). A transfer refund needs the shopper's
 * account while it has none, and again when a transfer to it failed.
 */
export const REFUND_JSON_SQL = `json_build_object(
    'refund_id', r.refund_id, 'payment_id', r.payment_id, 'amount', r.amount, 'reason', r.reason,
    'method', r.method, 'status', r.status, 'created_at', r.created_at, 'paid_at', r.paid_at,
    'needs_account', r.method = 'BANK_TRANSFER'
      and (r.status = 'FAILED' or (r.status = 'OWED' and r.account_number is null)),
    'account', case when r.account_number is null then null else json_build_object(
      'bank_name', r.bank_name, 'account_number', r.account_number, 'account_holder', r.account_holder) end,
    'has_proof', r.proof_image is not null, 'gateway_refund_id', r.gateway_refund_id, 'note', r.note,
    'history', coalesce((select json_agg(json_build_object('from_status', h.from_status, 'to_status', h.to_status,
        'note', h.note, 'created_at', h.created_at) order by h.refund_history_id)
      from refund_history h where h.refund_id = r.refund_id), '[]'::json))`;

/** SQL: the refunds of the order `o`, oldest first, as a JSON array. */
export const ORDER_REFUNDS_SQL = `coalesce((select json_agg(${REFUND_JSON_SQL} order by r.refund_id)
      from refunds r where r.order_id = o.order_id), '[]'::json)`;

/** SQL: what the order `o` received: its successful payments (more than due included). */
export const ORDER_PAID_SQL = `coalesce((select sum(coalesce(pp.paid_amount, pp.amount)) from payments pp
      where pp.order_id = o.order_id and pp.payment_status = 'SUCCESS'), 0)::int`;

/**
 * SQL: the money owed back for the goods of the order `o`, whatever the refund's progress (a failed
 * transfer is still owed). Overpayments are left out: money above what was due never counted as a
 * sale. Sales reports and dashboards subtract it, so they count net of refunds.
 */
export const ORDER_GOODS_REFUNDED_SQL = `coalesce((select sum(rg.amount) from refunds rg
      where rg.order_id = o.order_id and rg.reason <> 'OVERPAID'), 0)`;

export type RefundJson = Omit<OrderRefund, 'created_at' | 'paid_at' | 'history'> & {
  created_at: When;
  paid_at: When | null;
  history: (Omit<RefundHistoryEntry, 'created_at'> & { created_at: When })[];
};

/** A refund as SQL's JSON gives it, with its times as ISO strings. */
export function refundOf(row: RefundJson): OrderRefund {
  return {
    ...row,
    created_at: iso(row.created_at),
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    history: row.history.map((h) => ({ ...h, created_at: iso(h.created_at) })),
  };
}

/** The refunds of a JSON array column. */
export function refundsOf(column: Json<RefundJson[]> | RefundJson[]): OrderRefund[] {
  return json(column as Json<RefundJson[]>).map(refundOf);
}
