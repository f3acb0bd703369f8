/**
 * The expiry job and housekeeping on the real app: orders are made through the real cart and
 * checkout API, then their payment deadline is moved into the past.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CartItemsResponse,
  CartVouchersResponse,
  MESSAGES,
  RedeemCartResponse,
  RedeemProductResponse,
} from '@lumbung/contracts';
import { queryRows, type Db } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fileApp } from '../../../test/file-app';
import { DEMO } from '../../../test/sessions';
import {
  giveVoucher,
  makeDiscount,
  makeProduct,
  stockAndJournal,
  orderHelpers,
} from '../../../test/factories';
import { brokenJournals } from '../../../test/stock';
import { nominalVoucherPair } from '../../../test/voucher-fixtures';
import { expireUnpaidOrders, PAYMENT_DEADLINE_PASSED } from './orders.jobs';
import { cancelOrder } from '../../domain/cancel-order';

const FLAGSHIP = DEMO.jakartaStoreId;

async function orderRow(db: Db, orderId: number) {
  const [row] = await queryRows<{ status: string; cancel_reason: string | null; cancelled: boolean }>(
    db,
    sql`select status, cancel_reason, cancelled_at is not null as cancelled from orders where order_id = ${orderId}`,
  );
  return row!;
}

async function returnEntries(db: Db, orderId: number) {
  return queryRows<{
    inventory_id: number;
    stock_change: number;
    stock_after: number;
    created_by: number | null;
  }>(
    db,
    sql`select inventory_id, stock_change, stock_after, created_by from stock_journals
        where order_id = ${orderId} and change_category = 'CANCELLED_ORDER' order by inventory_id`,
  );
}

/** Everything a cancel may change, to compare before and after. */
async function snapshot(db: Db) {
  return queryRows<Record<string, unknown>>(
    db,
    sql`select
          (select json_agg(o order by o.order_id) from (select order_id, status, cancel_reason, cancelled_at
            from orders) o) as orders,
          (select json_agg(i order by i.inventory_id) from (select inventory_id, stock from inventories) i) as stock,
          (select count(*)::int from stock_journals) as journal_entries,
          (select json_agg(v order by v.user_voucher_id) from (select user_voucher_id, order_id, used_at, cart_id,
            cart_item_id, applied_amount from user_vouchers) v) as vouchers`,
  );
}

const t = fileApp();

const h = orderHelpers(() => t);

describe('the order-expiry job', () => {
  it('cancels an order past its deadline: stock back through the journal, vouchers usable again', async () => {
    const s = await h.shopper();
    const rice = await makeProduct(t.db, {
      storeId: FLAGSHIP,
      price: 50000,
      stock: 10,
      name: 'Beras Expiry',
    });
    const bread = await makeProduct(t.db, { storeId: FLAGSHIP, price: 20000, stock: 4, name: 'Roti Expiry' });
    const milk = await makeProduct(t.db, { storeId: FLAGSHIP, price: 15000, stock: 6, name: 'Susu Expiry' });
    const cheese = await makeProduct(t.db, {
      storeId: FLAGSHIP,
      price: 30000,
      stock: 5,
      name: 'Keju Expiry',
    });
    // Buy one bread, get one free; buy milk, get cheese free (a line of its own on the order).
    await makeDiscount(t.db, { storeId: FLAGSHIP, inventoryId: bread.inventory_id, type: 'BOGO', value: 0 });
    await makeDiscount(t.db, {
      storeId: FLAGSHIP,
      inventoryId: milk.inventory_id,
      type: 'BOGO',
      value: 0,
      bogoProductId: cheese.product_id,
    });
    const riceLine = await h.add(s, rice.inventory_id, 3);
    await h.add(s, bread.inventory_id, 1);
    await h.add(s, milk.inventory_id, 2);
    const { pv, cv } = await nominalVoucherPair(t.db, s.id);
    const redeemed = await h.redeemProduct(s, pv.user_voucher_id, riceLine.cart_item.cart_item_id);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const cartRedeemed = await h.redeemCart(s, cv.user_voucher_id, riceLine.cart_id);
    expect(cartRedeemed.statusCode, cartRedeemed.body).toBe(200);

    const orderId = await h.checkout(s, 'expiry-1');
    expect(await stockAndJournal(t.db, rice.inventory_id)).toMatchObject({ stock: 7, sold: 3 });
    expect(await stockAndJournal(t.db, bread.inventory_id)).toMatchObject({ stock: 2, sold: 2 });
    expect(await stockAndJournal(t.db, milk.inventory_id)).toMatchObject({ stock: 4, sold: 2 });
    expect(await stockAndJournal(t.db, cheese.inventory_id)).toMatchObject({ stock: 3, sold: 2 });
    const listed = async () => {
      const res = await t.app.inject({ url: `/api/cart/cart-vouchers/${s.id}`, headers: s.headers });
      expect(res.statusCode).toBe(200);
      return CartVouchersResponse.parse(res.json())
        .data.vouchers.map((v) => v.user_voucher_id)
        .filter((id) => id === pv.user_voucher_id || id === cv.user_voucher_id)
        .sort((a, b) => a - b);
    };
    expect(await listed()).toEqual([]);

    // Not yet due: the job leaves it.
    expect(await t.app.jobs.runNow('order-expiry')).toEqual({ cancelled: 0, failed: 0, chargesClosed: 0 });
    expect((await orderRow(t.db, orderId)).status).toBe('AWAITING_PAYMENT');

    await h.expire(orderId);
    expect(await t.app.jobs.runNow('order-expiry')).toEqual({ cancelled: 1, failed: 0, chargesClosed: 0 });
    expect(await orderRow(t.db, orderId)).toEqual({
      status: 'CANCELLED',
      cancel_reason: PAYMENT_DEADLINE_PASSED,
      cancelled: true,
    });
    for (const [p, stock] of [
      [rice, 10],
      [bread, 4],
      [milk, 6],
      [cheese, 5],
    ] as const) {
      expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({
        stock,
        journal: stock,
        sold: stock === 10 ? 3 : 2,
      });
    }
    // One CANCELLED_ORDER entry per inventory the order took from, by the system.
    expect(await returnEntries(t.db, orderId)).toEqual(
      [
        { inventory_id: rice.inventory_id, stock_change: 3, stock_after: 10, created_by: null },
        { inventory_id: bread.inventory_id, stock_change: 2, stock_after: 4, created_by: null },
        { inventory_id: milk.inventory_id, stock_change: 2, stock_after: 6, created_by: null },
        { inventory_id: cheese.inventory_id, stock_change: 2, stock_after: 5, created_by: null },
      ].sort((a, b) => a.inventory_id - b.inventory_id),
    );
    expect(await brokenJournals(t.db)).toEqual([]);

    // Both vouchers are the shopper's again: listed, and they apply through the cart API.
    expect(await listed()).toEqual([pv.user_voucher_id, cv.user_voucher_id].sort((a, b) => a - b));
    const line = await h.add(s, rice.inventory_id, 2);
    const again = await h.redeemProduct(s, pv.user_voucher_id, line.cart_item.cart_item_id);
    expect(again.statusCode, again.body).toBe(200);
    expect(RedeemProductResponse.parse(again.json()).data.cartItem.voucher?.applied_amount).toBe(5000);
    const cartAgain = await h.redeemCart(s, cv.user_voucher_id, line.cart_id);
    expect(cartAgain.statusCode, cartAgain.body).toBe(200);
    expect(RedeemCartResponse.parse(cartAgain.json()).data.cartPrice.cart_discount).toBe(10000);
    // And the restored stock sells again.
    const res = await t.app.inject({ url: `/api/cart/items/${s.id}`, headers: s.headers });
    expect(CartItemsResponse.parse(res.json()).cart_data.cart_items[0]!.user_stock).toBe(10);
  });

  it('keeps an expired voucher expired when it comes back', async () => {
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 40000, stock: 3 });
    const line = await h.add(s, p.inventory_id, 1);
    const pv = await giveVoucher(t.db, s.id, {
      type: 'PRODUCT_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 2000,
    });
    const redeemed = await h.redeemProduct(s, pv.user_voucher_id, line.cart_item.cart_item_id);
    expect(redeemed.statusCode).toBe(200);
    const orderId = await h.checkout(s);
    await t.db.execute(
      sql`update user_vouchers set expires_at = now() - interval '1 minute' where user_voucher_id = ${pv.user_voucher_id}`,
    );
    await h.expire(orderId);
    expect(await t.app.jobs.runNow('order-expiry')).toEqual({ cancelled: 1, failed: 0, chargesClosed: 0 });
    const [v] = await queryRows<{ order_id: number | null; used: boolean; expired: boolean }>(
      t.db,
      sql`select order_id, used_at is not null as used, expires_at <= now() as expired
          from user_vouchers where user_voucher_id = ${pv.user_voucher_id}`,
    );
    expect(v).toEqual({ order_id: null, used: false, expired: true });
    const again = await h.add(s, p.inventory_id, 1);
    const res = await h.redeemProduct(s, pv.user_voucher_id, again.cart_item.cart_item_id);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.VOUCHER_EXPIRED);
  });

  it('leaves orders alone that are not due, not AWAITING_PAYMENT, or have a payment waiting', async () => {
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 10000, stock: 20 });
    const orders: number[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await h.shopper();
      await h.add(s, p.inventory_id, 2);
      orders.push(await h.checkout(s));
    }
    const [notDue, confirming, processing, paymentWaiting] = orders as [number, number, number, number];
    for (const id of [confirming, processing, paymentWaiting]) await h.expire(id, 120);
    await t.db.execute(
      sql`update orders set status = 'AWAITING_CONFIRMATION' where order_id = ${confirming}`,
    );
    await t.db.execute(sql`update orders set status = 'PROCESSING' where order_id = ${processing}`);
    // A proof of transfer uploaded just before the deadline, the order not moved yet.
    await t.db.execute(
      sql`insert into payments (order_id, user_id, payment_method, payment_status, amount)
          select order_id, user_id, 'BANK_TRANSFER', 'AWAITING_CONFIRMATION', total_price
          from orders where order_id = ${paymentWaiting}`,
    );
    const before = await snapshot(t.db);
    expect(await t.app.jobs.runNow('order-expiry')).toEqual({ cancelled: 0, failed: 0, chargesClosed: 0 });
    expect(await snapshot(t.db)).toEqual(before);
    expect((await orderRow(t.db, notDue)).status).toBe('AWAITING_PAYMENT');
    expect((await orderRow(t.db, paymentWaiting)).status).toBe('AWAITING_PAYMENT');
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 12, journal: 12, sold: 8 });
  });

  it('is idempotent: a second run, or a second cancel, changes nothing', async () => {
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 12000, stock: 5 });
    await h.add(s, p.inventory_id, 2);
    const orderId = await h.checkout(s);
    await h.expire(orderId);
    expect(await t.app.jobs.runNow('order-expiry')).toEqual({ cancelled: 1, failed: 0, chargesClosed: 0 });
    const after = await snapshot(t.db);
    expect(await t.app.jobs.runNow('order-expiry')).toEqual({ cancelled: 0, failed: 0, chargesClosed: 0 });
    expect(await cancelOrder(t.db, orderId, { reason: 'again', actor: 'SHOPPER', by: s.id })).toEqual({
      outcome: 'already-cancelled',
      order_id: orderId,
    });
    expect(await snapshot(t.db)).toEqual(after);
    expect(await returnEntries(t.db, orderId)).toHaveLength(1);
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 5, journal: 5, sold: 2 });
  });

  it('runs at most once at a time in one process: two runs asked together are one run', async () => {
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 8000, stock: 10 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await h.shopper();
      await h.add(s, p.inventory_id, 1);
      ids.push(await h.checkout(s));
    }
    for (const id of ids) await h.expire(id);
    const [a, b] = await Promise.all([t.app.jobs.runNow('order-expiry'), t.app.jobs.runNow('order-expiry')]);
    expect(a).toEqual({ cancelled: 3, failed: 0, chargesClosed: 0 });
    expect(b).toEqual({ cancelled: 3, failed: 0, chargesClosed: 0 });
    for (const id of ids) expect(await returnEntries(t.db, id)).toHaveLength(1);
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 10, journal: 10, sold: 3 });
  });
  it('rolls back an order that fails alone, cancels the others, and tries it again next run', async () => {
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 6000, stock: 9 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await h.shopper();
      await h.add(s, p.inventory_id, 1);
      ids.push(await h.checkout(s));
    }
    const [poison, ...others] = ids as [number, number, number];
    // The failing order is the oldest: first in every batch unless the run sets it aside.
    await h.expire(poison, 120);
    for (const id of others) await h.expire(id);
    await t.db.execute(
      sql.raw(`create function fail_order_${poison}() returns trigger language plpgsql as $$
        begin
          if new.order_id = ${poison} and new.change_category = 'CANCELLED_ORDER' then
            raise exception 'disk full';
          end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger fail_order_${poison} before insert on stock_journals
        for each row execute function fail_order_${poison}()`),
    );
    const errors: number[] = [];
    try {
      const result = await expireUnpaidOrders(t.db, { batchSize: 1, onError: (id) => errors.push(id) });
      expect(result).toEqual({ cancelled: 2, failed: 1, chargesClosed: 0 });
    } finally {
      await t.db.execute(sql.raw(`drop trigger fail_order_${poison} on stock_journals`));
    }
    expect(errors).toEqual([poison]);
    expect(await orderRow(t.db, poison)).toEqual({
      status: 'AWAITING_PAYMENT',
      cancel_reason: null,
      cancelled: false,
    });
    for (const id of others) expect((await orderRow(t.db, id)).status).toBe('CANCELLED');
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 8, journal: 8, sold: 3 });
    expect(await t.app.jobs.runNow('order-expiry')).toEqual({ cancelled: 1, failed: 0, chargesClosed: 0 });
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 9, journal: 9, sold: 3 });
  });
});

describe('cancelOrder', () => {
  it('cancels an order awaiting payment for a shopper, with the reason and who did it', async () => {
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 9000, stock: 4 });
    await h.add(s, p.inventory_id, 3);
    const orderId = await h.checkout(s);
    const result = await cancelOrder(t.db, orderId, {
      reason: 'Changed my mind',
      actor: 'SHOPPER',
      by: s.id,
    });
    expect(result).toEqual({
      outcome: 'cancelled',
      order_id: orderId,
      returned: [{ inventory_id: p.inventory_id, units: 3, stock_after: 4 }],
      released_vouchers: [],
      // An unpaid order took no money: nothing is owed back.
      refunds: [],
    });
    expect(await orderRow(t.db, orderId)).toEqual({
      status: 'CANCELLED',
      cancel_reason: 'Changed my mind',
      cancelled: true,
    });
    expect(await returnEntries(t.db, orderId)).toEqual([
      { inventory_id: p.inventory_id, stock_change: 3, stock_after: 4, created_by: s.id },
    ]);
  });

  it('refuses other statuses and unknown orders without changing anything', async () => {
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 9000, stock: 4 });
    await h.add(s, p.inventory_id, 1);
    const orderId = await h.checkout(s);
    await t.db.execute(sql`update orders set status = 'SHIPPED' where order_id = ${orderId}`);
    const before = await snapshot(t.db);
    expect(await cancelOrder(t.db, orderId, { reason: 'x', actor: 'SYSTEM', by: null })).toEqual({
      outcome: 'not-cancellable',
      order_id: orderId,
      status: 'SHIPPED',
    });
    expect(await cancelOrder(t.db, 987654, { reason: 'x', actor: 'SYSTEM', by: null })).toEqual({
      outcome: 'not-found',
      order_id: 987654,
    });
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('housekeeping', () => {
  it('drops idempotency keys older than 24 hours and keeps the newer ones', async () => {
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 5000, stock: 5 });
    await h.add(s, p.inventory_id, 1);
    await h.checkout(s, 'fresh-key');
    await t.db.execute(
      sql`insert into idempotency_keys (user_id, key, route, status_code, response, created_at) values
          (${s.id}, 'old-key', 'POST /api/cart/checkout', 201, '{}'::jsonb, now() - interval '25 hours'),
          (${s.id}, 'day-old-key', 'POST /api/cart/checkout', 201, '{}'::jsonb, now() - interval '23 hours')`,
    );
    expect(await t.app.jobs.runNow('housekeeping')).toEqual({ idempotencyKeysDropped: 1 });
    const keys = await queryRows<{ key: string }>(
      t.db,
      sql`select key from idempotency_keys where user_id = ${s.id} order by key`,
    );
    expect(keys.map((k) => k.key)).toEqual(['day-old-key', 'fresh-key']);
    expect(await t.app.jobs.runNow('housekeeping')).toEqual({ idempotencyKeysDropped: 0 });
  });
});

describe('an expired idempotency key', () => {
  it('may be used again for a new checkout a day later', async () => {
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: FLAGSHIP, price: 5000, stock: 5 });
    await h.add(s, p.inventory_id, 1);
    const first = await h.checkout(s, 'reused-key');
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where user_id = ${s.id}`,
    );
    expect(await t.app.jobs.runNow('housekeeping')).toEqual({ idempotencyKeysDropped: 1 });
    await h.add(s, p.inventory_id, 1);
    const second = await h.checkout(s, 'reused-key');
    expect(second).not.toBe(first);
    const keys = await queryRows<{ order_id: number; idempotency_key: string | null }>(
      t.db,
      sql`select order_id, idempotency_key from orders where user_id = ${s.id} order by order_id`,
    );
    expect(keys).toEqual([
      { order_id: first, idempotency_key: null },
      { order_id: second, idempotency_key: 'reused-key' },
    ]);
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 3, journal: 3, sold: 2 });
  });
});

describe('the jobs in a listening server', () => {
  async function expiredOrderOn(app: TestApp) {
    const helpers = orderHelpers(() => app);
    const s = await helpers.shopper();
    const p = await makeProduct(app.db, { storeId: FLAGSHIP, price: 7000, stock: 3 });
    await helpers.add(s, p.inventory_id, 2);
    const orderId = await helpers.checkout(s);
    await helpers.expire(orderId);
    return orderId;
  }

  it('start when the server listens, with a first run at once', async () => {
    const app = await buildTestApp({ env: { JOB_INTERVAL_SECONDS: '1' } });
    try {
      const orderId = await expiredOrderOn(app);
      await new Promise((r) => setTimeout(r, 300));
      expect((await orderRow(app.db, orderId)).status).toBe('AWAITING_PAYMENT'); // injecting runs no job
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const deadline = Date.now() + 5000;
      while ((await orderRow(app.db, orderId)).status !== 'CANCELLED' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await orderRow(app.db, orderId)).toEqual({
        status: 'CANCELLED',
        cancel_reason: PAYMENT_DEADLINE_PASSED,
        cancelled: true,
      });
    } finally {
      await app.close();
    }
  });

  it('do not run with JOBS_ENABLED=false', async () => {
    const app = await buildTestApp({ env: { JOBS_ENABLED: 'false', JOB_INTERVAL_SECONDS: '1' } });
    try {
      const orderId = await expiredOrderOn(app);
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((r) => setTimeout(r, 1500));
      expect((await orderRow(app.db, orderId)).status).toBe('AWAITING_PAYMENT');
    } finally {
      await app.close();
    }
  });
});
