/**
 * A stand-in for the Midtrans Core API (this machine cannot reach Midtrans) answering as
 * shared/MIDTRANS.md documents (a charge of every payment type, its status with its refunds, its
 * cancel, its refunds once per refund_key), and the notifications Midtrans would post, signed with its key.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureOf } from '../src/platform/payment-gateway';

/** The server key the stand-in takes and signs with. */
export const SERVER_KEY = 'SB-Mid-server-LUMBUNG-test';

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: Record<string, unknown> | null;
}

export interface FakeCharge {
  gross: number;
  paymentType: string;
  bank: string | null;
  status: string;
  /** The VA number, the Mandiri bill key, or the transaction id of a QRIS or e-wallet charge. */
  va: string;
  /** The refunds the stand-in made of this charge, one per refund_key. */
  refunds: { id: number; refund_key: string; amount: number }[];
}

/** A charge's status with its refunds, as GET /v2/{order_id}/status answers it. */
function statusOf(id: string, c: FakeCharge) {
  const refunded = c.refunds.reduce((sum, r) => sum + r.amount, 0);
  return {
    ...notification(id, c.gross, c.status, SERVER_KEY, c.paymentType),
    ...(c.refunds.length === 0
      ? {}
      : {
          refund_amount: `${refunded}.00`,
          refunds: c.refunds.map((r) => ({
            refund_chargeback_id: r.id,
            refund_amount: `${r.amount}.00`,
            refund_key: r.refund_key,
            reason: 'Order cancelled',
            created_at: '2026-11-23 11:00:00',
          })),
        }),
  };
}

/** What a charge of each payment type answers beside the common fields (MIDTRANS.md). */
function chargeFields(base: string, paymentType: string, body: Record<string, unknown>, c: FakeCharge) {
  const tx = `tx-${c.va}`;
  switch (paymentType) {
    case 'bank_transfer':
      return {
        status_message: 'Success, Bank Transfer transaction is created',
        ...(c.bank === 'permata'
          ? { permata_va_number: c.va }
          : { va_numbers: [{ bank: c.bank, va_number: c.va }] }),
      };
    case 'echannel':
      return {
        status_message: 'OK, Mandiri Bill transaction is successful',
        bill_key: c.va,
        biller_code: '70012',
      };
    case 'qris':
      return {
        status_message: 'QRIS transaction is created',
        acquirer: (body.qris as { acquirer: string }).acquirer,
        qr_string: `00020101021226620014COM.GO-JEK.WWW011993600914${c.va}5204541153033605405${c.gross}5802ID6304ABCD`,
        actions: [{ name: 'generate-qr-code', method: 'GET', url: `${base}/v2/qris/${tx}/qr-code` }],
      };
    case 'gopay':
      return {
        status_message: 'GoPay transaction is created',
        actions: [
          { name: 'generate-qr-code', method: 'GET', url: `${base}/v2/gopay/${tx}/qr-code` },
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `gojek://gopay/merchanttransfer?tref=${tx}&amount=${c.gross}`,
          },
          { name: 'get-status', method: 'GET', url: `${base}/v2/${tx}/status` },
          { name: 'cancel', method: 'POST', url: `${base}/v2/${tx}/cancel` },
        ],
      };
    default:
      return {
        status_message: 'ShopeePay transaction is created',
        actions: [
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `https://wsa.wallet.airpay.co.id/universal-link/wallet/pay?ref=${tx}`,
          },
        ],
      };
  }
}

/** The payment type's own object a charge must carry, and what in it must be there. */
const REQUIRED: Record<string, (o: Record<string, unknown> | undefined) => boolean> = {
  bank_transfer: (o) => ['bca', 'bni', 'bri', 'permata', 'cimb'].includes(String(o?.bank)),
  echannel: (o) => typeof o?.bill_info1 === 'string' && typeof o.bill_info2 === 'string',
  qris: (o) => o?.acquirer === 'gopay' || o?.acquirer === 'airpay shopee',
  gopay: (o) => o?.enable_callback === true && typeof o.callback_url === 'string',
  shopeepay: (o) => typeof o?.callback_url === 'string',
};

/** A stand-in for api.sandbox.midtrans.com: charges in memory, answers as documented. */
export function fakeMidtrans() {
  const seen: Seen[] = [];
  const charges = new Map<string, FakeCharge>();
  let base = '';
  let failNext: { http: number; body: object } | null = null;
  let delayMs = 0;
  let refundIds = 1000;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const send = (http: number, answer: object) =>
      res.writeHead(http, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`) {
      return send(401, { status_code: '401', status_message: 'Unknown Merchant server_key/id' });
    }
    if (failNext) {
      const f = failNext;
      failNext = null;
      return send(f.http, f.body);
    }
    if (req.method === 'POST' && req.url === '/v2/charge') {
      const details = body!.transaction_details as { order_id: string; gross_amount: number };
      const paymentType = String(body!.payment_type);
      const object = body![paymentType] as Record<string, unknown> | undefined;
      if (!REQUIRED[paymentType]?.(object)) {
        return send(400, {
          status_code: '400',
          status_message: 'One or more parameters in the payload is invalid.',
          validation_messages: [`${paymentType} is not valid`],
        });
      }
      if (charges.has(details.order_id)) {
        return send(406, {
          status_code: '406',
          status_message:
            'The request could not be completed due to a conflict with the current state of the target resource, please try again',
        });
      }
      const c: FakeCharge = {
        gross: details.gross_amount,
        paymentType,
        bank: paymentType === 'bank_transfer' ? (object!.bank as string) : null,
        status: 'pending',
        va: `8808${String(charges.size + 1).padStart(8, '0')}`,
        refunds: [],
      };
      charges.set(details.order_id, c);
      return send(200, {
        status_code: '201',
        transaction_id: `tx-${details.order_id}`,
        order_id: details.order_id,
        merchant_id: 'G000000000',
        gross_amount: `${details.gross_amount}.00`,
        currency: 'IDR',
        payment_type: paymentType,
        transaction_time: '2026-11-23 10:00:00',
        transaction_status: 'pending',
        fraud_status: 'accept',
        expiry_time: '2026-11-24 10:00:00',
        ...chargeFields(base, paymentType, body!, c),
      });
    }
    const cancel = req.method === 'POST' && req.url!.match(/^\/v2\/([^/]+)\/cancel$/);
    if (cancel) {
      const id = decodeURIComponent(cancel[1]!);
      const c = charges.get(id);
      if (!c) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
      if (c.status !== 'pending') {
        return send(412, {
          status_code: '412',
          status_message: 'Merchant cannot modify the status of the transaction',
        });
      }
      c.status = 'cancel';
      return send(200, {
        ...notification(id, c.gross, 'cancel', SERVER_KEY, c.paymentType),
        status_code: '200',
        status_message: 'Success, transaction is canceled',
      });
    }
    const status = req.method === 'GET' && req.url!.match(/^\/v2\/([^/]+)\/status$/);
    if (status) {
      const id = decodeURIComponent(status[1]!);
      const c = charges.get(id);
      if (!c) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
      return send(200, statusOf(id, c));
    }
    const refund = req.method === 'POST' && req.url!.match(/^\/v2\/([^/]+)\/refund$/);
    if (refund) {
      const id = decodeURIComponent(refund[1]!);
      const c = charges.get(id);
      if (!c) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
      const asked = { refund_key: String(body!.refund_key), amount: Number(body!.amount) };
      let made = c.refunds.find((r) => r.refund_key === asked.refund_key);
      if (!made) {
        const refunded = c.refunds.reduce((sum, r) => sum + r.amount, 0);
        const refundable =
          ['qris', 'gopay', 'shopeepay'].includes(c.paymentType) &&
          ['settlement', 'partial_refund'].includes(c.status) &&
          refunded + asked.amount <= c.gross;
        // Midtrans writes some refusals with HTTP 200 and the error in status_code.
        if (!refundable)
          return send(200, { status_code: '412', status_message: 'Transaction status cannot be updated.' });
        made = { id: ++refundIds, ...asked };
        c.refunds.push(made);
        c.status = refunded + asked.amount === c.gross ? 'refund' : 'partial_refund';
      }
      return send(200, {
        ...notification(id, c.gross, c.status, SERVER_KEY, c.paymentType),
        status_message: 'Success, refund request is approved',
        refund_chargeback_id: made.id,
        refund_amount: `${made.amount}.00`,
        refund_key: made.refund_key,
      });
    }
    return send(404, { status_code: '404', status_message: 'not found' });
  });
  return {
    seen,
    charges,
    failNext: (http: number, body: object) => (failNext = { http, body }),
    /** Every request waits this long before it is answered (parallel clicks meet in flight). */
    setDelay: (ms: number) => (delayMs = ms),
    /** The shopper pays the charge: settled here, and the notification Midtrans would post. */
    settle(orderId: string) {
      const c = charges.get(orderId)!;
      c.status = 'settlement';
      return notification(orderId, c.gross, 'settlement', SERVER_KEY, c.paymentType);
    },
    /** The notification Midtrans posts after the charge's refunds. */
    refundNotification: (orderId: string) => statusOf(orderId, charges.get(orderId)!),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(base);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A notification as Midtrans posts it, signed with `key` over the raw strings. */
export function notification(
  orderId: string,
  gross: number | string,
  transactionStatus: string,
  key = SERVER_KEY,
  paymentType = 'bank_transfer',
) {
  const fields = {
    order_id: orderId,
    status_code:
      transactionStatus === 'settlement' ||
      transactionStatus === 'refund' ||
      transactionStatus === 'partial_refund'
        ? '200'
        : transactionStatus === 'pending'
          ? '201'
          : transactionStatus === 'expire'
            ? '407'
            : '202',
    gross_amount: typeof gross === 'number' ? `${gross}.00` : gross,
  };
  return {
    ...fields,
    transaction_id: `tx-${orderId}`,
    transaction_status: transactionStatus,
    fraud_status: 'accept',
    payment_type: paymentType,
    status_message: 'midtrans payment notification',
    signature_key: signatureOf(fields, key),
  };
}

/** The notification Midtrans posts after a refund: `refund` or `partial_refund` and the charge's refunds. */
export function refundNotification(
  orderId: string,
  gross: number,
  refunds: { refund_key: string; amount: number; id?: number }[],
  paymentType = 'qris',
) {
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  return {
    ...notification(orderId, gross, refunded >= gross ? 'refund' : 'partial_refund', SERVER_KEY, paymentType),
    refund_amount: `${refunded}.00`,
    refunds: refunds.map((r, i) => ({
      refund_chargeback_id: r.id ?? 1000 + i,
      refund_amount: `${r.amount}.00`,
      refund_key: r.refund_key,
      reason: 'Order cancelled',
      created_at: '2026-11-23 11:00:00',
    })),
  };
}
