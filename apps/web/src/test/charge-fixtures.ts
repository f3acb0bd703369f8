import type { GatewayCharge, GatewayPaymentType, Payment } from '@lumbung/contracts';

/**
 * Gateway charges as POST /api/midtrans answers them (shared/MIDTRANS.md): a bank's VA, Mandiri's
 * bill, a QRIS code, GoPay and ShopeePay with their actions; and what the order's payment keeps of
 * one, for the fake order API.
 */

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** An EMVCo QRIS payload as the gateway gives it (drawn as the QR code). */
export const QRIS_PAYLOAD =
  '00020101021126570011ID.DANA.WWW011893600915302259148102090225914810303UMI51440014ID.CO.QRIS.WWW0215ID10200176114730303UMI5204561153033605405949005802ID5910LUMBUNG6015Jakarta Selatan61051273063044B2F';

export function gatewayCharge(overrides: Partial<GatewayCharge> = {}): GatewayCharge {
  return {
    payment_id: 71,
    order_id: 12,
    gateway_order_id: 'LMB-12-1',
    payment_type: 'bank_transfer',
    payment_method: 'VIRTUAL_ACCOUNT',
    bank: 'bca',
    va_numbers: [{ bank: 'bca', va_number: '8808123456789012' }],
    bill_key: null,
    biller_code: null,
    qr_string: null,
    actions: [],
    amount: 94900,
    expires_at: new Date(Date.now() + 2 * HOUR).toISOString(),
    transaction_status: 'pending',
    simulated: true,
    ...overrides,
  };
}

const actions = (id: string, names: string[]) =>
  names.map((name) => ({
    name,
    method: 'GET',
    url:
      name === 'deeplink-redirect'
        ? `gojek://gopay/merchanttransfer?tref=${id}`
        : `https://api.sandbox.midtrans.com/v2/${name === 'generate-qr-code' ? 'qris' : 'gopay'}/${id}/${name}`,
  }));

/** A new charge of the kind asked for, as the gateway answers it (attempt: the n-th charge of the order). */
export function chargeOfType(
  request: ChargeAsk,
  base: Partial<GatewayCharge> & { order_id: number; amount: number },
  attempt = 1,
): GatewayCharge {
  // What the test gives (an expiry, the amount...) wins over the kind's defaults.
  return { ...newCharge(request, base, attempt), ...base };
}

function newCharge(
  request: ChargeAsk,
  base: Partial<GatewayCharge> & { order_id: number; amount: number },
  attempt: number,
): GatewayCharge {
  const type = request.payment_type ?? 'bank_transfer';
  const id = `LMB-${base.order_id}-${attempt}`;
  const common = { ...base, payment_id: 70 + attempt, gateway_order_id: id, payment_type: type };
  if (type === 'bank_transfer') {
    const bank = request.bank ?? 'bca';
    return gatewayCharge({
      ...common,
      bank,
      va_numbers: [{ bank, va_number: String(8808123456789011 + attempt) }],
    });
  }
  const none = { va_numbers: [], bank: null, expires_at: new Date(Date.now() + 15 * MINUTE).toISOString() };
  if (type === 'echannel') {
    return gatewayCharge({
      ...common,
      ...none,
      bank: 'mandiri',
      bill_key: `99001122${attempt}`,
      biller_code: '70012',
      expires_at: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
  }
  if (type === 'qris') {
    return gatewayCharge({
      ...common,
      ...none,
      payment_method: 'QRIS',
      qr_string: QRIS_PAYLOAD,
      actions: actions(id, ['generate-qr-code']),
    });
  }
  if (type === 'gopay') {
    return gatewayCharge({
      ...common,
      ...none,
      payment_method: 'GOPAY',
      qr_string: QRIS_PAYLOAD,
      actions: actions(id, ['generate-qr-code', 'deeplink-redirect', 'get-status', 'cancel']),
    });
  }
  return gatewayCharge({
    ...common,
    ...none,
    payment_method: 'SHOPEEPAY',
    actions: [{ name: 'deeplink-redirect', method: 'GET', url: `shopeeid://main?ref=${id}` }],
  });
}

/** What the order's payment row keeps of a charge (shown again after a reload). */
export function paymentFieldsOf(charge: GatewayCharge): Partial<Payment> {
  return {
    payment_id: charge.payment_id,
    payment_method: charge.payment_method,
    payment_type: charge.payment_type,
    va_bank: charge.bank,
    va_number: charge.va_numbers[0]?.va_number ?? null,
    bill_key: charge.bill_key,
    biller_code: charge.biller_code,
    qr_string: charge.qr_string,
    actions: charge.actions,
    amount: charge.amount,
    expires_at: charge.expires_at,
  };
}

/** The charge an order's open payment is (the same one answered again). */
export function chargeOfPayment(payment: Payment, simulated: boolean): GatewayCharge {
  return gatewayCharge({
    payment_id: payment.payment_id,
    order_id: payment.order_id,
    payment_type: payment.payment_type ?? 'bank_transfer',
    payment_method: payment.payment_method,
    bank: payment.va_bank,
    va_numbers: payment.va_number ? [{ bank: payment.va_bank ?? '', va_number: payment.va_number }] : [],
    bill_key: payment.bill_key,
    biller_code: payment.biller_code,
    qr_string: payment.qr_string,
    actions: payment.actions,
    amount: payment.amount,
    expires_at: payment.expires_at ?? '',
    simulated,
  });
}

export type ChargeAsk = { payment_type?: GatewayPaymentType; bank?: string };

/**
 * What the fake POST /api/midtrans answers, as the API does: the open charge of the same kind again
 * (not replaced), else (another kind, or a lapsed charge) a new one, the open one cancelled.
 */
export function answerCharge(
  open: Payment | null,
  asked: ChargeAsk,
  base: { order_id: number; amount: number },
  options: { attempt: number; simulated: boolean },
): { charge: GatewayCharge; opened: boolean } {
  const type = asked.payment_type ?? 'bank_transfer';
  if (
    open?.payment_status === 'PENDING' &&
    (open.payment_type ?? 'bank_transfer') === type &&
    (type !== 'bank_transfer' || open.va_bank === asked.bank) &&
    Date.parse(open.expires_at ?? '') > Date.now()
  ) {
    return { charge: chargeOfPayment(open, options.simulated), opened: false };
  }
  return {
    charge: chargeOfType(asked, { ...base, simulated: options.simulated }, options.attempt),
    opened: true,
  };
}
