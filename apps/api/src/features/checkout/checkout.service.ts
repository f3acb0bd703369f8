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
  type VoucherDiscountType,
} from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { runner, transaction, type Run } from '../../db/statements';
import { haversineKm } from '../../domain/distance';
import {
  paymentStarted,
  publicOrder,
  readOrderDetail,
  type TransferAccount,
} from '../../read-models/order-detail';
import { voucherCut, type VoucherTerms } from '../../domain/voucher-rules';
import { LIVE_VOUCHER_SQL, setOrderVoucherAmount, useVoucherForOrder } from '../../domain/vouchers';
import { AppError } from '../../platform/errors';

export interface CheckoutContext {
  db: Db;
  account: TransferAccount;
}

interface LockedOrder {
  order_id: number;
  user_id: number;
  status: OrderDetail['status'];
  items_price: number;
  cart_discount: number;
  shipping_method: ShippingMethod | null;
  distance_km: number | null;
  store_lat: number;
  store_lon: number;
  payment_method: 'BANK_TRANSFER' | 'VIRTUAL_ACCOUNT' | null;
  payment_status: string | null;
  payment_expires_at: Date | string | null;
  voucher_id: number | null;
  v_discount_type: VoucherDiscountType | null;
  v_amount: number | null;
  v_max: number | null;
}

/** The caller's order, locked, with its store's place, latest payment and shipping voucher. */
async function lockOrder(run: Run, userId: number, orderId: number): Promise<LockedOrder> {
  const [o] = await run<LockedOrder>(
    'checkout_lock_order',
    `select o.order_id, o.user_id, o.status, o.items_price, o.cart_discount, o.shipping_method, o.distance_km,
       s.latitude as store_lat, s.longitude as store_lon,
       p.payment_method, p.payment_status, p.expires_at as payment_expires_at,
       v.user_voucher_id as voucher_id, v.discount_type as v_discount_type, v.discount_amount as v_amount,
       v.max_discount as v_max
     from orders o
     join stores s on s.store_id = o.store_id
     left join lateral (select payment_method, payment_status, expires_at from payments
       where order_id = o.order_id order by payment_id desc limit 1) p on true
     left join lateral (select uv.user_voucher_id, vv.discount_type, vv.discount_amount, vv.max_discount
       from user_vouchers uv join vouchers vv on vv.voucher_id = uv.voucher_id
       where uv.order_id = o.order_id and vv.voucher_type = 'SHIPPING_DISCOUNT' limit 1) v on true
     where o.order_id = $1::int
     for update of o`,
    [orderId],
  );
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
  await runner(tx)(
    'checkout_price_shipping',
    `update orders set shipping_method = $2::text::shipping_method, shipping_price = $3::int,
       shipping_discount = $4::int, total_price = items_price - cart_discount + $3::int - $4::int,
       address_id = coalesce($5::int, address_id), shipping_address = coalesce($6::text, shipping_address),
       shipping_city = case when $5::int is null then shipping_city else $7::text end,
       distance_km = $8::float8, updated_at = now()
     where order_id = $1::int`,
    [
      o.order_id,
      method,
      price,
      cut,
      address?.address_id ?? null,
      address?.address ?? null,
      address?.city_name ?? null,
      km,
    ],
  );
  return price - cut;
}

async function answer(ctx: CheckoutContext, orderId: number): Promise<OrderDetail> {
  const order = await readOrderDetail(ctx.db, orderId, ctx.account);
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
    const run = runner(tx);
    const o = await lockOrder(run, userId, orderId);
    const [a] = await run<{
      address_id: number;
      user_id: number;
      address: string;
      latitude: number;
      longitude: number;
      city_name: string | null;
      is_deleted: boolean;
    }>(
      'checkout_address',
      `select a.address_id, a.user_id, a.address, a.latitude, a.longitude, c.city_name, a.is_deleted
       from addresses a left join cities c on c.city_id = a.city_id where a.address_id = $1::int`,
      [addressId],
    );
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
    const o = await lockOrder(runner(tx), userId, orderId);
    if (o.distance_km === null) throw new AppError(422, 'ORDER_NEEDS_SHIPPING');
    return priceShipping(tx, o, method, Number(o.distance_km));
  });
  return { newShippingPrice, order: await answer(ctx, orderId) };
}

type VoucherRow = CartVoucher & { expires_at: Date | string };

/** GET /api/order/shipping-vouchers/{userId}: the caller's live shipping vouchers, soonest expiry first. */
export async function listShippingVouchers(db: Db, userId: number): Promise<CartVoucher[]> {
  const rows = await runner(db)<VoucherRow>(
    'checkout_shipping_vouchers',
    `select uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
       v.min_purchase, v.max_discount, v.description, uv.expires_at
     from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
     where uv.user_id = $1::int and ${LIVE_VOUCHER_SQL('uv')} and uv.cart_id is null and uv.cart_item_id is null
       and not v.is_deleted and v.voucher_type = 'SHIPPING_DISCOUNT'
     order by uv.expires_at, uv.user_voucher_id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, expires_at: new Date(r.expires_at).toISOString() }));
}

/** POST /api/order/redeem-shipping: a shipping voucher off the order's shipping price, used once. */
export async function redeemShippingVoucher(
  ctx: CheckoutContext,
  userId: number,
  orderId: number,
  userVoucherId: number,
): Promise<{ newShippingPrice: number; order: OrderDetail }> {
  const newShippingPrice = await transaction(ctx.db, async (tx) => {
    const run = runner(tx);
    const o = await lockOrder(run, userId, orderId);
    if (o.shipping_method === null || o.distance_km === null) throw new AppError(422, 'ORDER_NEEDS_SHIPPING');
    if (o.voucher_id !== null) throw new AppError(409, 'VOUCHER_ORDER_HAS_ONE');
    const [v] = await run<{
      user_id: number;
      voucher_type: string;
      discount_type: VoucherDiscountType;
      discount_amount: number;
      min_purchase: number;
      max_discount: number | null;
      expired: boolean;
      taken: boolean;
      is_deleted: boolean;
    }>(
      'checkout_voucher_of',
      `select uv.user_id, v.voucher_type, v.discount_type, v.discount_amount, v.min_purchase, v.max_discount,
         uv.expires_at <= now() as expired,
         (uv.used_at is not null or uv.order_id is not null or uv.cart_id is not null) as taken, v.is_deleted
       from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id where uv.user_voucher_id = $1::int`,
      [userVoucherId],
    );
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
