/**
 * A stand-in for the Midtrans Core API (this machine cannot reach Midtrans) answering as
 * shared/MIDTRANS.md documents, and the notifications Midtrans would post, signed with its key.
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

/** A stand-in for api.sandbox.midtrans.com: charges in memory, answers as documented. */
export function fakeMidtrans() {
  const seen: Seen[] = [];
  const charges = new Map<string, { gross: number; bank: string; status: string; va: string }>();
  let failNext: { http: number; body: object } | null = null;
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
      const bank = (body!.bank_transfer as { bank: string }).bank;
      if (charges.has(details.order_id)) {
        return send(406, {
          status_code: '406',
          status_message:
            'The request could not be completed due to a conflict with the current state of the target resource, please try again',
        });
      }
      const va = `8808${String(charges.size + 1).padStart(8, '0')}`;
      charges.set(details.order_id, { gross: details.gross_amount, bank, status: 'pending', va });
      const answer = {
        status_code: '201',
        status_message: 'Success, Bank Transfer transaction is created',
        transaction_id: `tx-${details.order_id}`,
        order_id: details.order_id,
        merchant_id: 'G000000000',
        gross_amount: `${details.gross_amount}.00`,
        currency: 'IDR',
        payment_type: 'bank_transfer',
        transaction_time: '2026-11-23 10:00:00',
        transaction_status: 'pending',
        fraud_status: 'accept',
        expiry_time: '2026-11-24 10:00:00',
        ...(bank === 'permata' ? { permata_va_number: va } : { va_numbers: [{ bank, va_number: va }] }),
      };
      return send(200, answer);
    }
    const status = req.method === 'GET' && req.url!.match(/^\/v2\/([^/]+)\/status$/);
    if (status) {
      const id = decodeURIComponent(status[1]!);
      const c = charges.get(id);
      if (!c) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
      return send(200, notification(id, c.gross, c.status));
    }
    return send(404, { status_code: '404', status_message: 'not found' });
  });
  return {
    seen,
    charges,
    failNext: (http: number, body: object) => (failNext = { http, body }),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
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
) {
  const fields = {
    order_id: orderId,
    status_code:
      transactionStatus === 'settlement'
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
    payment_type: 'bank_transfer',
    status_message: 'midtrans payment notification',
    signature_key: signatureOf(fields, key),
  };
}
