/**
 * A QRIS refund sent to the payment gateway through the real API and the real Midtrans client,
 * against the local stand-in (test/fake-midtrans.ts) that answers POST /v2/{order_id}/refund as
 * shared/MIDTRANS.md documents. The order is paid by a real QRIS charge (POST /api/midtrans and the
 * gateway's settlement notification), then cancelled by its store: 16 parallel clicks make one
 * gateway call and one refund; a refusal turns the refund into a transfer the shopper gives an
 * account for; an unreachable gateway leaves it owed, and the next click sends the same refund_key.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, StoreRefundResponse } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { fileHeaders, fileMidtransApp } from '../../../test/file-app';
import { orderWithCharge } from '../../../test/gateway-charges';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;

const { t, midtrans } = fileMidtransApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);

/** The refund calls the stand-in received: the charge's order id and the body. */
const refundCalls = () =>
  midtrans.seen
    .filter((s) => s.method === 'POST' && s.url.endsWith('/refund'))
    .map((s) => ({
      orderId: decodeURIComponent(s.url.split('/')[2]!),
      body: s.body as { refund_key: string; amount: number; reason: string },
    }));

const refuseNext = () =>
  midtrans.failNext(200, { status_code: '412', status_message: 'Transaction status cannot be updated.' });
const downNext = () =>
  midtrans.failNext(500, { status_code: '500', status_message: 'Internal server error' });

/**
 * An order paid by a QRIS charge (opened through POST /api/midtrans, settled at the gateway and
 * notified), then cancelled by its store through the real route: one gateway refund owed.
 */
async function cancelledQrisOrder() {
  const o = await orderWithCharge(
    () => t,
    { payment_type: 'qris' },
    { storeId: STORE, price: 9000, quantity: 3, stock: 5 },
  );
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/midtrans/notification',
    payload: midtrans.settle(o.gatewayOrderId),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect((await shopperOrder(t.app, o)).status).toBe('PROCESSING');
  const cancelled = await t.app.inject({
    method: 'PUT',
    url: `/api/order/store-cancel/${STORE}/${o.orderId}`,
    headers: admin,
    payload: { reason: 'Our freezer broke: the order cannot be packed.' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const order = await shopperOrder(t.app, o);
  const total = o.order.total_price;
  expect(order.refunds).toHaveLength(1);
  expect(order.refunds[0]).toMatchObject({
    amount: total,
    method: 'GATEWAY',
    status: 'OWED',
    needs_account: false,
  });
  midtrans.seen.length = 0;
  return { ...o, refund: order.refunds[0]!, total };
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
    midtrans.setDelay(30);
    const answers = await Promise.all(Array.from({ length: 16 }, () => click(o.refund.refund_id)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(15).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'REFUND_MOVED_ON', message: MESSAGES.REFUND_MOVED_ON });
    }
    expect(refundCalls()).toHaveLength(1);
    const [call] = refundCalls();
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
      gateway_refund_id: String(midtrans.charges.get(o.gatewayOrderId)!.refunds[0]!.id),
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
    refuseNext();
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
    expect(refundCalls()).toHaveLength(1);
  });

  it('not reached, stays owed; the next click sends the same refund_key and is refunded once', async () => {
    const o = await cancelledQrisOrder();
    downNext();
    const down = await click(o.refund.refund_id);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    expect(await refundRow(o.refund.refund_id)).toMatchObject({ status: 'OWED', method: 'GATEWAY' });

    const sent = await click(o.refund.refund_id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(refundCalls()).toHaveLength(2);
    expect(refundCalls()[1]!.body.refund_key).toBe(refundCalls()[0]!.body.refund_key);
    expect(midtrans.charges.get(o.gatewayOrderId)!.refunds).toHaveLength(1);
    expect(await refundRow(o.refund.refund_id)).toMatchObject({ status: 'PROCESSING' });
    const history = (await shopperOrder(t.app, o)).refunds[0]!.history.map((h) => h.to_status);
    expect(history).toEqual(['OWED', 'PROCESSING', 'OWED', 'PROCESSING']);
  });
});
