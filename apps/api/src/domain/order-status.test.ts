/**
 * Order status transitions on the real database: the table of docs/architecture.md §5 is the only way an order
 * moves, every other move is refused and changes nothing, and every change is in the history once.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@lumbung/contracts';
import { queryRows, type Db } from '../db/client';
import { fileApp } from '../../test/file-app';
import { makeProduct, makeShopperId, orderHelpers, stockAndJournal } from '../../test/factories';
import { DEMO } from '../../test/sessions';
import { cancelOrder } from './cancel-order';
import { ORDER_TRANSITIONS, orderHistory, transition, type OrderActor } from './order-status';

const STORE = DEMO.jakartaStoreId;
const ACTORS: OrderActor[] = ['SHOPPER', 'STORE', 'SYSTEM'];
const t = fileApp();
let shopperId: number;
beforeAll(async () => {
  shopperId = await makeShopperId(t.db);
});

async function orderIn(db: Db, status: OrderStatus): Promise<number> {
  const [row] = await queryRows<{ order_id: number }>(
    db,
    sql`insert into orders (user_id, store_id, status, items_price, total_price)
        values (${shopperId}, ${STORE}, ${status}, 0, 0) returning order_id`,
  );
  return Number(row!.order_id);
}

async function statusOf(db: Db, orderId: number) {
  const [row] = await queryRows<{ status: OrderStatus }>(
    db,
    sql`select status from orders where order_id = ${orderId}`,
  );
  return row!.status;
}

describe('the transition table', () => {
  it('allows exactly the moves of docs/architecture.md §5', () => {
    const allowed = Object.entries(ORDER_TRANSITIONS).flatMap(([from, tos]) =>
      Object.entries(tos).map(([to, who]) => `${from} -> ${to}: ${who.join(', ')}`),
    );
    expect(allowed).toEqual([
      'AWAITING_PAYMENT -> AWAITING_CONFIRMATION: SHOPPER',
      'AWAITING_PAYMENT -> PROCESSING: SYSTEM',
      'AWAITING_PAYMENT -> CANCELLED: SHOPPER, SYSTEM',
      'AWAITING_CONFIRMATION -> PROCESSING: STORE, SYSTEM',
      'AWAITING_CONFIRMATION -> AWAITING_PAYMENT: STORE',
      'AWAITING_CONFIRMATION -> CANCELLED: STORE',
      'PROCESSING -> SHIPPED: STORE',
      'PROCESSING -> CANCELLED: STORE',
      'SHIPPED -> CONFIRMED: SHOPPER, SYSTEM',
    ]);
  });
});

describe('transition', () => {
  it('makes every allowed move, records it once, and refuses every other move without a trace', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ACTORS) {
          const orderId = await orderIn(t.db, from);
          const by = actor === 'SYSTEM' ? null : shopperId;
          const result = await transition(t.db, orderId, { to, actor, by, reason: `${actor} says so` });
          const legal = ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
          const history = await orderHistory(t.db, orderId);
          if (legal) {
            expect(result, `${from} -> ${to} by ${actor}`).toEqual({
              ok: true,
              orderId,
              from,
              to,
              historyId: history[0]?.order_status_history_id,
            });
            expect(await statusOf(t.db, orderId)).toBe(to);
            expect(history).toEqual([
              {
                order_status_history_id: expect.any(Number),
                from_status: from,
                to_status: to,
                changed_by: by,
                reason: `${actor} says so`,
                created_at: expect.any(String),
              },
            ]);
          } else {
            expect(result, `${from} -> ${to} by ${actor}`).toEqual({
              ok: false,
              reason: 'illegal',
              orderId,
              status: from,
            });
            expect(await statusOf(t.db, orderId)).toBe(from);
            expect(history).toEqual([]);
          }
        }
      }
    }
  });

  it('answers not-found for an order that does not exist', async () => {
    expect(await transition(t.db, 2147483000, { to: 'CANCELLED', actor: 'SYSTEM', by: null })).toEqual({
      ok: false,
      reason: 'not-found',
      orderId: 2147483000,
    });
  });

  it('stamps the order: shipped_at, confirmed_at, and cancelled_at with the reason', async () => {
    const orderId = await orderIn(t.db, 'PROCESSING');
    await transition(t.db, orderId, { to: 'SHIPPED', actor: 'STORE', by: null });
    await transition(t.db, orderId, { to: 'CONFIRMED', actor: 'SHOPPER', by: shopperId });
    const cancelled = await orderIn(t.db, 'AWAITING_PAYMENT');
    await transition(t.db, cancelled, {
      to: 'CANCELLED',
      actor: 'SHOPPER',
      by: shopperId,
      reason: 'Too slow',
    });
    const rows = await queryRows(
      t.db,
      sql`select order_id, shipped_at is not null as shipped, confirmed_at is not null as confirmed,
            cancelled_at is not null as cancelled, cancel_reason
          from orders where order_id in (${orderId}, ${cancelled}) order by order_id`,
    );
    expect(rows).toEqual([
      { order_id: orderId, shipped: true, confirmed: true, cancelled: false, cancel_reason: null },
      { order_id: cancelled, shipped: false, confirmed: false, cancelled: true, cancel_reason: 'Too slow' },
    ]);
  });
});

describe('20 concurrent transitions of one order', () => {
  it('exactly one wins and the history records the change once', async () => {
    const orderId = await orderIn(t.db, 'AWAITING_PAYMENT');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transition(t.db, orderId, { to: 'AWAITING_CONFIRMATION', actor: 'SHOPPER', by: shopperId }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 19 }, () => ({
        ok: false,
        reason: 'illegal',
        orderId,
        status: 'AWAITING_CONFIRMATION',
      })),
    );
    const history = await orderHistory(t.db, orderId);
    expect(history.map((h) => [h.from_status, h.to_status])).toEqual([
      ['AWAITING_PAYMENT', 'AWAITING_CONFIRMATION'],
    ]);
  });

  it('20 concurrent cancels of a placed order: one cancels, the stock comes back once', async () => {
    const h = orderHelpers(() => t);
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: STORE, price: 5000, stock: 6 });
    await h.add(s, p.inventory_id, 4);
    const orderId = await h.checkout(s);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cancelOrder(
          t.db,
          orderId,
          i % 2 ? { reason: 'job', actor: 'SYSTEM', by: null } : { reason: 'me', actor: 'SHOPPER', by: s.id },
        ),
      ),
    );
    expect(results.filter((r) => r.outcome === 'cancelled')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'already-cancelled')).toHaveLength(19);
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 6, journal: 6, sold: 4 });
    const history = await orderHistory(t.db, orderId);
    expect(history.map((e) => [e.from_status, e.to_status])).toEqual([
      [null, 'AWAITING_PAYMENT'],
      ['AWAITING_PAYMENT', 'CANCELLED'],
    ]);
    expect(history[0]!.changed_by).toBe(s.id);
  });
});

describe('the history of an order placed at checkout', () => {
  it('starts with the shopper placing it, and a cancel by the payment deadline is the system', async () => {
    const h = orderHelpers(() => t);
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: STORE, price: 5000, stock: 3 });
    await h.add(s, p.inventory_id, 1);
    const orderId = await h.checkout(s);
    await h.expire(orderId);
    expect(await t.app.jobs.runNow('order-expiry')).toMatchObject({ failed: 0 });
    const history = await orderHistory(t.db, orderId);
    expect(history).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'AWAITING_PAYMENT',
        changed_by: s.id,
        reason: null,
      }),
      expect.objectContaining({
        from_status: 'AWAITING_PAYMENT',
        to_status: 'CANCELLED',
        changed_by: null,
        reason: 'Payment deadline passed',
      }),
    ]);
    const causes = await queryRows(
      t.db,
      sql`select change_category, cause, created_by from stock_journals where order_id = ${orderId} order by stock_journal_id`,
    );
    expect(causes).toEqual([
      { change_category: 'SOLD', cause: 'ORDER', created_by: s.id },
      { change_category: 'CANCELLED_ORDER', cause: 'EXPIRY', created_by: null },
    ]);
  });
});
