/**
 * The SQL of the shopper's catalogue beside the shelf (read-models/shelf.ts): one product's page
 * text, the live categories, and the discounts running in a store. Fixed texts for the statement
 * runner.
 */
import { DEFAULT_STORE_ID, type Category, type UserDiscount } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';
import { RUNNING_DISCOUNT_SQL } from '../../domain/discount-rules';
import { SHELF_PICK_SQL, SHELF_WITH_STOCK_SQL } from '../../read-models/shelf';

/**
 * $1 shelf, $2 the time discounts are read at ('' = now()): the product's `detail` text (migration
 * 0009) under the discount running then, with the row's stock (migration 0010), if the product is
 * live and the store not deleted. The store's flag is a sub-select of the row, not a join: cheaper
 * on PGlite.
 */
const DETAIL_SQL = `select ${SHELF_WITH_STOCK_SQL(
  SHELF_PICK_SQL('c', 'detail', `coalesce(nullif($2::text, '')::timestamptz, now())`),
  'c.stock',
)} as detail
      from catalogue_items c
      where c.inventory_id = $1::int and c.is_live
        and not (select s.is_deleted from stores s where s.store_id = c.store_id)`;

/** The product page's JSON text, or null when absent or deleted. */
export async function selectProductDetailJson(
  db: Db,
  inventoryId: number,
  at: Date | undefined,
): Promise<string | null> {
  const [row] = await runner(db)<{ detail: string }>('catalogue_detail_card', DETAIL_SQL, [
    inventoryId,
    at ? at.toISOString() : '',
  ]);
  return row?.detail ?? null;
}

const CATEGORIES_SQL = `select category_id, category_name, category_name_id from categories where not is_deleted
     order by lower(category_name), category_id`;

/** Every live category, by name. */
export function selectCategories(db: Db): Promise<Category[]> {
  return runner(db)<Category>('catalogue_categories', CATEGORIES_SQL, []);
}

/**
 * $1 store (the default store when it is not a live one): its discounts running now, store-wide
 * ones and those on products still sold, ending soonest first.
 */
const STORE_DISCOUNTS_SQL = `with store as (
       select coalesce((select s.store_id from stores s where s.store_id = $1::int and not s.is_deleted), ${DEFAULT_STORE_ID}) as id
     )
     select d.discount_id, d.inventory_id, p.product_name, d.type, d.value,
       d.min_purchase, d.max_discount, d.bogo_product_id, bogo.product_name as bogo_product_name,
       d.description, d.image, d.start_date, d.end_date
     from discounts d
     left join inventories i on i.inventory_id = d.inventory_id
     left join products p on p.product_id = i.product_id
     left join products bogo on bogo.product_id = d.bogo_product_id
     where d.store_id = (select id from store) and ${RUNNING_DISCOUNT_SQL('d')}
       and (d.inventory_id is null or not p.is_deleted)
     order by d.end_date, d.discount_id`;

interface DiscountRow extends Omit<UserDiscount, 'start_date' | 'end_date'> {
  start_date: Date | string;
  end_date: Date | string;
}

export async function selectStoreDiscounts(db: Db, storeId: number): Promise<UserDiscount[]> {
  const rows = await runner(db)<DiscountRow>('catalogue_store_discounts', STORE_DISCOUNTS_SQL, [storeId]);
  return rows.map((d) => ({
    ...d,
    start_date: new Date(d.start_date).toISOString(),
    end_date: new Date(d.end_date).toISOString(),
  }));
}
