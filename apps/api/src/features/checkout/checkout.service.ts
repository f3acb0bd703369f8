/**
 * The checkout of an order (docs/product.md §4 "Checkout"): the address it goes to, the shipping method (priced
 * by distance, shared/shipping.ts in the contracts) and a shipping voucher. Each change is one
 * transaction on the locked order, allowed while the order waits for payment and no virtual account
 * holds its amount; the order's totals are kept whole: total = items - cart discount + shipping -
 * shipping discount.
 */
import {
  formatRupiah,
  SHIPPING_OPTIONS,
  shippingPrice,
  STORE_SEARCH_RADIUS_KM,
  type CartVoucher,
  type OrderDetail,
  type ShippingMethod,
} from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/statements';
import { haversineKm } from '../../domain/distance';
import { paymentStarted, publicOrder, readOrderDetail } from '../../read-models/order-detail';
import { voucherCut, type VoucherTerms } from '../../domain/voucher-rules';
import { setOrderVoucherAmount, useVoucherForOrder } from '../../domain/vouchers';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  addressRow,
  lockOrderRow,
  shippingVouchersOf,
  voucherOf,
  writeShipping,
  type LockedOrder,
} from './checkout.sql';

type CheckoutContext = Pick<AppContext, 'db' | 'config'>;

/** The caller's order, locked, with its store's place, latest payment and shipping voucher. */
async function lockOrder(tx: Tx, userId: number, orderId: number): Promise<LockedOrder> {
  const o = await lockOrderRow(tx, orderId);
  if (!o) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (o.user_id !== userId) throw new AppError(403, 'NOT_YOURS');
  if (o.status !== 'AWAITING_PAYMENT') throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT');
  const started = paymentStarted(
    o.payment_method === null
      ? null
      : {
          payment_method: o.payment_method,
          payment_status: o.payment_status as 'PENDING',
          expires_at: o.payment_expires_at === null ? null : new Date(o.payment_expires_at).toISOString(),
        },
  );
  if (started) throw new AppError(409, 'ORDER_SHIPPING_LOCKED');
  return o;
}

/** What the order's shipping voucher takes off a shipping price (0 without one). */
function shippingCut(o: LockedOrder, price: number): number {
  if (o.voucher_id === null || o.v_discount_type === null) return 0;
  const terms: VoucherTerms = {
    discount_type: o.v_discount_type,
    discount_amount: o.v_amount ?? 0,
    min_purchase: 0,
    max_discount: o.v_max,
  };
  return voucherCut(price, terms);
}

/** Prices the order's shipping and keeps its totals whole; answers what the shopper pays for shipping. */
async function priceShipping(
  tx: Tx,
  o: LockedOrder,
  method: ShippingMethod,
  km: number,
  address?: { address_id: number; address: string; city_name: string | null },
): Promise<number> {
  const price = shippingPrice(method, km);
  if (price === null) {
    const option = SHIPPING_OPTIONS[method];
    throw new AppError(422, 'SHIPPING_METHOD_TOO_FAR', {
      method: option.label,
      km: option.maxKm,
      distance: km.toFixed(1),
    });
  }
  const cut = shippingCut(o, price);
  if (o.voucher_id !== null) {
    await setOrderVoucherAmount(tx, { userVoucherId: o.voucher_id, orderId: o.order_id, amount: cut });
  }
  await writeShipping(tx, o.order_id, { method, price, discount: cut, km, address });
  return price - cut;
}

async function answer(ctx: CheckoutContext, orderId: number): Promise<OrderDetail> {
  const order = await readOrderDetail(ctx.db, orderId, ctx.config.transferAccount);
  return publicOrder(order!);
}

/**
 * PUT /api/order/address: the order goes to one of the caller's addresses within 50 km of its
 * store. Keeps the chosen method when it still reaches the address, else REGULAR.
 */
export async function setOrderAddress(
  ctx: CheckoutContext,
  userId: number,
  orderId: number,
  addressId: number,
): Promise<{ newShippingPrice: number; order: OrderDetail }> {
  const newShippingPrice = await transaction(ctx.db, async (tx) => {
    const o = await lockOrder(tx, userId, orderId);
    const a = await addressRow(tx, addressId);
    if (!a || a.is_deleted) throw new AppError(404, 'ADDRESS_NOT_FOUND');
    if (a.user_id !== userId) throw new AppError(403, 'NOT_YOURS');
    const km = haversineKm(o.store_lat, o.store_lon, a.latitude, a.longitude);
    if (km > STORE_SEARCH_RADIUS_KM) throw new AppError(422, 'ADDRESS_TOO_FAR');
    const kept =
      o.shipping_method && shippingPrice(o.shipping_method, km) !== null ? o.shipping_method : null;
    return priceShipping(tx, o, kept ?? 'REGULAR', km, a);
  });
  return { newShippingPrice, order: await answer(ctx, orderId) };
}

/** PUT /api/order/method: a shipping method that reaches the order's address. */
export async function setShippingMethod(
  ctx: CheckoutContext,
  userId: number,
  orderId: number,
  method: ShippingMethod,
): Promise<{ newShippingPrice: number; order: OrderDetail }> {
  const newShippingPrice = await transaction(ctx.db, async (tx) => {
    const o = await lockOrder(tx, userId, orderId);
    if (o.distance_km === null) throw new AppError(422, 'ORDER_NEEDS_SHIPPING');
    return priceShipping(tx, o, method, Number(o.distance_km));
  });
  return { newShippingPrice, order: await answer(ctx, orderId) };
}

/** GET /api/order/shipping-vouchers/{userId}: the caller's live shipping vouchers, soonest expiry first. */
export async function listShippingVouchers(db: Db, userId: number): Promise<CartVoucher[]> {
  return shippingVouchersOf(db, userId);
}

/** POST /api/order/redeem-shipping: a shipping voucher off the order's shipping price, used once. */
export async function redeemShippingVoucher(
  ctx: CheckoutContext,
  userId: number,
  orderId: number,
  userVoucherId: number,
): Promise<{ newShippingPrice: number; order: OrderDetail }> {
  const newShippingPrice = await transaction(ctx.db, async (tx) => {
    const o = await lockOrder(tx, userId, orderId);
    if (o.shipping_method === null || o.distance_km === null) throw new AppError(422, 'ORDER_NEEDS_SHIPPING');
    if (o.voucher_id !== null) throw new AppError(409, 'VOUCHER_ORDER_HAS_ONE');
    const v = await voucherOf(tx, userVoucherId);
    if (!v || v.is_deleted) throw new AppError(404, 'VOUCHER_NOT_FOUND');
    if (v.user_id !== userId) throw new AppError(403, 'VOUCHER_NOT_YOURS');
    if (v.taken) throw new AppError(409, 'VOUCHER_ALREADY_USED');
    if (v.expired) throw new AppError(422, 'VOUCHER_EXPIRED');
    if (v.voucher_type !== 'SHIPPING_DISCOUNT') throw new AppError(422, 'VOUCHER_NOT_FOR_SHIPPING');
    const goods = o.items_price - o.cart_discount;
    if (goods < v.min_purchase)
      throw new AppError(422, 'VOUCHER_MIN_PURCHASE', { min: formatRupiah(v.min_purchase) });
    const price = shippingPrice(o.shipping_method, Number(o.distance_km)) ?? 0;
    const withVoucher: LockedOrder = {
      ...o,
      voucher_id: userVoucherId,
      v_discount_type: v.discount_type,
      v_amount: v.discount_amount,
      v_max: v.max_discount,
    };
    const cut = shippingCut(withVoucher, price);
    if (!(await useVoucherForOrder(tx, { userVoucherId, userId, orderId, amount: cut }))) {
      throw new AppError(409, 'VOUCHER_ALREADY_USED');
    }
    return priceShipping(tx, withVoucher, o.shipping_method, Number(o.distance_km));
  });
  return { newShippingPrice, order: await answer(ctx, orderId) };
}
