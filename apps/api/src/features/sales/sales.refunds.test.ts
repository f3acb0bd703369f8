/**
 * Sales net of refunds, through the real API: a paid order's goods money owed back (a short line)
 * comes off the year, the month and the dashboards, and is reported as `refunded`; an overpayment's
 * refund never counted as a sale, and a paid order the store cancelled counts neither way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SalesResponse, StoreDashboardResponse, SuperDashboardResponse } from '@lumbung/contracts';
import { transaction } from '../../db/statements';
import { oweRefund } from '../../domain/refunds';
import { paidByTransfer, pngPicture } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { authHeaders, DEMO } from '../../../test/sessions';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);
const superAdmin = fileHeaders(t, DEMO.superAdmin);
const year = new Date(Date.now() + 7 * 3600_000).getUTCFullYear();
const month = new Date(Date.now() + 7 * 3600_000).getUTCMonth();
let png: Buffer;
beforeAll(async () => {
  png = await pngPicture(20, 20, '#336699');
});

async function read<T>(url: string, headers: Record<string, string>, parse: (body: unknown) => T) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.json());
}
const sales = async () =>
  read(`/api/store-admin/sales/?year=${year}&store_id=${STORE}`, admin, (b) => SalesResponse.parse(b).data);
const storeDashboard = async () =>
  read(`/api/store-admin/dashboard/${STORE}`, admin, (b) => StoreDashboardResponse.parse(b).data);
const superDashboard = async () =>
  read('/api/super-admin/dashboard', superAdmin, (b) => SuperDashboardResponse.parse(b).data);

/** A paid transfer order of the store: its proof accepted by the store's admin. */
async function paidOrder(price: number, quantity: number) {
  const o = await paidByTransfer(() => t, { storeId: STORE, price, quantity, stock: quantity + 20 }, png);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/order/payment/${STORE}/${o.paymentId}`,
    headers: admin,
    payload: { payment_status: 'SUCCESS' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return o;
}

describe('sales net of refunds', () => {
  it('takes a short line’s refund off the year, the month and both dashboards; an overpayment’s never', async () => {
    const before = { sales: await sales(), store: await storeDashboard(), all: await superDashboard() };

    const short = await paidOrder(20000, 3);
    const cancelled = await paidOrder(15000, 2);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/order/store-cancel/${STORE}/${cancelled.orderId}`,
      headers: admin,
      payload: { reason: 'Stok habis' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await transaction(t.db, async (tx) => {
      const owed = await oweRefund(tx, {
        paymentId: short.paymentId,
        amount: 20000,
        reason: 'SHORT_AT_PACKING',
        causeKey: `test-short:${short.paymentId}`,
        by: null,
      });
      expect(owed).toMatchObject({ outcome: 'owed', amount: 20000, method: 'BANK_TRANSFER' });
      const over = await oweRefund(tx, {
        paymentId: short.paymentId,
        amount: 5000,
        reason: 'OVERPAID',
        causeKey: `test-over:${short.paymentId}`,
        by: null,
      });
      expect(over).toMatchObject({ outcome: 'owed', amount: 5000 });
    });

    const after = { sales: await sales(), store: await storeDashboard(), all: await superDashboard() };
    const net = 3 * 20000 - 20000;
    expect(after.sales.total - before.sales.total).toBe(net);
    expect(after.sales.refunded - before.sales.refunded).toBe(20000);
    expect(after.sales.orders - before.sales.orders).toBe(1);
    expect(after.sales.datasets[0]!.data[month]! - before.sales.datasets[0]!.data[month]!).toBe(net);
    expect(after.store.sales.this_month - before.store.sales.this_month).toBe(net);
    expect(after.all.sales.this_month - before.all.sales.this_month).toBe(net);
  });

  it('is the same figure for the super admin’s report of the store', async () => {
    const mine = await sales();
    const theirs = await read(
      `/api/super-admin/sales/?year=${year}&store_id=${STORE}`,
      await authHeaders(t.app, DEMO.superAdmin),
      (b) => SalesResponse.parse(b).data,
    );
    expect(theirs.total).toBe(mine.total);
    expect(theirs.refunded).toBe(mine.refunded);
  });
});
