/**
 * Money the gateway took that goes back, as its notifications arrive (against a Midtrans stand-in):
 * a charge settled after its order was cancelled or expired owes all of it back exactly once, however
 * often or in parallel the notification comes; a settlement above the amount due pays the order and
 * owes the difference; a refund notification marks the refund it names paid, once.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { fileMidtransApp } from '../../../test/file-app';
import { notification, refundNotification, SERVER_KEY } from '../../../test/fake-midtrans';
import { stockAndJournal } from '../../../test/factories';
import { orderWithCharge } from '../../../test/gateway-charges';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;
const { t } = fileMidtransApp();

const app = () => t;
const notify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/midtrans/notification', payload });

interface RefundRow {
  refund_id: number;
  payment_id: number;
  amount: number;
  reason: string;
  method: string;
  status: string;
  cause_key: string;
  refund_key: string;
  gateway_refund_id: string | null;
}
const refundsOf = (orderId: number) =>
  queryRows<RefundRow>(
    t.db,
    sql`select refund_id, payment_id, amount, reason::text as reason, method::text as method, status::text as status,
          cause_key, refund_key, gateway_refund_id
        from refunds where order_id = ${orderId} order by refund_id`,
  );
const historyOf = (refundId: number) =>
  queryRows<{ from_status: string | null; to_status: string }>(
    t.db,
    sql`select from_status::text as from_status, to_status::text as to_status from refund_history
        where refund_id = ${refundId} order by refund_history_id`,
  );
const paymentOf = async (gatewayOrderId: string) =>
  (
    await queryRows<{ payment_id: number; payment_status: string; paid_amount: number | null }>(
      t.db,
      sql`select payment_id, payment_status::text as payment_status, paid_amount from payments
          where gateway_order_id = ${gatewayOrderId}`,
    )
  )[0]!;
const cancelByShopper = async (o: {
  shopper: { id: number; headers: { authorization: string } };
  orderId: number;
}) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/order/cancel/${o.shopper.id}/${o.orderId}`,
    headers: o.shopper.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a charge settled after its order was cancelled', () => {
  it('owes all of it back exactly once (PAID_AFTER_CANCEL), with 12 notifications in parallel and a replay; the order stays cancelled', async () => {
    const o = await orderWithCharge(app, { payment_type: 'qris' }, { storeId: STORE, stock: 5, quantity: 2 });
    await cancelByShopper(o);
    const settled = notification(o.gatewayOrderId, o.charge.amount, 'settlement', SERVER_KEY, 'qris');
    const answers = await Promise.all(Array.from({ length: 12 }, () => notify(settled)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect((await notify(settled)).statusCode).toBe(200);

    const payment = await paymentOf(o.gatewayOrderId);
    expect(payment.payment_status).toBe('SUCCESS');
    const refunds = await refundsOf(o.orderId);
    expect(refunds).toEqual([
      expect.objectContaining({
        payment_id: payment.payment_id,
        amount: o.charge.amount,
        reason: 'PAID_AFTER_CANCEL',
        method: 'GATEWAY',
        status: 'OWED',
        cause_key: `late-charge:${payment.payment_id}`,
      }),
    ]);
    expect(await historyOf(refunds[0]!.refund_id)).toEqual([{ from_status: null, to_status: 'OWED' }]);
    const order = await shopperOrder(t.app, o);
    expect(order.status).toBe('CANCELLED');
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: o.charge.amount, reason: 'PAID_AFTER_CANCEL', status: 'OWED' }),
    ]);
    // The stock came back once, with the cancel; the late money does not take it again.
    expect(await stockAndJournal(t.db, o.product.inventory_id)).toEqual({ stock: 5, journal: 5, sold: 2 });
  });

  it('owes a virtual account paid after its order expired back by a bank transfer', async () => {
    const o = await orderWithCharge(
      app,
      { payment_type: 'bank_transfer', bank: 'bni' },
      { storeId: STORE, stock: 5, quantity: 1 },
    );
    await notify(notification(o.gatewayOrderId, o.charge.amount, 'expire'));
    expect((await shopperOrder(t.app, o)).status).toBe('CANCELLED');
    // Out of order: the gateway's settlement comes after its expiry, and is money taken all the same.
    await notify(notification(o.gatewayOrderId, o.charge.amount, 'settlement'));
    await notify(notification(o.gatewayOrderId, o.charge.amount, 'settlement'));
    const refunds = await refundsOf(o.orderId);
    expect(refunds.map((r) => [r.reason, r.method, r.amount])).toEqual([
      ['PAID_AFTER_CANCEL', 'BANK_TRANSFER', o.charge.amount],
    ]);
    expect((await shopperOrder(t.app, o)).status).toBe('CANCELLED');
  });
});

describe('a charge settled for an order another charge already paid', () => {
  it('keeps the order as it is and owes all of the second payment back (OVERPAID)', async () => {
    const o = await orderWithCharge(app, { payment_type: 'qris' }, { storeId: STORE, stock: 5, quantity: 1 });
    const vaRes = await t.app.inject({
      method: 'POST',
      url: '/api/midtrans',
      headers: o.shopper.headers,
      payload: {
        user_id: o.shopper.id,
        transaction_id: o.orderId,
        payment_type: 'bank_transfer',
        bank: 'bca',
      },
    });
    expect(vaRes.statusCode, vaRes.body).toBe(201);
    const vaId = vaRes.json().data.charge.gateway_order_id as string;
    await notify(notification(vaId, o.charge.amount, 'settlement'));
    // The QRIS charge the shop cancelled was paid all the same (a signed settlement says so).
    await notify(notification(o.gatewayOrderId, o.charge.amount, 'settlement', SERVER_KEY, 'qris'));
    const order = await shopperOrder(t.app, o);
    expect(order.status).toBe('PROCESSING');
    const qris = await paymentOf(o.gatewayOrderId);
    expect(await refundsOf(o.orderId)).toEqual([
      expect.objectContaining({
        payment_id: qris.payment_id,
        amount: o.charge.amount,
        reason: 'OVERPAID',
        method: 'GATEWAY',
      }),
    ]);
  });
});

describe('a settlement above the amount due', () => {
  it('pays the order, records what was paid, and owes the difference once (OVERPAID)', async () => {
    const o = await orderWithCharge(
      app,
      { payment_type: 'echannel' },
      { storeId: STORE, stock: 5, quantity: 1 },
    );
    const over = notification(o.gatewayOrderId, o.charge.amount + 4000, 'settlement');
    await Promise.all([notify(over), notify(over), notify(over)]);
    await notify(over);
    const order = await shopperOrder(t.app, o);
    expect([order.status, order.payment?.payment_status, order.payment?.paid_amount]).toEqual([
      'PROCESSING',
      'SUCCESS',
      o.charge.amount + 4000,
    ]);
    const payment = await paymentOf(o.gatewayOrderId);
    expect(await refundsOf(o.orderId)).toEqual([
      expect.objectContaining({
        amount: 4000,
        reason: 'OVERPAID',
        method: 'BANK_TRANSFER',
        status: 'OWED',
        cause_key: `overpaid:${payment.payment_id}`,
      }),
    ]);
  });
});

describe('a refund notification', () => {
  it('marks the refund it names PAID with the gateway refund id, once; a replay, an unknown key or another amount change nothing', async () => {
    const o = await orderWithCharge(
      app,
      { payment_type: 'gopay' },
      { storeId: STORE, stock: 5, quantity: 1 },
    );
    const overBy = 2500;
    const gross = o.charge.amount + overBy;
    await notify(notification(o.gatewayOrderId, gross, 'settlement', SERVER_KEY, 'gopay'));
    const [owed] = await refundsOf(o.orderId);
    expect(owed).toMatchObject({ amount: overBy, method: 'GATEWAY', status: 'OWED' });

    // Nothing this shop asked for, or not the amount it asked: no refund moves.
    const stranger = refundNotification(
      o.gatewayOrderId,
      gross,
      [{ refund_key: 'someone-else', amount: overBy }],
      'gopay',
    );
    expect((await notify(stranger)).statusCode).toBe(200);
    const wrongAmount = refundNotification(
      o.gatewayOrderId,
      gross,
      [{ refund_key: owed!.refund_key, amount: 1 }],
      'gopay',
    );
    expect((await notify(wrongAmount)).statusCode).toBe(200);
    expect((await refundsOf(o.orderId))[0]!.status).toBe('OWED');

    const refunded = refundNotification(
      o.gatewayOrderId,
      gross,
      [{ refund_key: owed!.refund_key, amount: overBy, id: 7001 }],
      'gopay',
    );
    expect(refunded.transaction_status).toBe('partial_refund');
    const answers = await Promise.all([notify(refunded), notify(refunded), notify(refunded)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await notify(refunded)).statusCode).toBe(200);
    const [paid] = await refundsOf(o.orderId);
    expect(paid).toMatchObject({ status: 'PAID', gateway_refund_id: '7001' });
    expect(await historyOf(paid!.refund_id)).toEqual([
      { from_status: null, to_status: 'OWED' },
      { from_status: 'OWED', to_status: 'PAID' },
    ]);
    // The payment keeps its money received; the order goes on.
    const order = await shopperOrder(t.app, o);
    expect([order.status, order.payment?.payment_status]).toEqual(['PROCESSING', 'SUCCESS']);
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'PAID', amount: overBy })]);
  });
});
