/**
 * Money going back to shoppers (docs/architecture.md §5): one row per refund, written only by
 * domain/refunds.ts, and every step of it in refund_history. `cause_key` names the event that owed
 * the refund (an order cancelled by its store, a charge settled late, an overpayment, a short line),
 * so the same event can never owe twice, whatever retries or parallel requests do.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES } from '@lumbung/contracts';
import { orders, payments, stores, users } from './schema';

export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);
export const refundMethodEnum = pgEnum('refund_method', REFUND_METHODS);
export const refundReasonEnum = pgEnum('refund_reason', REFUND_REASONS);

export const refunds = pgTable(
  'refunds',
  {
    refund_id: serial('refund_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id),
    /** The payment whose money goes back (null only when no single payment took it). */
    payment_id: integer('payment_id').references(() => payments.payment_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    /** Whole rupiah, more than 0; the order's refunds never add up to more than was paid. */
    amount: integer('amount').notNull(),
    reason: refundReasonEnum('reason').notNull(),
    method: refundMethodEnum('method').notNull(),
    status: refundStatusEnum('status').notNull().default('OWED'),
    /** The event that owed it, e.g. `store-cancel:12`, `late-charge:40`: unique, so owed once. */
    cause_key: text('cause_key').notNull(),
    /** Sent to the gateway as refund_key: the same key is the same refund, retries are safe. */
    refund_key: text('refund_key').notNull(),
    gateway_refund_id: text('gateway_refund_id'),
    /** The shopper's bank account for a transfer refund. */
    bank_name: text('bank_name'),
    account_number: text('account_number'),
    account_holder: text('account_holder'),
    /** The store's proof of the transfer (a stored picture's key). */
    proof_image: text('proof_image'),
    /** The last word on it: why it failed, what the store did. */
    note: text('note'),
    /** Who owed it (null: the system) and who acted last. */
    created_by: integer('created_by').references(() => users.user_id),
    updated_by: integer('updated_by').references(() => users.user_id),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_cause_uq').on(t.cause_key),
    uniqueIndex('refunds_key_uq').on(t.refund_key),
    index('refunds_order_idx').on(t.order_id),
    index('refunds_store_status_idx').on(t.store_id, t.status, t.created_at),
    index('refunds_status_idx').on(t.status, t.created_at),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every step of a refund: from, to, who, when, why (the order page's timeline shows them). */
export const refundHistory = pgTable(
  'refund_history',
  {
    refund_history_id: serial('refund_history_id').primaryKey(),
    refund_id: integer('refund_id')
      .notNull()
      .references(() => refunds.refund_id),
    from_status: refundStatusEnum('from_status'),
    to_status: refundStatusEnum('to_status').notNull(),
    changed_by: integer('changed_by').references(() => users.user_id),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_history_refund_idx').on(t.refund_id, t.refund_history_id)],
);
