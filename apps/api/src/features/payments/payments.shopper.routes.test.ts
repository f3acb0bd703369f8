/**
 * Paying orders through the real API: bank transfer proofs (good and bad uploads, wrong states,
 * other people's orders), the simulator's virtual account, payment history and details.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CreateChargeResponse,
  formatMessage,
  MESSAGES,
  PaymentDetailsResponse,
  PaymentHistoryResponse,
  PaymentStatusHintResponse,
  PaymentSubmitFailure,
  PaymentSubmitResponse,
} from '@lumbung/contracts';
import { fileApp } from '../../../test/file-app';
import { transferDate } from './payments.shopper.routes';
import { chooseAddress, orderReadyToPay, stockAndJournal, pngPicture } from '../../../test/factories';
import { DEMO } from '../../../test/sessions';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
let png: Buffer;
beforeAll(async () => {
  png = await pngPicture(60, 40, '#1a7f4b');
});

/** An order with its address and REGULAR shipping chosen: ready for a payment. */
async function shippedOrder(options: { km?: number } = {}) {
  const o = await orderReadyToPay(() => t, { storeId: STORE, ...options });
  await chooseAddress(() => t, o);
  return o;
}

/** A multipart body by hand (what a browser's FormData sends). */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----lumbung-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pop_image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function submit(
  o: { shopper: { id: number; headers: { authorization: string } }; orderId: number },
  file: { name: string; type: string; bytes: Buffer } | undefined,
  fields: Record<string, string> = {
    payment_method: 'BANK_TRANSFER',
    payment_date: new Date().toISOString(),
  },
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/order/payment/${o.shopper.id}/${o.orderId}`,
    headers: { ...o.shopper.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('POST /api/order/payment/{userId}/{orderId}', () => {
  it("takes a proof: 'Payment created successfully', the order awaits confirmation, the amount carries the unique code", async () => {
    const o = await shippedOrder();
    const res = await submit(o, { name: 'proof.png', type: 'image/png', bytes: png });
    expect(res.statusCode, res.body).toBe(201);
    const body = PaymentSubmitResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.PAYMENT_CREATED);
    const { payment, order } = body.data;
    expect(order.status).toBe('AWAITING_CONFIRMATION');
    expect(order.history.map((h) => h.to_status)).toEqual(['AWAITING_PAYMENT', 'AWAITING_CONFIRMATION']);
    expect(order.history[1]).toMatchObject({ from_status: 'AWAITING_PAYMENT', actor: 'SHOPPER' });
    expect(payment).toMatchObject({
      payment_method: 'BANK_TRANSFER',
      payment_status: 'AWAITING_CONFIRMATION',
      amount: order.total_price + order.transfer.unique_code,
    });
    expect(order.transfer.unique_code).toBe(1 + (o.orderId % 999));
    expect(payment.pop_image).toBe(`/api/order/payment-proof/${payment.payment_id}`);
    const picture = await t.app.inject({ url: payment.pop_image!, headers: o.shopper.headers });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // Paid orders are not cancelled by the shopper, and cannot be paid twice.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/cancel/${o.shopper.id}/${o.orderId}`,
      headers: o.shopper.headers,
    });
    expect([cancel.statusCode, cancel.json().message]).toEqual([409, MESSAGES.ORDER_CANCEL_NOT_ALLOWED]);
    const twice = await submit(o, { name: 'proof.png', type: 'image/png', bytes: png });
    expect(twice.statusCode).toBe(409);
    expect(PaymentSubmitFailure.parse(twice.json()).error).toBe(MESSAGES.ORDER_NOT_AWAITING_PAYMENT);
  });

  it('refuses bad uploads with the reason in error: text named .jpg, SVG, 2 MB, none; a PNG with a script is cleaned', async () => {
    const o = await shippedOrder();
    const picture = formatMessage('IMAGE_NOT_ACCEPTED', { formats: 'jpg, jpeg, png' });
    const bad: [{ name: string; type: string; bytes: Buffer } | undefined, number, string][] = [
      [{ name: 'proof.jpg', type: 'image/jpeg', bytes: Buffer.from('I promise I paid') }, 400, picture],
      [
        {
          name: 'proof.svg',
          type: 'image/svg+xml',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
        400,
        picture,
      ],
      [
        { name: 'big.png', type: 'image/png', bytes: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) },
        413,
        formatMessage('PAYLOAD_TOO_LARGE', { max: '1 MB' }),
      ],
      [undefined, 400, formatMessage('UPLOAD_MISSING', { field: 'pop_image' })],
    ];
    for (const [file, status, message] of bad) {
      const res = await submit(o, file);
      expect(res.statusCode, file?.name ?? 'no file').toBe(status);
      expect(PaymentSubmitFailure.parse(res.json())).toMatchObject({ message, error: message });
    }
    const wrongMethod = await submit(
      o,
      { name: 'p.png', type: 'image/png', bytes: png },
      { payment_method: 'CASH', payment_date: '2026-11-20' },
    );
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().error).toMatch(/payment_method must be BANK_TRANSFER/);
    const future = await submit(
      o,
      { name: 'p.png', type: 'image/png', bytes: png },
      { payment_method: 'BANK_TRANSFER', payment_date: '2099-01-01' },
    );
    expect([future.statusCode, future.json().error]).toEqual([422, MESSAGES.PAYMENT_DATE_FUTURE]);
    const withScript = await submit(o, {
      name: 'proof.png',
      type: 'image/png',
      bytes: Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]),
    });
    expect(withScript.statusCode, withScript.body).toBe(201);
    const stored = await t.app.inject({
      url: withScript.json().data.payment.pop_image,
      headers: o.shopper.headers,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it("refuses other people's orders, a cancelled order, and an order without shipping", async () => {
    const mine = await shippedOrder();
    const theirs = await shippedOrder();
    const other = await submit(
      { shopper: mine.shopper, orderId: theirs.orderId },
      { name: 'p.png', type: 'image/png', bytes: png },
    );
    expect([other.statusCode, other.json().error]).toEqual([403, MESSAGES.NOT_YOURS]);
    const someoneElse = await t.app.inject({
      method: 'POST',
      url: `/api/order/payment/${theirs.shopper.id}/${theirs.orderId}`,
      headers: mine.shopper.headers,
    });
    expect(someoneElse.statusCode).toBe(403);
    const bare = await orderReadyToPay(() => t, { storeId: STORE });
    const noShipping = await submit(bare, { name: 'p.png', type: 'image/png', bytes: png });
    expect([noShipping.statusCode, noShipping.json().error]).toEqual([422, MESSAGES.ORDER_NEEDS_SHIPPING]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/order/cancel/${mine.shopper.id}/${mine.orderId}`,
      headers: mine.shopper.headers,
    });
    const cancelled = await submit(mine, { name: 'p.png', type: 'image/png', bytes: png });
    expect([cancelled.statusCode, cancelled.json().error]).toEqual([
      409,
      MESSAGES.ORDER_NOT_AWAITING_PAYMENT,
    ]);
  });
});

describe('the payment date', () => {
  it('reads a bare day as that day in WIB, so today is never "in the future" in the morning in Jakarta', () => {
    expect(transferDate('2026-11-24').toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(transferDate('2026-11-24T10:15:00+07:00').toISOString()).toBe('2026-11-24T03:15:00.000Z');
  });

  it('accepts today as a bare day', async () => {
    const o = await shippedOrder();
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const res = await submit(
      o,
      { name: 'p.png', type: 'image/png', bytes: png },
      { payment_method: 'BANK_TRANSFER', payment_date: today },
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('virtual accounts with the built-in simulator', () => {
  it('opens one account (again on a second call), locks the shipping, and a simulated payment moves the order to PROCESSING', async () => {
    const o = await shippedOrder();
    const open = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/midtrans',
        headers: o.shopper.headers,
        payload: { user_id: o.shopper.id, transaction_id: o.orderId, bank: 'bni' },
      });
    const res = await open();
    expect(res.statusCode, res.body).toBe(201);
    const { charge, order } = CreateChargeResponse.parse(res.json()).data;
    expect(charge).toMatchObject({
      bank: 'bni',
      payment_type: 'bank_transfer',
      amount: order.total_price,
      transaction_status: 'pending',
      simulated: true,
    });
    expect(charge.va_numbers[0]!.va_number).toMatch(/^\d{10,16}$/);
    expect(order.payment_deadline).toBe(charge.expires_at);
    expect(order.actions).toMatchObject({ change_shipping: false, pay: true, cancel: true });
    expect(CreateChargeResponse.parse((await open()).json()).data.charge.va_numbers).toEqual(
      charge.va_numbers,
    );
    const locked = await t.app.inject({
      method: 'PUT',
      url: '/api/order/method',
      headers: o.shopper.headers,
      payload: { user_id: o.shopper.id, order_id: o.orderId, shipping_method: 'EXPRESS' },
    });
    expect([locked.statusCode, locked.json().message]).toEqual([409, MESSAGES.ORDER_SHIPPING_LOCKED]);

    // The browser's "paid" is only a hint: the simulator still says pending, nothing moves.
    const hint = await t.app.inject({
      method: 'PUT',
      url: '/api/midtrans/success/',
      headers: o.shopper.headers,
      payload: { user_id: o.shopper.id, transaction_id: o.orderId },
    });
    expect(PaymentStatusHintResponse.parse(hint.json()).data.order.status).toBe('AWAITING_PAYMENT');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/midtrans/simulate/${o.shopper.id}/${o.orderId}`,
      headers: o.shopper.headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = PaymentStatusHintResponse.parse(paid.json()).data.order;
    expect(after.status).toBe('PROCESSING');
    expect(after.payment).toMatchObject({ payment_method: 'VIRTUAL_ACCOUNT', payment_status: 'SUCCESS' });
    expect(after.history.at(-1)).toMatchObject({
      from_status: 'AWAITING_PAYMENT',
      to_status: 'PROCESSING',
      actor: 'SYSTEM',
      reason: MESSAGES.PAYMENT_PAID_BY_VA,
    });
    expect(await stockAndJournal(t.db, o.product.inventory_id)).toEqual({ stock: 8, journal: 8, sold: 2 });
  });

  it("refuses an order without shipping, another shopper's order, and a bank it does not know", async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    const other = await shippedOrder();
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/midtrans', headers: o.shopper.headers, payload });
    expect((await post({ user_id: o.shopper.id, transaction_id: o.orderId })).json().message).toBe(
      MESSAGES.ORDER_NEEDS_SHIPPING,
    );
    expect((await post({ user_id: o.shopper.id, transaction_id: other.orderId })).statusCode).toBe(403);
    expect(
      (await post({ user_id: o.shopper.id, transaction_id: o.orderId, bank: 'mandiri' })).statusCode,
    ).toBe(400);
    expect((await post({ user_id: other.shopper.id, transaction_id: other.orderId })).statusCode).toBe(403);
  });
});

describe('payment history and details', () => {
  it("lists the caller's payments newest first, by status, and one order's payments", async () => {
    const o = await shippedOrder();
    await t.app.inject({
      method: 'POST',
      url: '/api/midtrans',
      headers: o.shopper.headers,
      payload: { user_id: o.shopper.id, transaction_id: o.orderId },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/midtrans/simulate/${o.shopper.id}/${o.orderId}`,
      headers: o.shopper.headers,
    });
    const history = await t.app.inject({
      url: `/api/order/payment-history/${o.shopper.id}?page=1&limit=5`,
      headers: o.shopper.headers,
    });
    const body = PaymentHistoryResponse.parse(history.json());
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 1 });
    expect(body.data[0]).toMatchObject({
      order_id: o.orderId,
      payment_status: 'SUCCESS',
      order_status: 'PROCESSING',
    });
    const none = await t.app.inject({
      url: `/api/order/payment-history/${o.shopper.id}?status=FAILED`,
      headers: o.shopper.headers,
    });
    expect(PaymentHistoryResponse.parse(none.json()).totalItems).toBe(0);
    const bad = await t.app.inject({
      url: `/api/order/payment-history/${o.shopper.id}?limit=0`,
      headers: o.shopper.headers,
    });
    expect(bad.statusCode).toBe(400);
    const details = await t.app.inject({
      url: `/api/order/payment-details/${o.shopper.id}/${o.orderId}`,
      headers: o.shopper.headers,
    });
    const d = PaymentDetailsResponse.parse(details.json()).data;
    expect(d.payments.map((p) => p.payment_status)).toEqual(['SUCCESS']);
    const stranger = await shippedOrder();
    const theirs = await t.app.inject({
      url: `/api/order/payment-details/${o.shopper.id}/${stranger.orderId}`,
      headers: o.shopper.headers,
    });
    expect(theirs.statusCode).toBe(403);
    const otherId = await t.app.inject({
      url: `/api/order/payment-history/${stranger.shopper.id}`,
      headers: o.shopper.headers,
    });
    expect(otherId.statusCode).toBe(403);
  });
});
