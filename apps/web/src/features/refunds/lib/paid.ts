import type { OrderDetail } from '@lumbung/contracts';

/** What the order was due: the transfer's exact amount (total plus code) for a transfer, else the total. */
export function amountDue(order: OrderDetail): number {
  return order.payment?.amount ?? order.total_price;
}

/** Whether the shopper paid something other than what was due (a second payment, too much). */
export function paidDiffers(order: OrderDetail): boolean {
  return order.paid_amount > 0 && order.paid_amount !== amountDue(order);
}
