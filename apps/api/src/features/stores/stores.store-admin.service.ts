/**
 * Stores as their admins see them (docs/product.md §7 store-admin calls). Rules and queries only; the HTTP
 * side is in stores.routes.ts.
 */
import { and, eq } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type AssignedStore,
  type StoreDashboard,
  type StoreInfo,
} from '@lumbung/contracts';
import { runner } from '../../db/statements';
import type { Db } from '../../db/client';
import { storeAdmins, stores } from '../../db/schema';
import { AppError } from '../../platform/errors';

/**
 * The live store a store admin runs (docs/product.md §7 assigned-store), or a 404 with 'Store not found for
 * your account.' when none is assigned or it was deleted.
 */
export async function getAssignedStore(db: Db, userId: number): Promise<AssignedStore> {
  const [store] = await db
    .select({
      store_id: stores.store_id,
      store_name: stores.store_name,
      store_location: stores.store_location,
      city_id: stores.city_id,
    })
    .from(storeAdmins)
    .innerJoin(stores, eq(stores.store_id, storeAdmins.store_id))
    .where(and(eq(storeAdmins.user_id, userId), eq(stores.is_deleted, false)))
    .limit(1);
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND_FOR_ACCOUNT');
  return store;
}

/** GET /api/store-admin/store/{storeId}: a live store with its city. */
export async function getStoreInfo(db: Db, storeId: number): Promise<StoreInfo> {
  const [store] = await runner(db)<StoreInfo>(
    'store_info',
    `select s.store_id, s.store_name, s.store_location, s.city_id, c.city_name, s.latitude, s.longitude
     from stores s join cities c on c.city_id = s.city_id where s.store_id = $1::int and not s.is_deleted`,
    [storeId],
  );
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND_FOR_ACCOUNT');
  return store;
}

/** GET /api/store-admin/dashboard/{storeId}: one statement for the day and the month of a store. */
export async function getStoreDashboard(db: Db, storeId: number): Promise<StoreDashboard> {
  const [row] = await runner(db)<{
    today_orders: number;
    today_amount: number | string;
    by_status: Record<string, number> | string;
    payments_waiting: number;
    low_count: number;
    low_items: StoreDashboard['low_stock']['items'] | string;
    this_month: number | string;
    last_month: number | string;
  }>(
    'store_dashboard',
    `with wib as (select (now() at time zone 'Asia/Jakarta') as now),
     bounds as (
       select (date_trunc('day', now) at time zone 'Asia/Jakarta') as today,
         (date_trunc('month', now) at time zone 'Asia/Jakarta') as this_month,
         (date_trunc('month', now) - interval '1 month') at time zone 'Asia/Jakarta' as last_month
       from wib
     ), paid as (
       select o.created_at, o.items_price - o.cart_discount as amount from orders o
       where o.store_id = $1::int and o.status in ('PROCESSING', 'SHIPPED', 'CONFIRMED')
         and o.created_at >= (select last_month from bounds)
     )
     select
       (select count(*)::int from orders o where o.store_id = $1::int and o.created_at >= (select today from bounds)) as today_orders,
       (select coalesce(sum(o.items_price - o.cart_discount), 0)::bigint from orders o
         where o.store_id = $1::int and o.created_at >= (select today from bounds) and o.status <> 'CANCELLED') as today_amount,
       (select coalesce(json_object_agg(status, n), '{}'::json) from (select status, count(*)::int as n from orders
         where store_id = $1::int group by status) s) as by_status,
       (select count(*)::int from payments p join orders o on o.order_id = p.order_id
         where o.store_id = $1::int and p.payment_status = 'AWAITING_CONFIRMATION') as payments_waiting,
       (select count(*)::int from inventories i join products pr on pr.product_id = i.product_id
         where i.store_id = $1::int and not pr.is_deleted and i.stock <= $2::int) as low_count,
       coalesce((select json_agg(x order by x.stock, x.product_name) from (
         select i.inventory_id, pr.product_name, i.stock from inventories i join products pr on pr.product_id = i.product_id
         where i.store_id = $1::int and not pr.is_deleted and i.stock <= $2::int
         order by i.stock, pr.product_name limit 5) x), '[]'::json) as low_items,
       (select coalesce(sum(amount), 0)::bigint from paid where created_at >= (select this_month from bounds)) as this_month,
       (select coalesce(sum(amount), 0)::bigint from paid where created_at < (select this_month from bounds)) as last_month`,
    [storeId, LOW_STOCK_THRESHOLD],
  );
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const byStatus = parse(row!.by_status);
  return {
    today: { orders: row!.today_orders, amount: Number(row!.today_amount) },
    orders_by_status: Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus[s] ?? 0])),
    payments_waiting: row!.payments_waiting,
    low_stock: { count: row!.low_count, items: parse(row!.low_items) },
    sales: { this_month: Number(row!.this_month), last_month: Number(row!.last_month) },
  };
}
