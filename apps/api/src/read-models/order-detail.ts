/**
 * An order as its shopper (and later its store) sees it: items, money, address and shipping, the
 * latest payment, where to transfer, the status timeline and what may be done with it now. Shared
 * by every feature that answers an order (orders, checkout, payments), so that each change answers
 * the whole order and the client never reads it again. One statement.
 *
 * The address's text and city are the order's copy, made when the address is chosen; its label,
 * recipient and phone are read from the address as it is now (the order has no copy of them), so
 * the store calls the number the shopper keeps up to date.
 */
import { CHECKOUT_HOLD_MINUTES } from '@lumbung/contracts';
import type {
  OrderDetail,
  OrderHistoryEntry,
  OrderItem,
  Payment,
  ShippingMethod,
  StoreOrderDetail,
} from '@lumbung/contracts';
import { json, type Json } from '../db/sql-helpers';
import { runner, type Conn } from '../db/statements';
import { ORDER_PAID_SQL, ORDER_REFUNDS_SQL, refundsOf, type RefundJson } from './refunds';

/** The account a bank transfer goes to (the shop's settings). */
export interface TransferAccount {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
}

/**
 * The code (1 to 999) added to a bank transfer's amount so the store can tell this order's
 * transfer from another on its bank statement. Consecutive orders get different codes, and a code
 * comes back only 999 orders later, long after an unpaid order has expired.
 */
export function transferCode(orderId: number): number {
  return 1 + (orderId % 999);
}

type When = Date | string;
const iso = (value: When) => new Date(value).toISOString();
const isoOrNull = (value: When | null) => (value === null ? null : iso(value));

/** A payment row as SQL gives it (times as Date or text, actions null when none were given). */
export interface PaymentRow extends Omit<Payment, 'payment_date' | 'expires_at' | 'created_at' | 'actions'> {
  payment_date: When | null;
  expires_at: When | null;
  created_at: When;
  actions: Json<Payment['actions']> | null;
}

export interface OrderRow {
  order_id: number;
  user_id: number;
  customer_name: string;
  customer_email: string;
  store_id: number;
  store_name: string;
  store_whatsapp: string | null;
  status: OrderDetail['status'];
  created_at: When;
  payment_deadline: When | null;
  items_price: number;
  cart_discount: number;
  shipping_price: number;
  shipping_discount: number;
  total_price: number;
  address_id: number | null;
  shipping_address: string | null;
  shipping_city: string | null;
  address_label: string | null;
  recipient_name: string | null;
  recipient_phone: string | null;
  shipping_method: ShippingMethod | null;
  distance_km: number | null;
  cancel_reason: string | null;
  slot_id: number | null;
  slot_starts_at: When | null;
  slot_ends_at: When | null;
  delivery_note: string | null;
  committed_at: When | null;
  packed_at: When | null;
  driver_name: string | null;
  driver_phone: string | null;
  delivered_at: When | null;
  items: Json<OrderItem[]>;
  shipping_voucher: Json<OrderDetail['shipping_voucher']> | null;
  payment: Json<PaymentRow> | null;
  history: Json<(Omit<OrderHistoryEntry, 'created_at'> & { created_at: When })[]>;
  paid_amount: number;
  refunds: Json<RefundJson[]>;
}

/** Where a payment's proof of transfer is shown: a route that checks who asks (payments feature). */
export const PROOF_URL_PREFIX = '/api/order/payment-proof/';

/**
 * SQL: the columns of a payment as the contract's Payment shows them, from `p`. The stored
 * pop_image is a private storage key: the answer carries the proof's route instead.
 */
export const PAYMENT_COLUMNS_SQL = `p.payment_id, p.order_id, p.payment_method, p.payment_status, p.amount,
  case when p.pop_image is null then null else '${PROOF_URL_PREFIX}' || p.payment_id end as pop_image,
  p.payment_date, p.va_bank, p.va_number, p.expires_at, p.created_at, p.note, p.payment_type, p.bill_key,
  p.biller_code, p.qr_string, p.actions, p.paid_amount`;

const ORDER_DETAIL_SQL = `
  select o.order_id, o.user_id, o.store_id, s.store_name, s.whatsapp as store_whatsapp, o.status, o.created_at,
    o.payment_deadline, o.items_price, o.cart_discount, o.shipping_price, o.shipping_discount, o.total_price,
    o.address_id, o.shipping_address, o.shipping_city, o.shipping_method, o.distance_km, o.cancel_reason,
    o.slot_id, ds.starts_at as slot_starts_at, ds.ends_at as slot_ends_at, o.delivery_note, o.committed_at,
    o.packed_at, o.driver_name, o.driver_phone, o.delivered_at,
    a.label as address_label, a.recipient_name, a.phone as recipient_phone,
    coalesce((select json_agg(x order by x.order_item_id) from (
      select oi.order_item_id, oi.inventory_id, oi.product_id, oi.product_name,
        (select pi.product_image from product_images pi where pi.product_id = oi.product_id
          order by pi.is_primary desc, pi.product_image_id limit 1) as product_image,
        oi.original_price, oi.quantity, oi.free_quantity, oi.product_price, oi.discount_amount,
        oi.note, oi.substitution, oi.substitute_product_id,
        (select sp.product_name from products sp where sp.product_id = oi.substitute_product_id)
          as substitute_product_name,
        oi.packing_state, oi.short_quantity, oi.substitute_name, oi.substitute_quantity, oi.substitute_price
      from order_items oi where oi.order_id = o.order_id) x), '[]'::json) as items,
    (select row_to_json(v) from (
      select uv.user_voucher_id, uv.redeem_code, coalesce(uv.applied_amount, 0) as applied_amount
      from user_vouchers uv join vouchers vv on vv.voucher_id = uv.voucher_id
      where uv.order_id = o.order_id and vv.voucher_type = 'SHIPPING_DISCOUNT'
      order by uv.user_voucher_id limit 1) v) as shipping_voucher,
    (select row_to_json(p) from (
      select ${PAYMENT_COLUMNS_SQL} from payments p where p.order_id = o.order_id
      order by p.payment_id desc limit 1) p) as payment,
    coalesce((select json_agg(h order by h.order_status_history_id) from (
      select h.order_status_history_id, h.from_status, h.to_status, h.reason, h.created_at,
        case when h.changed_by is null then 'SYSTEM' when u.role = 'USER' then 'SHOPPER' else 'STORE' end as actor
      from order_status_history h left join users u on u.user_id = h.changed_by
      where h.order_id = o.order_id) h), '[]'::json) as history,
    ${ORDER_PAID_SQL} as paid_amount, ${ORDER_REFUNDS_SQL} as refunds
  , u.username as customer_name, u.email as customer_email
  from orders o join stores s on s.store_id = o.store_id join users u on u.user_id = o.user_id
    left join addresses a on a.address_id = o.address_id
    left join delivery_slots ds on ds.slot_id = o.slot_id
  where o.order_id = $1::int`;

/** A payment row (or a row that extends one) with its times as ISO strings. */
export function paymentOf<R extends PaymentRow>(
  row: R,
): Omit<R, 'payment_date' | 'expires_at' | 'created_at' | 'actions'> & Payment {
  return {
    ...row,
    payment_date: isoOrNull(row.payment_date),
    expires_at: isoOrNull(row.expires_at),
    created_at: iso(row.created_at),
    actions: row.actions === null ? [] : json(row.actions),
  };
}

/** What the shopper may do with an order now (mirrors the rules the services enforce). */
export function shopperActions(o: {
  status: OrderDetail['status'];
  address_id: number | null;
  shipping_method: ShippingMethod | null;
  payment: Payment | null;
}): OrderDetail['actions'] {
  const awaiting = o.status === 'AWAITING_PAYMENT';
  return {
    change_shipping: awaiting && !paymentStarted(o.payment),
    pay: awaiting && o.address_id !== null && o.shipping_method !== null,
    cancel: awaiting,
    confirm: o.status === 'SHIPPED',
  };
}

/**
 * A gateway charge still open (a virtual account, a Mandiri bill, QRIS, GoPay or ShopeePay): its
 * amount is fixed at the gateway, so the shipping can no longer change, and a transfer proof is
 * refused (the shopper could pay twice). A claim still being opened (no expiry yet) counts too.
 */
export function paymentStarted(
  payment: Pick<Payment, 'payment_method' | 'payment_status' | 'expires_at'> | null,
) {
  return (
    payment !== null &&
    payment.payment_method !== 'BANK_TRANSFER' &&
    payment.payment_status === 'PENDING' &&
    (payment.expires_at === null || new Date(payment.expires_at).getTime() > Date.now())
  );
}

export function orderDetailOf(row: OrderRow, account: TransferAccount): OrderDetail & { user_id: number } {
  const payment = row.payment === null ? null : paymentOf(json(row.payment));
  const code = transferCode(row.order_id);
  const address =
    row.address_id === null
      ? null
      : {
          address_id: row.address_id,
          address: row.shipping_address ?? '',
          city_name: row.shipping_city,
          label: row.address_label,
          recipient_name: row.recipient_name,
          phone: row.recipient_phone,
        };
  return {
    user_id: row.user_id,
    order_id: row.order_id,
    store_id: row.store_id,
    store_name: row.store_name,
    store_whatsapp: row.store_whatsapp,
    status: row.status,
    created_at: iso(row.created_at),
    payment_deadline: row.status === 'AWAITING_PAYMENT' ? isoOrNull(row.payment_deadline) : null,
    items: json(row.items),
    items_price: row.items_price,
    cart_discount: row.cart_discount,
    shipping_price: row.shipping_price,
    shipping_discount: row.shipping_discount,
    total_price: row.total_price,
    address,
    shipping_method: row.shipping_method,
    distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    shipping_voucher: row.shipping_voucher === null ? null : json(row.shipping_voucher),
    payment,
    paid_amount: row.paid_amount,
    refunds: refundsOf(row.refunds),
    transfer: {
      bank_name: account.bankName,
      account_number: account.accountNumber,
      account_holder: account.accountHolder,
      unique_code: code,
      amount: row.total_price + code,
    },
    cancel_reason: row.cancel_reason,
    slot:
      row.slot_id === null || row.slot_starts_at === null || row.slot_ends_at === null
        ? null
        : { slot_id: row.slot_id, starts_at: iso(row.slot_starts_at), ends_at: iso(row.slot_ends_at) },
    delivery_note: row.delivery_note,
    committed_at: isoOrNull(row.committed_at),
    hold_expires_at:
      row.committed_at === null && row.status === 'AWAITING_PAYMENT'
        ? new Date(new Date(row.created_at).getTime() + CHECKOUT_HOLD_MINUTES * 60_000).toISOString()
        : null,
    packed_at: isoOrNull(row.packed_at),
    driver: row.driver_name === null ? null : { name: row.driver_name, phone: row.driver_phone ?? '' },
    delivered_at: isoOrNull(row.delivered_at),
    history: json(row.history).map(({ from_status, to_status, actor, reason, created_at }) => ({
      from_status,
      to_status,
      actor,
      reason,
      created_at: iso(created_at),
    })),
    actions: shopperActions({
      status: row.status,
      address_id: row.address_id,
      shipping_method: row.shipping_method,
      payment,
    }),
  };
}

/** One order with everything its page shows, or null; `user_id` says whose it is. */
export async function readOrderDetail(
  on: Conn,
  orderId: number,
  account: TransferAccount,
): Promise<(OrderDetail & { user_id: number }) | null> {
  const [row] = await runner(on)<OrderRow>('order_detail', ORDER_DETAIL_SQL, [orderId]);
  return row ? orderDetailOf(row, account) : null;
}

/** The order without the owner's id, as the contract answers it. */
export function publicOrder({ user_id: _owner, ...order }: OrderDetail & { user_id: number }): OrderDetail {
  return order;
}

/** An order read for a shopper: the order, or why they cannot see it. */
export type OwnOrder = { ok: true; order: OrderDetail } | { ok: false; reason: 'not-found' | 'not-yours' };

/** The order as its shopper sees it, if it is theirs. */
export async function readOwnOrder(
  on: Conn,
  userId: number,
  orderId: number,
  account: TransferAccount,
): Promise<OwnOrder> {
  const order = await readOrderDetail(on, orderId, account);
  if (!order) return { ok: false, reason: 'not-found' };
  if (order.user_id !== userId) return { ok: false, reason: 'not-yours' };
  return { ok: true, order: publicOrder(order) };
}

/** What the store's staff may do with an order now (mirrors the rules the services enforce). */
export function storeActions(o: Pick<OrderDetail, 'status' | 'payment'>): StoreOrderDetail['store_actions'] {
  const waiting = o.payment?.payment_status === 'AWAITING_CONFIRMATION';
  return {
    review_payment: o.status === 'AWAITING_CONFIRMATION' && waiting,
    process: o.status === 'PROCESSING',
    cancel: o.status === 'AWAITING_CONFIRMATION' || o.status === 'PROCESSING',
  };
}

/** An order as its store's staff see it: the shopper's order, who ordered, and the staff's actions. */
export async function readStoreOrder(
  on: Conn,
  orderId: number,
  account: TransferAccount,
): Promise<(StoreOrderDetail & { store_id: number }) | null> {
  const [row] = await runner(on)<OrderRow>('order_detail', ORDER_DETAIL_SQL, [orderId]);
  if (!row) return null;
  const { user_id, ...order } = orderDetailOf(row, account);
  return {
    ...order,
    customer: { user_id, username: row.customer_name, email: row.customer_email },
    store_actions: storeActions(order),
  };
}
