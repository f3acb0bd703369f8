/**
 * The store admin's dashboard and store card through the real API: today's orders, proofs waiting,
 * low stock and this month's paid sales follow what happens in the store; other stores are refused.
 */
import { describe, expect, it } from 'vitest';
import { StoreDashboardResponse, StoreInfoResponse } from '@lumbung/contracts';
import { transition } from '../../domain/order-status';
import { makeProduct, orderHelpers } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { authHeaders, DEMO } from '../../../test/sessions';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);

const dashboard = async () =>
  StoreDashboardResponse.parse(
    (await t.app.inject({ url: `/api/store-admin/dashboard/${STORE}`, headers: admin })).json(),
  ).data;

describe('the store dashboard', () => {
  it("follows today's orders, low stock and this month's paid sales", async () => {
    const before = await dashboard();
    const h = orderHelpers(() => t);
    const p = await makeProduct(t.db, {
      storeId: STORE,
      price: 10000,
      stock: 2,
      name: 'Aaa dashboard low test',
    });
    const s = await h.shopper();
    await h.add(s, p.inventory_id, 2);
    const orderId = await h.checkout(s);
    const placed = await dashboard();
    expect(placed.today.orders - before.today.orders).toBe(1);
    expect(placed.today.amount - before.today.amount).toBe(20000);
    expect(placed.orders_by_status.AWAITING_PAYMENT! - before.orders_by_status.AWAITING_PAYMENT!).toBe(1);
    expect(placed.low_stock.count - before.low_stock.count).toBe(1);
    expect(placed.low_stock.items[0]).toMatchObject({ product_name: 'Aaa dashboard low test', stock: 0 });
    expect(placed.sales.this_month).toBe(before.sales.this_month);
    await transition(t.db, orderId, { to: 'PROCESSING', actor: 'SYSTEM', by: null });
    const paid = await dashboard();
    expect(paid.sales.this_month - before.sales.this_month).toBe(20000);
    expect(Object.keys(paid.orders_by_status)).toEqual([
      'AWAITING_PAYMENT',
      'AWAITING_CONFIRMATION',
      'PROCESSING',
      'SHIPPED',
      'CONFIRMED',
      'CANCELLED',
    ]);
  });

  it("answers the store card, and refuses another store's admin and a shopper", async () => {
    const card = StoreInfoResponse.parse(
      (await t.app.inject({ url: `/api/store-admin/store/${STORE}`, headers: admin })).json(),
    );
    expect(card.data).toMatchObject({
      store_id: STORE,
      city_name: expect.any(String),
      whatsapp: '+6281120260028',
    });
    for (const email of [DEMO.bandungAdmin, DEMO.shopper, DEMO.unverifiedAdmin]) {
      const headers = await authHeaders(t.app, email);
      expect(
        (await t.app.inject({ url: `/api/store-admin/dashboard/${STORE}`, headers })).statusCode,
        email,
      ).toBe(403);
      expect(
        (await t.app.inject({ url: `/api/store-admin/store/${STORE}`, headers })).statusCode,
        email,
      ).toBe(403);
    }
  });
});
