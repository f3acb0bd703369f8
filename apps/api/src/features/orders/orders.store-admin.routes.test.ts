/**
 * A store's orders and payment review through the real API: a proof rejected with a reason (the
 * shopper sees it and pays again), accepted, shipped and confirmed; a store's cancel; the list, its
 * CSV; who may call (another store's admin, an unverified admin, a shopper) and bad input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PaymentQueueResponse,
  PaymentReviewResponse,
  StoreOrderResponse,
  StoreOrdersResponse,
} from '@lumbung/contracts';
import { fileApp, fileHeaders } from '../../../test/file-app';
import {
  orderReadyToPay,
  paidByTransfer as paidProof,
  stockAndJournal,
  uploadProof,
  pngPicture,
} from '../../../test/factories';
import { authHeaders, DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);
let png: Buffer;
beforeAll(async () => {
  png = await pngPicture(30, 30, '#225588');
});

/** A shopper's order with its address chosen and a proof of transfer uploaded. */
const paidByTransfer = () => paidProof(() => t, { storeId: STORE, price: 15000, quantity: 2, stock: 6 }, png);

const storeCancel = (orderId: number, reason: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/order/store-cancel/${STORE}/${orderId}`,
    headers: admin,
    payload: { reason },
  });

const review = (paymentId: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/order/payment/${STORE}/${paymentId}`, headers, payload });

describe('payment review', () => {
  it('rejects a proof with a reason the shopper sees; the second proof is accepted, shipped and confirmed', async () => {
    const o = await paidByTransfer();
    const queue = PaymentQueueResponse.parse(
      (await t.app.inject({ url: `/api/order/payments/${STORE}`, headers: admin })).json(),
    );
    const waiting = queue.data.find((p) => p.order_id === o.orderId)!;
    expect(waiting).toMatchObject({
      payment_status: 'AWAITING_CONFIRMATION',
      unique_code: 1 + (o.orderId % 999),
    });
    expect(waiting.expected_amount).toBe(waiting.order_total + waiting.unique_code);
    expect(waiting.amount).toBe(waiting.expected_amount);
    expect(new Date(waiting.payment_deadline!).getTime()).toBeGreaterThan(
      new Date(waiting.order_created_at).getTime(),
    );

    const noReason = await review(waiting.payment_id, { payment_status: 'FAILED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Please give the shopper a reason.');
    const rejected = await review(waiting.payment_id, {
      payment_status: 'FAILED',
      note: 'The amount on the proof is Rp 30.000, not the exact amount.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const r = PaymentReviewResponse.parse(rejected.json());
    expect(r.message).toBe(MESSAGES.PAYMENT_REJECTED);
    expect(r.data.payment).toMatchObject({
      payment_status: 'FAILED',
      note: 'The amount on the proof is Rp 30.000, not the exact amount.',
    });
    expect(r.data.order.status).toBe('AWAITING_PAYMENT');
    const seen = await shopperOrder(t.app, o);
    expect(seen.history.at(-1)).toMatchObject({
      to_status: 'AWAITING_PAYMENT',
      actor: 'STORE',
      reason: 'The amount on the proof is Rp 30.000, not the exact amount.',
    });
    expect(seen.payment?.note).toBe('The amount on the proof is Rp 30.000, not the exact amount.');
    expect(new Date(seen.payment_deadline!).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect((await review(waiting.payment_id, { payment_status: 'SUCCESS' })).statusCode).toBe(409);

    const second = (await uploadProof(() => t, o, png)).payment_id;
    const accepted = PaymentReviewResponse.parse(
      (await review(second, { payment_status: 'SUCCESS' })).json(),
    );
    expect([accepted.message, accepted.data.order.status, accepted.data.order.store_actions.process]).toEqual(
      [MESSAGES.PAYMENT_ACCEPTED, 'PROCESSING', true],
    );
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/order/process/${STORE}/${o.orderId}`,
      headers: admin,
    });
    expect(StoreOrderResponse.parse(shipped.json()).data.order.status).toBe('SHIPPED');
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/order/process/${STORE}/${o.orderId}`,
      headers: admin,
    });
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.ORDER_PROCESS_NOT_ALLOWED]);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/order/confirm/${o.shopper.id}/${o.orderId}`,
      headers: o.shopper.headers,
    });
    expect(confirmed.json().data.order.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'AWAITING_PAYMENT',
      'AWAITING_CONFIRMATION',
      'AWAITING_PAYMENT',
      'AWAITING_CONFIRMATION',
      'PROCESSING',
      'SHIPPED',
      'CONFIRMED',
    ]);
  });

  it("refuses another store's admin, an unverified admin and a shopper; another store's payment is 404", async () => {
    const o = await paidByTransfer();
    const detail = await t.app.inject({ url: `/api/order/payments/${STORE}`, headers: admin });
    const paymentId = PaymentQueueResponse.parse(detail.json()).data.find(
      (p) => p.order_id === o.orderId,
    )!.payment_id;
    for (const email of [DEMO.bandungAdmin, DEMO.unverifiedAdmin, DEMO.shopper]) {
      const headers = await authHeaders(t.app, email);
      expect((await review(paymentId, { payment_status: 'SUCCESS' }, headers)).statusCode, email).toBe(403);
      expect((await t.app.inject({ url: `/api/order/store/${STORE}`, headers })).statusCode, email).toBe(403);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/order/process/${STORE}/${o.orderId}`, headers }))
          .statusCode,
      ).toBe(403);
    }
    const bandung = await authHeaders(t.app, DEMO.bandungAdmin);
    const elsewhere = await t.app.inject({
      url: `/api/order/payment/${DEMO.bandungStoreId}/${paymentId}`,
      headers: bandung,
    });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      404,
      MESSAGES.PAYMENT_REVIEW_NOT_FOUND,
    ]);
    const otherOrder = await t.app.inject({
      url: `/api/order/store-items/${DEMO.bandungStoreId}/${o.orderId}`,
      headers: bandung,
    });
    expect(otherOrder.statusCode).toBe(404);
    for (const bad of [{ payment_status: 'PAID' }, { payment_status: 'FAILED', note: 'a\u0000b' }, {}]) {
      expect((await review(paymentId, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const superAdmin = await authHeaders(t.app, DEMO.superAdmin);
    expect(
      (await t.app.inject({ url: `/api/order/payment/${STORE}/${paymentId}`, headers: superAdmin }))
        .statusCode,
    ).toBe(200);
  });
});

describe("a store's orders", () => {
  it('lists newest first with search and status, exports the filtered list as CSV, and cancels an unshipped order', async () => {
    const o = await paidByTransfer();
    const list = StoreOrdersResponse.parse(
      (await t.app.inject({ url: `/api/order/store/${STORE}`, headers: admin })).json(),
    );
    const created = list.data.map((x) => x.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const byNumber = StoreOrdersResponse.parse(
      (
        await t.app.inject({ url: `/api/order/store/${STORE}?search=%23${o.orderId}`, headers: admin })
      ).json(),
    );
    expect(byNumber.data.map((x) => [x.order_id, x.status, x.payment_status])).toEqual([
      [o.orderId, 'AWAITING_CONFIRMATION', 'AWAITING_CONFIRMATION'],
    ]);
    const csv = await t.app.inject({
      url: `/api/order/store-export/${STORE}?orderStatus=AWAITING_CONFIRMATION`,
      headers: admin,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-store-28-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'order_id,created_at,status,customer,email,items,total_price,payment_method,payment_status',
    );
    expect(lines.some((l) => l.startsWith(`${o.orderId},`))).toBe(true);
    expect(lines.slice(1).every((l) => l.includes(',AWAITING_CONFIRMATION,'))).toBe(true);

    const noReason = await storeCancel(o.orderId, '');
    expect(noReason.statusCode).toBe(400);
    const cancelled = await storeCancel(o.orderId, 'The delivery van broke down today.');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const order = StoreOrderResponse.parse(cancelled.json()).data.order;
    expect(order).toMatchObject({ status: 'CANCELLED', cancel_reason: 'The delivery van broke down today.' });
    expect(order.history.at(-1)).toMatchObject({ actor: 'STORE', to_status: 'CANCELLED' });
    expect(await stockAndJournal(t.db, o.product.inventory_id)).toEqual({ stock: 6, journal: 6, sold: 2 });
    const twice = await storeCancel(o.orderId, 'again please');
    expect(twice.statusCode).toBe(200);
    for (const bad of ['?orderStatus=LOST', '?sortField=email', '?pageSize=500']) {
      expect(
        (await t.app.inject({ url: `/api/order/store/${STORE}${bad}`, headers: admin })).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it('a store cannot cancel an order waiting for payment (the shopper or the deadline does)', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    const res = await storeCancel(o.orderId, 'Out of stock');
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.ORDER_STORE_CANCEL_NOT_ALLOWED]);
  });
});
