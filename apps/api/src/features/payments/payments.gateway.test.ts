/**
 * The real Midtrans client and the notification path, against a local HTTP server that answers as
 * shared/MIDTRANS.md documents (this machine cannot reach Midtrans): charge, status and error
 * answers; notifications with a good signature, a bad one, a replay, out of order, in parallel.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { fileMidtransApp } from '../../../test/file-app';
import { notification, SERVER_KEY } from '../../../test/fake-midtrans';
import { orderReadyToPay, orderWithVa, stockAndJournal } from '../../../test/factories';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;

const { t, midtrans } = fileMidtransApp();

/** An order of two units with an open virtual account at the stand-in. */
const openVa = (bank?: string) => orderWithVa(() => t, { storeId: STORE, stock: 5, quantity: 2, bank });

const notify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/midtrans/notification', payload });
const orderOf = async (o: { shopper: { id: number; headers: { authorization: string } }; orderId: number }) =>
  await shopperOrder(t.app, o);

describe('the Midtrans client', () => {
  it('charges a bank-transfer VA as documented: Basic auth, order id, whole-rupiah gross amount, bank, custom expiry', async () => {
    const o = await openVa();
    const charge = midtrans.seen.find((s) => s.url === '/v2/charge')!;
    expect(charge.auth).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(charge.body).toMatchObject({
      payment_type: 'bank_transfer',
      transaction_details: { order_id: o.gatewayOrderId, gross_amount: o.order.total_price },
      bank_transfer: { bank: 'bca' },
      custom_expiry: { expiry_duration: 120, unit: 'minute' },
    });
    expect(String((charge.body!.custom_expiry as { order_time: string }).order_time)).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0700$/,
    );
    expect(o.charge).toMatchObject({
      bank: 'bca',
      va_numbers: [{ bank: 'bca', va_number: midtrans.charges.get(o.gatewayOrderId)!.va }],
      simulated: false,
    });
    // Kept by us: the status call does not return the expiry.
    expect(new Date(o.charge.expires_at).getTime() - Date.now()).toBeGreaterThan(119 * 60_000);
  });

  it('reads a Permata account from permata_va_number', async () => {
    const o = await openVa('permata');
    expect(o.charge.va_numbers[0]!.va_number).toBe(midtrans.charges.get(o.gatewayOrderId)!.va);
  });

  it('answers 502 when the gateway refuses; the next try is a new gateway order id', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    await t.app.inject({
      method: 'PUT',
      url: '/api/order/address',
      headers: o.shopper.headers,
      payload: { user_id: o.shopper.id, order_id: o.orderId, address_id: o.addressId },
    });
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/midtrans',
        headers: o.shopper.headers,
        payload: { user_id: o.shopper.id, transaction_id: o.orderId },
      });
    midtrans.failNext(500, {
      status_code: '500',
      status_message: 'Sorry, we encountered internal server error',
    });
    const failed = await post();
    expect([failed.statusCode, failed.json().message]).toEqual([502, MESSAGES.PAYMENT_GATEWAY_UNAVAILABLE]);
    midtrans.failNext(200, {
      status_code: '400',
      status_message: 'One or more parameters in the payload is invalid.',
      validation_messages: ['bank_transfer.bank is not valid'],
    });
    expect((await post()).statusCode).toBe(502);
    const ok = await post();
    expect(ok.statusCode, ok.body).toBe(201);
    const ids = midtrans.seen
      .filter((s) => s.url === '/v2/charge')
      .map((s) => (s.body!.transaction_details as { order_id: string }).order_id);
    expect(ids).toEqual([`LMB-${o.orderId}-1`, `LMB-${o.orderId}-2`, `LMB-${o.orderId}-3`]);
  });
});

describe('POST /api/midtrans/notification', () => {
  it('applies a settlement with a good signature once: PROCESSING; a replay changes nothing', async () => {
    const o = await openVa();
    for (let i = 0; i < 2; i++) {
      const res = await notify(notification(o.gatewayOrderId, o.charge.amount, 'settlement'));
      expect([res.statusCode, res.json().message]).toEqual([200, MESSAGES.NOTIFICATION_RECEIVED]);
    }
    const order = await orderOf(o);
    expect(order.status).toBe('PROCESSING');
    expect(order.history.filter((h) => h.to_status === 'PROCESSING')).toHaveLength(1);
    expect(order.payment).toMatchObject({ payment_status: 'SUCCESS' });
  });

  it('pays the order only with the amount due or more: less, sen or a non-number leaves it waiting', async () => {
    const o = await openVa();
    for (const gross of [
      'abc',
      '',
      'NaN',
      `${o.charge.amount}e0`,
      `-${o.charge.amount}.00`,
      `${o.charge.amount - 1}.00`,
      `${o.charge.amount}.01`,
    ]) {
      const res = await notify(notification(o.gatewayOrderId, gross, 'settlement'));
      expect(res.statusCode, gross).toBeLessThan(500);
      expect((await orderOf(o)).status, gross).toBe('AWAITING_PAYMENT');
    }
    expect((await orderOf(o)).payment).toMatchObject({ payment_status: 'PENDING' });
    // Written as the gateway writes it, or as whole rupiah: the amount due pays.
    const res = await notify(notification(o.gatewayOrderId, `${o.charge.amount}`, 'settlement'));
    expect(res.statusCode).toBe(200);
    expect((await orderOf(o)).status).toBe('PROCESSING');
  });

  it('refuses a bad signature with 403, changes nothing, and stores nothing of it', async () => {
    const o = await openVa();
    const forged = notification(o.gatewayOrderId, o.charge.amount, 'settlement', 'not-the-server-key');
    const res = await notify(forged);
    expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.NOTIFICATION_SIGNATURE_INVALID]);
    const tampered = {
      ...notification(o.gatewayOrderId, o.charge.amount, 'pending'),
      transaction_status: 'settlement',
      status_code: '200',
    };
    expect((await notify(tampered)).statusCode).toBe(403);
    expect((await orderOf(o)).status).toBe('AWAITING_PAYMENT');
    const log = await queryRows<{ signature_valid: boolean; transaction_status: string }>(
      t.db,
      sql`select signature_valid, transaction_status from payment_notifications where gateway_order_id = ${o.gatewayOrderId} order by payment_notification_id`,
    );
    expect(log).toEqual([]);
  });

  it('never moves an order backwards: pending or expire after a settlement change nothing', async () => {
    const o = await openVa();
    await notify(notification(o.gatewayOrderId, o.charge.amount, 'settlement'));
    expect((await notify(notification(o.gatewayOrderId, o.charge.amount, 'pending'))).statusCode).toBe(200);
    expect((await notify(notification(o.gatewayOrderId, o.charge.amount, 'expire'))).statusCode).toBe(200);
    const order = await orderOf(o);
    expect([order.status, order.payment?.payment_status]).toEqual(['PROCESSING', 'SUCCESS']);
    expect(await stockAndJournal(t.db, o.product.inventory_id)).toEqual({ stock: 3, journal: 3, sold: 2 });
  });

  it('cancels an unpaid order on expire: stock back once, even when the expiry comes twice', async () => {
    const o = await openVa();
    await notify(notification(o.gatewayOrderId, o.charge.amount, 'expire'));
    await notify(notification(o.gatewayOrderId, o.charge.amount, 'expire'));
    const order = await orderOf(o);
    expect(order).toMatchObject({ status: 'CANCELLED', cancel_reason: MESSAGES.PAYMENT_VA_EXPIRED });
    expect(order.payment?.payment_status).toBe('EXPIRED');
    expect(await stockAndJournal(t.db, o.product.inventory_id)).toEqual({ stock: 5, journal: 5, sold: 2 });
    // A settlement after the cancel is kept on the payment but cannot revive the order.
    expect((await notify(notification(o.gatewayOrderId, o.charge.amount, 'settlement'))).statusCode).toBe(
      200,
    );
    expect((await orderOf(o)).status).toBe('CANCELLED');
  });

  it('10 identical notifications at once change the status once', async () => {
    const o = await openVa();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify(notification(o.gatewayOrderId, o.charge.amount, 'settlement'))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const order = await orderOf(o);
    expect(order.history.map((h) => h.to_status)).toEqual(['AWAITING_PAYMENT', 'PROCESSING']);
  });

  it('answers 400 to a malformed notification, 404 to an unknown order and to a GET', async () => {
    expect((await notify({ order_id: 'x' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/midtrans/notification',
          headers: { 'content-type': 'application/json' },
          payload: '{not json',
        })
      ).statusCode,
    ).toBe(400);
    expect((await notify(notification('LMB-999999-1', 1000, 'settlement'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/midtrans/notification' })).statusCode).toBe(404);
  });
});

describe('PUT /api/midtrans/success/ and /failed/', () => {
  it("ask the gateway: the browser's word alone changes nothing, the gateway's settlement does", async () => {
    const o = await openVa();
    const hint = (path: string) =>
      t.app.inject({
        method: 'PUT',
        url: path,
        headers: o.shopper.headers,
        payload: { user_id: o.shopper.id, transaction_id: o.orderId },
      });
    expect((await hint('/api/midtrans/success/')).json().data.order.status).toBe('AWAITING_PAYMENT');
    expect((await hint('/api/midtrans/failed/')).json().data.order.status).toBe('AWAITING_PAYMENT');
    expect(midtrans.seen.filter((s) => s.url === `/v2/${o.gatewayOrderId}/status`)).toHaveLength(2);
    midtrans.charges.get(o.gatewayOrderId)!.status = 'settlement';
    expect((await hint('/api/midtrans/success/')).json().data.order.status).toBe('PROCESSING');
    const simulate = await t.app.inject({
      method: 'POST',
      url: `/api/midtrans/simulate/${o.shopper.id}/${o.orderId}`,
      headers: o.shopper.headers,
    });
    // With the real gateway nobody can pay on request: the simulator's route does not exist.
    expect(simulate.statusCode).toBe(404);
  });
});
