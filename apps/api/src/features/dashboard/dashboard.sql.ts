/**
 * The SQL of the super admin's dashboard: every store at a glance in one statement (no query per
 * store), and its row mapped to the contract. Sales count paid orders only (PROCESSING, SHIPPED,
 * CONFIRMED) by the month they were placed in WIB, at what the goods sold for (items less cart
 * discounts) net of the money owed back for them, as the sales reports do.
 */
import { ORDER_STATUSES, PAID_ORDER_STATUSES, type SuperDashboard } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { json, type Json } from '../../db/sql-helpers';
import { runner } from '../../db/statements';
import { ORDER_GOODS_REFUNDED_SQL } from '../../read-models/refunds';

const DASHBOARD_SQL = `
  with bounds as (
    select (date_trunc('month', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta') as this_month,
      ((date_trunc('month', now() at time zone 'Asia/Jakarta') - interval '1 month') at time zone 'Asia/Jakarta') as last_month
  ), paid as (
    select o.store_id, o.items_price - o.cart_discount - ${ORDER_GOODS_REFUNDED_SQL} as amount,
      o.created_at >= (select this_month from bounds) as is_this_month
    from orders o
    where o.status::text = any('{${PAID_ORDER_STATUSES.join(',')}}'::text[]) and o.created_at >= (select last_month from bounds)
  ), per_store as (
    select s.store_id, s.store_name,
      coalesce(sum(p.amount) filter (where p.is_this_month), 0)::bigint as this_month,
      coalesce(sum(p.amount) filter (where not p.is_this_month), 0)::bigint as last_month
    from stores s left join paid p on p.store_id = s.store_id
    where not s.is_deleted
    group by s.store_id, s.store_name
  ), waiting as (
    select o.store_id, s.store_name, count(*)::int as count
    from payments p join orders o on o.order_id = p.order_id join stores s on s.store_id = o.store_id
    where p.payment_status = 'AWAITING_CONFIRMATION'
    group by o.store_id, s.store_name
  ), low as (
    select i.inventory_id, i.store_id, s.store_name, pr.product_name, i.stock
    from inventories i join products pr on pr.product_id = i.product_id join stores s on s.store_id = i.store_id
    where i.stock <= $1::int and not pr.is_deleted and not s.is_deleted
  )
  select
    (select coalesce(sum(amount) filter (where is_this_month), 0)::bigint from paid) as this_month,
    (select coalesce(sum(amount) filter (where not is_this_month), 0)::bigint from paid) as last_month,
    coalesce((select json_agg(x order by x.this_month desc, x.last_month desc, lower(x.store_name))
      from per_store x), '[]'::json) as sales_stores,
    (select coalesce(json_object_agg(status, n), '{}'::json) from (
      select status, count(*)::int as n from orders group by status) s) as by_status,
    (select coalesce(sum(count), 0)::int from waiting) as waiting_total,
    coalesce((select json_agg(w order by w.count desc, lower(w.store_name)) from waiting w), '[]'::json)
      as waiting_stores,
    coalesce((select json_agg(x order by lower(x.store_name)) from (
      select s.store_id, s.store_name from stores s
      where not s.is_deleted and not exists (
        select 1 from store_admins sa join users u on u.user_id = sa.user_id
        where sa.store_id = s.store_id and not u.is_deleted and u.role = 'STORE_ADMIN')) x), '[]'::json)
      as without_admin,
    (select count(*)::int from low) as low_count,
    coalesce((select json_agg(x order by x.stock, lower(x.product_name), x.inventory_id) from (
      select * from low order by stock, lower(product_name), inventory_id limit $2::int) x), '[]'::json)
      as low_items`;

/** The dashboard; shelves at or below `threshold` are low, and the `lowItems` emptiest are named. */
export async function readSuperDashboard(
  db: Db,
  threshold: number,
  lowItems: number,
): Promise<SuperDashboard> {
  const [row] = await runner(db)<{
    this_month: number | string;
    last_month: number | string;
    sales_stores: Json<
      { store_id: number; store_name: string; this_month: number | string; last_month: number | string }[]
    >;
    by_status: Json<Record<string, number>>;
    waiting_total: number;
    waiting_stores: Json<SuperDashboard['payments_waiting']['stores']>;
    without_admin: Json<SuperDashboard['stores_without_admin']>;
    low_count: number;
    low_items: Json<SuperDashboard['low_stock']['items']>;
  }>('super_dashboard', DASHBOARD_SQL, [threshold, lowItems]);
  const byStatus = json(row!.by_status);
  return {
    sales: {
      this_month: Number(row!.this_month),
      last_month: Number(row!.last_month),
      stores: json(row!.sales_stores).map((s) => ({
        store_id: s.store_id,
        store_name: s.store_name,
        this_month: Number(s.this_month),
        last_month: Number(s.last_month),
      })),
    },
    orders_by_status: Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus[s] ?? 0])),
    payments_waiting: { total: Number(row!.waiting_total), stores: json(row!.waiting_stores) },
    stores_without_admin: json(row!.without_admin),
    low_stock: {
      threshold,
      count: Number(row!.low_count),
      items: json(row!.low_items),
    },
  };
}
