import { ROUTES, type GatewayPaymentType, type PaymentMethod } from '@lumbung/contracts';

/**
 * How an order is paid on /checkout/payment: a bank transfer with a proof, a virtual account (any
 * bank's, or Mandiri's bill), QRIS, GoPay or ShopeePay.
 */
export const PAYMENT_PAGE_METHODS = ['transfer', 'va', 'qris', 'gopay', 'shopeepay'] as const;
export type PaymentPageMethod = (typeof PAYMENT_PAGE_METHODS)[number];
/** The methods the payment gateway charges. */
export type GatewayPageMethod = Exclude<PaymentPageMethod, 'transfer'>;

/**
 * /checkout/payment?order={orderId}&method=transfer|va|qris|gopay|shopeepay: the payment page takes
 * its order from the query string (docs/product.md §2 gives the page no path parameter), so a reload
 * or a shared link opens it again.
 */
export function paymentPath(orderId: number, method: PaymentPageMethod): string {
  return `${ROUTES.checkoutPayment}?${new URLSearchParams({ order: String(orderId), method }).toString()}`;
}

export function readPaymentMethod(value: string | null): PaymentPageMethod {
  return PAYMENT_PAGE_METHODS.find((m) => m === value) ?? 'transfer';
}

const PAGE_METHOD_OF: Record<PaymentMethod, PaymentPageMethod> = {
  BANK_TRANSFER: 'transfer',
  VIRTUAL_ACCOUNT: 'va',
  QRIS: 'qris',
  GOPAY: 'gopay',
  SHOPEEPAY: 'shopeepay',
};

/** The page a payment of this method is paid on. */
export function pageMethodOf(method: PaymentMethod): PaymentPageMethod {
  return PAGE_METHOD_OF[method];
}

/** The page a gateway charge of this kind is paid on: a bank's VA and Mandiri's bill are both "va". */
export function pageMethodOfType(type: GatewayPaymentType): GatewayPageMethod {
  return type === 'bank_transfer' || type === 'echannel' ? 'va' : type;
}
