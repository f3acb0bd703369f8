/**
 * The SQL of a store's discounts: the list (one statement: the page and the count, a fixed text
 * for each sort), one discount with its products' names, the shelves a discount may name, the
 * store's products with their running discounts, and the writes (Drizzle's builder).
 */
import { and, eq } from 'drizzle-orm';
import type { Discount } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { discounts } from '../../db/schema';
import { json } from '../../db/sql-helpers';
import { runner } from '../../db/statements';
import { RUNNING_DISCOUNT_SQL } from '../../domain/discount-rules';

const COLUMNS = `d.discount_id, d.store_id, d.inventory_id, p.product_name as inventory_name, d.type, d.value,
  d.min_purchase, d.max_discount, d.bogo_product_id, bp.product_name as bogo_product_name, d.description,
  d.is_active, d.image, d.start_date, d.end_date, d.created_at, d.updated_at, d.is_deleted,
  (${RUNNING_DISCOUNT_SQL('d')}) as is_running`;
const FROM = `from discounts d
  left join inventories i on i.inventory_id = d.inventory_id
  left join products p on p.product_id = i.product_id
  left join products bp on bp.product_id = d.bogo_product_id`;

type When = Date | string;
type Row = Omit<Discount, 'start_date' | 'end_date' | 'created_at' | 'updated_at'> & {
  start_date: When;
  end_date: When;
  created_at: When;
  updated_at: When;
};
const discountOf = (r: Row): Discount => ({
  ...r,
  start_date: new Date(r.start_date).toISOString(),
  end_date: new Date(r.end_date).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

export const ORDER_BY = {
  start_date: 'd.start_date',
  end_date: 'd.end_date',
  value: 'd.value',
  created_at: 'd.created_at',
  type: 'd.type',
} as const;

export type DiscountSortField = keyof typeof ORDER_BY;

/**
 * $1 store, $2 search or null, $3 page size, $4 offset: how many live discounts match, and one page
 * of them as JSON, by `field` in `order`, then by id.
 */
const LIST_SQL = (field: DiscountSortField, order: 'asc' | 'desc') => `with f as (
       select d.discount_id, ${ORDER_BY[field]} as sort_key ${FROM}
       where d.store_id = $1::int and not d.is_deleted
         and ($2::text is null or position(lower($2::text) in lower(d.description || ' ' || coalesce(p.product_name, ''))) > 0)
     ), page as (
       select discount_id, sort_key from f order by sort_key ${order}, discount_id limit $3::int offset $4::int
     )
     select (select count(*)::int from f) as total,
       coalesce((select json_agg(x order by x.sort_key ${order}, x.discount_id) from (
         select ${COLUMNS}, page.sort_key ${FROM} join page on page.discount_id = d.discount_id
       ) x), '[]'::json) as rows`;

/** The list's statements, one per sort field and order (their names say which). */
const LISTS = Object.fromEntries(
  (Object.keys(ORDER_BY) as DiscountSortField[]).flatMap((field) =>
    (['asc', 'desc'] as const).map((order) => [`${field}_${order}`, LIST_SQL(field, order)]),
  ),
) as Record<`${DiscountSortField}_${'asc' | 'desc'}`, string>;

export interface DiscountPageQuery {
  page: number;
  pageSize: number;
  sortField: DiscountSortField;
  sortOrder: 'asc' | 'desc';
  search?: string;
}

export async function selectDiscountPage(db: Db, storeId: number, q: DiscountPageQuery) {
  const key = `${q.sortField}_${q.sortOrder}` as const;
  const [row] = await runner(db)<{ total: number; rows: Row[] | string }>(
    `discounts_list_${key}`,
    LISTS[key],
    [storeId, q.search || null, q.pageSize, (q.page - 1) * q.pageSize],
  );
  const rows = json(row!.rows);
  return {
    rows: rows.map(({ sort_key: _key, ...r }: Row & { sort_key?: unknown }) => discountOf(r)),
    total: Number(row!.total),
  };
}

/** $1 discount: it with its products' names, deleted or not. */
const ONE_SQL = `select ${COLUMNS} ${FROM} where d.discount_id = $1::int`;

/** One discount of any store, deleted or not; undefined when there is none. */
export async function selectDiscount(db: Db, id: number): Promise<Discount | undefined> {
  const [row] = await runner(db)<Row>('discounts_one', ONE_SQL, [id]);
  return row ? discountOf(row) : undefined;
}

/** $1 shelf, $2 store: the shelf, if it is the store's and its product is live. */
const SHELF_OF_STORE_SQL = `select i.inventory_id from inventories i join products p on p.product_id = i.product_id
       where i.inventory_id = $1::int and i.store_id = $2::int and not p.is_deleted`;
/** $1 product, $2 store: the store's shelf of the product, if the product is live. */
const BOGO_OF_STORE_SQL = `select i.inventory_id from inventories i join products p on p.product_id = i.product_id
       where i.product_id = $1::int and i.store_id = $2::int and not p.is_deleted`;

/** Whether the store has shelf `inventoryId` of a live product. */
export async function storeHasShelf(db: Db, storeId: number, inventoryId: number): Promise<boolean> {
  const rows = await runner(db)<{ inventory_id: number }>('discounts_shelf_of_store', SHELF_OF_STORE_SQL, [
    inventoryId,
    storeId,
  ]);
  return rows.length > 0;
}

/** Whether the store has a shelf of live product `productId`. */
export async function storeSellsProduct(db: Db, storeId: number, productId: number): Promise<boolean> {
  const rows = await runner(db)<{ inventory_id: number }>('discounts_bogo_of_store', BOGO_OF_STORE_SQL, [
    productId,
    storeId,
  ]);
  return rows.length > 0;
}

export type DiscountValues = typeof discounts.$inferInsert;

/** Adds a discount; answers its id. */
export async function insertDiscount(db: Db, values: DiscountValues): Promise<number> {
  const [created] = await db
    .insert(discounts)
    .values(values)
    .returning({ discount_id: discounts.discount_id });
  return created!.discount_id;
}

/** Writes a live discount's change (and its updated_at). */
export async function updateDiscountRow(db: Db, id: number, change: Partial<DiscountValues>): Promise<void> {
  await db
    .update(discounts)
    .set({ ...change, updated_at: new Date() })
    .where(and(eq(discounts.discount_id, id), eq(discounts.is_deleted, false)));
}

const RUNS_ON_SHELF = `d.inventory_id = i.inventory_id and d.is_active
         and not d.is_deleted and d.end_date >= now()`;
/** $1 store: its shelves of live products, with how many discounts run on each. */
const OPTIONS_SQL = (
  onlyDiscounted: boolean,
) => `select i.inventory_id, p.product_id, p.product_name, p.price, i.stock,
       (select count(*)::int from discounts d where ${RUNS_ON_SHELF}) as discounts
     from inventories i join products p on p.product_id = i.product_id
     where i.store_id = $1::int and not p.is_deleted
       ${onlyDiscounted ? `and exists (select 1 from discounts d where ${RUNS_ON_SHELF})` : ''}
     order by lower(p.product_name), i.inventory_id`;
const OPTIONS = OPTIONS_SQL(false);
const OPTIONS_DISCOUNTED = OPTIONS_SQL(true);

/** The store's live products with how many discounts run on each (only those with one, if asked). */
export function selectInventoryOptions(db: Db, storeId: number, onlyDiscounted: boolean) {
  return runner(db)<{
    inventory_id: number;
    product_id: number;
    product_name: string;
    price: number;
    stock: number;
    discounts: number;
  }>(
    onlyDiscounted ? 'discounts_options_discounted' : 'discounts_options',
    onlyDiscounted ? OPTIONS_DISCOUNTED : OPTIONS,
    [storeId],
  );
}
