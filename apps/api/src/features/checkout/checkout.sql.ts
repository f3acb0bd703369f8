/**
 * The SQL of an order's checkout: the order locked with its store's place, latest payment and
 * shipping voucher; its shipping price and totals; the address and vouchers it may take.
 */
import type {
  CartVoucher,
  OrderDetail,
  PaymentMethod,
  ShippingMethod,
  VoucherDiscountType,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner, type Conn } from '../../db/statements';
import { LIVE_VOUCHER_SQL } from '../../domain/vouchers';

export interface LockedOrder {
  order_id: number;
  user_id: number;
  status: OrderDetail['status'];
  items_price: number;
  cart_discount: number;
  shipping_method: ShippingMethod | null;
  distance_km: number | null;
  store_lat: number;
  store_lon: number;
  payment_method: PaymentMethod | null;
  payment_status: string | null;
  payment_expires_at: Date | string | null;
  voucher_id: number | null;
  v_discount_type: VoucherDiscountType | null;
  v_amount: number | null;
  v_max: number | null;
}

const LOCK_ORDER_SQL = `select o.order_id, o.user_id, o.status, o.items_price, o.cart_discount, o.shipping_method, o.distance_km,
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
     for update of o`;

/** The order, locked, with its store's place, latest payment and shipping voucher. */
export async function lockOrderRow(tx: Conn, orderId: number): Promise<LockedOrder | undefined> {
  const [o] = await runner(tx)<LockedOrder>('checkout_lock_order', LOCK_ORDER_SQL, [orderId]);
  return o;
}

const PRICE_SHIPPING_SQL = `update orders set shipping_method = $2::text::shipping_method, shipping_price = $3::int,
       shipping_discount = $4::int, total_price = items_price - cart_discount + $3::int - $4::int,
       address_id = coalesce($5::int, address_id), shipping_address = coalesce($6::text, shipping_address),
       shipping_city = case when $5::int is null then shipping_city else $7::text end,
       distance_km = $8::float8, updated_at = now()
     where order_id = $1::int`;

/** Sets the order's shipping (and its address, when given) and keeps its total whole. */
export async function writeShipping(
  tx: Conn,
  orderId: number,
  s: {
    method: ShippingMethod;
    price: number;
    discount: number;
    km: number;
    address?: { address_id: number; address: string; city_name: string | null } | undefined;
  },
): Promise<void> {
  await runner(tx)('checkout_price_shipping', PRICE_SHIPPING_SQL, [
    orderId,
    s.method,
    s.price,
    s.discount,
    s.address?.address_id ?? null,
    s.address?.address ?? null,
    s.address?.city_name ?? null,
    s.km,
  ]);
}

export interface AddressRow {
  address_id: number;
  user_id: number;
  address: string;
  latitude: number;
  longitude: number;
  city_name: string | null;
  is_deleted: boolean;
}

const ADDRESS_SQL = `select a.address_id, a.user_id, a.address, a.latitude, a.longitude, c.city_name, a.is_deleted
       from addresses a left join cities c on c.city_id = a.city_id where a.address_id = $1::int`;

export async function addressRow(on: Conn, addressId: number): Promise<AddressRow | undefined> {
  const [a] = await runner(on)<AddressRow>('checkout_address', ADDRESS_SQL, [addressId]);
  return a;
}

type VoucherRow = CartVoucher & { expires_at: Date | string };

const SHIPPING_VOUCHERS_SQL = `select uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
       v.min_purchase, v.max_discount, v.description, uv.expires_at
     from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
     where uv.user_id = $1::int and ${LIVE_VOUCHER_SQL('uv')} and uv.cart_id is null and uv.cart_item_id is null
       and not v.is_deleted and v.voucher_type = 'SHIPPING_DISCOUNT'
     order by uv.expires_at, uv.user_voucher_id`;

/** The user's live shipping vouchers not in a cart, soonest expiry first. */
export async function shippingVouchersOf(db: Db, userId: number): Promise<CartVoucher[]> {
  const rows = await runner(db)<VoucherRow>('checkout_shipping_vouchers', SHIPPING_VOUCHERS_SQL, [userId]);
  return rows.map((r) => ({ ...r, expires_at: new Date(r.expires_at).toISOString() }));
}

export interface VoucherOfRow {
  user_id: number;
  voucher_type: string;
  discount_type: VoucherDiscountType;
  discount_amount: number;
  min_purchase: number;
  max_discount: number | null;
  expired: boolean;
  taken: boolean;
  is_deleted: boolean;
}

const VOUCHER_OF_SQL = `select uv.user_id, v.voucher_type, v.discount_type, v.discount_amount, v.min_purchase, v.max_discount,
         uv.expires_at <= now() as expired,
         (uv.used_at is not null or uv.order_id is not null or uv.cart_id is not null) as taken, v.is_deleted
       from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id where uv.user_voucher_id = $1::int`;

/** A user voucher with its terms and whether it is still free to use. */
export async function voucherOf(on: Conn, userVoucherId: number): Promise<VoucherOfRow | undefined> {
  const [v] = await runner(on)<VoucherOfRow>('checkout_voucher_of', VOUCHER_OF_SQL, [userVoucherId]);
  return v;
}
