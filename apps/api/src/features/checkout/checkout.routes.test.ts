/**
 * The checkout of an order through the real API: address (within 50 km), shipping method priced by
 * distance, shipping vouchers; other people's orders, addresses and vouchers; bad input.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  formatMessage,
  MESSAGES,
  RedeemShippingResponse,
  ShippingChangeResponse,
  ShippingVouchersResponse,
  shippingPrice,
} from '@lumbung/contracts';
import { fileApp } from '../../../test/file-app';
import { chooseAddress, giveAddress, giveVoucher, orderReadyToPay } from '../../../test/factories';
import { DEMO } from '../../../test/sessions';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();

const put = (url: string, headers: object, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: headers as Record<string, string>, payload });

describe('PUT /api/order/address', () => {
  it('sends the order to a near address: REGULAR priced by distance, totals kept whole', async () => {
    const { shopper, orderId, addressId } = await orderReadyToPay(() => t, {
      storeId: STORE,
      price: 20000,
      quantity: 2,
      km: 8,
    });
    const res = await put('/api/order/address', shopper.headers, {
      user_id: shopper.id,
      order_id: orderId,
      address_id: addressId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ShippingChangeResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.ADDRESS_UPDATED);
    expect(body.new_shipping_price).toBe(shippingPrice('REGULAR', 8));
    expect(body.new_shipping_price).toBe(15000);
    const order = body.data.order;
    expect(order).toMatchObject({
      shipping_method: 'REGULAR',
      shipping_price: 15000,
      shipping_discount: 0,
      items_price: 40000,
      total_price: 40000 + 15000,
      address: { address_id: addressId, address: 'Jl. Uji No. 8 km' },
      actions: { change_shipping: true, pay: true, cancel: true, confirm: false },
    });
    expect(order.distance_km).toBeCloseTo(8, 0);
    expect(order.transfer.amount).toBe(order.total_price + order.transfer.unique_code);
  });

  it("refuses an address beyond 50 km with the spec's text and changes nothing", async () => {
    const { shopper, orderId } = await orderReadyToPay(() => t, { storeId: STORE });
    const far = await giveAddress(t.db, shopper.id, { storeId: STORE, km: 60 });
    const res = await put('/api/order/address', shopper.headers, {
      user_id: shopper.id,
      order_id: orderId,
      address_id: far,
    });
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json()).message).toBe(MESSAGES.ADDRESS_TOO_FAR);
    const detail = await t.app.inject({
      url: `/api/order/details/${shopper.id}/${orderId}`,
      headers: shopper.headers,
    });
    expect(detail.json().data.order.address).toBeNull();
  });

  it("refuses other people's orders and addresses, unknown ones, and bad ids", async () => {
    const a = await orderReadyToPay(() => t, { storeId: STORE });
    const b = await orderReadyToPay(() => t, { storeId: STORE });
    const cases: [object, number, string][] = [
      [{ user_id: a.shopper.id, order_id: b.orderId, address_id: a.addressId }, 403, MESSAGES.NOT_YOURS],
      [{ user_id: a.shopper.id, order_id: a.orderId, address_id: b.addressId }, 403, MESSAGES.NOT_YOURS],
      [
        { user_id: a.shopper.id, order_id: 2147483000, address_id: a.addressId },
        404,
        MESSAGES.ORDER_NOT_FOUND,
      ],
      [
        { user_id: a.shopper.id, order_id: a.orderId, address_id: 2147483000 },
        404,
        MESSAGES.ADDRESS_NOT_FOUND,
      ],
      [{ user_id: b.shopper.id, order_id: a.orderId, address_id: a.addressId }, 403, MESSAGES.NOT_YOURS],
    ];
    for (const [payload, status, message] of cases) {
      const res = await put('/api/order/address', a.shopper.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    for (const bad of [{ order_id: 'x' }, { order_id: 2147483648 }, { address_id: -1 }, {}]) {
      const res = await put('/api/order/address', a.shopper.headers, {
        user_id: a.shopper.id,
        order_id: a.orderId,
        address_id: a.addressId,
        ...bad,
        ...(Object.keys(bad).length === 0 ? { address_id: undefined } : {}),
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    await t.db.execute(sql`update addresses set is_deleted = true where address_id = ${a.addressId}`);
    const deleted = await put('/api/order/address', a.shopper.headers, {
      user_id: a.shopper.id,
      order_id: a.orderId,
      address_id: a.addressId,
    });
    expect(deleted.statusCode).toBe(404);
  });
});

describe('PUT /api/order/method', () => {
  it('prices each method by its tier; instant only within 15 km', async () => {
    const near = await orderReadyToPay(() => t, { storeId: STORE, km: 4 });
    await put('/api/order/address', near.shopper.headers, {
      user_id: near.shopper.id,
      order_id: near.orderId,
      address_id: near.addressId,
    });
    for (const [method, price] of [
      ['EXPRESS', 14000],
      ['SAME_DAY', 20000],
      ['REGULAR', 9000],
    ] as const) {
      const res = await put('/api/order/method', near.shopper.headers, {
        user_id: near.shopper.id,
        order_id: near.orderId,
        shipping_method: method,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = ShippingChangeResponse.parse(res.json());
      expect([body.new_shipping_price, body.data.order.shipping_method]).toEqual([price, method]);
      expect(body.data.order.total_price).toBe(
        body.data.order.items_price - body.data.order.cart_discount + price,
      );
    }
    const far = await orderReadyToPay(() => t, { storeId: STORE, km: 20 });
    await put('/api/order/address', far.shopper.headers, {
      user_id: far.shopper.id,
      order_id: far.orderId,
      address_id: far.addressId,
    });
    const instant = await put('/api/order/method', far.shopper.headers, {
      user_id: far.shopper.id,
      order_id: far.orderId,
      shipping_method: 'SAME_DAY',
    });
    expect(instant.statusCode).toBe(422);
    expect(instant.json().message).toBe(
      formatMessage('SHIPPING_METHOD_TOO_FAR', { method: 'Instant', km: 15, distance: '20.0' }),
    );
    const bad = await put('/api/order/method', far.shopper.headers, {
      user_id: far.shopper.id,
      order_id: far.orderId,
      shipping_method: 'TELEPORT',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('needs an address first', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    const res = await put('/api/order/method', o.shopper.headers, {
      user_id: o.shopper.id,
      order_id: o.orderId,
      shipping_method: 'EXPRESS',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.ORDER_NEEDS_SHIPPING);
  });
});

describe('shipping vouchers', () => {
  it('lists the live shipping vouchers and takes one off the shipping price, once', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE, km: 20, price: 30000, quantity: 2 });
    await chooseAddress(() => t, o);
    const half = await giveVoucher(t.db, o.shopper.id, {
      type: 'SHIPPING_DISCOUNT',
      discountType: 'PERCENTAGE',
      amount: 50,
      maxDiscount: 10000,
    });
    await giveVoucher(t.db, o.shopper.id, { type: 'CART_DISCOUNT', discountType: 'NOMINAL', amount: 1000 });
    const list = await t.app.inject({
      url: `/api/order/shipping-vouchers/${o.shopper.id}`,
      headers: o.shopper.headers,
    });
    const vouchers = ShippingVouchersResponse.parse(list.json()).data.vouchers;
    expect(vouchers.map((v) => v.user_voucher_id)).toEqual([half.user_voucher_id]);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/redeem-shipping',
      headers: o.shopper.headers,
      payload: { user_id: o.shopper.id, order_id: o.orderId, user_voucher_id: half.user_voucher_id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = RedeemShippingResponse.parse(res.json());
    // 22,000 for 20 km; half is 11,000, capped at 10,000.
    expect(body.data.newShippingPrice).toBe(12000);
    expect(body.data.order).toMatchObject({
      shipping_price: 22000,
      shipping_discount: 10000,
      total_price: 60000 + 12000,
      shipping_voucher: { user_voucher_id: half.user_voucher_id, applied_amount: 10000 },
    });
    // A cheaper method re-prices the voucher's cut.
    const regular = await put('/api/order/method', o.shopper.headers, {
      user_id: o.shopper.id,
      order_id: o.orderId,
      shipping_method: 'REGULAR',
    });
    expect(ShippingChangeResponse.parse(regular.json()).new_shipping_price).toBe(22000 - 10000);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/redeem-shipping',
      headers: o.shopper.headers,
      payload: { user_id: o.shopper.id, order_id: o.orderId, user_voucher_id: half.user_voucher_id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.VOUCHER_ORDER_HAS_ONE);
    const listed = await t.app.inject({
      url: `/api/order/shipping-vouchers/${o.shopper.id}`,
      headers: o.shopper.headers,
    });
    expect(listed.json().data.vouchers).toEqual([]);
  });

  it('refuses a cart voucher, a minimum not met, and a voucher of someone else', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE, price: 10000, quantity: 1 });
    const other = await orderReadyToPay(() => t, { storeId: STORE });
    await chooseAddress(() => t, o);
    const cart = await giveVoucher(t.db, o.shopper.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 1000,
    });
    const big = await giveVoucher(t.db, o.shopper.id, {
      type: 'SHIPPING_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 5000,
      minPurchase: 50000,
    });
    const theirs = await giveVoucher(t.db, other.shopper.id, {
      type: 'SHIPPING_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 5000,
    });
    const cases: [number, number, string][] = [
      [cart.user_voucher_id, 422, MESSAGES.VOUCHER_NOT_FOR_SHIPPING],
      [big.user_voucher_id, 422, formatMessage('VOUCHER_MIN_PURCHASE', { min: 'Rp\u00a050.000' })],
      [theirs.user_voucher_id, 403, MESSAGES.VOUCHER_NOT_YOURS],
      [2147483000, 404, MESSAGES.VOUCHER_NOT_FOUND],
    ];
    for (const [id, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/redeem-shipping',
        headers: o.shopper.headers,
        payload: { user_id: o.shopper.id, order_id: o.orderId, user_voucher_id: id },
      });
      expect(res.statusCode, String(id)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });
});
