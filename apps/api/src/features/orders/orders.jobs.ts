/**
 * The jobs that keep stock honest after checkout (docs/architecture.md §5), run by platform/jobs.ts:
 *
 * - order-expiry: AWAITING_PAYMENT orders whose payment deadline has passed are cancelled
 *   (stock and vouchers back), in batches. Each batch is one transaction that picks its orders
 *   with FOR UPDATE SKIP LOCKED, so several API instances running the job at once share the
 *   work and never cancel one order twice. Once a batch committed, the charges its orders still
 *   had open at the gateway are cancelled there (network calls, outside the transaction); one paid
 *   meanwhile is owed back, as any charge settled after its order was cancelled.
 * - order-confirmation: orders shipped AUTO_CONFIRM_DAYS ago are confirmed for their shopper.
 * - housekeeping: idempotency keys older than IDEMPOTENCY_KEY_LIFETIME_HOURS are dropped.
 */
import type { Db } from '../../db/client';
import { transaction } from '../../db/statements';
import { MESSAGES } from '@lumbung/contracts';
import { cancelOrder } from '../../domain/cancel-order';
import { closeChargesOfCancelledOrder, type GatewayContext } from '../../domain/gateway-charges';
import { transition } from '../../domain/order-status';
import type { Job } from '../../platform/jobs';
import {
  dropIdempotencyKeysOlderThan,
  lockOrdersDueForConfirmation,
  lockOrdersDueForExpiry,
} from './orders.jobs.sql';

/** The cancel reason of an order whose payment deadline passed (kept on the order). */
export const PAYMENT_DEADLINE_PASSED = 'Payment deadline passed';

/** Orders cancelled per transaction: short transactions, short row locks. */
export const EXPIRY_BATCH_SIZE = 50;

/** How long a checkout's Idempotency-Key answers a retry; no client retries a day later. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/**
 * Cancels every AWAITING_PAYMENT order past its payment deadline, batch by batch, until none is
 * left that another run has not locked. An order with a payment on its way (a proof waiting for
 * the store admin, or a settled gateway payment whose order has not moved yet) is left alone.
 * Each order is cancelled under a savepoint: one that fails (reported to `onError`) is rolled
 * back alone and left for the next run, so it cannot hold up the others.
 */
export async function expireUnpaidOrders(
  db: Db,
  {
    batchSize = EXPIRY_BATCH_SIZE,
    onError,
    now = () => new Date(),
    gateway,
  }: {
    batchSize?: number;
    onError?: (orderId: number, error: unknown) => void;
    /** The clock (tests move it). */
    now?: () => Date;
    /** The gateway the cancelled orders' open charges are closed at (none: they are left to lapse). */
    gateway?: Omit<GatewayContext, 'db'>;
  } = {},
): Promise<{ cancelled: number; failed: number; chargesClosed: number }> {
  let cancelled = 0;
  let chargesClosed = 0;
  const failed: number[] = [];
  for (;;) {
    const batch: number[] = [];
    const done = await transaction(db, async (tx) => {
      const due = await lockOrdersDueForExpiry(tx, failed, batchSize, now());
      for (const orderId of due) {
        try {
          // A savepoint: an order that fails is rolled back alone.
          const result = await tx.transaction((sp) =>
            cancelOrder(sp, orderId, { reason: PAYMENT_DEADLINE_PASSED, actor: 'SYSTEM', by: null }),
          );
          if (result.outcome === 'cancelled') {
            cancelled += 1;
            batch.push(orderId);
          }
        } catch (error) {
          failed.push(orderId);
          onError?.(orderId, error);
        }
      }
      return due.length < batchSize;
    });
    for (const orderId of batch) {
      if (!gateway) break;
      try {
        const closed = await closeChargesOfCancelledOrder({ ...gateway, db }, orderId);
        chargesClosed += closed.filter((c) => c !== 'unreachable').length;
      } catch (error) {
        onError?.(orderId, error);
      }
    }
    if (done) return { cancelled, failed: failed.length, chargesClosed };
  }
}

/** Shipped orders confirm themselves this long after shipping (docs/architecture.md §5). */
export const AUTO_CONFIRM_DAYS = 7;

/**
 * Confirms every order shipped more than AUTO_CONFIRM_DAYS ago that its shopper has not confirmed,
 * in batches that skip orders another run (or a shopper's confirm) holds.
 */
export async function confirmShippedOrders(
  db: Db,
  { batchSize = EXPIRY_BATCH_SIZE, now = () => new Date() }: { batchSize?: number; now?: () => Date } = {},
): Promise<{ confirmed: number }> {
  let confirmed = 0;
  for (;;) {
    const done = await transaction(db, async (tx) => {
      const due = await lockOrdersDueForConfirmation(tx, now(), AUTO_CONFIRM_DAYS, batchSize);
      for (const orderId of due) {
        const moved = await transition(tx, orderId, {
          to: 'CONFIRMED',
          actor: 'SYSTEM',
          by: null,
          reason: MESSAGES.ORDER_AUTO_CONFIRMED,
        });
        if (moved.ok) confirmed += 1;
      }
      return due.length < batchSize;
    });
    if (done) return { confirmed };
  }
}

/**
 * Drops the idempotency keys older than their lifetime, and frees them on their orders too
 * (orders.idempotency_key is unique per user), so a client that sends the same key again a day
 * later makes a new checkout instead of hitting that guard.
 */
export async function dropOldIdempotencyKeys(db: Db): Promise<{ idempotencyKeysDropped: number }> {
  return { idempotencyKeysDropped: await dropIdempotencyKeysOlderThan(db, IDEMPOTENCY_KEY_LIFETIME_HOURS) };
}

/** The jobs of this feature, for the runner. */
export function orderJobs(ctx: GatewayContext): Job[] {
  const { db, log } = ctx;
  const onError = (orderId: number, error: unknown) =>
    log.error({ err: error, job: 'order-expiry', orderId }, 'could not cancel an expired order');
  return [
    { name: 'order-expiry', run: () => expireUnpaidOrders(db, { onError, gateway: ctx }) },
    { name: 'order-confirmation', run: () => confirmShippedOrders(db) },
    { name: 'housekeeping', run: () => dropOldIdempotencyKeys(db) },
  ];
}
