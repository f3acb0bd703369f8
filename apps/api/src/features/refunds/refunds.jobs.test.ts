/**
 * The stuck-refund job through the real app, the real Midtrans client and the local stand-in
 * (test/fake-midtrans.ts), whose status call lists a charge's refunds: a gateway refund PROCESSING
 * for more than 15 minutes is PAID when the gateway lists its refund_key, OWED again when it does
 * not (then sent again with the same key, refunded once), left alone while the gateway cannot be
 * reached; two API instances running the job at once ask the gateway once per refund.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { moveRefund } from '../../domain/refunds';
import { fileHeaders, fileMidtransApp } from '../../../test/file-app';
import { orderWithCharge } from '../../../test/gateway-charges';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';
import { checkStuckRefunds, STUCK_REFUND_MINUTES } from './refunds.jobs';

const STORE = DEMO.jakartaStoreId;
const { t, midtrans } = fileMidtransApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);

/** A QRIS order paid through the gateway, then cancelled by its store: one gateway refund owed. */
async function owedQrisRefund() {
  const o = await orderWithCharge(() => t, { payment_type: 'qris' }, { storeId: STORE, stock: 5 });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/midtrans/notification',
    payload: midtrans.settle(o.gatewayOrderId),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const cancelled = await t.app.inject({
    method: 'PUT',
    url: `/api/order/store-cancel/${STORE}/${o.orderId}`,
    headers: admin,
    payload: { reason: 'The order cannot be packed today.' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [refund] = (await shopperOrder(t.app, o)).refunds;
  expect(refund).toMatchObject({ method: 'GATEWAY', status: 'OWED' });
  return { ...o, refundId: refund!.refund_id };
}

const sendToGateway = async (refundId: number) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/refunds/store/${STORE}/${refundId}/gateway`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The refund has been PROCESSING, untouched, for `minutes`. */
const untouchedFor = (refundId: number, minutes: number) =>
  t.db.execute(
    sql`update refunds set updated_at = now() - make_interval(mins => ${minutes}::int) where refund_id = ${refundId}`,
  );

const refundRow = async (refundId: number) =>
  (
    await queryRows<{ status: string; gateway_refund_id: string | null; refund_key: string }>(
      t.db,
      sql`select status::text, gateway_refund_id, refund_key from refunds where refund_id = ${refundId}`,
    )
  )[0]!;

const historyOf = async (refundId: number) =>
  (
    await queryRows<{ from_status: string | null; to_status: string; note: string | null }>(
      t.db,
      sql`select from_status::text, to_status::text, note from refund_history where refund_id = ${refundId}
          order by refund_history_id`,
    )
  ).map((h) => `${h.from_status ?? '-'}>${h.to_status}`);

const statusCalls = (gatewayOrderId: string) =>
  midtrans.seen.filter((s) => s.method === 'GET' && s.url === `/v2/${gatewayOrderId}/status`).length;

describe('the stuck-refund job', () => {
  it('pays a refund the gateway made whose notification never came, only once it is stuck', async () => {
    const o = await owedQrisRefund();
    await sendToGateway(o.refundId);
    expect(await refundRow(o.refundId)).toMatchObject({ status: 'PROCESSING' });
    // Not stuck yet: the notification may still come.
    await untouchedFor(o.refundId, STUCK_REFUND_MINUTES - 1);
    expect(await t.app.jobs.runNow('stuck-refunds')).toEqual({
      refundsConfirmed: 0,
      refundsOwedAgain: 0,
      refundsUnanswered: 0,
    });
    await untouchedFor(o.refundId, STUCK_REFUND_MINUTES + 1);
    expect(await t.app.jobs.runNow('stuck-refunds')).toMatchObject({ refundsConfirmed: 1 });
    const made = midtrans.charges.get(o.gatewayOrderId)!.refunds;
    expect(made).toHaveLength(1);
    expect(await refundRow(o.refundId)).toMatchObject({
      status: 'PAID',
      gateway_refund_id: String(made[0]!.id),
    });
    expect(await historyOf(o.refundId)).toEqual(['->OWED', 'OWED>PROCESSING', 'PROCESSING>PAID']);
    expect((await shopperOrder(t.app, o)).refunds[0]).toMatchObject({ status: 'PAID' });
    // The notification arriving after all changes nothing.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/midtrans/notification',
      payload: midtrans.refundNotification(o.gatewayOrderId),
    });
    expect(late.statusCode).toBe(200);
    expect(await historyOf(o.refundId)).toHaveLength(3);
  });

  it('owes again a refund the gateway never got (the process died after the claim); resent with the same key', async () => {
    const o = await owedQrisRefund();
    // The claim committed, the gateway call never happened.
    expect((await moveRefund(t.db, o.refundId, { to: 'PROCESSING', by: null })).ok).toBe(true);
    await untouchedFor(o.refundId, STUCK_REFUND_MINUTES + 1);
    expect(await checkStuckRefunds(t.app.ctx)).toMatchObject({ refundsOwedAgain: 1 });
    expect(await refundRow(o.refundId)).toMatchObject({ status: 'OWED' });
    const [note] = await queryRows<{ note: string }>(
      t.db,
      sql`select note from refund_history where refund_id = ${o.refundId} order by refund_history_id desc limit 1`,
    );
    expect(note!.note).toBe(MESSAGES.REFUND_NOT_AT_GATEWAY);

    const key = (await refundRow(o.refundId)).refund_key;
    await sendToGateway(o.refundId);
    const made = midtrans.charges.get(o.gatewayOrderId)!.refunds;
    expect(made.map((r) => r.refund_key)).toEqual([key]);
  });

  it('leaves a refund PROCESSING while the gateway cannot be reached, and asks again later', async () => {
    const o = await owedQrisRefund();
    await sendToGateway(o.refundId);
    await untouchedFor(o.refundId, STUCK_REFUND_MINUTES + 1);
    midtrans.seen.length = 0;
    midtrans.failNext(503, { status_code: '503', status_message: 'Service unavailable' });
    expect(await checkStuckRefunds(t.app.ctx)).toMatchObject({ refundsUnanswered: 1 });
    expect(await refundRow(o.refundId)).toMatchObject({ status: 'PROCESSING' });
    // Leased: the next run does not ask again before the lease is as old.
    expect(await checkStuckRefunds(t.app.ctx)).toMatchObject({ refundsUnanswered: 0 });
    expect(statusCalls(o.gatewayOrderId)).toBe(1);
    await untouchedFor(o.refundId, STUCK_REFUND_MINUTES + 1);
    expect(await checkStuckRefunds(t.app.ctx)).toMatchObject({ refundsConfirmed: 1 });
  });

  it('with two API instances at once asks the gateway once per refund and moves each once', async () => {
    const orders = [await owedQrisRefund(), await owedQrisRefund(), await owedQrisRefund()];
    for (const o of orders) {
      await sendToGateway(o.refundId);
      await untouchedFor(o.refundId, STUCK_REFUND_MINUTES + 1);
    }
    midtrans.seen.length = 0;
    midtrans.setDelay(20);
    const runs = await Promise.all([
      checkStuckRefunds(t.app.ctx, { batchSize: 1 }),
      checkStuckRefunds(t.app.ctx, { batchSize: 1 }),
    ]);
    midtrans.setDelay(0);
    expect(runs[0]!.refundsConfirmed + runs[1]!.refundsConfirmed).toBe(3);
    for (const o of orders) {
      expect(statusCalls(o.gatewayOrderId)).toBe(1);
      expect(await historyOf(o.refundId)).toEqual(['->OWED', 'OWED>PROCESSING', 'PROCESSING>PAID']);
    }
  });
});
