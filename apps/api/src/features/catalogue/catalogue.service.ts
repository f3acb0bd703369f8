import { DEFAULT_STORE_ID, type Category, type UserDiscount } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statements';
import { RUNNING_DISCOUNT_SQL } from '../../domain/discount-rules';
import {
  asStoreId,
  readShelf,
  SHELF_PICK_SQL,
  SHELF_WITH_STOCK_SQL,
  shelfClock,
  type Shelf,
  type ShelfOptions,
  type ShelfQuery,
  type ShelfSortField,
} from '../../read-models/shelf';

export type ShopperSortField = ShelfSortField;
export type ListProductsInput = ShelfQuery;

/**
 * A store's products for a shopper: one page, its figures, the answer's JSON and, unless told
 * otherwise, when time alone will change it (a discount starts or ends). The list itself is the
 * shared shelf (read-models/shelf.ts), which the location feature reads too.
 */
export function listProducts(
  db: Db,
  input: ListProductsInput,
  options: ShelfOptions = { nextChange: true },
): Promise<Shelf> {
  return readShelf(db, input, options);
}

// ---------------------------------------------------------------------------------------------

/**
 * One product of one store, from its catalogue_items row: the `detail` text (migration 0009) under
 * the discount running at the time, with the row's stock (migration 0010), if the product is live
 * and the store is not deleted.
 */
function detailStatement(inventoryId: number, at: Date | undefined) {
  const p = new Params();
  const id = p.add(inventoryId, 'int');
  const clock = shelfClock(p, at);
  // The store's flag is a sub-select of the row, not a join: about an eighth cheaper on PGlite.
  return {
    name: 'catalogue_detail_card',
    text: `select ${SHELF_WITH_STOCK_SQL(SHELF_PICK_SQL('c', 'detail', clock), 'c.stock')} as detail
      from catalogue_items c
      where c.inventory_id = ${id} and c.is_live
        and not (select s.is_deleted from stores s where s.store_id = c.store_id)`,
    values: p.values,
  };
}

/** The `inventory` of GET /api/users/products/detail/{inventoryId} as JSON, or null when absent or deleted. */
export async function getProductDetailJson(db: Db, inventoryId: number, at?: Date): Promise<string | null> {
  if (inventoryId > 2147483647) return null;
  const [row] = await runStatement<{ detail: string }>(db, detailStatement(inventoryId, at));
  return row?.detail ?? null;
}

// ---------------------------------------------------------------------------------------------

/** Every live category, by name. */
export async function listCategories(db: Db): Promise<Category[]> {
  return runStatement<Category>(db, {
    name: 'catalogue_categories',
    text: `select category_id, category_name from categories where not is_deleted
     order by lower(category_name), category_id`,
    values: [],
  });
}

interface DiscountRow extends Omit<UserDiscount, 'start_date' | 'end_date'> {
  start_date: Date | string;
  end_date: Date | string;
}

/**
 * The discounts running now in a store (or the default store), for banners and the cart hint:
 * store-wide ones (inventory_id null) and those on products still sold, ending soonest first.
 */
export async function listStoreDiscounts(db: Db, storeId: number | undefined): Promise<UserDiscount[]> {
  const rows = await runStatement<DiscountRow>(db, {
    name: 'catalogue_store_discounts',
    text: `with store as (
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
     order by d.end_date, d.discount_id`,
    values: [asStoreId(storeId)],
  });
  return rows.map((d) => ({
    ...d,
    start_date: new Date(d.start_date).toISOString(),
    end_date: new Date(d.end_date).toISOString(),
  }));
}
