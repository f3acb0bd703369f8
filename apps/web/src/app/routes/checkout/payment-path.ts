import { ROUTES } from '@lumbung/contracts';

/** How an order is paid on /checkout/payment: a bank transfer with a proof, or a virtual account. */
export type PaymentPageMethod = 'transfer' | 'va';

/**
 * /checkout/payment?order={orderId}&method=transfer|va: the payment page takes its order from the
 * query string (docs/product.md §2 gives the page no path parameter), so a reload or a shared link opens it again.
 */
export function paymentPath(orderId: number, method: PaymentPageMethod): string {
  return `${ROUTES.checkoutPayment}?${new URLSearchParams({ order: String(orderId), method }).toString()}`;
}

export function readPaymentMethod(value: string | null): PaymentPageMethod {
  return value === 'va' ? 'va' : 'transfer';
}
