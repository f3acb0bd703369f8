/**
 * A store's discounts (docs/product.md §7 "Store-admin discounts"): list, details, create with an image, toggle,
 * value, dates, image, soft delete. Discounts are what the storefront prices with
 * (domain/discount-rules.ts): a change shows there at once (the catalogue's read model and list cache
 * follow the table by triggers). CRUD through Drizzle's builder; the list is one statement.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES, type Discount, type DiscountFields } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { discounts } from '../../db/schema';
import { runner } from '../../db/statements';
import { RUNNING_DISCOUNT_SQL } from '../../domain/discount-rules';
import { AppError } from '../../platform/errors';

/** The caller of a discount route: the super admin runs every store, a store admin their own. */
export interface Staff {
  role: string;
  store_id: number | null;
}

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

const ORDER_BY = {
  start_date: 'd.start_date',
  end_date: 'd.end_date',
  value: 'd.value',
  created_at: 'd.created_at',
  type: 'd.type',
} as const;

export async function listDiscounts(
  db: Db,
  storeId: number,
  q: {
    page: number;
    pageSize: number;
    sortField: keyof typeof ORDER_BY;
    sortOrder: 'asc' | 'desc';
    search?: string;
  },
) {
  const [row] = await runner(db)<{ total: number; rows: Row[] | string }>(
    `discounts_list_${q.sortField}_${q.sortOrder}`,
    `with f as (
       select d.discount_id, ${ORDER_BY[q.sortField]} as sort_key ${FROM}
       where d.store_id = $1::int and not d.is_deleted
         and ($2::text is null or position(lower($2::text) in lower(d.description || ' ' || coalesce(p.product_name, ''))) > 0)
     ), page as (
       select discount_id, sort_key from f order by sort_key ${q.sortOrder}, discount_id limit $3::int offset $4::int
     )
     select (select count(*)::int from f) as total,
       coalesce((select json_agg(x order by x.sort_key ${q.sortOrder}, x.discount_id) from (
         select ${COLUMNS}, page.sort_key ${FROM} join page on page.discount_id = d.discount_id
       ) x), '[]'::json) as rows`,
    [storeId, q.search || null, q.pageSize, (q.page - 1) * q.pageSize],
  );
  const rows = typeof row!.rows === 'string' ? (JSON.parse(row!.rows) as Row[]) : row!.rows;
  const total = Number(row!.total);
  return {
    discounts: rows.map(({ sort_key: _key, ...r }: Row & { sort_key?: unknown }) => discountOf(r)),
    currentPage: q.page,
    totalPages: Math.ceil(total / q.pageSize),
    totalItems: total,
  };
}

/** One discount the caller runs (404 for another store's, or a deleted one). */
export async function getDiscount(db: Db, staff: Staff, id: number): Promise<Discount> {
  const [row] = await runner(db)<Row>(
    'discount_one',
    `select ${COLUMNS} ${FROM} where d.discount_id = $1::int`,
    [id],
  );
  if (!row || row.is_deleted || (staff.role !== 'SUPER_ADMIN' && row.store_id !== staff.store_id)) {
    throw new AppError(404, 'DISCOUNT_NOT_FOUND');
  }
  return discountOf(row);
}

/** The store's shelves a discount may name: the product, and for BOGO the free product. */
async function checkProducts(
  db: Db,
  storeId: number,
  d: { inventory_id?: number; bogo_product_id?: number },
) {
  if (d.inventory_id !== undefined) {
    const [shelf] = await runner(db)<{ inventory_id: number }>(
      'discount_shelf_of_store',
      `select i.inventory_id from inventories i join products p on p.product_id = i.product_id
       where i.inventory_id = $1::int and i.store_id = $2::int and not p.is_deleted`,
      [d.inventory_id, storeId],
    );
    if (!shelf)
      throw new AppError(422, 'DISCOUNT_PRODUCT_NOT_IN_STORE', {}, [
        { path: 'inventory_id', message: MESSAGES.DISCOUNT_PRODUCT_NOT_IN_STORE },
      ]);
  }
  if (d.bogo_product_id !== undefined) {
    const [shelf] = await runner(db)<{ inventory_id: number }>(
      'discount_bogo_of_store',
      `select i.inventory_id from inventories i join products p on p.product_id = i.product_id
       where i.product_id = $1::int and i.store_id = $2::int and not p.is_deleted`,
      [d.bogo_product_id, storeId],
    );
    if (!shelf)
      throw new AppError(422, 'DISCOUNT_PRODUCT_NOT_IN_STORE', {}, [
        { path: 'bogo_product_id', message: MESSAGES.DISCOUNT_PRODUCT_NOT_IN_STORE },
      ]);
  }
}

type Fields = z.output<typeof DiscountFields>;

export async function createDiscount(
  db: Db,
  storeId: number,
  d: Fields,
  image: string | null,
): Promise<Discount> {
  await checkProducts(db, storeId, d);
  const [created] = await db
    .insert(discounts)
    .values({
      store_id: storeId,
      inventory_id: d.inventory_id ?? null,
      type: d.type,
      value: d.value,
      min_purchase: d.min_purchase ?? null,
      max_discount: d.type === 'PERCENTAGE' ? (d.max_discount ?? null) : null,
      bogo_product_id: d.type === 'BOGO' ? (d.bogo_product_id ?? null) : null,
      description: d.description!,
      image,
      start_date: new Date(d.start_date!),
      end_date: new Date(d.end_date!),
    })
    .returning({ discount_id: discounts.discount_id });
  return getDiscount(db, { role: 'SUPER_ADMIN', store_id: null }, created!.discount_id);
}

/** Applies a change to a discount the caller runs; answers it as it is after. */
export async function updateDiscount(
  db: Db,
  staff: Staff,
  id: number,
  change: Partial<{
    is_active: boolean;
    value: number;
    start_date: Date;
    end_date: Date;
    image: string;
    is_deleted: boolean;
  }>,
): Promise<Discount> {
  const before = await getDiscount(db, staff, id);
  if (change.value !== undefined) {
    if (before.type === 'BOGO') throw new AppError(422, 'DISCOUNT_VALUE_POSITIVE');
    if (before.type === 'PERCENTAGE' && change.value > 100)
      throw new AppError(422, 'DISCOUNT_PERCENTAGE_RANGE');
  }
  const start = change.start_date ?? new Date(before.start_date);
  const end = change.end_date ?? new Date(before.end_date);
  if (end < start) throw new AppError(422, 'DISCOUNT_END_BEFORE_START');
  await db
    .update(discounts)
    .set({ ...change, updated_at: new Date() })
    .where(and(eq(discounts.discount_id, id), eq(discounts.is_deleted, false)));
  return getDiscount(db, { role: 'SUPER_ADMIN', store_id: null }, id).catch((error) => {
    // A soft-deleted discount answers what it was, marked deleted.
    if (change.is_deleted) return { ...before, is_deleted: true, is_running: false };
    throw error;
  });
}

/** GET /api/store-admin/inventories/{storeId}: the store's live products with how many discounts run on each. */
export async function storeInventoryOptions(db: Db, storeId: number, onlyDiscounted: boolean) {
  return runner(db)<{
    inventory_id: number;
    product_id: number;
    product_name: string;
    price: number;
    stock: number;
    discounts: number;
  }>(
    onlyDiscounted ? 'discount_options_discounted' : 'discount_options',
    `select i.inventory_id, p.product_id, p.product_name, p.price, i.stock,
       (select count(*)::int from discounts d where d.inventory_id = i.inventory_id and d.is_active
         and not d.is_deleted and d.end_date >= now()) as discounts
     from inventories i join products p on p.product_id = i.product_id
     where i.store_id = $1::int and not p.is_deleted
       ${
         onlyDiscounted
           ? `and exists (select 1 from discounts d where d.inventory_id = i.inventory_id and d.is_active
         and not d.is_deleted and d.end_date >= now())`
           : ''
       }
     order by lower(p.product_name), i.inventory_id`,
    [storeId],
  );
}
