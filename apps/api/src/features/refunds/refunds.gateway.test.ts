/**
 * A QRIS refund sent to the payment gateway through the real API and the real Midtrans client,
 * against a local HTTP server that answers POST /v2/{order_id}/refund as shared/MIDTRANS.md
 * documents: 16 parallel clicks make one gateway call and one refund; a refusal turns the refund
 * into a transfer the shopper gives an account for; an unreachable gateway leaves it owed, and the
 * next click sends the same refund_key.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, StoreRefundResponse } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { transition } from '../../domain/order-status';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { SERVER_KEY } from '../../../test/fake-midtrans';
import { chooseAddress, orderReadyToPay } from '../../../test/factories';
import { authHeaders, DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;

interface RefundCall {
  orderId: string;
  body: { refund_key: string; amount: number; reason: string };
}

/** A stand-in for Midtrans's refund call: one refund per refund_key, answered after a short wait. */
function refundServer() {
  const calls: RefundCall[] = [];
  const refunds = new Map<string, number>();
  let mode: 'ok' | 'refuse' | 'down' = 'ok';
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => resolve(text));
    });
  const server = createServer(async (req, res) => {
    const text = await read(req);
    const send = (http: number, answer: object) =>
      res.writeHead(http, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    const match = req.method === 'POST' && /^\/v2\/([^/]+)\/refund$/.exec(req.url ?? '');
    if (!match) return send(404, { status_code: '404', status_message: 'not found' });
    const call: RefundCall = { orderId: decodeURIComponent(match[1]!), body: JSON.parse(text) };
    calls.push(call);
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (mode === 'down') return send(500, { status_code: '500', status_message: 'Internal server error' });
    if (mode === 'refuse') {
      // Midtrans writes some refusals with HTTP 200 and the error in status_code.
      return send(200, { status_code: '412', status_message: 'Transaction status cannot be updated.' });
    }
    const id = refunds.get(call.body.refund_key) ?? refunds.size + 1001;
    refunds.set(call.body.refund_key, id);
    return send(200, {
      status_code: '200',
      status_message: 'Success, refund request is approved',
      order_id: call.orderId,
      payment_type: 'qris',
      transaction_status: 'refund',
      refund_chargeback_id: id,
      refund_amount: `${call.body.amount}.00`,
      refund_key: call.body.refund_key,
    });
  });
  return {
    calls,
    setMode: (next: typeof mode) => (mode = next),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const gateway = refundServer();
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  const url = await gateway.listen();
  t = await buildTestApp({ env: { MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_BASE_URL: url } });
  admin = await authHeaders(t.app, DEMO.jakartaAdmin);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
beforeEach(() => {
  gateway.calls.length = 0;
  gateway.setMode('ok');
});

/**
 * An order paid by QRIS (the gateway settled it: its payment is recorded as the notification
 * records one), then cancelled by its store through the real route: one gateway refund owed.
 */
async function cancelledQrisOrder() {
  const o = await orderReadyToPay(() => t, { storeId: STORE, price: 9000, quantity: 3, stock: 5 });
  await chooseAddress(() => t, o);
  const gatewayOrderId = `LMB-${o.orderId}-1`;
  await t.db.execute(sql`insert into payments (order_id, user_id, payment_method, payment_status, amount,
      gateway_order_id, gateway_transaction_id, payment_type, transaction_status, payment_date)
    select order_id, user_id, 'QRIS', 'SUCCESS', total_price, ${gatewayOrderId}, ${`tx-${gatewayOrderId}`},
      'qris', 'settlement', now()
    from orders where order_id = ${o.orderId}`);
  expect((await transition(t.db, o.orderId, { to: 'PROCESSING', actor: 'SYSTEM', by: null })).ok).toBe(true);
  const cancelled = await t.app.inject({
    method: 'PUT',
    url: `/api/order/store-cancel/${STORE}/${o.orderId}`,
    headers: admin,
    payload: { reason: 'Our freezer broke: the order cannot be packed.' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const order = await shopperOrder(t.app, o);
  const [{ total_price }] = (await queryRows<{ total_price: number }>(
    t.db,
    sql`select total_price from orders where order_id = ${o.orderId}`,
  )) as [{ total_price: number }];
  expect(order.refunds).toHaveLength(1);
  expect(order.refunds[0]).toMatchObject({
    amount: total_price,
    method: 'GATEWAY',
    status: 'OWED',
    needs_account: false,
  });
  return { ...o, gatewayOrderId, refund: order.refunds[0]!, total: total_price };
}

const click = (refundId: number, action = 'gateway') =>
  t.app.inject({ method: 'PUT', url: `/api/refunds/store/${STORE}/${refundId}/${action}`, headers: admin });

const refundRow = async (refundId: number) =>
  (
    await queryRows<{
      status: string;
      method: string;
      gateway_refund_id: string | null;
      note: string | null;
    }>(
      t.db,
      sql`select status::text, method::text, gateway_refund_id, note from refunds where refund_id = ${refundId}`,
    )
  )[0]!;

describe('a refund through the gateway', () => {
  it('is sent once whatever the clicks: 16 in parallel make one gateway call and one refund', async () => {
    const o = await cancelledQrisOrder();
    const answers = await Promise.all(Array.from({ length: 16 }, () => click(o.refund.refund_id)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(15).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'REFUND_MOVED_ON', message: MESSAGES.REFUND_MOVED_ON });
    }
    expect(gateway.calls).toHaveLength(1);
    const [call] = gateway.calls;
    expect(call!.orderId).toBe(o.gatewayOrderId);
    expect(call!.body).toMatchObject({
      amount: o.total,
      refund_key: expect.stringMatching(/^LMB-R-[0-9a-f]{32}$/),
    });

    const sent = StoreRefundResponse.parse(answers.find((a) => a.statusCode === 200)!.json());
    expect(sent.message).toBe(MESSAGES.REFUND_SENT_TO_GATEWAY);
    expect(sent.data.refund).toMatchObject({
      refund_id: o.refund.refund_id,
      status: 'PROCESSING',
      method: 'GATEWAY',
      gateway_refund_id: '1001',
      payment_method: 'QRIS',
      actions: { gateway: false, transfer: false, paid: false, failed: false },
    });
    const refunds = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from refunds where order_id = ${o.orderId}`,
    );
    expect(Number(refunds[0]!.n)).toBe(1);
    // The shopper sees it on the way; no bank account is asked for.
    expect((await shopperOrder(t.app, o)).refunds[0]).toMatchObject({
      status: 'PROCESSING',
      needs_account: false,
    });
    const account = await t.app.inject({
      method: 'PUT',
      url: `/api/refunds/account/${o.shopper.id}/${o.refund.refund_id}`,
      headers: o.shopper.headers,
      payload: { bank_name: 'BCA', account_number: '1234567890', account_holder: 'Budi Santoso' },
    });
    expect(account.statusCode).toBe(422);
    expect(account.json()).toMatchObject({ code: 'REFUND_ACCOUNT_NOT_NEEDED' });
  });

  it("refused by the gateway, becomes a transfer to the shopper's account", async () => {
    const o = await cancelledQrisOrder();
    expect((await click(o.refund.refund_id, 'transfer')).json()).toMatchObject({
      code: 'REFUND_ACCOUNT_NOT_NEEDED',
    });
    gateway.setMode('refuse');
    const refused = await click(o.refund.refund_id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'REFUND_GATEWAY_REFUSED',
      message: MESSAGES.REFUND_GATEWAY_REFUSED,
    });
    expect(await refundRow(o.refund.refund_id)).toMatchObject({
      status: 'FAILED',
      method: 'BANK_TRANSFER',
      note: MESSAGES.REFUND_GATEWAY_REFUSED,
    });
    expect((await shopperOrder(t.app, o)).refunds[0]).toMatchObject({
      status: 'FAILED',
      needs_account: true,
    });

    const account = await t.app.inject({
      method: 'PUT',
      url: `/api/refunds/account/${o.shopper.id}/${o.refund.refund_id}`,
      headers: o.shopper.headers,
      payload: { bank_name: 'Mandiri', account_number: '1370012345678', account_holder: 'Budi Santoso' },
    });
    expect(account.statusCode, account.body).toBe(200);
    const started = await click(o.refund.refund_id, 'transfer');
    expect(started.statusCode, started.body).toBe(200);
    expect(StoreRefundResponse.parse(started.json()).data.refund).toMatchObject({
      status: 'PROCESSING',
      method: 'BANK_TRANSFER',
    });
    // A transfer now: the gateway is not asked again.
    expect((await click(o.refund.refund_id)).json()).toMatchObject({ code: 'REFUND_NOT_GATEWAY' });
    expect(gateway.calls).toHaveLength(1);
  });

  it('not reached, stays owed; the next click sends the same refund_key and is refunded once', async () => {
    const o = await cancelledQrisOrder();
    gateway.setMode('down');
    const down = await click(o.refund.refund_id);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    expect(await refundRow(o.refund.refund_id)).toMatchObject({ status: 'OWED', method: 'GATEWAY' });

    gateway.setMode('ok');
    const sent = await click(o.refund.refund_id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(gateway.calls).toHaveLength(2);
    expect(gateway.calls[1]!.body.refund_key).toBe(gateway.calls[0]!.body.refund_key);
    expect(await refundRow(o.refund.refund_id)).toMatchObject({ status: 'PROCESSING' });
    const history = (await shopperOrder(t.app, o)).refunds[0]!.history.map((h) => h.to_status);
    expect(history).toEqual(['OWED', 'PROCESSING', 'OWED', 'PROCESSING']);
  });
});
