/**
 * The public notification address cannot be used to fill the database: a body far larger than a
 * notification is refused before it is read, only the known fields of a verified notification are
 * stored, and a client whose notifications keep being refused is shut out for a while (Midtrans,
 * whose notifications verify, never is).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fakeMidtrans, notification, SERVER_KEY } from '../../../test/fake-midtrans';
import { orderWithVa } from '../../../test/factories';
import { DEMO } from '../../../test/sessions';

const FAILURES_PER_CLIENT = 3;
const midtrans = fakeMidtrans();
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const url = await midtrans.listen();
  t = await buildTestApp({
    env: {
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_BASE_URL: url,
      PAYMENT_NOTIFICATION_FAILURES_PER_IP: String(FAILURES_PER_CLIENT),
    },
    onLogLine: (line) => logLines.push(line),
  });
});
afterAll(async () => {
  await t.close();
  await midtrans.close();
});

/** Posts a notification from the given client address (each test has its own). */
const notifyFrom = (remoteAddress: string, payload: object | string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/midtrans/notification',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const stored = (gatewayOrderId: string) =>
  queryRows<{ payload: Record<string, unknown> }>(
    t.db,
    sql`select payload from payment_notifications where gateway_order_id = ${gatewayOrderId}`,
  );

describe('POST /api/midtrans/notification keeps what it is sent small', () => {
  it('refuses a body of more than 16 KB with 413 before reading it, and stores nothing', async () => {
    const o = await orderWithVa(() => t, { storeId: DEMO.jakartaStoreId });
    const padded = {
      ...notification(o.gatewayOrderId, o.charge.amount, 'settlement'),
      padding: 'x'.repeat(17 * 1024),
    };
    const res = await notifyFrom('198.51.100.1', padded);
    expect([res.statusCode, res.json().message]).toEqual([
      413,
      formatMessage('BODY_TOO_LARGE', { max: '16 KB' }),
    ]);
    expect(await stored(o.gatewayOrderId)).toEqual([]);
  });

  it('stores only the known fields of a verified notification, whatever else it carries', async () => {
    const o = await orderWithVa(() => t, { storeId: DEMO.jakartaStoreId });
    const sent = notification(o.gatewayOrderId, o.charge.amount, 'settlement');
    const res = await notifyFrom('198.51.100.2', {
      ...sent,
      merchant_id: 'G000000000',
      unknown: 'u'.repeat(8 * 1024),
      nested: { deep: ['a', 'b'] },
      // A known field of another shape is dropped, not refused: it never decides anything.
      currency: { code: 'IDR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await stored(o.gatewayOrderId);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.payload).sort()).toEqual(
      [
        'order_id',
        'status_code',
        'gross_amount',
        'transaction_status',
        'signature_key',
        'fraud_status',
        'transaction_id',
        'payment_type',
        'status_message',
      ].sort(),
    );
  });

  it('answers 429 to a client past its refused notifications, and only to that client', async () => {
    const o = await orderWithVa(() => t, { storeId: DEMO.jakartaStoreId });
    const forged = notification(o.gatewayOrderId, o.charge.amount, 'settlement', 'not-the-server-key');
    const answers = [];
    for (let i = 0; i < FAILURES_PER_CLIENT; i++)
      answers.push((await notifyFrom('203.0.113.7', forged)).statusCode);
    expect(answers).toEqual(Array(FAILURES_PER_CLIENT).fill(403));
    const limited = await notifyFrom('203.0.113.7', forged);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Junk counts as much as a forgery.
    expect((await notifyFrom('203.0.113.8', '{not json')).statusCode).toBe(400);
    expect((await notifyFrom('203.0.113.8', { order_id: 'x' })).statusCode).toBe(400);
    expect((await notifyFrom('203.0.113.8', forged)).statusCode).toBe(403);
    expect((await notifyFrom('203.0.113.8', forged)).statusCode).toBe(429);

    // The gateway's own notifications verify and are never counted, however many come.
    const genuine = notification(o.gatewayOrderId, o.charge.amount, 'pending');
    for (let i = 0; i < FAILURES_PER_CLIENT + 2; i++) {
      const res = await notifyFrom('192.0.2.10', genuine);
      expect([res.statusCode, res.json().message]).toEqual([200, MESSAGES.NOTIFICATION_RECEIVED]);
    }
    const paid = await notifyFrom(
      '192.0.2.10',
      notification(o.gatewayOrderId, o.charge.amount, 'settlement'),
    );
    expect(paid.statusCode).toBe(200);
  });
});

describe('an app on Midtrans', () => {
  it('has no simulator: no warning in its log, no route to pay on request', async () => {
    expect(t.app.paymentGateway.simulated).toBe(false);
    expect(logLines.filter((line) => line.includes('simulator'))).toEqual([]);
    expect(t.app.routeTable.some((r) => r.url.includes('/midtrans/simulate'))).toBe(false);
  });
});
