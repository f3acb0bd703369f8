/**
 * Every store's orders for the super admin through the real API: the list (store name, status,
 * search, sort, pages), its CSV, one order with its timeline, one payment with its order; who may
 * call (a store admin and a shopper get 403) and bad input (400 with the field's rule).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AllOrdersResponse,
  MESSAGES,
  ORDER_STATUSES,
  PaymentReviewResponse,
  StoreOrderResponse,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { fileApp } from '../../../test/file-app';
import { orderReadyToPay, paidByTransfer, pngPicture } from '../../../test/factories';
import { authHeaders, DEMO } from '../../../test/sessions';

const t = fileApp();
let superAdmin: { authorization: string };
let storeAdmin: { authorization: string };
let shopper: { authorization: string };
let png: Buffer;
let jakartaName: string;
let bandungName: string;
beforeAll(async () => {
  superAdmin = await authHeaders(t.app, DEMO.superAdmin);
  storeAdmin = await authHeaders(t.app, DEMO.jakartaAdmin);
  shopper = await authHeaders(t.app, DEMO.shopper);
  png = await pngPicture(20, 20, '#336699');
  const names = await queryRows<{ store_id: number; store_name: string }>(
    t.db,
    sql`select store_id, store_name from stores where store_id in (${DEMO.jakartaStoreId}, ${DEMO.bandungStoreId})`,
  );
  jakartaName = names.find((s) => s.store_id === DEMO.jakartaStoreId)!.store_name;
  bandungName = names.find((s) => s.store_id === DEMO.bandungStoreId)!.store_name;
});

/** An order of `storeId` with its address chosen and a proof of transfer uploaded; returns ids. */
async function withProof(storeId: number) {
  return paidByTransfer(() => t, { storeId, price: 12000, quantity: 2, stock: 5 }, png);
}

const list = async (query = '', headers = superAdmin) => {
  const res = await t.app.inject({ url: `/api/order/all${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return AllOrdersResponse.parse(res.json());
};

describe('who may read every store’s orders', () => {
  it('answers the super admin; a store admin and a shopper get 403; no token 401', async () => {
    const o = await withProof(DEMO.jakartaStoreId);
    const urls = [
      '/api/order/all',
      '/api/order/all-export',
      `/api/order/super-items/${o.orderId}`,
      `/api/order/super/${o.paymentId}`,
    ];
    for (const url of urls) {
      expect((await t.app.inject({ url, headers: superAdmin })).statusCode, url).toBe(200);
      expect((await t.app.inject({ url, headers: storeAdmin })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url, headers: shopper })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/order/all', () => {
  it('lists oldest first, 10 a page, narrowed by store name, status and search', async () => {
    const jakarta = await withProof(DEMO.jakartaStoreId);
    const bandung = await withProof(DEMO.bandungStoreId);
    const waiting = await orderReadyToPay(() => t, { storeId: DEMO.bandungStoreId });

    const first = await list();
    expect(first.message).toBe(MESSAGES.ORDERS_LISTED);
    expect(first.currentPage).toBe(1);
    expect(first.data.length).toBe(Math.min(10, first.totalItems));
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 10));
    const created = first.data.map((o) => o.created_at);
    expect(created).toEqual([...created].sort());

    const last = await list(`?page=${first.totalPages}`);
    expect(last.data.map((o) => o.order_id)).toContain(waiting.orderId);
    const newest = await list('?sortFieldOrder=created_at&sortOrder=desc');
    expect(newest.data[0]!.order_id).toBe(waiting.orderId);

    const inBandung = await list(`?storeName=${encodeURIComponent(bandungName.toUpperCase())}&pageSize=100`);
    expect(inBandung.totalItems).toBeGreaterThanOrEqual(2);
    expect(inBandung.totalItems).toBeLessThan(first.totalItems);
    expect(new Set(inBandung.data.map((o) => o.store_id))).toEqual(new Set([DEMO.bandungStoreId]));
    expect(inBandung.data.map((o) => o.order_id)).toEqual(
      expect.arrayContaining([bandung.orderId, waiting.orderId]),
    );
    expect(inBandung.data.map((o) => o.order_id)).not.toContain(jakarta.orderId);
    expect(inBandung.data.every((o) => o.store_name === bandungName)).toBe(true);

    const proofs = await list(
      `?storeName=${encodeURIComponent(bandungName)}&orderStatus=AWAITING_CONFIRMATION&pageSize=100`,
    );
    expect(proofs.data.map((o) => o.order_id)).toContain(bandung.orderId);
    expect(proofs.data.map((o) => o.order_id)).not.toContain(waiting.orderId);
    expect(proofs.data.every((o) => o.status === 'AWAITING_CONFIRMATION')).toBe(true);

    const byNumber = await list(`?search=%23${jakarta.orderId}`);
    expect(byNumber.data.map((o) => [o.order_id, o.store_name, o.payment_status])).toEqual([
      [jakarta.orderId, jakartaName, 'AWAITING_CONFIRMATION'],
    ]);
    const byStore = await list(`?sortFieldOrder=store_name&pageSize=100`);
    const names = byStore.data.map((o) => o.store_name.toLowerCase());
    expect(names).toEqual([...names].sort());

    expect((await list('?storeName=No%20such%20store')).totalItems).toBe(0);
  });

  it('refuses bad status, sort, order and page values with the field’s rule', async () => {
    for (const [query, text] of [
      ['?orderStatus=LOST', `orderStatus must be one of ${ORDER_STATUSES.join(', ')}`],
      [
        '?sortFieldOrder=email',
        'sortFieldOrder must be one of created_at, total_price, order_id, store_name',
      ],
      ['?sortOrder=sideways', 'sortOrder must be asc or desc'],
      ['?page=0', 'page must be 1 or more'],
      ['?page=abc', 'page must be a whole number'],
      ['?pageSize=500', 'pageSize must be 100 or less'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/order/all${query}`, headers: superAdmin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(text);
      const csv = await t.app.inject({ url: `/api/order/all-export${query}`, headers: superAdmin });
      expect(csv.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/order/all-export', () => {
  it('answers the filtered list of every page as CSV with a header', async () => {
    const bandung = await withProof(DEMO.bandungStoreId);
    const jakarta = await withProof(DEMO.jakartaStoreId);
    const res = await t.app.inject({
      url: `/api/order/all-export?storeName=${encodeURIComponent(bandungName)}&orderStatus=AWAITING_CONFIRMATION`,
      headers: superAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-all-stores-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'order_id,store_id,store_name,created_at,status,customer,email,items,total_price,payment_method,payment_status',
    );
    const rows = lines.slice(1);
    const expected = await list(
      `?storeName=${encodeURIComponent(bandungName)}&orderStatus=AWAITING_CONFIRMATION&pageSize=100`,
    );
    expect(rows.map((l) => Number(l.split(',')[0]))).toEqual(expected.data.map((o) => o.order_id));
    expect(rows.some((l) => l.startsWith(`${bandung.orderId},${DEMO.bandungStoreId},`))).toBe(true);
    expect(rows.some((l) => l.startsWith(`${jakarta.orderId},`))).toBe(false);
    expect(rows.every((l) => l.includes(',AWAITING_CONFIRMATION,'))).toBe(true);
  });
});

describe('one order and one payment of any store', () => {
  it('reads an order with its items and status history, and a payment with its order', async () => {
    const o = await withProof(DEMO.bandungStoreId);
    const res = await t.app.inject({ url: `/api/order/super-items/${o.orderId}`, headers: superAdmin });
    expect(res.statusCode, res.body).toBe(200);
    const order = StoreOrderResponse.parse(res.json()).data.order;
    expect(order).toMatchObject({
      order_id: o.orderId,
      store_id: DEMO.bandungStoreId,
      store_name: bandungName,
      status: 'AWAITING_CONFIRMATION',
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ product_id: o.product.product_id, quantity: 2 });
    expect(order.customer.user_id).toBe(o.shopper.id);
    expect(order.history.map((h) => h.to_status)).toEqual(['AWAITING_PAYMENT', 'AWAITING_CONFIRMATION']);

    const pay = await t.app.inject({ url: `/api/order/super/${o.paymentId}`, headers: superAdmin });
    expect(pay.statusCode, pay.body).toBe(200);
    const answer = PaymentReviewResponse.parse(pay.json());
    expect(answer.message).toBe(MESSAGES.PAYMENT_DETAILS_FOUND);
    expect(answer.data.payment).toMatchObject({
      payment_id: o.paymentId,
      order_id: o.orderId,
      payment_status: 'AWAITING_CONFIRMATION',
    });
    expect(answer.data.payment.expected_amount).toBe(order.total_price + order.transfer.unique_code);
    expect(answer.data.order.order_id).toBe(o.orderId);
  });

  it('answers 404 for an unknown order or payment and 400 for a bad id', async () => {
    const order = await t.app.inject({ url: '/api/order/super-items/2000000000', headers: superAdmin });
    expect([order.statusCode, order.json().message]).toEqual([404, MESSAGES.ORDER_NOT_FOUND]);
    const payment = await t.app.inject({ url: '/api/order/super/2000000000', headers: superAdmin });
    expect([payment.statusCode, payment.json().message]).toEqual([404, MESSAGES.PAYMENT_ID_NOT_FOUND]);
    for (const url of ['/api/order/super-items/0', '/api/order/super/abc', '/api/order/super/2147483648']) {
      const res = await t.app.inject({ url, headers: superAdmin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/must be (a whole number from 1|a number)/);
    }
  });
});
