/**
 * The SQL of the shopper's orders: the list of one shopper's orders with its filters, and its rows
 * mapped to the contract.
 */
import type { OrderStatus, OrderSummary } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { json } from '../../db/sql-helpers';
import { runner } from '../../db/statements';

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
export const ORDERS_OF_USER_SQL = `
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

export interface OrdersOfUserFilter {
  status: OrderStatus | null;
  /** An order number, or null. */
  number: number | null;
  /** Part of a product's name, or null. */
  product: string | null;
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
}

/** One page of the shopper's orders (dates as ISO strings; a deadline only while awaiting payment). */
export async function ordersOfUser(
  db: Db,
  userId: number,
  f: OrdersOfUserFilter,
): Promise<{ total: number; orders: OrderSummary[] }> {
  const [row] = await runner(db)<ListRow>('orders_of_user', ORDERS_OF_USER_SQL, [
    userId,
    f.status,
    f.number,
    f.product,
    f.from,
    f.to,
    f.limit,
    f.offset,
  ]);
  const total = Number(row?.total ?? 0);
  const orders = json(row?.orders ?? []);
  return {
    total,
    orders: (orders as Exclude<ListRow['orders'], string>).map((o) => ({
      ...o,
      created_at: new Date(o.created_at).toISOString(),
      payment_deadline:
        o.status === 'AWAITING_PAYMENT' && o.payment_deadline !== null
          ? new Date(o.payment_deadline).toISOString()
          : null,
    })),
  };
}
