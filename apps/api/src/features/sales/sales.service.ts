/**
 * Sales reports (docs/product.md §7 "Sales"): a year of one store (or every store for the super admin) by
 * month in WIB. Only paid orders count (PROCESSING, SHIPPED, CONFIRMED); cancelled ones never. The
 * overall figure is what the goods sold for (items less cart discounts, shipping aside); a product's
 * or a category's is the sum of its order lines.
 */
import {
  MESSAGES,
  MONTH_LABELS,
  PAID_ORDER_STATUSES,
  type SalesData,
  type SalesFilterData,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';

const PAID = `o.status::text = any('{${PAID_ORDER_STATUSES.join(',')}}'::text[])`;
/** The month (1 to 12) of an order in WIB, and the year filter. */
const MONTH = `extract(month from o.created_at at time zone 'Asia/Jakarta')::int`;
const IN_YEAR = `extract(year from o.created_at at time zone 'Asia/Jakarta')::int = $1::int
  and ($2::int is null or o.store_id = $2::int) and ${PAID}`;

interface SeriesRow {
  key: number;
  label: string;
  month: number;
  amount: number | string;
  units: number | string;
}

function datasets(rows: SeriesRow[], keys: { key: number; label: string }[]) {
  return keys.map(({ key, label }) => {
    const data = Array<number>(12).fill(0);
    let units = 0;
    for (const r of rows) {
      if (r.key !== key) continue;
      data[r.month - 1] = Number(r.amount);
      units += Number(r.units);
    }
    return { label, data, total: data.reduce((a, b) => a + b, 0), units };
  });
}

async function yearTotals(db: Db, year: number, storeId: number | null) {
  const [row] = await runner(db)<{ total: number | string; orders: number }>(
    'sales_year_totals',
    `select coalesce(sum(o.items_price - o.cart_discount), 0)::bigint as total, count(*)::int as orders
     from orders o where ${IN_YEAR}`,
    [year, storeId],
  );
  return { total: Number(row!.total), orders: Number(row!.orders) };
}

/** The year by month: one series, the store's sales. */
export async function salesByMonth(db: Db, year: number, storeId: number | null): Promise<SalesData> {
  const rows = await runner(db)<SeriesRow>(
    'sales_by_month',
    `select 0 as key, '' as label, ${MONTH} as month, sum(o.items_price - o.cart_discount)::bigint as amount,
       count(*)::int as units
     from orders o where ${IN_YEAR} group by ${MONTH}`,
    [year, storeId],
  );
  return {
    year,
    store_id: storeId,
    labels: [...MONTH_LABELS],
    datasets: datasets(rows, [{ key: 0, label: MESSAGES.SALES_OVERALL_LABEL }]),
    ...(await yearTotals(db, year, storeId)),
  };
}

/**
 * By product (`productId`) or by category (`categoryId`): one series each; without one, the year's
 * five best-selling products, or every category sold.
 */
export async function salesBy(
  db: Db,
  by: 'product' | 'category',
  year: number,
  storeId: number | null,
  id: number | undefined,
): Promise<SalesData> {
  const key = by === 'product' ? 'p.product_id' : 'c.category_id';
  const label = by === 'product' ? 'p.product_name' : 'c.category_name';
  const rows = await runner(db)<SeriesRow>(
    `sales_by_${by}`,
    `select ${key} as key, ${label} as label, ${MONTH} as month, sum(oi.product_price)::bigint as amount,
       sum(oi.quantity)::int as units
     from orders o join order_items oi on oi.order_id = o.order_id
     join products p on p.product_id = oi.product_id join categories c on c.category_id = p.category_id
     where ${IN_YEAR} and ($3::int is null or ${key} = $3::int)
     group by ${key}, ${label}, ${MONTH}`,
    [year, storeId, id ?? null],
  );
  const totals = new Map<number, { key: number; label: string; amount: number }>();
  for (const r of rows) {
    const t = totals.get(r.key) ?? { key: r.key, label: r.label, amount: 0 };
    t.amount += Number(r.amount);
    totals.set(r.key, t);
  }
  let keys = [...totals.values()].sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
  if (id !== undefined && keys.length === 0) {
    const [named] = await runner(db)<{ label: string }>(
      `sales_name_of_${by}`,
      by === 'product'
        ? `select product_name as label from products where product_id = $1::int`
        : `select category_name as label from categories where category_id = $1::int`,
      [id],
    );
    if (named) keys = [{ key: id, label: named.label, amount: 0 }];
  }
  if (by === 'product' && id === undefined) keys = keys.slice(0, 5);
  return {
    year,
    store_id: storeId,
    labels: [...MONTH_LABELS],
    datasets: datasets(rows, keys),
    ...(await yearTotals(db, year, storeId)),
  };
}

/** GET /api/store-admin/data/all: categories, products and stores for the report's filters. */
export async function salesFilters(db: Db, storeId: number | null): Promise<SalesFilterData> {
  const [row] = await runner(db)<{ categories: unknown; products: unknown; stores: unknown }>(
    'sales_filters',
    `select
       coalesce((select json_agg(c order by lower(c.category_name)) from (select category_id, category_name
         from categories where not is_deleted) c), '[]'::json) as categories,
       coalesce((select json_agg(p order by lower(p.product_name)) from (select p.product_id, p.product_name, p.category_id
         from products p where not p.is_deleted and ($1::int is null or exists (
           select 1 from inventories i where i.product_id = p.product_id and i.store_id = $1::int))) p), '[]'::json) as products,
       coalesce((select json_agg(s order by lower(s.store_name)) from (select store_id, store_name from stores
         where not is_deleted and ($1::int is null or store_id = $1::int)) s), '[]'::json) as stores`,
    [storeId],
  );
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return { categories: parse(row!.categories), products: parse(row!.products), stores: parse(row!.stores) };
}
