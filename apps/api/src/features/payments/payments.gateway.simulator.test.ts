/**
 * The built-in payment simulator cannot be used to fake a payment from outside: its notifications
 * are signed with a key drawn at random for each simulator (a notification signed with any
 * published key is refused), and the start-up log warns that it is in use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { signatureOf } from '../../platform/payment-gateway';
import { paymentSimulator, type PaymentSimulator } from '../../platform/payment-simulator';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { orderWithVa } from '../../../test/factories';
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
