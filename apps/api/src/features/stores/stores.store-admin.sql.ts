/**
 * The SQL of the stores as their staff see them: the store a store admin runs, a store's card, and
 * the store's dashboard in one statement (the day and the month in WIB).
 */
import { and, eq } from 'drizzle-orm';
import type { AssignedStore, StoreDashboard, StoreInfo } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { storeAdmins, stores } from '../../db/schema';
import { json } from '../../db/sql-helpers';
import { runner } from '../../db/statements';
import { ORDER_GOODS_REFUNDED_SQL } from '../../read-models/refunds';

/** The live store a store admin is assigned to, or undefined. */
export async function selectAssignedStore(db: Db, userId: number): Promise<AssignedStore | undefined> {
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
  return store;
}

/** $1 store: a live store with its city (no row: unknown or deleted). */
const STORE_INFO_SQL = `select s.store_id, s.store_name, s.store_location, s.city_id, c.city_name, s.latitude, s.longitude,
       s.whatsapp
     from stores s join cities c on c.city_id = s.city_id where s.store_id = $1::int and not s.is_deleted`;

/** A live store with its city, or undefined. */
export async function selectStoreInfo(db: Db, storeId: number): Promise<StoreInfo | undefined> {
  const [store] = await runner(db)<StoreInfo>('stores_info', STORE_INFO_SQL, [storeId]);
  return store;
}

/** What the dashboard's statement answers (sums as bigint may come back as text, JSON as text). */
export type DashboardRow = {
  today_orders: number;
  today_amount: number | string;
  by_status: Record<string, number> | string;
  payments_waiting: number;
  low_count: number;
  low_items: StoreDashboard['low_stock']['items'] | string;
  this_month: number | string;
  last_month: number | string;
};

/**
 * $1 store, $2 the low-stock threshold: today's orders and their amount, orders by status, proofs
 * waiting, the shelves running low (the five lowest), and this and last month's paid sales (net of
 * refunds, as the sales reports count them).
 */
const STORE_DASHBOARD_SQL = `with wib as (select (now() at time zone 'Asia/Jakarta') as now),
     bounds as (
       select (date_trunc('day', now) at time zone 'Asia/Jakarta') as today,
         (date_trunc('month', now) at time zone 'Asia/Jakarta') as this_month,
         (date_trunc('month', now) - interval '1 month') at time zone 'Asia/Jakarta' as last_month
       from wib
     ), paid as (
       select o.created_at, o.items_price - o.cart_discount - ${ORDER_GOODS_REFUNDED_SQL} as amount from orders o
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
       (select coalesce(sum(amount), 0)::bigint from paid where created_at < (select this_month from bounds)) as last_month`;

export async function selectStoreDashboard(db: Db, storeId: number, lowStock: number): Promise<DashboardRow> {
  const [row] = await runner(db)<DashboardRow>('stores_dashboard', STORE_DASHBOARD_SQL, [storeId, lowStock]);
  return row!;
}

/** The dashboard's row as the contract says it. */
export function dashboardOf(row: DashboardRow, statuses: readonly string[]): StoreDashboard {
  const byStatus = json(row.by_status);
  return {
    today: { orders: row.today_orders, amount: Number(row.today_amount) },
    orders_by_status: Object.fromEntries(statuses.map((s) => [s, byStatus[s] ?? 0])),
    payments_waiting: row.payments_waiting,
    low_stock: { count: row.low_count, items: json(row.low_items) },
    sales: { this_month: Number(row.this_month), last_month: Number(row.last_month) },
  };
}
