/**
 * An order with a gateway charge still open (QRIS), through the real API and the real Midtrans
 * client against a local stand-in (test/fake-midtrans.ts): the open charge locks the shipping and
 * refuses a transfer proof; cancelling the order, by its shopper or by the expiry job, cancels the
 * charge at the gateway; a charge the gateway says was paid meanwhile owes exactly one refund.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, OrderChangeResponse } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { fileMidtransApp } from '../../../test/file-app';
import {
  chooseAddress,
  orderHelpers,
  orderReadyToPay,
  pngPicture,
  transferProofForm,
  type Shopper,
} from '../../../test/factories';
import { orderWithCharge, postCharge } from '../../../test/gateway-charges';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';
import { expireUnpaidOrders } from './orders.jobs';

const STORE = DEMO.jakartaStoreId;
const { t, midtrans } = fileMidtransApp();

const app = () => t;
const openQris = () =>
  orderWithCharge(app, { payment_type: 'qris' }, { storeId: STORE, stock: 5, quantity: 2, price: 12000 });
const calls = () => midtrans.seen.map((s) => `${s.method} ${s.url}`);

const cancelByShopper = (o: { shopper: Shopper; orderId: number }) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/order/cancel/${o.shopper.id}/${o.orderId}`,
    headers: o.shopper.headers,
  });

const paymentsOf = (orderId: number) =>
  queryRows<{ payment_status: string; transaction_status: string | null }>(
    t.db,
    sql`select payment_status::text, transaction_status from payments where order_id = ${orderId}
        order by payment_id`,
  );

describe('an open QRIS charge', () => {
  it('locks the shipping and refuses a transfer proof while it is open', async () => {
    const o = await openQris();
    expect(o.order.actions).toMatchObject({ change_shipping: false, pay: true, cancel: true });
    const shipping = await t.app.inject({
      method: 'PUT',
      url: '/api/order/method',
      headers: o.shopper.headers,
      payload: { user_id: o.shopper.id, order_id: o.orderId, shipping_method: 'EXPRESS' },
    });
    expect([shipping.statusCode, shipping.json().code]).toEqual([409, 'ORDER_SHIPPING_LOCKED']);
    expect(shipping.json().message).toBe(MESSAGES.ORDER_SHIPPING_LOCKED);

    const { payload, contentType } = transferProofForm(await pngPicture(40, 30, '#1a7f4b'));
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/order/payment/${o.shopper.id}/${o.orderId}`,
      headers: { ...o.shopper.headers, 'content-type': contentType },
      payload,
    });
    expect([proof.statusCode, proof.json().code]).toEqual([409, 'PAYMENT_VA_OPEN']);
    expect(proof.json().message).toBe(MESSAGES.PAYMENT_VA_OPEN);
    const order = await shopperOrder(t.app, o);
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', payment: { payment_method: 'QRIS' } });
  });
});

describe('cancelling an order with an open charge', () => {
  it('by its shopper cancels the charge at the gateway: nothing is owed', async () => {
    const o = await openQris();
    midtrans.seen.length = 0;
    const res = await cancelByShopper(o);
    expect(res.statusCode, res.body).toBe(200);
    const order = OrderChangeResponse.parse(res.json()).data.order;
    expect(order.status).toBe('CANCELLED');
    expect(calls()).toEqual([`POST /v2/${o.gatewayOrderId}/cancel`]);
    expect(midtrans.charges.get(o.gatewayOrderId)!.status).toBe('cancel');
    expect(await paymentsOf(o.orderId)).toEqual([{ payment_status: 'FAILED', transaction_status: 'cancel' }]);
    expect(order.refunds).toEqual([]);
  });

  it('paid meanwhile: the payment is applied as a late settlement, exactly one refund owed', async () => {
    const o = await openQris();
    const late = midtrans.settle(o.gatewayOrderId);
    const res = await cancelByShopper(o);
    expect(res.statusCode, res.body).toBe(200);
    // The cancel was refused (412), so the status was asked: settlement.
    expect(calls().slice(-2)).toEqual([
      `POST /v2/${o.gatewayOrderId}/cancel`,
      `GET /v2/${o.gatewayOrderId}/status`,
    ]);
    const order = OrderChangeResponse.parse(res.json()).data.order;
    expect(order.status).toBe('CANCELLED');
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({
      amount: o.order.total_price,
      reason: 'PAID_AFTER_CANCEL',
      method: 'GATEWAY',
      status: 'OWED',
    });
    // The settlement's own notification, arriving after, and a second cancel owe nothing more.
    const notified = await t.app.inject({ method: 'POST', url: '/api/midtrans/notification', payload: late });
    expect(notified.statusCode).toBe(200);
    expect((await cancelByShopper(o)).statusCode).toBe(200);
    expect((await shopperOrder(t.app, o)).refunds).toHaveLength(1);
  });

  it('leaves no charge open at the gateway when the shopper cancels while a charge is being opened', async () => {
    const o = await orderReadyToPay(app, { storeId: STORE, stock: 5 });
    await chooseAddress(app, o);
    midtrans.setDelay(60);
    try {
      const [charge, cancel] = await Promise.all([
        postCharge(app, o, { payment_type: 'gopay' }),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() => cancelByShopper(o)),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([201, 409]).toContain(charge.statusCode);
    } finally {
      midtrans.setDelay(0);
    }
    const opened = [...midtrans.charges.entries()].filter(([id]) => id.startsWith(`LMB-${o.orderId}-`));
    expect(opened.map(([, c]) => c.status)).not.toContain('pending');
    expect((await shopperOrder(t.app, o)).status).toBe('CANCELLED');
  });

  it('by the expiry job cancels the charge at the gateway, once with two API instances at once', async () => {
    const o = await openQris();
    const paid = await openQris();
    const h = orderHelpers(app);
    await h.expire(o.orderId);
    await h.expire(paid.orderId);
    midtrans.settle(paid.gatewayOrderId);
    midtrans.seen.length = 0;
    const runs = await Promise.all([
      expireUnpaidOrders(t.db, { gateway: t.app.ctx }),
      expireUnpaidOrders(t.db, { gateway: t.app.ctx }),
    ]);
    const total = (key: 'cancelled' | 'chargesClosed') => runs.reduce((sum, r) => sum + r[key], 0);
    expect([total('cancelled'), total('chargesClosed')]).toEqual([2, 2]);
    expect(
      calls()
        .filter((c) => c.endsWith('/cancel'))
        .sort(),
    ).toEqual([`POST /v2/${o.gatewayOrderId}/cancel`, `POST /v2/${paid.gatewayOrderId}/cancel`].sort());
    expect(midtrans.charges.get(o.gatewayOrderId)!.status).toBe('cancel');
    const cancelled = await shopperOrder(t.app, o);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refunds: [] });
    const owed = await shopperOrder(t.app, paid);
    expect(owed.status).toBe('CANCELLED');
    expect(owed.refunds.map((r) => [r.reason, r.amount])).toEqual([
      ['PAID_AFTER_CANCEL', paid.order.total_price],
    ]);
  });
});
