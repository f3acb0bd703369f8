/**
 * The shopper's orders through the real API: list and filters, details with the timeline, cancel
 * and confirm in the right states only, other people's orders; the timers on a controlled clock.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, OrderChangeResponse, OrderDetailResponse, UserOrdersResponse } from '@lumbung/contracts';
import { transition } from '../../domain/order-status';
import { fileApp } from '../../../test/file-app';
import {
  giveVoucher,
  makeProduct,
  orderHelpers,
  orderReadyToPay,
  stockAndJournal,
} from '../../../test/factories';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';
import { confirmShippedOrders, expireUnpaidOrders } from './orders.jobs';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();

type Shopper = { id: number; headers: { authorization: string } };
const list = (s: Shopper, query = '') =>
  t.app.inject({ url: `/api/order/user/${s.id}${query}`, headers: s.headers });
const put = (s: Shopper, action: 'cancel' | 'confirm', orderId: number) =>
  t.app.inject({ method: 'PUT', url: `/api/order/${action}/${s.id}/${orderId}`, headers: s.headers });

describe('GET /api/order/user/{userId}', () => {
  it('lists the caller’s orders newest first, by status, order number, product name and day', async () => {
    const h = orderHelpers(() => t);
    const s = await h.shopper();
    const apple = await makeProduct(t.db, {
      storeId: STORE,
      price: 5000,
      stock: 10,
      name: 'Apel Malang test',
    });
    const rice = await makeProduct(t.db, {
      storeId: STORE,
      price: 12000,
      stock: 10,
      name: 'Beras Pandan test',
    });
    await h.add(s, apple.inventory_id, 2);
    const first = await h.checkout(s);
    await h.add(s, rice.inventory_id, 1);
    const second = await h.checkout(s);
    await put(s, 'cancel', first);

    const all = UserOrdersResponse.parse((await list(s)).json());
    expect(all).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      totalItems: 2,
      message: MESSAGES.ORDERS_LISTED,
    });
    expect(all.data.map((o) => [o.order_id, o.status, o.first_item_name, o.item_count])).toEqual([
      [second, 'AWAITING_PAYMENT', 'Beras Pandan test', 1],
      [first, 'CANCELLED', 'Apel Malang test', 1],
    ]);
    expect(all.data[0]!.total_price).toBe(12000);
    expect(all.data[1]!.payment_deadline).toBeNull();
    const ids = async (q: string) =>
      UserOrdersResponse.parse((await list(s, q)).json()).data.map((o) => o.order_id);
    expect(await ids('?status=CANCELLED')).toEqual([first]);
    expect(await ids(`?search=${encodeURIComponent(`#${second}`)}`)).toEqual([second]);
    expect(await ids('?search=apel')).toEqual([first]);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(await ids(`?from=${today}&to=${today}`)).toEqual([second, first]);
    expect(await ids('?to=2020-01-01')).toEqual([]);
    const paged = UserOrdersResponse.parse((await list(s, '?limit=1&page=2')).json());
    expect([paged.totalPages, paged.data.map((o) => o.order_id)]).toEqual([2, [first]]);
    for (const bad of ['?status=LOST', '?from=2026-13-01', '?limit=1000', '?page=0', '?search=%00']) {
      expect((await list(s, bad)).statusCode, bad).toBe(400);
    }
    const other = await h.shopper();
    expect((await list(other)).json().totalItems).toBe(0);
    expect((await t.app.inject({ url: `/api/order/user/${s.id}`, headers: other.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/order/details/{userId}/{orderId}', () => {
  it("answers the order with its items and timeline; someone else's is 403, an unknown one 404", async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE, price: 7000, quantity: 3 });
    const res = await t.app.inject({
      url: `/api/order/details/${o.shopper.id}/${o.orderId}`,
      headers: o.shopper.headers,
    });
    const order = OrderDetailResponse.parse(res.json()).data.order;
    expect(order).toMatchObject({
      order_id: o.orderId,
      status: 'AWAITING_PAYMENT',
      items_price: 21000,
      total_price: 21000,
      address: null,
      actions: { change_shipping: true, pay: false, cancel: true, confirm: false },
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_name: o.product.product_name,
        quantity: 3,
        product_price: 21000,
        original_price: 7000,
      }),
    ]);
    expect(order.history).toEqual([
      {
        from_status: null,
        to_status: 'AWAITING_PAYMENT',
        actor: 'SHOPPER',
        reason: null,
        created_at: expect.any(String),
      },
    ]);
    const stranger = await orderHelpers(() => t).shopper();
    const theirs = await t.app.inject({
      url: `/api/order/details/${stranger.id}/${o.orderId}`,
      headers: stranger.headers,
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, MESSAGES.NOT_YOURS]);
    const unknown = await t.app.inject({
      url: `/api/order/details/${o.shopper.id}/2147483000`,
      headers: o.shopper.headers,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.ORDER_NOT_FOUND]);
  });
});

describe('cancel and confirm', () => {
  it('cancels an unpaid order: stock and vouchers back once, the timeline says who', async () => {
    const h = orderHelpers(() => t);
    const s = await h.shopper();
    const p = await makeProduct(t.db, { storeId: STORE, price: 50000, stock: 4 });
    const voucher = await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 5000,
    });
    const added = await h.add(s, p.inventory_id, 2);
    await h.redeemCart(s, voucher.user_voucher_id, added.cart_id);
    const orderId = await h.checkout(s);
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 2, journal: 2, sold: 2 });
    const res = await put(s, 'cancel', orderId);
    expect(res.statusCode, res.body).toBe(200);
    const order = OrderChangeResponse.parse(res.json()).data.order;
    expect(order).toMatchObject({ status: 'CANCELLED', cancel_reason: MESSAGES.ORDER_CANCELLED_BY_SHOPPER });
    expect(order.history.at(-1)).toMatchObject({
      from_status: 'AWAITING_PAYMENT',
      to_status: 'CANCELLED',
      actor: 'SHOPPER',
    });
    expect((await put(s, 'cancel', orderId)).statusCode).toBe(200);
    expect(await stockAndJournal(t.db, p.inventory_id)).toEqual({ stock: 4, journal: 4, sold: 2 });
    const vouchers = await t.app.inject({ url: `/api/cart/cart-vouchers/${s.id}`, headers: s.headers });
    expect(
      vouchers.json().data.vouchers.map((v: { user_voucher_id: number }) => v.user_voucher_id),
    ).toContain(voucher.user_voucher_id);
    const confirm = await put(s, 'confirm', orderId);
    expect([confirm.statusCode, confirm.json().message]).toEqual([409, MESSAGES.ORDER_CONFIRM_NOT_ALLOWED]);
  });

  it('confirms only a shipped order; a processing one cannot be cancelled by its shopper', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    expect((await put(o.shopper, 'confirm', o.orderId)).json().message).toBe(
      MESSAGES.ORDER_CONFIRM_NOT_ALLOWED,
    );
    await t.db.execute(sql`update orders set status = 'PROCESSING' where order_id = ${o.orderId}`);
    expect((await put(o.shopper, 'cancel', o.orderId)).json().message).toBe(
      MESSAGES.ORDER_CANCEL_NOT_ALLOWED,
    );
    await transition(t.db, o.orderId, { to: 'SHIPPED', actor: 'STORE', by: null });
    const res = await put(o.shopper, 'confirm', o.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderChangeResponse.parse(res.json()).data.order.status).toBe('CONFIRMED');
    const stranger = await orderHelpers(() => t).shopper();
    expect((await put(stranger, 'cancel', o.orderId)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/order/cancel/${o.shopper.id}/${o.orderId}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the timers on a controlled clock', () => {
  it('expiry: an unpaid order is cancelled only once its deadline has passed, stock and vouchers back once', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE, stock: 6, quantity: 2 });
    const hourAndAMinute = () => new Date(Date.now() + 61 * 60_000);
    expect((await expireUnpaidOrders(t.db, { now: () => new Date() })).cancelled).toBe(0);
    expect(await stockAndJournal(t.db, o.product.inventory_id)).toEqual({ stock: 4, journal: 4, sold: 2 });
    const first = await expireUnpaidOrders(t.db, { now: hourAndAMinute });
    expect(first.cancelled).toBeGreaterThanOrEqual(1);
    expect((await expireUnpaidOrders(t.db, { now: hourAndAMinute })).cancelled).toBe(0);
    expect(await stockAndJournal(t.db, o.product.inventory_id)).toEqual({ stock: 6, journal: 6, sold: 2 });
    const order = await shopperOrder(t.app, o);
    expect(order.history.at(-1)).toMatchObject({
      to_status: 'CANCELLED',
      actor: 'SYSTEM',
      reason: 'Payment deadline passed',
    });
  });

  it('confirmation: a shipped order confirms itself 7 days after shipping, not before', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    await t.db.execute(sql`update orders set status = 'PROCESSING' where order_id = ${o.orderId}`);
    await transition(t.db, o.orderId, { to: 'SHIPPED', actor: 'STORE', by: null });
    const days = (n: number) => () => new Date(Date.now() + n * 24 * 3600_000);
    expect((await confirmShippedOrders(t.db, { now: days(6.9) })).confirmed).toBe(0);
    expect((await confirmShippedOrders(t.db, { now: days(7.01) })).confirmed).toBeGreaterThanOrEqual(1);
    const order = await shopperOrder(t.app, o);
    expect(order.status).toBe('CONFIRMED');
    expect(order.history.at(-1)).toMatchObject({ actor: 'SYSTEM', reason: MESSAGES.ORDER_AUTO_CONFIRMED });
    expect((await confirmShippedOrders(t.db, { now: days(8) })).confirmed).toBe(0);
  });
});
