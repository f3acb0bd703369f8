/**
 * The super admin's dashboard through the real API: its figures move by exactly what the orders,
 * payments, stores and shelves made here add (a proof waiting, a paid order this month and one
 * last month, a store with no admin, a low shelf); a store admin and a shopper get 403.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOW_STOCK_THRESHOLD,
  MESSAGES,
  SuperDashboardResponse,
  type SuperDashboard,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { makeProduct, paidByTransfer, pngPicture } from '../../../test/factories';
import { authHeaders, DEMO } from '../../../test/sessions';

const t = fileApp();
const superAdmin = fileHeaders(t, DEMO.superAdmin);
let png: Buffer;
beforeAll(async () => {
  png = await pngPicture(20, 20, '#669933');
});

async function dashboard(): Promise<SuperDashboard> {
  const res = await t.app.inject({ url: '/api/super-admin/dashboard', headers: superAdmin });
  expect(res.statusCode, res.body).toBe(200);
  const answer = SuperDashboardResponse.parse(res.json());
  expect(answer.message).toBe(MESSAGES.STORE_DASHBOARD_FOUND);
  return answer.data;
}

/** An order of the store with a proof of transfer waiting; returns ids and what its goods cost. */
async function withProof(storeId: number, price: number, quantity: number) {
  const o = await paidByTransfer(() => t, { storeId, price, quantity, stock: quantity + 50 }, png);
  return { orderId: o.orderId, paymentId: o.paymentId, goods: price * quantity };
}

async function accept(storeId: number, paymentId: number, adminEmail: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/order/payment/${storeId}/${paymentId}`,
    headers: await authHeaders(t.app, adminEmail),
    payload: { payment_status: 'SUCCESS' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const storeRow = (d: SuperDashboard, storeId: number) => d.sales.stores.find((s) => s.store_id === storeId);
const waitingAt = (d: SuperDashboard, storeId: number) =>
  d.payments_waiting.stores.find((s) => s.store_id === storeId)?.count ?? 0;

describe('GET /api/super-admin/dashboard', () => {
  it('a store admin and a shopper get 403, no token 401', async () => {
    for (const email of [DEMO.jakartaAdmin, DEMO.shopper]) {
      const res = await t.app.inject({
        url: '/api/super-admin/dashboard',
        headers: await authHeaders(t.app, email),
      });
      expect(res.statusCode, email).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/super-admin/dashboard' })).statusCode).toBe(401);
  });

  it('moves by exactly the orders, proofs, stores and shelves made here', async () => {
    const before = await dashboard();

    // A proof waiting in Bandung; a paid order in Jakarta this month and one placed last month.
    const waiting = await withProof(DEMO.bandungStoreId, 7000, 3);
    const paid = await withProof(DEMO.jakartaStoreId, 11000, 2);
    await accept(DEMO.jakartaStoreId, paid.paymentId, DEMO.jakartaAdmin);
    const lastMonth = await withProof(DEMO.jakartaStoreId, 5000, 1);
    await accept(DEMO.jakartaStoreId, lastMonth.paymentId, DEMO.jakartaAdmin);
    await t.db.execute(
      sql`update orders set created_at = (date_trunc('month', now() at time zone 'Asia/Jakarta') - interval '10 days')
            at time zone 'Asia/Jakarta' where order_id = ${lastMonth.orderId}`,
    );
    // A new store that no admin runs, with a shelf of 1 unit.
    const [store] = await queryRows<{ store_id: number }>(
      t.db,
      sql`insert into stores (store_name, store_location, city_id, latitude, longitude)
          select 'Toko Uji Dasbor', 'Jl. Uji 1', city_id, latitude, longitude from stores where store_id = 28
          returning store_id`,
    );
    const storeId = Number(store!.store_id);
    const shelf = await makeProduct(t.db, { storeId, price: 9000, stock: 1 });

    const after = await dashboard();
    expect(after.sales.this_month - before.sales.this_month).toBe(paid.goods);
    expect(after.sales.last_month - before.sales.last_month).toBe(lastMonth.goods);
    const jakartaBefore = storeRow(before, DEMO.jakartaStoreId)!;
    const jakartaAfter = storeRow(after, DEMO.jakartaStoreId)!;
    expect(jakartaAfter.this_month - jakartaBefore.this_month).toBe(paid.goods);
    expect(jakartaAfter.last_month - jakartaBefore.last_month).toBe(lastMonth.goods);
    expect(storeRow(after, DEMO.bandungStoreId)).toEqual(storeRow(before, DEMO.bandungStoreId));
    expect(after.sales.this_month).toBe(after.sales.stores.reduce((sum, s) => sum + s.this_month, 0));
    expect(storeRow(after, storeId)).toEqual({
      store_id: storeId,
      store_name: 'Toko Uji Dasbor',
      this_month: 0,
      last_month: 0,
    });

    const delta = (status: string) => after.orders_by_status[status]! - before.orders_by_status[status]!;
    expect([delta('AWAITING_CONFIRMATION'), delta('PROCESSING'), delta('CANCELLED')]).toEqual([1, 2, 0]);

    expect(after.payments_waiting.total - before.payments_waiting.total).toBe(1);
    expect(waitingAt(after, DEMO.bandungStoreId) - waitingAt(before, DEMO.bandungStoreId)).toBe(1);
    expect(waitingAt(after, DEMO.jakartaStoreId)).toBe(waitingAt(before, DEMO.jakartaStoreId));
    const counts = after.payments_waiting.stores.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(waiting.orderId).toBeGreaterThan(0);

    expect(before.stores_without_admin.map((s) => s.store_id)).not.toContain(storeId);
    expect(after.stores_without_admin).toContainEqual({ store_id: storeId, store_name: 'Toko Uji Dasbor' });
    expect(after.stores_without_admin.map((s) => s.store_id)).not.toContain(DEMO.jakartaStoreId);

    expect(after.low_stock.threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(after.low_stock.count - before.low_stock.count).toBe(1);
    expect(after.low_stock.items.length).toBe(Math.min(10, after.low_stock.count));
    const stocks = after.low_stock.items.map((i) => i.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((s) => s <= LOW_STOCK_THRESHOLD)).toBe(true);
    if (after.low_stock.items.some((i) => i.stock > 1)) {
      expect(after.low_stock.items).toContainEqual({
        store_id: storeId,
        store_name: 'Toko Uji Dasbor',
        inventory_id: shelf.inventory_id,
        product_name: shelf.product_name,
        stock: 1,
      });
    }
  });
});
