import { z } from 'zod';
import { ORDER_STATUSES } from './constants';
import { Rupiah } from './common.schemas';

/** Where an order stands (SPEC §9, transitions in DESIGN §5). */
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** An order as its shopper first sees it: what the checkout answers in data.order. */
export const CheckoutOrder = z.object({
  order_id: z.number().int(),
  store_id: z.number().int(),
  status: OrderStatus,
  items_price: Rupiah,
  cart_discount: Rupiah,
  total_price: Rupiah,
  /** AWAITING_PAYMENT orders are cancelled when this passes (DESIGN §5). */
  payment_deadline: z.string(),
  created_at: z.string(),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;
