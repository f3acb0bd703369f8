/**
 * The built-in payment simulator cannot be used to fake a payment from outside: its notifications
 * are signed with a key drawn at random for each simulator (a notification signed with any
 * published key is refused), and the start-up log warns that it is in use.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type GatewayPaymentType } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { signatureOf } from '../../platform/payment-gateway';
import { paymentSimulator, qrisPayload, type PaymentSimulator } from '../../platform/payment-simulator';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { orderWithVa } from '../../../test/factories';
import { orderWithCharge } from '../../../test/gateway-charges';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

/** The key the simulator used to sign with, published in the source of every copy of LUMBUNG. */
const PUBLISHED_KEY = 'lumbung-payment-simulator';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ onLogLine: (line) => logLines.push(line) });
});
afterAll(() => t.close());

/** A notification as a visitor would write it, for the order's guessable gateway order id. */
function signedWith(key: string, gatewayOrderId: string, amount: number, transactionStatus: string) {
  const fields = {
    order_id: gatewayOrderId,
    status_code: transactionStatus === 'settlement' ? '200' : '407',
    gross_amount: `${amount}.00`,
  };
  return { ...fields, transaction_status: transactionStatus, signature_key: signatureOf(fields, key) };
}

const notify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/midtrans/notification', payload });
const statusOf = async (o: {
  shopper: { id: number; headers: { authorization: string } };
  orderId: number;
}) => (await shopperOrder(t.app, o)).status;

describe('the payment simulator', () => {
  it('refuses a settlement or an expiry signed with the published key: the orders do not move', async () => {
    const paidByForgery = await orderWithVa(() => t, { storeId: DEMO.jakartaStoreId });
    const cancelledByForgery = await orderWithVa(() => t, { storeId: DEMO.jakartaStoreId });
    const settlement = await notify(
      signedWith(PUBLISHED_KEY, paidByForgery.gatewayOrderId, paidByForgery.charge.amount, 'settlement'),
    );
    expect([settlement.statusCode, settlement.json().message]).toEqual([
      403,
      MESSAGES.NOTIFICATION_SIGNATURE_INVALID,
    ]);
    const expiry = await notify(
      signedWith(
        PUBLISHED_KEY,
        cancelledByForgery.gatewayOrderId,
        cancelledByForgery.charge.amount,
        'expire',
      ),
    );
    expect(expiry.statusCode).toBe(403);
    expect(await statusOf(paidByForgery)).toBe('AWAITING_PAYMENT');
    expect(await statusOf(cancelledByForgery)).toBe('AWAITING_PAYMENT');
  });

  it("signs with a key of its own, drawn for each simulator: only this app's key verifies", async () => {
    const own = t.app.paymentGateway as PaymentSimulator;
    const other = paymentSimulator();
    expect(own.serverKey).not.toBe(other.serverKey);
    expect(own.serverKey).not.toContain(PUBLISHED_KEY);
    expect(own.serverKey.length).toBeGreaterThanOrEqual(64);

    const o = await orderWithVa(() => t, { storeId: DEMO.jakartaStoreId });
    const byOther = await notify(
      signedWith(other.serverKey, o.gatewayOrderId, o.charge.amount, 'settlement'),
    );
    expect(byOther.statusCode).toBe(403);
    const byOwn = await notify(signedWith(own.serverKey, o.gatewayOrderId, o.charge.amount, 'settlement'));
    expect([byOwn.statusCode, byOwn.json().message]).toEqual([200, MESSAGES.NOTIFICATION_RECEIVED]);
    expect(await statusOf(o)).toBe('PROCESSING');
  });

  it('says in the start-up log, as a warning, that payments run on the simulator', () => {
    const warnings = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; paymentGateway?: string })
      .filter((entry) => entry.level === 40 && entry.paymentGateway === 'simulator');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/built-in simulator: anyone can mark an order paid/);
    expect(warnings[0]!.msg).toContain('MIDTRANS_SERVER_KEY');
  });
});

/** The fields of an EMVCo payload: id -> value (nested templates stay text). */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    fields.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE, as EMVCo's field 63 carries it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('the simulator speaks every method', () => {
  it('writes a QRIS payload a reader accepts: EMVCo fields, IDR, the amount, a valid CRC', () => {
    const payload = qrisPayload('LMB-42-1', 145000);
    const fields = emvFields(payload);
    expect([
      fields.get('00'),
      fields.get('01'),
      fields.get('53'),
      fields.get('54'),
      fields.get('58'),
    ]).toEqual(['01', '12', '360', '145000', 'ID']);
    expect(fields.get('51')).toContain('ID.CO.QRIS.WWW');
    expect(fields.get('62')).toContain('LMB-42-1');
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
    // Printable ASCII only: any QR library encodes it.
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
  });

  const methods: { payment_type: GatewayPaymentType; bank?: string; paidBy: string }[] = [
    { payment_type: 'bank_transfer', bank: 'bri', paidBy: MESSAGES.PAYMENT_PAID_BY_VA },
    { payment_type: 'echannel', paidBy: MESSAGES.PAYMENT_PAID_BY_VA },
    { payment_type: 'qris', paidBy: MESSAGES.PAYMENT_PAID_BY_QRIS },
    { payment_type: 'gopay', paidBy: MESSAGES.PAYMENT_PAID_BY_EWALLET },
    { payment_type: 'shopeepay', paidBy: MESSAGES.PAYMENT_PAID_BY_EWALLET },
  ];
  for (const { paidBy, ...method } of methods) {
    it(`opens ${method.payment_type}${method.bank ? ` (${method.bank})` : ''} as the gateway answers it, and "simulate payment" pays it`, async () => {
      const o = await orderWithCharge(() => t, method, { storeId: DEMO.jakartaStoreId });
      const c = o.charge;
      expect(c).toMatchObject({
        payment_type: method.payment_type,
        simulated: true,
        transaction_status: 'pending',
      });
      if (method.payment_type === 'bank_transfer') expect(c.va_numbers[0]!.va_number).toMatch(/^\d{10,16}$/);
      if (method.payment_type === 'echannel') {
        expect([c.bank, c.bill_key, c.biller_code]).toEqual([
          'mandiri',
          expect.stringMatching(/^\d{11}$/),
          '70012',
        ]);
      }
      if (method.payment_type === 'qris' || method.payment_type === 'gopay') {
        expect(emvFields(c.qr_string!).get('54')).toBe(String(c.amount));
      }
      if (method.payment_type === 'gopay') expect(c.actions[0]!.url).toMatch(/^gojek:\/\//);
      if (method.payment_type === 'shopeepay') expect(c.actions[0]!.url).toMatch(/^shopeepay:\/\//);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/midtrans/simulate/${o.shopper.id}/${o.orderId}`,
        headers: o.shopper.headers,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const order = await shopperOrder(t.app, o);
      expect([order.status, order.history.at(-1)?.reason]).toEqual(['PROCESSING', paidBy]);
    });
  }
});

describe('money back through the simulator', () => {
  it('a QRIS charge paid while its order was cancelled is owed back once; the refund and its notification mark it paid', async () => {
    const o = await orderWithCharge(() => t, { payment_type: 'qris' }, { storeId: DEMO.jakartaStoreId });
    const simulator = t.app.paymentGateway as PaymentSimulator;
    // The shopper pays at the gateway as they cancel: its notification is not in yet.
    const settlement = simulator.notify(o.gatewayOrderId, 'settlement');
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/cancel/${o.shopper.id}/${o.orderId}`,
      headers: o.shopper.headers,
    });
    // The cancel closes the charge at the gateway, which says it was paid: owed back.
    expect(cancel.statusCode, cancel.body).toBe(200);
    const late = await notify(settlement);
    expect(late.statusCode, late.body).toBe(200);
    const order = await shopperOrder(t.app, o);
    expect(order.status).toBe('CANCELLED');
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amount: o.charge.amount,
        reason: 'PAID_AFTER_CANCEL',
        method: 'GATEWAY',
        status: 'OWED',
      }),
    ]);
    const [refund] = await queryRows<{ refund_key: string }>(
      t.db,
      sql`select refund_key from refunds where order_id = ${o.orderId}`,
    );
    await simulator.refund(o.gatewayOrderId, {
      refundKey: refund!.refund_key,
      amount: o.charge.amount,
      reason: 'Order cancelled',
    });
    const notified = await notify(simulator.refundNotification(o.gatewayOrderId));
    expect(notified.statusCode, notified.body).toBe(200);
    expect((await shopperOrder(t.app, o)).refunds).toEqual([
      expect.objectContaining({ status: 'PAID', paid_at: expect.any(String) }),
    ]);
  });
});
