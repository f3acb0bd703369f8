/**
 * Paying by every method through the real Midtrans client, against a local HTTP server that answers
 * as shared/MIDTRANS.md documents: what each charge sends and answers, the gateway's errors and its
 * duplicate-order-id answer, a change of method (the open charge cancelled at the gateway first, or
 * found paid meanwhile), and a new charge after one lapsed while the order's deadline holds.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type GatewayPaymentType } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { midtransGateway } from '../../platform/midtrans';
import { GatewayError } from '../../platform/payment-gateway';
import { fileMidtransApp } from '../../../test/file-app';
import { notification, SERVER_KEY } from '../../../test/fake-midtrans';
import { chooseAddress, orderReadyToPay } from '../../../test/factories';
import { charged, orderWithCharge, postCharge } from '../../../test/gateway-charges';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;
const { t, midtrans, midtransUrl } = fileMidtransApp();

const app = () => t;
const open = (payment_type: GatewayPaymentType, bank?: string) =>
  orderWithCharge(app, { payment_type, bank }, { storeId: STORE, stock: 5, quantity: 2 });
const chargeCalls = () => midtrans.seen.filter((s) => s.url === '/v2/charge');
const calls = () => midtrans.seen.map((s) => `${s.method} ${s.url}`);
const notify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/midtrans/notification', payload });
const minutesLeft = (iso: string) => (new Date(iso).getTime() - Date.now()) / 60_000;

describe('a charge by each method', () => {
  it('opens a BNI, BRI and Permata VA with bank_transfer.bank, and answers va_numbers', async () => {
    for (const bank of ['bni', 'bri', 'permata']) {
      midtrans.seen.length = 0;
      const o = await open('bank_transfer', bank);
      const sent = chargeCalls()[0]!.body!;
      expect(sent).toMatchObject({
        payment_type: 'bank_transfer',
        transaction_details: { order_id: `LMB-${o.orderId}-1`, gross_amount: o.order.total_price },
        bank_transfer: { bank },
        custom_expiry: { expiry_duration: 120, unit: 'minute' },
      });
      expect(o.charge).toMatchObject({
        payment_type: 'bank_transfer',
        payment_method: 'VIRTUAL_ACCOUNT',
        bank,
        va_numbers: [{ bank, va_number: midtrans.charges.get(o.gatewayOrderId)!.va }],
        bill_key: null,
        qr_string: null,
        actions: [],
      });
    }
  });

  it('opens a Mandiri bill (echannel with bill_info) and answers bill_key and biller_code', async () => {
    const o = await open('echannel');
    const sent = chargeCalls()[0]!.body!;
    expect(sent).toMatchObject({ payment_type: 'echannel', custom_expiry: { expiry_duration: 120 } });
    expect(sent.echannel).toEqual({ bill_info1: expect.any(String), bill_info2: expect.any(String) });
    expect(sent).not.toHaveProperty('bank_transfer');
    expect(o.charge).toMatchObject({
      payment_type: 'echannel',
      payment_method: 'VIRTUAL_ACCOUNT',
      bank: 'mandiri',
      va_numbers: [],
      bill_key: midtrans.charges.get(o.gatewayOrderId)!.va,
      biller_code: '70012',
    });
    // Kept on the payment, so the page shows the bill again after a reload.
    expect((await shopperOrder(t.app, o)).payment).toMatchObject({
      payment_type: 'echannel',
      bill_key: o.charge.bill_key,
      biller_code: '70012',
    });
  });

  it('opens QRIS with acquirer gopay for 15 minutes, and answers qr_string and the QR image action', async () => {
    const o = await open('qris');
    const sent = chargeCalls()[0]!.body!;
    expect(sent).toMatchObject({
      payment_type: 'qris',
      qris: { acquirer: 'gopay' },
      custom_expiry: { expiry_duration: 15, unit: 'minute' },
    });
    expect(o.charge).toMatchObject({ payment_type: 'qris', payment_method: 'QRIS', bank: null });
    expect(o.charge.qr_string).toMatch(/^000201/);
    expect(o.charge.actions).toEqual([
      { name: 'generate-qr-code', method: 'GET', url: expect.stringMatching(/\/qr-code$/) },
    ]);
    expect(minutesLeft(o.charge.expires_at)).toBeGreaterThan(14);
    expect(minutesLeft(o.charge.expires_at)).toBeLessThanOrEqual(15);
    // The order's own deadline (checkout's hour) is not shortened by the short charge.
    expect(minutesLeft(o.order.payment_deadline!)).toBeGreaterThan(50);
    expect((await shopperOrder(t.app, o)).payment).toMatchObject({
      payment_method: 'QRIS',
      qr_string: o.charge.qr_string,
      actions: o.charge.actions,
    });
  });

  it('opens GoPay with enable_callback and the order page to come back to; only the shopper actions are answered', async () => {
    const o = await open('gopay');
    const sent = chargeCalls()[0]!.body!;
    expect(sent).toMatchObject({
      payment_type: 'gopay',
      gopay: { enable_callback: true },
      custom_expiry: { expiry_duration: 15 },
    });
    expect((sent.gopay as { callback_url: string }).callback_url).toMatch(
      new RegExp(`/user/orders/${o.orderId}$`),
    );
    expect(o.charge.payment_method).toBe('GOPAY');
    // get-status and cancel need the server key: they stay on the server.
    expect(o.charge.actions.map((a) => a.name)).toEqual(['generate-qr-code', 'deeplink-redirect']);
    expect(o.charge.actions[1]!.url).toMatch(/^gojek:\/\//);
  });

  it('opens ShopeePay with its callback_url, and answers the app deeplink', async () => {
    const o = await open('shopeepay');
    const sent = chargeCalls()[0]!.body!;
    expect(sent).toMatchObject({ payment_type: 'shopeepay', custom_expiry: { expiry_duration: 15 } });
    expect((sent.shopeepay as { callback_url: string }).callback_url).toMatch(/\/user\/orders\/\d+$/);
    expect(o.charge).toMatchObject({ payment_method: 'SHOPEEPAY', qr_string: null });
    expect(o.charge.actions).toEqual([{ name: 'deeplink-redirect', method: 'GET', url: expect.any(String) }]);
  });

  it('settles a QRIS charge by its notification: PROCESSING, paid by QRIS', async () => {
    const o = await open('qris');
    const res = await notify(
      notification(o.gatewayOrderId, o.charge.amount, 'settlement', SERVER_KEY, 'qris'),
    );
    expect(res.statusCode).toBe(200);
    const order = await shopperOrder(t.app, o);
    expect([order.status, order.history.at(-1)?.reason]).toEqual([
      'PROCESSING',
      MESSAGES.PAYMENT_PAID_BY_QRIS,
    ]);
  });
});

describe('bad input and gateway errors', () => {
  it('asks for the bank of a bank_transfer, and refuses a type or bank it does not know (400)', async () => {
    const o = await orderReadyToPay(app, { storeId: STORE });
    await chooseAddress(app, o);
    const noBank = await postCharge(app, o, { payment_type: 'bank_transfer' });
    expect([noBank.statusCode, noBank.json().message]).toEqual([400, MESSAGES.PAYMENT_BANK_REQUIRED]);
    expect((await postCharge(app, o, { payment_type: 'ovo' as GatewayPaymentType })).statusCode).toBe(400);
    expect((await postCharge(app, o, { payment_type: 'bank_transfer', bank: 'hsbc' })).statusCode).toBe(400);
    expect(chargeCalls()).toEqual([]);
    // The spec's body alone is a BCA virtual account.
    expect((await charged(app, o)).charge).toMatchObject({ payment_type: 'bank_transfer', bank: 'bca' });
  });

  it('turns 401, 400 with validation messages and 500 into GatewayError with the status code', async () => {
    const wrongKey = midtransGateway({ serverKey: 'SB-Mid-server-wrong', baseUrl: midtransUrl() });
    const request = {
      gatewayOrderId: 'LMB-err-1',
      paymentType: 'qris' as const,
      bank: null,
      amount: 10000,
      customer: { email: 'a@b.c', firstName: 'A' },
      expiryMinutes: 15,
      now: new Date(),
      callbackUrl: 'http://localhost/user/orders/1',
    };
    await expect(wrongKey.charge(request)).rejects.toMatchObject({ name: 'GatewayError', statusCode: '401' });
    const gateway = midtransGateway({ serverKey: SERVER_KEY, baseUrl: midtransUrl() });
    midtrans.failNext(200, {
      status_code: '400',
      status_message: 'One or more parameters in the payload is invalid.',
      validation_messages: ['qris.acquirer is not valid'],
    });
    const invalid = await gateway.charge(request).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(GatewayError);
    expect((invalid as GatewayError).message).toContain('qris.acquirer is not valid');
    midtrans.failNext(500, {
      status_code: '500',
      status_message: 'Sorry, we encountered internal server error',
    });
    await expect(gateway.charge(request)).rejects.toMatchObject({ statusCode: '500' });
    await gateway.charge(request);
    await expect(gateway.charge(request)).rejects.toMatchObject({ statusCode: '406' });
  });

  it('asks again under the next gateway order id when the gateway answers 406 (the id was used before)', async () => {
    const o = await orderReadyToPay(app, { storeId: STORE });
    await chooseAddress(app, o);
    // The gateway already holds this order's first id, as after a database restored from an older copy.
    midtrans.charges.set(`LMB-${o.orderId}-1`, {
      gross: 1,
      paymentType: 'qris',
      bank: null,
      status: 'pending',
      va: 'x',
      refunds: [],
    });
    const { charge } = await charged(app, o, { payment_type: 'qris' });
    expect(charge.gateway_order_id).toBe(`LMB-${o.orderId}-2`);
    expect(chargeCalls().map((c) => (c.body!.transaction_details as { order_id: string }).order_id)).toEqual([
      `LMB-${o.orderId}-1`,
      `LMB-${o.orderId}-2`,
    ]);
  });
});

describe('changing method and charging again', () => {
  it('answers the open charge again for the same method; another method cancels it at the gateway first', async () => {
    const o = await open('qris');
    expect((await charged(app, o, { payment_type: 'qris' })).charge.gateway_order_id).toBe(o.gatewayOrderId);
    expect(chargeCalls()).toHaveLength(1);
    midtrans.seen.length = 0;
    const { charge } = await charged(app, o, { payment_type: 'bank_transfer', bank: 'bni' });
    expect(calls()).toEqual([`POST /v2/${o.gatewayOrderId}/cancel`, 'POST /v2/charge']);
    expect(charge).toMatchObject({ gateway_order_id: `LMB-${o.orderId}-2`, bank: 'bni' });
    expect(midtrans.charges.get(o.gatewayOrderId)!.status).toBe('cancel');
    // The cancel's own notification closes the old charge only: the order waits for the new one.
    expect(
      (await notify(notification(o.gatewayOrderId, o.charge.amount, 'cancel', SERVER_KEY, 'qris')))
        .statusCode,
    ).toBe(200);
    const order = await shopperOrder(t.app, o);
    expect(order.status).toBe('AWAITING_PAYMENT');
    const rows = await queryRows<{ gateway_order_id: string; payment_status: string }>(
      t.db,
      sql`select gateway_order_id, payment_status from payments where order_id = ${o.orderId} order by payment_id`,
    );
    expect(rows).toEqual([
      { gateway_order_id: o.gatewayOrderId, payment_status: 'FAILED' },
      { gateway_order_id: `LMB-${o.orderId}-2`, payment_status: 'PENDING' },
    ]);
  });

  it('answers 409 PAYMENT_PAID_MEANWHILE when the open charge was paid meanwhile, and applies that payment', async () => {
    const o = await open('bank_transfer', 'bca');
    midtrans.charges.get(o.gatewayOrderId)!.status = 'settlement';
    midtrans.seen.length = 0;
    const res = await postCharge(app, o, { payment_type: 'qris' });
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.PAYMENT_PAID_MEANWHILE]);
    expect(calls()).toEqual([`POST /v2/${o.gatewayOrderId}/cancel`, `GET /v2/${o.gatewayOrderId}/status`]);
    const order = await shopperOrder(t.app, o);
    expect([order.status, order.payment?.payment_status]).toEqual(['PROCESSING', 'SUCCESS']);
  });

  it('keeps the open charge when the gateway cannot be reached for its cancel (502)', async () => {
    const o = await open('gopay');
    midtrans.failNext(500, {
      status_code: '500',
      status_message: 'Sorry, we encountered internal server error',
    });
    const res = await postCharge(app, o, { payment_type: 'shopeepay' });
    // The status call still says pending: nothing was cancelled, nothing new opened.
    expect(res.statusCode).toBe(502);
    expect((await charged(app, o, { payment_type: 'gopay' })).charge.gateway_order_id).toBe(o.gatewayOrderId);
  });

  it('opens a new charge (a new gateway order id) after one lapsed, while the order deadline holds; then 409', async () => {
    const o = await open('qris');
    await t.db.execute(
      sql`update payments set expires_at = now() - interval '1 minute' where gateway_order_id = ${o.gatewayOrderId}`,
    );
    // Its expiry notification closes the charge, not the order: the order's hour is not over.
    expect(
      (await notify(notification(o.gatewayOrderId, o.charge.amount, 'expire', SERVER_KEY, 'qris')))
        .statusCode,
    ).toBe(200);
    expect((await shopperOrder(t.app, o)).status).toBe('AWAITING_PAYMENT');
    midtrans.seen.length = 0;
    const again = await charged(app, o, { payment_type: 'qris' });
    expect(again.charge.gateway_order_id).toBe(`LMB-${o.orderId}-2`);
    expect(calls()).toEqual(['POST /v2/charge']);
    await t.db.execute(
      sql`update payments set expires_at = now() - interval '1 minute' where order_id = ${o.orderId}`,
    );
    await t.db.execute(
      sql`update orders set payment_deadline = now() - interval '1 second' where order_id = ${o.orderId}`,
    );
    const late = await postCharge(app, o, { payment_type: 'qris' });
    expect([late.statusCode, late.json().message]).toEqual([409, MESSAGES.PAYMENT_CHARGE_EXPIRED]);
  });

  it('leaves at most one charge open at the gateway when four methods are chosen at once', async () => {
    const o = await open('qris');
    const answers = await Promise.all(
      (['gopay', 'shopeepay', 'echannel', 'bank_transfer'] as const).map((payment_type) =>
        postCharge(app, o, { payment_type, bank: payment_type === 'bank_transfer' ? 'bni' : undefined }),
      ),
    );
    for (const a of answers) expect([201, 409], a.body).toContain(a.statusCode);
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    const ids = (
      await queryRows<{ gateway_order_id: string }>(
        t.db,
        sql`select gateway_order_id from payments where order_id = ${o.orderId}`,
      )
    ).map((r) => r.gateway_order_id);
    const openAtGateway = ids.filter((id) => midtrans.charges.get(id)?.status === 'pending');
    expect(openAtGateway).toHaveLength(1);
    const latest = await charged(app, o, { payment_type: 'qris' });
    expect(
      ids.filter(
        (id) => midtrans.charges.get(id)?.status === 'pending' && id !== latest.charge.gateway_order_id,
      ),
    ).toEqual([]);
  });

  it('opens no charge, not even a first VA, once the order deadline has passed (409)', async () => {
    const o = await orderReadyToPay(app, { storeId: STORE });
    await chooseAddress(app, o);
    await t.db.execute(
      sql`update orders set payment_deadline = now() - interval '1 second' where order_id = ${o.orderId}`,
    );
    const res = await postCharge(app, o, { payment_type: 'bank_transfer', bank: 'bca' });
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.PAYMENT_CHARGE_EXPIRED]);
    expect(chargeCalls()).toEqual([]);
  });

  it('never lets a charge outlive the order deadline: a second VA is capped at it', async () => {
    const o = await open('bank_transfer', 'bri');
    const deadline = (await shopperOrder(t.app, o)).payment_deadline!;
    const { charge } = await charged(app, o, { payment_type: 'echannel' });
    expect(new Date(charge.expires_at).getTime()).toBeLessThanOrEqual(new Date(deadline).getTime());
    expect((await shopperOrder(t.app, o)).payment_deadline).toBe(deadline);
  });
});
