/**
 * The SQL of the sales reports: a year of paid orders by month in WIB, overall, by product or by
 * category, the year's totals, and the names the report's filters offer. Fixed texts for the
 * statement runner: one per series (the product and the category report each have their own).
 */
import { PAID_ORDER_STATUSES, type SalesFilterData } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { json, type Json } from '../../db/sql-helpers';
import { runner } from '../../db/statements';
import { ORDER_GOODS_REFUNDED_SQL } from '../../read-models/refunds';

const PAID = `o.status::text = any('{${PAID_ORDER_STATUSES.join(',')}}'::text[])`;
/** The month (1 to 12) of an order in WIB, and the year filter. */
const MONTH = `extract(month from o.created_at at time zone 'Asia/Jakarta')::int`;
const IN_YEAR = `extract(year from o.created_at at time zone 'Asia/Jakarta')::int = $1::int
  and ($2::int is null or o.store_id = $2::int) and ${PAID}`;

/** One month of one series: its key and label (a product or a category; 0 and '' overall). */
export interface SeriesRow {
  key: number;
  label: string;
  month: number;
  amount: number | string;
  units: number | string;
}

/** What an order's goods sold for, net of the money owed back for them. */
const NET = `o.items_price - o.cart_discount - ${ORDER_GOODS_REFUNDED_SQL}`;

/**
 * $1 year, $2 store or null: what the year's paid orders sold for (shipping aside) net of refunds,
 * how many, and how much of their goods' money went back.
 */
const YEAR_TOTALS_SQL = `select coalesce(sum(${NET}), 0)::bigint as total, count(*)::int as orders,
       coalesce(sum(${ORDER_GOODS_REFUNDED_SQL}), 0)::bigint as refunded
     from orders o where ${IN_YEAR}`;

export async function selectYearTotals(db: Db, year: number, storeId: number | null) {
  const [row] = await runner(db)<{ total: number | string; orders: number; refunded: number | string }>(
    'sales_year_totals',
    YEAR_TOTALS_SQL,
    [year, storeId],
  );
  return { total: Number(row!.total), orders: Number(row!.orders), refunded: Number(row!.refunded) };
}

/** $1 year, $2 store or null: the year's paid orders by month net of refunds, one series. */
const BY_MONTH_SQL = `select 0 as key, '' as label, ${MONTH} as month, sum(${NET})::bigint as amount,
       count(*)::int as units
     from orders o where ${IN_YEAR} group by ${MONTH}`;

export function selectSalesByMonth(db: Db, year: number, storeId: number | null): Promise<SeriesRow[]> {
  return runner(db)<SeriesRow>('sales_by_month', BY_MONTH_SQL, [year, storeId]);
}

/** $1 year, $2 store or null, $3 the product or category or null (all): order lines by month. */
const BY_SQL = (
  key: string,
  label: string,
) => `select ${key} as key, ${label} as label, ${MONTH} as month, sum(oi.product_price)::bigint as amount,
       sum(oi.quantity)::int as units
     from orders o join order_items oi on oi.order_id = o.order_id
     join products p on p.product_id = oi.product_id join categories c on c.category_id = p.category_id
     where ${IN_YEAR} and ($3::int is null or ${key} = $3::int)
     group by ${key}, ${label}, ${MONTH}`;

const BY = {
  product: { name: 'sales_by_product', text: BY_SQL('p.product_id', 'p.product_name') },
  category: { name: 'sales_by_category', text: BY_SQL('c.category_id', 'c.category_name') },
} as const;

export function selectSalesBy(
  db: Db,
  by: 'product' | 'category',
  year: number,
  storeId: number | null,
  id: number | null,
): Promise<SeriesRow[]> {
  return runner(db)<SeriesRow>(BY[by].name, BY[by].text, [year, storeId, id]);
}

/** $1 the product or the category: its name. */
const NAME_OF = {
  product: {
    name: 'sales_name_of_product',
    text: `select product_name as label from products where product_id = $1::int`,
  },
  category: {
    name: 'sales_name_of_category',
    text: `select category_name as label from categories where category_id = $1::int`,
  },
} as const;

/** The name of a product or a category, or undefined. */
export async function selectNameOf(
  db: Db,
  by: 'product' | 'category',
  id: number,
): Promise<string | undefined> {
  const [named] = await runner(db)<{ label: string }>(NAME_OF[by].name, NAME_OF[by].text, [id]);
  return named?.label;
}

/** $1 store or null (every store): the live categories, products and stores, each by name. */
const FILTERS_SQL = `select
       coalesce((select json_agg(c order by lower(c.category_name)) from (select category_id, category_name
         from categories where not is_deleted) c), '[]'::json) as categories,
       coalesce((select json_agg(p order by lower(p.product_name)) from (select p.product_id, p.product_name, p.category_id
         from products p where not p.is_deleted and ($1::int is null or exists (
           select 1 from inventories i where i.product_id = p.product_id and i.store_id = $1::int))) p), '[]'::json) as products,
       coalesce((select json_agg(s order by lower(s.store_name)) from (select store_id, store_name from stores
         where not is_deleted and ($1::int is null or store_id = $1::int)) s), '[]'::json) as stores`;

export async function selectSalesFilters(db: Db, storeId: number | null): Promise<SalesFilterData> {
  const [row] = await runner(db)<{ [K in keyof SalesFilterData]: Json<SalesFilterData[K]> }>(
    'sales_filters',
    FILTERS_SQL,
    [storeId],
  );
  return { categories: json(row!.categories), products: json(row!.products), stores: json(row!.stores) };
}
