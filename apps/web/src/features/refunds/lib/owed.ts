import type { OrderDetail } from '@lumbung/contracts';

/**
 * What a store's cancel would owe back to the shopper: what was paid less the refunds already
 * recorded (the API caps the refund the same way), so the confirmation can say it before it is made.
 */
export function owedOnCancel(order: OrderDetail): number {
  const recorded = order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, order.paid_amount - recorded);
}

/** What the store's cancel owed the shopper, read from the cancelled order the API answers. */
export function owedByStoreCancel(order: OrderDetail): number {
  return order.refunds
    .filter((refund) => refund.reason === 'STORE_CANCELLED' && refund.status === 'OWED')
    .reduce((sum, refund) => sum + refund.amount, 0);
}
