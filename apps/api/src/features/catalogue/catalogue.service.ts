import type { Category, UserDiscount } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import {
  asStoreId,
  readShelf,
  type Shelf,
  type ShelfOptions,
  type ShelfQuery,
  type ShelfSortField,
} from '../../read-models/shelf';
import { selectCategories, selectProductDetailJson, selectStoreDiscounts } from './catalogue.sql';

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

/** The `inventory` of GET /api/users/products/detail/{inventoryId} as JSON, or null when absent or deleted. */
export async function getProductDetailJson(db: Db, inventoryId: number, at?: Date): Promise<string | null> {
  // An id beyond int4 names no shelf.
  if (inventoryId > 2147483647) return null;
  return selectProductDetailJson(db, inventoryId, at);
}

/** Every live category, by name. */
export function listCategories(db: Db): Promise<Category[]> {
  return selectCategories(db);
}

/**
 * The discounts running now in a store (or the default store), for banners and the cart hint:
 * store-wide ones (inventory_id null) and those on products still sold, ending soonest first.
 */
export function listStoreDiscounts(db: Db, storeId: number | undefined): Promise<UserDiscount[]> {
  return selectStoreDiscounts(db, asStoreId(storeId));
}
