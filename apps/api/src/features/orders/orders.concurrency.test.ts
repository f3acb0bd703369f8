/**
 * Several API instances running the expiry job at once (PostgreSQL only: PGlite runs one
 * statement at a time, so nothing would race). Each run here is what one instance does; they
 * share the database through a pool of 20 connections.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DEMO } from '../../../test/sessions';
import { makeProduct, stockAndJournal, orderHelpers } from '../../../test/factories';
import { brokenJournals } from '../../../test/stock';
import { expireUnpaidOrders, PAYMENT_DEADLINE_PASSED } from './orders.jobs';
import { cancelOrder } from '../../domain/cancel-order';

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(isPostgres)('the expiry job on several instances at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    expect(t.databaseUrl).toBeDefined();
  });
  afterAll(() => t.close());
  const h = orderHelpers(() => t);

  it('four parallel runs cancel each of 40 expired orders exactly once', async () => {
    const rice = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 10000, stock: 100 });
    const eggs = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 25000, stock: 100 });
    const orderIds: number[] = [];
    for (let i = 0; i < 40; i++) {
      const s = await h.shopper();
      await h.add(s, rice.inventory_id, 2);
      await h.add(s, eggs.inventory_id, 1);
      orderIds.push(await h.checkout(s));
    }
    for (const id of orderIds) await h.expire(id);
    expect(await stockAndJournal(t.db, rice.inventory_id)).toMatchObject({ stock: 20 });
    expect(await stockAndJournal(t.db, eggs.inventory_id)).toMatchObject({ stock: 60 });

    const runs = await Promise.all(
      Array.from({ length: 4 }, () => expireUnpaidOrders(t.db, { batchSize: 5 })),
    );
    expect(runs.reduce((sum, r) => sum + r.cancelled, 0)).toBe(40);

    const entries = await queryRows<{ order_id: number; n: number; units: number }>(
      t.db,
      sql`select order_id, count(*)::int as n, sum(stock_change)::int as units from stock_journals
          where change_category = 'CANCELLED_ORDER' and order_id = any(${`{${orderIds.join(',')}}`}::int[])
          group by order_id order by order_id`,
    );
    expect(entries).toEqual(orderIds.map((order_id) => ({ order_id, n: 2, units: 3 })));
    const statuses = await queryRows<{ status: string; cancel_reason: string; n: number }>(
      t.db,
      sql`select status, cancel_reason, count(*)::int as n from orders
          where order_id = any(${`{${orderIds.join(',')}}`}::int[]) group by status, cancel_reason`,
    );
    expect(statuses).toEqual([{ status: 'CANCELLED', cancel_reason: PAYMENT_DEADLINE_PASSED, n: 40 }]);
    expect(await stockAndJournal(t.db, rice.inventory_id)).toEqual({ stock: 100, journal: 100, sold: 80 });
    expect(await stockAndJournal(t.db, eggs.inventory_id)).toEqual({ stock: 100, journal: 100, sold: 40 });
    expect(await brokenJournals(t.db)).toEqual([]);
  });

  it('a shopper cancel racing the job returns the stock once', async () => {
    const p = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 10000, stock: 10 });
    const s = await h.shopper();
    await h.add(s, p.inventory_id, 4);
    const orderId = await h.checkout(s);
    await h.expire(orderId);
    const [job, shopper] = await Promise.all([
      expireUnpaidOrders(t.db),
      cancelOrder(t.db, orderId, { reason: 'Changed my mind', actor: 'SHOPPER', by: s.id }),
    ]);
    // Whoever locked the order first cancelled it; the other found it cancelled or skipped it.
    expect(job.cancelled + (shopper.outcome === 'cancelled' ? 1 : 0)).toBe(1);
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 10, journal: 10, sold: 4 });
  });
});
