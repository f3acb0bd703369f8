/**
 * No overselling and single-use vouchers under real concurrency. These need a server with many
 * connections (PGlite runs one statement at a time, so nothing would race): they run on the
 * PostgreSQL pass of CI, where TEST_DATABASE_URL is set and each test file gets its own database
 * with a pool of 20 connections.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutResponse,
  ErrorBody,
  MESSAGES,
  RedeemCartFailure,
  RedeemProductFailure,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';
import { brokenJournals } from '../../../test/stock';
import { giveVoucher, makeProduct, makeShoppers, stockAndJournal } from '../../../test/factories';

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(isPostgres)('the cart under concurrent requests (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    expect(t.databaseUrl).toBeDefined();
  });
  afterAll(() => t.close());

  async function shoppers(count: number) {
    const emails = await makeShoppers(t.db, count);
    return Promise.all(
      emails.map(async (email) => ({
        id: await userIdOf(t.app, email),
        headers: await authHeaders(t.app, email),
      })),
    );
  }
  type Buyer = Awaited<ReturnType<typeof shoppers>>[number];

  const addToCart = (b: Buyer, inventoryId: number, more: { quantity?: number } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: b.headers,
      payload: { user_id: b.id, inventory_id: inventoryId, ...more },
    });

  /** Sends the redeems at once: exactly one is answered 200, every other 409 "already used". */
  async function oneRedeemWins(
    b: Buyer,
    url: string,
    payloads: object[],
    errorOf: (body: unknown) => string,
  ) {
    const answers = await Promise.all(
      payloads.map((payload) => t.app.inject({ method: 'POST', url, headers: b.headers, payload })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(errorOf(r.json())).toBe(MESSAGES.VOUCHER_ALREADY_USED);
    }
  }

  it('100 parallel checkouts for 30 units: exactly 30 orders, stock 0, journal = stock', async () => {
    const product = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 15000, stock: 30 });
    const buyers = await shoppers(100);
    for (const b of buyers) {
      const res = await addToCart(b, product.inventory_id);
      expect(res.statusCode, res.body).toBe(201);
    }
    const answers = await Promise.all(
      buyers.map((b) =>
        t.app.inject({
          method: 'POST',
          url: `/api/cart/checkout/${b.id}`,
          headers: { ...b.headers, 'idempotency-key': `race-${b.id}` },
        }),
      ),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(30);
    expect(refused).toHaveLength(70);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(ErrorBody.parse(r.json()).message).toBe(`${product.product_name} is out of stock.`);
    }
    const orderIds = new Set(created.map((r) => CheckoutResponse.parse(r.json()).data.order.order_id));
    expect(orderIds.size).toBe(30);
    expect(await stockAndJournal(t.db, product.inventory_id)).toEqual({ stock: 0, journal: 0, sold: 30 });
    const [orders] = await queryRows<{ n: number; units: number }>(
      t.db,
      sql`select count(distinct o.order_id)::int as n, sum(oi.quantity)::int as units
          from orders o join order_items oi on oi.order_id = o.order_id
          where oi.inventory_id = ${product.inventory_id} and o.status = 'AWAITING_PAYMENT'`,
    );
    expect(orders).toEqual({ n: 30, units: 30 });
    // Every inventory's journal still sums to its stock.
    expect(await brokenJournals(t.db)).toEqual([]);
  });

  it('20 parallel redeems of one product voucher: exactly one succeeds', async () => {
    const [s] = await shoppers(1);
    const itemIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      const product = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 10000, stock: 5 });
      const res = await addToCart(s!, product.inventory_id);
      itemIds.push(res.json<{ cart_item: { cart_item_id: number } }>().cart_item.cart_item_id);
    }
    const v = await giveVoucher(t.db, s!.id, {
      type: 'PRODUCT_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 1000,
    });
    await oneRedeemWins(
      s!,
      '/api/cart/redeem-product/',
      itemIds.map((cartItemId) => ({
        user_id: s!.id,
        user_voucher_id: v.user_voucher_id,
        cart_item_id: cartItemId,
      })),
      (body) => RedeemProductFailure.parse(body).data.cartItem.error,
    );
    const [applied] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from user_vouchers where user_voucher_id = ${v.user_voucher_id} and cart_item_id is not null`,
    );
    expect(applied!.n).toBe(1);
  });

  it('20 parallel redeems of one cart voucher: exactly one succeeds', async () => {
    const [s] = await shoppers(1);
    const product = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 10000, stock: 5 });
    const added = await addToCart(s!, product.inventory_id);
    const cartId = added.json<{ cart_id: number }>().cart_id;
    const v = await giveVoucher(t.db, s!.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 1000,
    });
    await oneRedeemWins(
      s!,
      '/api/cart/redeem-cart/',
      Array.from({ length: 20 }, () => ({
        user_id: s!.id,
        user_voucher_id: v.user_voucher_id,
        cart_id: cartId,
      })),
      (body) => RedeemCartFailure.parse(body).data.error,
    );
  });

  it('10 parallel first adds of one shopper make one cart with the 10 lines', async () => {
    const [s] = await shoppers(1);
    const products = [];
    for (let i = 0; i < 10; i++) {
      products.push(await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 1000 + i, stock: 5 }));
    }
    const answers = await Promise.all(products.map((p) => addToCart(s!, p.inventory_id)));
    for (const r of answers) expect(r.statusCode, r.body).toBe(201);
    const carts = new Set(answers.map((r) => r.json<{ cart_id: number }>().cart_id));
    expect(carts.size).toBe(1);
    const [lines] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from cart_items where cart_id = ${[...carts][0]!}`,
    );
    expect(lines!.n).toBe(10);
  });

  it('the same Idempotency-Key sent 10 times at once makes one order', async () => {
    const [s] = await shoppers(1);
    const product = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 10000, stock: 5 });
    await addToCart(s!, product.inventory_id, { quantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/cart/checkout/${s!.id}`,
          headers: { ...s!.headers, 'idempotency-key': 'one-order' },
        }),
      ),
    );
    const ids = new Set(
      answers.map((r) => {
        expect(r.statusCode, r.body).toBe(201);
        return CheckoutResponse.parse(r.json()).data.order.order_id;
      }),
    );
    expect(ids.size).toBe(1);
    expect(await stockAndJournal(t.db, product.inventory_id)).toEqual({ stock: 3, journal: 3, sold: 2 });
  });
});
