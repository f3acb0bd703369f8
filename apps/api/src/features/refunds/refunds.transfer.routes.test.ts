/**
 * A refund by bank transfer through the real API: a store cancels a paid transfer order and owes
 * exactly what was paid; the shopper gives a bank account; the store starts the transfer, marks it
 * failed (the shopper is asked again), then paid with a proof, which is served to the shopper and
 * the staff and refused to everyone else. Bad input answers 4xx with a clear message.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  RefundAccountResponse,
  RefundQueueResponse,
  StoreRefundResponse,
  type OrderRefund,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { referencedUploads } from '../../db/upload-references';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { orderHelpers, paidByTransfer, plainPicture, pngPicture } from '../../../test/factories';
import { DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);
const otherAdmin = fileHeaders(t, DEMO.bandungAdmin);
const superAdmin = fileHeaders(t, DEMO.superAdmin);
const ACCOUNT = { bank_name: 'BNI', account_number: '0123-456-789', account_holder: 'Sari Wulandari' };
let png: Buffer;
beforeAll(async () => {
  png = await pngPicture(20, 20, '#1d6b3a');
});

type Shopper = { id: number; headers: { authorization: string } };

/** A shopper's transfer order, its proof accepted by the store, then cancelled by the store. */
async function cancelledPaidOrder() {
  const o = await paidByTransfer(() => t, { storeId: STORE, price: 17000, quantity: 2, stock: 6 }, png);
  const accepted = await t.app.inject({
    method: 'PUT',
    url: `/api/order/payment/${STORE}/${o.paymentId}`,
    headers: admin,
    payload: { payment_status: 'SUCCESS' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const cancelled = await t.app.inject({
    method: 'PUT',
    url: `/api/order/store-cancel/${STORE}/${o.orderId}`,
    headers: admin,
    payload: { reason: 'The cooking oil ran out before we could pack it.' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const order = await shopperOrder(t.app, o);
  expect(order.refunds).toHaveLength(1);
  return { ...o, order, refund: order.refunds[0]! };
}

const giveAccount = (s: Shopper, refundId: number, payload: object = ACCOUNT) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/refunds/account/${s.id}/${refundId}`,
    headers: s.headers,
    payload,
  });

const act = (refundId: number, action: string, payload?: object, headers = admin, store: number = STORE) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/refunds/store/${store}/${refundId}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });

/** The paid action's form: the proof picture (when given) and a note. */
function paidForm(picture: Buffer | null, note = 'Transferred from BCA 123', type = 'image/png') {
  const boundary = '----refund-proof';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n`),
  ];
  if (picture) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof_image"; filename="proof.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      picture,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const markPaid = (refundId: number, picture: Buffer | null, headers = admin) => {
  const form = paidForm(picture);
  return t.app.inject({
    method: 'PUT',
    url: `/api/refunds/store/${STORE}/${refundId}/paid`,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
};

const queue = async (status: string) =>
  RefundQueueResponse.parse(
    (
      await t.app.inject({ url: `/api/refunds/store/${STORE}?status=${status}&pageSize=100`, headers: admin })
    ).json(),
  );

describe("a store's cancel of a paid order", () => {
  it("owes one refund of exactly what was paid, by transfer, waiting for the shopper's account", async () => {
    const o = await cancelledPaidOrder();
    expect(o.order.paid_amount).toBe(o.payment.amount);
    expect(o.refund).toMatchObject<Partial<OrderRefund>>({
      amount: o.payment.amount,
      reason: 'STORE_CANCELLED',
      method: 'BANK_TRANSFER',
      status: 'OWED',
      needs_account: true,
      account: null,
      has_proof: false,
    });
    const owed = await queue('OWED');
    const listed = owed.data.find((r) => r.refund_id === o.refund.refund_id)!;
    expect(listed).toMatchObject({
      order_id: o.orderId,
      store_id: STORE,
      payment_method: 'BANK_TRANSFER',
      actions: { gateway: false, transfer: false, paid: false, failed: false },
    });
    expect(owed.counts.OWED.count).toBeGreaterThanOrEqual(1);
    expect(owed.message).toBe(MESSAGES.REFUNDS_LISTED);
  });
});

describe('a refund by bank transfer', () => {
  it('takes the account, is started, fails, is given a new account, and is paid with a proof the shopper sees', async () => {
    const o = await cancelledPaidOrder();
    const id = o.refund.refund_id;

    // The store cannot start or pay it before the shopper gives an account.
    expect((await act(id, 'transfer')).json()).toMatchObject({ code: 'REFUND_NEEDS_ACCOUNT' });
    expect((await markPaid(id, png)).statusCode).toBe(422);

    const given = await giveAccount(o.shopper, id);
    expect(given.statusCode, given.body).toBe(200);
    const body = RefundAccountResponse.parse(given.json());
    expect(body.message).toBe(MESSAGES.REFUND_ACCOUNT_SAVED);
    expect(body.data.order.refunds[0]).toMatchObject({
      status: 'OWED',
      needs_account: false,
      account: { bank_name: 'BNI', account_number: '0123456789', account_holder: 'Sari Wulandari' },
    });

    const started = await act(id, 'transfer');
    expect(started.statusCode, started.body).toBe(200);
    expect(StoreRefundResponse.parse(started.json()).data.refund).toMatchObject({
      status: 'PROCESSING',
      actions: { gateway: false, transfer: false, paid: true, failed: true },
    });
    // Sent: the shopper can no longer change the account, and a second start is refused.
    expect((await giveAccount(o.shopper, id)).json()).toMatchObject({ code: 'REFUND_ALREADY_SENT' });
    expect((await act(id, 'transfer')).statusCode).toBe(409);

    const failed = await act(id, 'failed', { note: 'The bank returned it: the account is closed.' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ message: MESSAGES.REFUND_MARKED_FAILED });
    expect((await shopperOrder(t.app, o)).refunds[0]).toMatchObject({
      status: 'FAILED',
      needs_account: true,
      note: 'The bank returned it: the account is closed.',
    });

    const again = await giveAccount(o.shopper, id, {
      ...ACCOUNT,
      bank_name: 'BRI',
      account_number: '998877665544',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(RefundAccountResponse.parse(again.json()).data.order.refunds[0]).toMatchObject({
      status: 'OWED',
      account: { bank_name: 'BRI', account_number: '998877665544' },
    });
    expect(RefundAccountResponse.parse(again.json()).data.order.refunds[0]!.history.at(-1)).toMatchObject({
      from_status: 'FAILED',
      to_status: 'OWED',
      note: MESSAGES.REFUND_ACCOUNT_GIVEN,
    });

    expect((await markPaid(id, null)).json()).toMatchObject({ code: 'REFUND_NEEDS_PROOF' });
    const paid = await markPaid(id, png);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(StoreRefundResponse.parse(paid.json()).data.refund).toMatchObject({
      status: 'PAID',
      has_proof: true,
      note: 'Transferred from BCA 123',
      actions: { gateway: false, transfer: false, paid: false, failed: false },
    });
    expect((await markPaid(id, png)).json()).toMatchObject({ code: 'REFUND_MOVED_ON' });

    const seen = (await shopperOrder(t.app, o)).refunds[0]!;
    expect(seen.status).toBe('PAID');
    expect(seen.paid_at).not.toBeNull();
    expect(seen.history.map((h) => h.to_status)).toEqual(['OWED', 'PROCESSING', 'FAILED', 'OWED', 'PAID']);
    expect((await queue('PAID')).data.map((r) => r.refund_id)).toContain(id);

    // The proof is kept privately, and the orphan sweep knows a refund names it.
    const [{ proof_image }] = (await queryRows<{ proof_image: string }>(
      t.db,
      sql`select proof_image from refunds where refund_id = ${id}`,
    )) as [{ proof_image: string }];
    expect(proof_image).toMatch(/^refund-proofs\//);
    expect((await referencedUploads(t.db)).has(proof_image)).toBe(true);

    // The proof: the shopper, the store's admin and the super admin see it, never cached.
    for (const headers of [o.shopper.headers, admin, superAdmin]) {
      const proof = await t.app.inject({ url: `/api/refunds/proof/${id}`, headers });
      expect(proof.statusCode).toBe(200);
      expect(proof.headers['content-type']).toBe('image/png');
      expect(proof.headers['cache-control']).toBe('private, no-store');
      expect(proof.rawPayload.length).toBeGreaterThan(0);
    }
    const stranger = await orderHelpers(() => t).shopper();
    const refusedShopper = await t.app.inject({ url: `/api/refunds/proof/${id}`, headers: stranger.headers });
    expect(refusedShopper.json()).toMatchObject({ code: 'NOT_YOURS' });
    expect(refusedShopper.statusCode).toBe(403);
    const refusedAdmin = await t.app.inject({ url: `/api/refunds/proof/${id}`, headers: otherAdmin });
    expect(refusedAdmin.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/refunds/proof/${id}` })).statusCode).toBe(401);
  });

  it('is marked paid once under parallel clicks, keeping one proof', async () => {
    const o = await cancelledPaidOrder();
    const id = o.refund.refund_id;
    expect((await giveAccount(o.shopper, id)).statusCode).toBe(200);
    const proofsDir = join(t.config.dataDir, 'private', 'refund-proofs');
    const kept = () => (existsSync(proofsDir) ? readdirSync(proofsDir).length : 0);
    const before = kept();
    const answers = await Promise.all(Array.from({ length: 8 }, () => markPaid(id, png)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
    expect(kept() - before).toBe(1);
    const history = (await shopperOrder(t.app, o)).refunds[0]!.history;
    expect(history.filter((h) => h.to_status === 'PAID')).toHaveLength(1);
  });

  it('answers a refund without a proof 404, and a refund that does not exist 404', async () => {
    const o = await cancelledPaidOrder();
    const none = await t.app.inject({ url: `/api/refunds/proof/${o.refund.refund_id}`, headers: admin });
    expect(none.json()).toMatchObject({
      code: 'REFUND_PROOF_NOT_FOUND',
      message: MESSAGES.REFUND_PROOF_NOT_FOUND,
    });
    const missing = await t.app.inject({ url: '/api/refunds/proof/99999999', headers: admin });
    expect(missing.json()).toMatchObject({ code: 'REFUND_NOT_FOUND' });
  });
});

describe("other people's refunds", () => {
  it('are refused on every refund route', async () => {
    const o = await cancelledPaidOrder();
    const id = o.refund.refund_id;
    const stranger = await orderHelpers(() => t).shopper();
    // Another shopper's refund under their own id; their own id with someone else's.
    expect((await giveAccount(stranger, id)).json()).toMatchObject({ code: 'NOT_YOURS' });
    const otherId = await t.app.inject({
      method: 'PUT',
      url: `/api/refunds/account/${o.shopper.id}/${id}`,
      headers: stranger.headers,
      payload: ACCOUNT,
    });
    expect(otherId.statusCode).toBe(403);
    expect((await giveAccount(o.shopper, 99999999)).statusCode).toBe(404);
    // Another store's admin: its own store's path finds no such refund; this store's path is refused.
    for (const action of ['gateway', 'transfer', 'failed']) {
      const body = action === 'failed' ? { note: 'Not ours to touch.' } : undefined;
      const mine = await act(id, action, body, otherAdmin, DEMO.bandungStoreId);
      expect(mine.json(), action).toMatchObject({ code: 'REFUND_NOT_FOUND' });
      const theirs = await act(id, action, body, otherAdmin);
      expect(theirs.json(), action).toMatchObject({ code: 'STORE_FORBIDDEN' });
      expect((await act(id, action, body, o.shopper.headers)).statusCode).toBe(403);
    }
    const paidElsewhere = await markPaid(id, png, otherAdmin);
    expect(paidElsewhere.statusCode).toBe(403);
    const queueOfOther = await t.app.inject({ url: `/api/refunds/store/${STORE}`, headers: otherAdmin });
    expect(queueOfOther.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/refunds/store/${STORE}`, headers: o.shopper.headers })).statusCode,
    ).toBe(403);
    for (const headers of [admin, o.shopper.headers]) {
      expect((await t.app.inject({ url: '/api/refunds/all', headers })).statusCode).toBe(403);
    }
    // The super admin reads any store's queue and every store's refunds.
    expect((await t.app.inject({ url: `/api/refunds/store/${STORE}`, headers: superAdmin })).statusCode).toBe(
      200,
    );
    const all = RefundQueueResponse.parse(
      (
        await t.app.inject({
          url: `/api/refunds/all?storeId=${STORE}&status=OWED&pageSize=100`,
          headers: superAdmin,
        })
      ).json(),
    );
    expect(all.data.map((r) => r.refund_id)).toContain(id);
    expect(all.data.every((r) => r.store_id === STORE && r.status === 'OWED')).toBe(true);
    const elsewhere = RefundQueueResponse.parse(
      (
        await t.app.inject({ url: `/api/refunds/all?storeId=${DEMO.bandungStoreId}`, headers: superAdmin })
      ).json(),
    );
    expect(elsewhere.data.map((r) => r.refund_id)).not.toContain(id);
    // Still owed, untouched by all of the above.
    expect((await shopperOrder(t.app, o)).refunds[0]).toMatchObject({ status: 'OWED', account: null });
  });
});

describe('bad input', () => {
  it('answers 400 with a clear message', async () => {
    const o = await cancelledPaidOrder();
    const id = o.refund.refund_id;
    const cases: [object, string][] = [
      [{ ...ACCOUNT, account_number: '12ab' }, 'An account number has 6 to 20 digits.'],
      [{ ...ACCOUNT, account_number: '123' }, 'An account number has 6 to 20 digits.'],
      [{ ...ACCOUNT, bank_name: '' }, 'Please choose your bank.'],
      [{ bank_name: 'BCA', account_number: '1234567' }, "Please enter the account holder's name."],
    ];
    for (const [payload, text] of cases) {
      const res = await giveAccount(o.shopper, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(text);
    }
    const shortNote = await act(id, 'failed', { note: 'x' });
    expect(shortNote.statusCode).toBe(400);
    expect(shortNote.json().message).toContain('Please tell the shopper what went wrong.');
    const badStatus = await t.app.inject({ url: `/api/refunds/store/${STORE}?status=DONE`, headers: admin });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('status must be one of OWED, PROCESSING, PAID, FAILED');
    const badId = await act(0, 'transfer');
    expect(badId.statusCode).toBe(400);

    await giveAccount(o.shopper, id);
    const gif = await markPaid(id, await plainPicture('gif', 10, 10, '#000000'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ code: 'IMAGE_NOT_ACCEPTED' });
    const notForm = await act(id, 'paid', { note: 'no picture' });
    expect(notForm.statusCode).toBe(400);
    // A transfer refund is not the gateway's; a gateway action on it is refused.
    expect((await act(id, 'gateway')).json()).toMatchObject({ code: 'REFUND_NOT_GATEWAY' });
    expect((await shopperOrder(t.app, o)).refunds[0]!.status).toBe('OWED');
  });
});
