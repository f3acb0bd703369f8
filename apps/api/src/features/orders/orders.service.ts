/**
 * The shopper's orders (docs/product.md §7 "Shopper order and payment"): the list, one order with its
 * timeline, cancel (only while awaiting payment) and confirm receipt (only once shipped). Status
 * moves and stock go through the domain; every answer is the order as it is after the change.
 */
import {
  MESSAGES,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  type Paged,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';
import { cancelOrder } from '../../domain/cancel-order';
import { readOwnOrder, type TransferAccount } from '../../read-models/order-detail';
import { transition } from '../../domain/order-status';
import { AppError } from '../../platform/errors';

export interface OrdersContext {
  db: Db;
  account: TransferAccount;
}

/** The order if it is the caller's: 404 when it does not exist, 403 when it is someone else's. */
export async function ownOrder(ctx: OrdersContext, userId: number, orderId: number): Promise<OrderDetail> {
  const own = await readOwnOrder(ctx.db, userId, orderId, ctx.account);
  if (!own.ok)
    throw own.reason === 'not-found' ? new AppError(404, 'ORDER_NOT_FOUND') : new AppError(403, 'NOT_YOURS');
  return own.order;
}

export interface ListOrdersInput {
  page: number;
  limit: number;
  status?: OrderStatus;
  search?: string;
  from?: string;
  to?: string;
}

type When = Date | string;
interface ListRow {
  total: number;
  orders:
    | (Omit<OrderSummary, 'created_at' | 'payment_deadline'> & {
        created_at: When;
        payment_deadline: When | null;
      })[]
    | string;
}

/**
 * The caller's orders, newest first. `search` is an order number ("12" or "#12") or part of a
 * product's name; `from` and `to` are days in WIB (Asia/Jakarta), both included.
 */
const LIST_SQL = `
  with f as (
    select o.order_id, o.store_id, o.status, o.total_price, o.created_at, o.payment_deadline
    from orders o
    where o.user_id = $1::int
      and ($2::text is null or o.status::text = $2::text)
      and ($3::int is null or o.order_id = $3::int)
      and ($4::text is null or exists (
        select 1 from order_items oi
        where oi.order_id = o.order_id and position(lower($4::text) in lower(oi.product_name)) > 0))
      and ($5::date is null or o.created_at >= ($5::date::timestamp at time zone 'Asia/Jakarta'))
      and ($6::date is null or o.created_at < (($6::date + 1)::timestamp at time zone 'Asia/Jakarta'))
  ), page as (
    select * from f order by created_at desc, order_id desc limit $7::int offset $8::int
  )
  select (select count(*)::int from f) as total,
    coalesce((select json_agg(x order by x.created_at desc, x.order_id desc) from (
      select p.order_id, s.store_name, p.status, p.total_price, p.created_at, p.payment_deadline,
        (select count(*)::int from order_items oi where oi.order_id = p.order_id) as item_count,
        coalesce(fi.product_name, '') as first_item_name, fi.product_image as first_item_image
      from page p
      join stores s on s.store_id = p.store_id
      left join lateral (
        select oi.product_name,
          (select pi.product_image from product_images pi where pi.product_id = oi.product_id
            order by pi.is_primary desc, pi.product_image_id limit 1) as product_image
        from order_items oi where oi.order_id = p.order_id order by oi.order_item_id limit 1
      ) fi on true
    ) x), '[]'::json) as orders`;

export async function listOrders(db: Db, userId: number, q: ListOrdersInput): Promise<Paged<OrderSummary>> {
  const search = q.search?.trim() || undefined;
  const number = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  const [row] = await runner(db)<ListRow>('orders_of_user', LIST_SQL, [
    userId,
    q.status ?? null,
    number,
    search && number === null ? search : null,
    q.from ?? null,
    q.to ?? null,
    q.limit,
    (q.page - 1) * q.limit,
  ]);
  const total = Number(row?.total ?? 0);
  const orders = typeof row?.orders === 'string' ? JSON.parse(row.orders) : (row?.orders ?? []);
  return {
    data: (orders as Exclude<ListRow['orders'], string>).map((o) => ({
      ...o,
      created_at: new Date(o.created_at).toISOString(),
      payment_deadline:
        o.status === 'AWAITING_PAYMENT' && o.payment_deadline !== null
          ? new Date(o.payment_deadline).toISOString()
          : null,
    })),
    currentPage: q.page,
    totalPages: Math.ceil(total / q.limit),
    totalItems: total,
  };
}

/** PUT /api/order/cancel/{userId}/{orderId}: stock and vouchers back, once. */
export async function cancelOwnOrder(
  ctx: OrdersContext,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  await ownOrder(ctx, userId, orderId);
  const result = await cancelOrder(ctx.db, orderId, {
    actor: 'SHOPPER',
    by: userId,
    reason: MESSAGES.ORDER_CANCELLED_BY_SHOPPER,
  });
  if (result.outcome === 'not-cancellable') throw new AppError(409, 'ORDER_CANCEL_NOT_ALLOWED');
  if (result.outcome === 'not-found') throw new AppError(404, 'ORDER_NOT_FOUND');
  return ownOrder(ctx, userId, orderId);
}

/** PUT /api/order/confirm/{userId}/{orderId}: the shopper received a shipped order. */
export async function confirmOwnOrder(
  ctx: OrdersContext,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  await ownOrder(ctx, userId, orderId);
  const moved = await transition(ctx.db, orderId, { to: 'CONFIRMED', actor: 'SHOPPER', by: userId });
  if (!moved.ok && !(moved.reason === 'illegal' && moved.status === 'CONFIRMED')) {
    throw new AppError(409, 'ORDER_CONFIRM_NOT_ALLOWED');
  }
  return ownOrder(ctx, userId, orderId);
}
