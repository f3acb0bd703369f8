/**
 * Proofs of transfer through the real API: a cancelled order's proof leaves the store's review
 * queue (the cancel closes it, and the migration closes those left from before), and a proof's
 * picture is private: served by its route to the shopper, the store's admins and the super admin,
 * never cached, never at /uploads/, refused to everyone else.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PaymentQueueResponse } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { paidByTransfer as paidProof, pngPicture } from '../../../test/factories';
import { authHeaders, DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);
let png: Buffer;
beforeAll(async () => {
  png = await pngPicture(24, 16, '#7a3b11');
});

/** A new shopper's order with its address chosen and a proof of transfer uploaded. */
const paidByTransfer = () => paidProof(() => t, { storeId: STORE, price: 12000, quantity: 1, stock: 5 }, png);

const waitingIds = async () =>
  PaymentQueueResponse.parse(
    (await t.app.inject({ url: `/api/order/payments/${STORE}?pageSize=100`, headers: admin })).json(),
  ).data.map((p) => p.payment_id);

const storedPopImage = async (paymentId: number) => {
  const rows = await queryRows<{ pop_image: string | null }>(
    t.db,
    sql`select pop_image from payments where payment_id = ${paymentId}`,
  );
  return rows[0]!.pop_image;
};

/** The statements of a migration file, run as the migrator runs them. */
async function runMigration(name: string) {
  const file = fileURLToPath(new URL(`../../db/migrations/${name}`, import.meta.url));
  for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
    await t.db.execute(sql.raw(statement));
  }
}

describe("a store's cancel of an order whose proof waits for review", () => {
  it('closes the proof with the reason: it leaves the queue, the shopper sees it failed, accepting it answers 409', async () => {
    const o = await paidByTransfer();
    expect(await waitingIds()).toContain(o.payment.payment_id);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/order/store-cancel/${STORE}/${o.orderId}`,
      headers: admin,
      payload: { reason: 'The rice ran out before we could pack it.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await waitingIds()).not.toContain(o.payment.payment_id);

    const seen = await shopperOrder(t.app, o);
    expect([seen.status, seen.payment?.payment_status, seen.payment?.note]).toEqual([
      'CANCELLED',
      'FAILED',
      'The rice ran out before we could pack it.',
    ]);
    const accept = await t.app.inject({
      method: 'PUT',
      url: `/api/order/payment/${STORE}/${o.payment.payment_id}`,
      headers: admin,
      payload: { payment_status: 'SUCCESS' },
    });
    expect([accept.statusCode, accept.json().message]).toEqual([409, MESSAGES.PAYMENT_REVIEW_NOT_ALLOWED]);
  });

  it('is closed by the migration when it was cancelled before that rule, and the queue never lists one', async () => {
    const o = await paidByTransfer();
    // An order cancelled by the code before the rule: its proof was left waiting.
    await t.db.execute(
      sql`update orders set status = 'CANCELLED', cancelled_at = now(), cancel_reason = 'Closed for Lebaran.'
          where order_id = ${o.orderId}`,
    );
    expect(await waitingIds()).not.toContain(o.payment.payment_id);
    await runMigration('0012_payment_proofs.sql');
    const details = await t.app.inject({
      url: `/api/order/payment/${STORE}/${o.payment.payment_id}`,
      headers: admin,
    });
    expect(details.json().data.payment).toMatchObject({
      payment_status: 'FAILED',
      note: 'Closed for Lebaran.',
    });
  });
});

describe('GET /api/order/payment-proof/{paymentId}', () => {
  it('serves the proof to its shopper, the store admin and the super admin, private and never stored', async () => {
    const o = await paidByTransfer();
    expect(o.payment.pop_image).toBe(`/api/order/payment-proof/${o.payment.payment_id}`);
    const superAdmin = await authHeaders(t.app, DEMO.superAdmin);
    for (const headers of [o.shopper.headers, admin, superAdmin]) {
      const res = await t.app.inject({ url: o.payment.pop_image!, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(24);
    }
  });

  it('refuses a visitor (401), another shopper (403) and another store admin (404); nothing under /uploads/proofs/', async () => {
    const o = await paidByTransfer();
    const url = o.payment.pop_image!;
    const other = await o.h.shopper();
    const bandung = await authHeaders(t.app, DEMO.bandungAdmin);
    const answers = [];
    for (const headers of [{}, other.headers, bandung]) {
      const res = await t.app.inject({ url, headers });
      answers.push([res.statusCode, res.json().message]);
    }
    expect(answers).toEqual([
      [401, MESSAGES.UNAUTHORIZED],
      [403, MESSAGES.NOT_YOURS],
      [404, MESSAGES.PAYMENT_REVIEW_NOT_FOUND],
    ]);
    const missing = await t.app.inject({ url: '/api/order/payment-proof/999999', headers: admin });
    expect([missing.statusCode, missing.json().message]).toEqual([404, MESSAGES.PAYMENT_ID_NOT_FOUND]);

    // The file lives outside the public uploads, under its private key.
    const key = await storedPopImage(o.payment.payment_id);
    expect(key).toMatch(/^proofs\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
    expect(existsSync(join(t.config.dataDir, 'uploads', key!))).toBe(false);
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('keeps serving a proof uploaded when proofs were public, once the migration rewrote its address; /uploads/proofs/ answers 404', async () => {
    const o = await paidByTransfer();
    const key = (await storedPopImage(o.payment.payment_id))!;
    // As the code before kept it: an address under /uploads/ (the file is where storage moved it).
    await t.db.execute(
      sql`update payments set pop_image = ${`/uploads/${key}`} where payment_id = ${o.payment.payment_id}`,
    );
    await runMigration('0012_payment_proofs.sql');
    expect(await storedPopImage(o.payment.payment_id)).toBe(key);
    const res = await t.app.inject({ url: o.payment.pop_image!, headers: o.shopper.headers });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('leaves /uploads/proofs/ unserved even for a file put there, while product pictures stay public and cached', async () => {
    for (const folder of ['proofs', 'products']) {
      mkdirSync(join(t.config.dataDir, 'uploads', folder), { recursive: true });
      writeFileSync(join(t.config.dataDir, 'uploads', folder, 'left.png'), png);
    }
    const proof = await t.app.inject({ url: '/uploads/proofs/left.png' });
    expect(proof.statusCode).toBe(404);
    const product = await t.app.inject({ url: '/uploads/products/left.png' });
    expect([product.statusCode, product.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
  });
});
