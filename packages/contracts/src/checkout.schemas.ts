/**
 * The checkout of an order (docs/product.md §4 "Checkout", §7 "Shopper order and payment"): its address,
 * shipping method and shipping voucher, each change answering the new shipping price at docs/product.md's
 * path and the whole order beside it (one request per change, no re-read).
 */
import { z } from 'zod';
import { SHIPPING_METHODS } from './constants';
import { Id, Rupiah } from './common.schemas';
import { CartVoucher } from './cart.schemas';
import { withMessage } from './shapes';
import { OrderDetail } from './orders.schemas';

export const ShippingMethodSchema = z.enum(SHIPPING_METHODS, {
  error: `shipping_method must be one of ${SHIPPING_METHODS.join(', ')}`,
});

/** PUT /api/order/address {user_id, order_id, address_id}: reads new_shipping_price. */
export const SetOrderAddressBody = z.object({ user_id: Id, order_id: Id, address_id: Id });
export type SetOrderAddressBody = z.input<typeof SetOrderAddressBody>;

/** PUT /api/order/method {user_id, order_id, shipping_method}: reads new_shipping_price. */
export const SetShippingMethodBody = z.object({
  user_id: Id,
  order_id: Id,
  shipping_method: ShippingMethodSchema,
});
export type SetShippingMethodBody = z.input<typeof SetShippingMethodBody>;

/** The answer of an address or method change: docs/product.md's new_shipping_price, and the order. */
export const ShippingChangeResponse = z.object({
  message: z.string(),
  new_shipping_price: Rupiah,
  data: z.object({ order: OrderDetail }),
});
export type ShippingChangeResponse = z.infer<typeof ShippingChangeResponse>;

/** GET /api/order/shipping-vouchers/{userId}: reads data.vouchers (own, live, SHIPPING_DISCOUNT). */
export const ShippingVouchersResponse = withMessage(z.object({ vouchers: z.array(CartVoucher) }));
export type ShippingVouchersResponse = z.infer<typeof ShippingVouchersResponse>;

/** POST /api/order/redeem-shipping {user_id, order_id, user_voucher_id}: reads data.newShippingPrice. */
export const RedeemShippingBody = z.object({ user_id: Id, order_id: Id, user_voucher_id: Id });
export type RedeemShippingBody = z.input<typeof RedeemShippingBody>;
export const RedeemShippingResponse = withMessage(
  /** newShippingPrice: the shipping price after the voucher. */
  z.object({ newShippingPrice: Rupiah, order: OrderDetail }),
);
export type RedeemShippingResponse = z.infer<typeof RedeemShippingResponse>;
