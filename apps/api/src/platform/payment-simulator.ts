/**
 * The built-in payment gateway for a shop without a Midtrans account (development, the demo): it
 * opens virtual accounts with made-up numbers, answers their status, and "pays" one on request by
 * producing the notification Midtrans would send, signed the same way, so it travels the same
 * verified path as a real one. Charges live in this process's memory.
 *
 * Its server key is drawn at random for each simulator: a published key would let any visitor
 * sign a settlement or an expiry for someone's order. Only this process can sign, through notify().
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  GatewayError,
  signatureOf,
  verifySignature,
  type Charge,
  type GatewayStatus,
  type PaymentGateway,
} from './payment-gateway';

const BANK_PREFIX: Record<string, string> = {
  bca: '12345',
  bni: '8808',
  bri: '26215',
  permata: '8562',
  cimb: '5919',
};

export interface PaymentSimulator extends PaymentGateway {
  /** This simulator's random server key (tests sign notifications with it; never shown to anyone). */
  readonly serverKey: string;
  /** The notification the gateway sends when the virtual account is paid (or expires, or fails). */
  notify(
    gatewayOrderId: string,
    transactionStatus: 'settlement' | 'expire' | 'cancel' | 'deny',
  ): GatewayStatus;
}

export function paymentSimulator(): PaymentSimulator {
  const serverKey = `simulator-${randomBytes(32).toString('hex')}`;
  const charges = new Map<string, Charge & { status: string }>();

  const statusOf = (c: Charge & { status: string }): GatewayStatus => {
    const fields = {
      order_id: c.gatewayOrderId,
      status_code:
        c.status === 'settlement'
          ? '200'
          : c.status === 'pending'
            ? '201'
            : c.status === 'expire'
              ? '407'
              : '202',
      gross_amount: `${c.amount}.00`,
    };
    return {
      ...fields,
      transaction_id: c.transactionId,
      transaction_status: c.status,
      fraud_status: 'accept',
      payment_type: 'bank_transfer',
      currency: 'IDR',
      va_numbers: [{ bank: c.bank, va_number: c.vaNumber }],
      signature_key: signatureOf(fields, serverKey),
    };
  };

  return {
    simulated: true,
    serverKey,
    async chargeBankTransfer(request) {
      if (charges.has(request.gatewayOrderId)) {
        throw new GatewayError('Order ID has been utilized previously', '406');
      }
      const digits = String(randomBytes(6).readUIntBE(0, 6)).padStart(11, '0').slice(-11);
      const charge = {
        transactionId: randomUUID(),
        gatewayOrderId: request.gatewayOrderId,
        bank: request.bank,
        vaNumber: `${BANK_PREFIX[request.bank] ?? '9'}${digits}`.slice(0, 16),
        amount: request.amount,
        transactionStatus: 'pending',
        expiresAt: new Date(request.now.getTime() + request.expiryMinutes * 60_000),
        status: 'pending',
      };
      charges.set(request.gatewayOrderId, charge);
      return charge;
    },
    async status(gatewayOrderId) {
      const charge = charges.get(gatewayOrderId);
      if (!charge) throw new GatewayError("Transaction doesn't exist.", '404');
      if (charge.status === 'pending' && charge.expiresAt.getTime() <= Date.now()) charge.status = 'expire';
      return statusOf(charge);
    },
    verify: (notification) => verifySignature(notification, serverKey),
    notify(gatewayOrderId, transactionStatus) {
      const charge = charges.get(gatewayOrderId);
      if (!charge) throw new GatewayError("Transaction doesn't exist.", '404');
      if (charge.status === 'pending') charge.status = transactionStatus;
      return statusOf(charge);
    },
  };
}
