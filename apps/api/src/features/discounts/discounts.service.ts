/**
 * A store's discounts (docs/product.md §7 "Store-admin discounts"): list, details, create with an image, toggle,
 * value, dates, image, soft delete. Discounts are what the storefront prices with
 * (domain/discount-rules.ts): a change shows there at once (the catalogue's read model and list cache
 * follow the table by triggers). The SQL is in discounts.sql.ts.
 */
import type { z } from 'zod';
import { MESSAGES, type Discount, type DiscountFields } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  insertDiscount,
  selectDiscount,
  selectDiscountPage,
  selectInventoryOptions,
  storeHasShelf,
  storeSellsProduct,
  updateDiscountRow,
  type DiscountPageQuery,
} from './discounts.sql';

/** The caller of a discount route: the super admin runs every store, a store admin their own. */
export interface Staff {
  role: string;
  store_id: number | null;
}

export async function listDiscounts(db: Db, storeId: number, q: DiscountPageQuery) {
  const { rows, total } = await selectDiscountPage(db, storeId, q);
  return {
    discounts: rows,
    currentPage: q.page,
    totalPages: Math.ceil(total / q.pageSize),
    totalItems: total,
  };
}

/** One discount the caller runs (404 for another store's, or a deleted one). */
export async function getDiscount(db: Db, staff: Staff, id: number): Promise<Discount> {
  const row = await selectDiscount(db, id);
  if (!row || row.is_deleted || (staff.role !== 'SUPER_ADMIN' && row.store_id !== staff.store_id)) {
    throw new AppError(404, 'DISCOUNT_NOT_FOUND');
  }
  return row;
}

/** The store's shelves a discount may name: the product, and for BOGO the free product. */
async function checkProducts(
  db: Db,
  storeId: number,
  d: { inventory_id?: number; bogo_product_id?: number },
) {
  const notInStore = (path: string) =>
    new AppError(422, 'DISCOUNT_PRODUCT_NOT_IN_STORE', {}, [
      { path, message: MESSAGES.DISCOUNT_PRODUCT_NOT_IN_STORE },
    ]);
  if (d.inventory_id !== undefined && !(await storeHasShelf(db, storeId, d.inventory_id))) {
    throw notInStore('inventory_id');
  }
  if (d.bogo_product_id !== undefined && !(await storeSellsProduct(db, storeId, d.bogo_product_id))) {
    throw notInStore('bogo_product_id');
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
  const id = await insertDiscount(db, {
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
  });
  return getDiscount(db, { role: 'SUPER_ADMIN', store_id: null }, id);
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
  await updateDiscountRow(db, id, change);
  return getDiscount(db, { role: 'SUPER_ADMIN', store_id: null }, id).catch((error) => {
    // A soft-deleted discount answers what it was, marked deleted.
    if (change.is_deleted) return { ...before, is_deleted: true, is_running: false };
    throw error;
  });
}

/** GET /api/store-admin/inventories/{storeId}: the store's live products with how many discounts run on each. */
export function storeInventoryOptions(db: Db, storeId: number, onlyDiscounted: boolean) {
  return selectInventoryOptions(db, storeId, onlyDiscounted);
}
