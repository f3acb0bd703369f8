/**
 * Product categories (docs/product.md §7 "Products and categories"): the super admin's paged list, every live
 * category for pickers, create, rename and soft delete. Names are unique among live categories
 * whatever their case (the index categories_name_live_uq): a clash is a 409, never a 500. A category
 * that still holds live products is not deleted (409), so no product is left in a deleted aisle.
 * The SQL is in categories.sql.ts; the shopper's lists follow by their triggers (migration 0003).
 */
import { CATEGORY_MESSAGES, fillText, type AdminCategory } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-helpers';
import { transaction, type Conn } from '../../db/statements';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import {
  insertCategory,
  lockLiveCategory,
  renameCategoryRow,
  selectAllCategories,
  selectCategory,
  selectCategoryPage,
  softDeleteCategory,
  type CategoryNames,
} from './categories.sql';

const taken = (name: string) =>
  new AppError(409, { text: fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name }) }, {}, [
    { path: 'body.category_name', message: fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name }) },
  ]);
const notFound = () => new AppError(404, { text: CATEGORY_MESSAGES.NOT_FOUND });

/** GET /api/products/categories: live categories by name, 10 a page, search anywhere in the name. */
export async function listCategories(db: Db, q: { page: number; pageSize: number; search?: string }) {
  const { rows, total } = await selectCategoryPage(db, q);
  return pageOf(rows, total, q);
}

/** GET /api/products/categories/all: every live category by name (the product form's picker). */
export function allCategories(db: Db) {
  return selectAllCategories(db);
}

async function getCategory(db: Conn, id: number): Promise<AdminCategory> {
  const row = await selectCategory(db, id);
  if (!row) throw notFound();
  return row;
}

/** A new category with its English name and, when given, its Indonesian one. */
export async function createCategory(db: Db, names: CategoryNames): Promise<AdminCategory> {
  try {
    return await getCategory(db, await insertCategory(db, names));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(names.category_name);
    throw error;
  }
}

/** Renames a category; its Indonesian name changes only when given (null clears it). */
export async function renameCategory(db: Db, id: number, names: CategoryNames): Promise<AdminCategory> {
  try {
    if (!(await renameCategoryRow(db, id, names))) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(names.category_name);
    throw error;
  }
  return getCategory(db, id);
}

/**
 * Soft-deletes a category that holds no live product (409 naming how many it holds). The row is
 * locked first; a product being created locks it too (FOR SHARE), so none slips in meanwhile.
 */
export async function removeCategory(db: Db, id: number): Promise<AdminCategory> {
  return transaction(db, async (tx) => {
    if (!(await lockLiveCategory(tx, id))) throw notFound();
    const before = await getCategory(tx, id);
    if (before.product_count > 0) {
      throw new AppError(409, {
        text: fillText(CATEGORY_MESSAGES.HAS_PRODUCTS, { count: before.product_count }),
      });
    }
    await softDeleteCategory(tx, id);
    return before;
  });
}
