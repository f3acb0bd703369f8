/**
 * Sales reports through the real API: only paid orders count, cancelled and unpaid never; by month,
 * product and category; a store admin sees their store only; the super admin any or all.
 */
import { describe, expect, it } from 'vitest';
import { SalesFilterDataResponse, SalesResponse } from '@lumbung/contracts';
import { transition } from '../../domain/order-status';
import { cancelOrder } from '../../domain/cancel-order';
import { makeProduct, orderHelpers } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { authHeaders, DEMO } from '../../../test/sessions';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);

const year = new Date(Date.now() + 7 * 3600_000).getUTCFullYear();
const month = new Date(Date.now() + 7 * 3600_000).getUTCMonth();
const get = async (url: string, headers = admin) =>
  SalesResponse.parse((await t.app.inject({ url, headers })).json()).data;

describe('sales', () => {
  it('counts paid orders only, by month, product and category', async () => {
    const h = orderHelpers(() => t);
    const before = await get(`/api/store-admin/sales/?year=${year}&store_id=${STORE}`);
    const p = await makeProduct(t.db, { storeId: STORE, price: 12500, stock: 50, name: 'Sales test mangga' });
    const buy = async (quantity: number) => {
      const s = await h.shopper();
      await h.add(s, p.inventory_id, quantity);
      return { s, orderId: await h.checkout(s) };
    };
    const paid = await buy(2);
    await transition(t.db, paid.orderId, { to: 'AWAITING_CONFIRMATION', actor: 'SHOPPER', by: paid.s.id });
    await transition(t.db, paid.orderId, { to: 'PROCESSING', actor: 'STORE', by: null });
    const shipped = await buy(1);
    await transition(t.db, shipped.orderId, { to: 'PROCESSING', actor: 'SYSTEM', by: null });
    await transition(t.db, shipped.orderId, { to: 'SHIPPED', actor: 'STORE', by: null });
    const cancelled = await buy(4);
    await cancelOrder(t.db, cancelled.orderId, { actor: 'SHOPPER', by: cancelled.s.id, reason: 'x' });
    await buy(3); // waiting for payment: not a sale

    const after = await get(`/api/store-admin/sales?year=${year}&store_id=${STORE}`);
    // Written out, not MONTH_LABELS: the test pins what the API sends.
    expect(after.labels).toEqual('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '));
    expect(after.total - before.total).toBe(3 * 12500);
    expect(after.orders - before.orders).toBe(2);
    expect(after.datasets[0]!.data[month]! - before.datasets[0]!.data[month]!).toBe(3 * 12500);
    expect(after.datasets[0]!.total).toBe(after.total);

    const product = await get(
      `/api/store-admin/sales/products/?year=${year}&store_id=${STORE}&product_id=${p.product_id}`,
    );
    expect(product.datasets).toEqual([
      {
        label: 'Sales test mangga',
        data: Array.from({ length: 12 }, (_, i) => (i === month ? 37500 : 0)),
        total: 37500,
        units: 3,
      },
    ]);
    const top = await get(`/api/store-admin/sales/products?year=${year}`);
    expect(top.datasets.length).toBeLessThanOrEqual(5);
    expect(top.datasets.map((d) => d.label)).toContain('Sales test mangga');
    const categories = await get(`/api/store-admin/sales/categories/?year=${year}&store_id=${STORE}`);
    expect(categories.datasets.reduce((a, d) => a + d.total, 0)).toBe(after.total);
    const lastYear = await get(`/api/store-admin/sales/?year=${year - 1}`);
    expect(lastYear.datasets[0]!.data.every((n) => n === 0) || lastYear.total > 0).toBe(true);
    const none = await get(`/api/store-admin/sales/products/?year=${year}&product_id=2147483000`);
    expect(none.datasets).toEqual([]);
  });

  it('scopes a store admin to their store; the super admin sees any store or all; others are refused', async () => {
    const bandung = await authHeaders(t.app, DEMO.bandungAdmin);
    expect(
      (await t.app.inject({ url: `/api/store-admin/sales/?store_id=${STORE}`, headers: bandung })).statusCode,
    ).toBe(403);
    const own = await get('/api/store-admin/sales/', bandung);
    expect(own.store_id).toBe(DEMO.bandungStoreId);
    const superAdmin = await authHeaders(t.app, DEMO.superAdmin);
    const all = await get(`/api/super-admin/sales/?year=${year}`, superAdmin);
    const one = await get(`/api/super-admin/sales/?year=${year}&store_id=${STORE}`, superAdmin);
    expect(all.store_id).toBeNull();
    expect(all.total).toBeGreaterThanOrEqual(one.total);
    for (const email of [DEMO.unverifiedAdmin, DEMO.shopper]) {
      expect(
        (await t.app.inject({ url: '/api/store-admin/sales/', headers: await authHeaders(t.app, email) }))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/super-admin/sales/', headers: admin })).statusCode).toBe(403);
    for (const bad of ['?year=1999', '?year=abc', '?product_id=0']) {
      expect(
        (await t.app.inject({ url: `/api/store-admin/sales/products/${bad}`, headers: admin })).statusCode,
        bad,
      ).toBe(400);
    }
    const filters = SalesFilterDataResponse.parse(
      (await t.app.inject({ url: '/api/store-admin/data/all', headers: admin })).json(),
    ).data;
    expect(filters.stores).toEqual([{ store_id: STORE, store_name: expect.any(String) }]);
    expect(filters.categories.length).toBeGreaterThan(3);
    const everyStore = SalesFilterDataResponse.parse(
      (await t.app.inject({ url: '/api/super-admin/data/all', headers: superAdmin })).json(),
    ).data;
    expect(everyStore.stores.length).toBeGreaterThan(1);
  });
});
