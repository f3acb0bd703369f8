/**
 * The Midtrans Core API client (shared/MIDTRANS.md): a charge by `POST /v2/charge` (a bank's virtual
 * account, Mandiri's bill, QRIS, GoPay, ShopeePay), its status by `GET /v2/{order_id}/status`, its
 * cancel and refunds, Basic auth with the server key.
 * Errors come back as a status_code other than the one expected, sometimes with HTTP 200.
 */
import {
  GatewayError,
  jakartaTime,
  verifySignature,
  type Charge,
  type ChargeAction,
  type ChargeRequest,
  rupiahOf,
  type GatewayStatus,
  type PaymentGateway,
  type RefundAnswer,
} from './payment-gateway';

export interface MidtransOptions {
  serverKey: string;
  /** https://api.sandbox.midtrans.com or https://api.midtrans.com (a local server in tests). */
  baseUrl: string;
  fetcher?: typeof fetch;
  /** How long to wait for an answer (ms). */
  timeoutMs?: number;
}

interface ChargeAnswer {
  status_code?: string;
  status_message?: string;
  transaction_id?: string;
  order_id?: string;
  gross_amount?: string;
  transaction_status?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  qr_string?: string;
  actions?: ChargeAction[];
  validation_messages?: string[];
}

const SHOPPER_ACTIONS = new Set(['generate-qr-code', 'deeplink-redirect']);

/** The payment type's own object of a charge, as MIDTRANS.md documents each. */
function methodObject(request: ChargeRequest): Record<string, unknown> {
  switch (request.paymentType) {
    case 'bank_transfer':
      return { bank_transfer: { bank: request.bank } };
    case 'echannel':
      return { echannel: { bill_info1: 'Payment for:', bill_info2: `Order ${request.gatewayOrderId}` } };
    case 'qris':
      return { qris: { acquirer: 'gopay' } };
    case 'gopay':
      return { gopay: { enable_callback: true, callback_url: request.callbackUrl } };
    case 'shopeepay':
      return { shopeepay: { callback_url: request.callbackUrl } };
  }
}

/** What the shopper needs to pay: the account, the bill, the code or the app's link. */
function readCharge(answer: ChargeAnswer, request: ChargeRequest): Charge {
  const va = answer.va_numbers?.find((v) => v.bank === request.bank) ?? answer.va_numbers?.[0];
  const vaNumber =
    request.paymentType === 'bank_transfer' ? (va?.va_number ?? answer.permata_va_number) : null;
  // Only what the shopper's browser uses: get-status and cancel need the server key, so stay here.
  const actions = (answer.actions ?? []).filter(
    (a) => SHOPPER_ACTIONS.has(a?.name) && typeof a.method === 'string' && typeof a.url === 'string',
  );
  const complete =
    request.paymentType === 'bank_transfer'
      ? Boolean(vaNumber)
      : request.paymentType === 'echannel'
        ? Boolean(answer.bill_key && answer.biller_code)
        : request.paymentType === 'qris'
          ? Boolean(answer.qr_string)
          : actions.some((a) => a.name === 'deeplink-redirect' || a.name === 'generate-qr-code');
  if (!answer.transaction_id || !complete) {
    throw new GatewayError(
      `Midtrans answered the ${request.paymentType} charge without what the shopper pays with`,
      answer.status_code ?? null,
    );
  }
  return {
    transactionId: answer.transaction_id,
    gatewayOrderId: answer.order_id ?? request.gatewayOrderId,
    paymentType: request.paymentType,
    bank: request.paymentType === 'bank_transfer' ? (va?.bank ?? request.bank) : request.bank,
    vaNumber: vaNumber ?? null,
    billKey: request.paymentType === 'echannel' ? answer.bill_key! : null,
    billerCode: request.paymentType === 'echannel' ? answer.biller_code! : null,
    qrString: answer.qr_string ?? null,
    actions,
    amount: request.amount,
    transactionStatus: answer.transaction_status ?? 'pending',
    expiresAt: new Date(request.now.getTime() + request.expiryMinutes * 60_000),
  };
}

export function midtransGateway({
  serverKey,
  baseUrl,
  fetcher = fetch,
  timeoutMs = 10_000,
}: MidtransOptions): PaymentGateway {
  const base = baseUrl.replace(/\/+$/, '');
  const headers = {
    authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`,
    accept: 'application/json',
    'content-type': 'application/json',
  };

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Midtrans could not be reached: ${(error as Error).message}`, null);
    }
    const text = await response.text();
    let answer: T & { status_code?: string; status_message?: string };
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new GatewayError(
        `Midtrans answered HTTP ${response.status} without JSON`,
        String(response.status),
      );
    }
    if (!response.ok) {
      throw new GatewayError(
        answer.status_message ?? `Midtrans answered HTTP ${response.status}`,
        answer.status_code ?? null,
      );
    }
    return answer;
  }

  return {
    simulated: false,
    async charge(request: ChargeRequest): Promise<Charge> {
      const answer = await call<ChargeAnswer>('POST', '/v2/charge', {
        payment_type: request.paymentType,
        transaction_details: { order_id: request.gatewayOrderId, gross_amount: request.amount },
        ...methodObject(request),
        customer_details: { email: request.customer.email, first_name: request.customer.firstName },
        custom_expiry: {
          order_time: jakartaTime(request.now),
          expiry_duration: request.expiryMinutes,
          unit: 'minute',
        },
      });
      if (answer.status_code !== '201') {
        const detail = answer.validation_messages?.join('; ');
        throw new GatewayError(
          `${answer.status_message ?? 'Midtrans refused the charge'}${detail ? ` (${detail})` : ''}`,
          answer.status_code ?? null,
        );
      }
      return readCharge(answer, request);
    },
    async status(gatewayOrderId: string): Promise<GatewayStatus> {
      const answer = await call<GatewayStatus>('GET', `/v2/${encodeURIComponent(gatewayOrderId)}/status`);
      if (!answer.transaction_status || !answer.status_code || answer.status_code === '404') {
        throw new GatewayError(
          (answer.status_message as string) ?? 'Midtrans does not know this transaction',
          answer.status_code ?? null,
        );
      }
      return answer;
    },
    async cancel(gatewayOrderId: string): Promise<GatewayStatus> {
      const answer = await call<GatewayStatus>('POST', `/v2/${encodeURIComponent(gatewayOrderId)}/cancel`);
      if (answer.status_code !== '200' || !answer.transaction_status) {
        throw new GatewayError(
          (answer.status_message as string) ?? 'Midtrans refused to cancel the charge',
          answer.status_code ?? null,
        );
      }
      return answer;
    },
    async refund(gatewayOrderId, request): Promise<RefundAnswer> {
      const answer = await call<GatewayStatus & { refund_chargeback_id?: unknown; refund_amount?: string }>(
        'POST',
        `/v2/${encodeURIComponent(gatewayOrderId)}/refund`,
        { refund_key: request.refundKey, amount: request.amount, reason: request.reason },
      );
      const amount = rupiahOf(answer.refund_amount);
      if (answer.status_code !== '200' || answer.refund_chargeback_id == null || amount === null) {
        throw new GatewayError(
          (answer.status_message as string) ?? 'Midtrans refused the refund',
          answer.status_code ?? null,
        );
      }
      return {
        refundId: String(answer.refund_chargeback_id),
        refundKey: request.refundKey,
        amount,
        transactionStatus: answer.transaction_status,
      };
    },
    verify: (notification) => verifySignature(notification, serverKey),
  };
}
