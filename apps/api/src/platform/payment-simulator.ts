/**
 * The built-in payment gateway for a shop without a Midtrans account (development, the demo): it
 * opens every method Midtrans offers (virtual accounts with made-up numbers, a Mandiri bill, a QRIS
 * code any QR reader decodes, GoPay and ShopeePay app links), answers their status, and "pays" one on request by
 * producing the notification Midtrans would send, signed the same way, so it travels the same
 * verified path as a real one. Charges live in this process's memory.
 *
 * Its server key is drawn at random for each simulator: a published key would let any visitor
 * sign a settlement or an expiry for someone's order. Only this process can sign, through notify().
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  GatewayError,
  jakartaTime,
  signatureOf,
  verifySignature,
  type Charge,
  type ChargeRequest,
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

/** An EMVCo field: its id, its length in two digits, its value. */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE over the payload up to and including "6304", as EMVCo's field 63 asks. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A dynamic QRIS payload (EMVCo merchant-presented mode) for the amount, with the charge's order id
 * as its reference: the same kind of text Midtrans answers in qr_string, so the page draws and a
 * reader decodes it as it would a real one.
 */
export function qrisPayload(gatewayOrderId: string, amount: number): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv(
      '26',
      tlv('00', 'COM.GO-JEK.WWW') +
        tlv('01', '936009140000000001') +
        tlv('02', 'G000000000') +
        tlv('03', 'UMI'),
    ) +
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1020000000001') + tlv('03', 'UMI')) +
    tlv('52', '5411') +
    tlv('53', '360') +
    tlv('54', String(amount)) +
    tlv('58', 'ID') +
    tlv('59', 'LUMBUNG SIMULATOR') +
    tlv('60', 'JAKARTA') +
    tlv('61', '10110') +
    tlv('62', tlv('05', gatewayOrderId.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

/** What a charge of each method gives the shopper to pay with. */
function methodFields(request: ChargeRequest, digits: string) {
  const id = encodeURIComponent(request.gatewayOrderId);
  const none = { vaNumber: null, billKey: null, billerCode: null, qrString: null, actions: [] };
  switch (request.paymentType) {
    case 'bank_transfer':
      return { ...none, vaNumber: `${BANK_PREFIX[request.bank ?? ''] ?? '9'}${digits}`.slice(0, 16) };
    case 'echannel':
      return { ...none, billKey: digits.slice(-11), billerCode: '70012' };
    case 'qris':
      return { ...none, qrString: qrisPayload(request.gatewayOrderId, request.amount) };
    case 'gopay':
      return {
        ...none,
        qrString: qrisPayload(request.gatewayOrderId, request.amount),
        actions: [
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `gojek://gopay/merchanttransfer?tref=${id}&amount=${request.amount}&activity=GP:RR&callback_url=${encodeURIComponent(request.callbackUrl)}`,
          },
        ],
      };
    case 'shopeepay':
      return {
        ...none,
        actions: [
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `shopeepay://pay?reference=${id}&amount=${request.amount}&callback_url=${encodeURIComponent(request.callbackUrl)}`,
          },
        ],
      };
  }
}

export interface PaymentSimulator extends PaymentGateway {
  /** This simulator's random server key (tests sign notifications with it; never shown to anyone). */
  readonly serverKey: string;
  /** The notification the gateway sends when the virtual account is paid (or expires, or fails). */
  notify(
    gatewayOrderId: string,
    transactionStatus: 'settlement' | 'expire' | 'cancel' | 'deny',
  ): GatewayStatus;
  /** The notification the gateway sends after a refund: `refund`/`partial_refund` with its refunds. */
  refundNotification(gatewayOrderId: string): GatewayStatus;
}

interface SimulatedRefund {
  refund_chargeback_id: number;
  refund_amount: string;
  refund_key: string;
  reason: string;
  created_at: string;
}

/** The charges a gateway can refund (shared/MIDTRANS.md "Refunds"): not virtual accounts. */
const REFUNDABLE = new Set(['qris', 'gopay', 'shopeepay']);

const refundedOf = (c: { refunds: SimulatedRefund[] }) =>
  c.refunds.reduce((sum, r) => sum + Number(r.refund_amount), 0);

export function paymentSimulator(): PaymentSimulator {
  const serverKey = `simulator-${randomBytes(32).toString('hex')}`;
  const charges = new Map<string, Charge & { status: string; refunds: SimulatedRefund[] }>();
  let refundIds = 0;
  const chargeOf = (gatewayOrderId: string) => {
    const charge = charges.get(gatewayOrderId);
    if (!charge) throw new GatewayError("Transaction doesn't exist.", '404');
    return charge;
  };

  const statusOf = (c: Charge & { status: string; refunds: SimulatedRefund[] }): GatewayStatus => {
    const fields = {
      order_id: c.gatewayOrderId,
      status_code:
        c.status === 'settlement' || c.status === 'refund' || c.status === 'partial_refund'
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
      payment_type: c.paymentType,
      currency: 'IDR',
      ...(c.vaNumber ? { va_numbers: [{ bank: c.bank ?? '', va_number: c.vaNumber }] } : {}),
      ...(c.billKey ? { bill_key: c.billKey, biller_code: c.billerCode } : {}),
      ...(c.refunds.length > 0 ? { refunds: c.refunds, refund_amount: refundedOf(c).toFixed(2) } : {}),
      signature_key: signatureOf(fields, serverKey),
    };
  };

  return {
    simulated: true,
    serverKey,
    async charge(request) {
      if (charges.has(request.gatewayOrderId)) {
        throw new GatewayError('Order ID has been utilized previously', '406');
      }
      const digits = String(randomBytes(6).readUIntBE(0, 6)).padStart(11, '0').slice(-11);
      const charge = {
        transactionId: randomUUID(),
        gatewayOrderId: request.gatewayOrderId,
        paymentType: request.paymentType,
        bank: request.bank,
        ...methodFields(request, digits),
        amount: request.amount,
        transactionStatus: 'pending',
        expiresAt: new Date(request.now.getTime() + request.expiryMinutes * 60_000),
        status: 'pending',
        refunds: [],
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
      const charge = chargeOf(gatewayOrderId);
      if (charge.status === 'pending') charge.status = transactionStatus;
      return statusOf(charge);
    },
    async cancel(gatewayOrderId) {
      const charge = chargeOf(gatewayOrderId);
      if (charge.status !== 'pending') {
        throw new GatewayError('Transaction status cannot be updated.', '412');
      }
      charge.status = 'cancel';
      return statusOf(charge);
    },
    async refund(gatewayOrderId, request) {
      const charge = chargeOf(gatewayOrderId);
      const same = charge.refunds.find((r) => r.refund_key === request.refundKey);
      if (!same) {
        if (!REFUNDABLE.has(charge.paymentType)) {
          throw new GatewayError(`Payment type ${charge.paymentType} cannot be refunded.`, '412');
        }
        if (!['settlement', 'partial_refund'].includes(charge.status)) {
          throw new GatewayError('Transaction status cannot be refunded.', '412');
        }
        if (request.amount <= 0 || refundedOf(charge) + request.amount > charge.amount) {
          throw new GatewayError('Refund amount is more than the amount left to refund.', '412');
        }
        charge.refunds.push({
          refund_chargeback_id: ++refundIds,
          refund_amount: request.amount.toFixed(2),
          refund_key: request.refundKey,
          reason: request.reason,
          created_at: jakartaTime(new Date()).slice(0, 19),
        });
        charge.status = refundedOf(charge) === charge.amount ? 'refund' : 'partial_refund';
      }
      const refund = charge.refunds.find((r) => r.refund_key === request.refundKey)!;
      return {
        refundId: String(refund.refund_chargeback_id),
        refundKey: refund.refund_key,
        amount: Number(refund.refund_amount),
        transactionStatus: charge.status,
      };
    },
    refundNotification(gatewayOrderId) {
      return statusOf(chargeOf(gatewayOrderId));
    },
  };
}
