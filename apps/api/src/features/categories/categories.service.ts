/**
 * Product categories (docs/product.md §7 "Products and categories"): the super admin's paged list, every live
 * category for pickers, create, rename and soft delete. Names are unique among live categories
 * whatever their case (the index categories_name_live_uq): a clash is a 409, never a 500. A category
 * that still holds live products is not deleted (409), so no product is left in a deleted aisle.
 * CRUD through Drizzle's builder; the shopper's lists follow by their triggers (migration 0003).
 */
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_MESSAGES, fillText, type AdminCategory } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { transaction, type Conn } from '../../db/statements';
import { AppError } from '../../platform/errors';

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return code(error) === UNIQUE_VIOLATION || code((error as { cause?: unknown })?.cause) === UNIQUE_VIOLATION;
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The outer row's column is written out: drizzle leaves a lone table's columns unqualified.
const liveProducts = sql<number>`(select count(*)::int from products p
  where p.category_id = "categories"."category_id" and not p.is_deleted)`;

const COLUMNS = {
  category_id: categories.category_id,
  category_name: categories.category_name,
  product_count: liveProducts,
  created_at: categories.created_at,
  updated_at: categories.updated_at,
};

type Row = {
  category_id: number;
  category_name: string;
  product_count: number;
  created_at: Date;
  updated_at: Date;
};
const categoryOf = (r: Row): AdminCategory => ({
  ...r,
  product_count: Number(r.product_count),
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

const taken = (name: string) =>
  new AppError(409, { text: fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name }) }, {}, [
    { path: 'body.category_name', message: fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name }) },
  ]);
const notFound = () => new AppError(404, { text: CATEGORY_MESSAGES.NOT_FOUND });

/** GET /api/products/categories: live categories by name, 10 a page, search anywhere in the name. */
export async function listCategories(db: Db, q: { page: number; pageSize: number; search?: string }) {
  const where: SQL[] = [eq(categories.is_deleted, false)];
  if (q.search) where.push(ilike(categories.category_name, containing(q.search)));
  const [rows, [total]] = await Promise.all([
    db
      .select(COLUMNS)
      .from(categories)
      .where(and(...where))
      .orderBy(sql`lower(${categories.category_name})`, asc(categories.category_id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(categories)
      .where(and(...where)),
  ]);
  const totalItems = Number(total?.n ?? 0);
  return {
    data: rows.map(categoryOf),
    currentPage: q.page,
    totalPages: Math.ceil(totalItems / q.pageSize),
    totalItems,
  };
}

/** GET /api/products/categories/all: every live category by name (the product form's picker). */
export async function allCategories(db: Db) {
  return db
    .select({ category_id: categories.category_id, category_name: categories.category_name })
    .from(categories)
    .where(eq(categories.is_deleted, false))
    .orderBy(sql`lower(${categories.category_name})`, asc(categories.category_id));
}

async function getCategory(db: Conn, id: number): Promise<AdminCategory> {
  const [row] = await db
    .select(COLUMNS)
    .from(categories)
    .where(and(eq(categories.category_id, id), eq(categories.is_deleted, false)));
  if (!row) throw notFound();
  return categoryOf(row);
}

export async function createCategory(db: Db, name: string): Promise<AdminCategory> {
  try {
    const [created] = await db
      .insert(categories)
      .values({ category_name: name })
      .returning({ category_id: categories.category_id });
    return await getCategory(db, created!.category_id);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(name);
    throw error;
  }
}

export async function renameCategory(db: Db, id: number, name: string): Promise<AdminCategory> {
  try {
    const [updated] = await db
      .update(categories)
      .set({ category_name: name, updated_at: new Date() })
      .where(and(eq(categories.category_id, id), eq(categories.is_deleted, false)))
      .returning({ category_id: categories.category_id });
    if (!updated) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(name);
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
    const [row] = await tx
      .select({ category_id: categories.category_id })
      .from(categories)
      .where(and(eq(categories.category_id, id), eq(categories.is_deleted, false)))
      .for('update');
    if (!row) throw notFound();
    const before = await getCategory(tx, id);
    if (before.product_count > 0) {
      throw new AppError(409, {
        text: fillText(CATEGORY_MESSAGES.HAS_PRODUCTS, { count: before.product_count }),
      });
    }
    await tx
      .update(categories)
      .set({ is_deleted: true, updated_at: new Date() })
      .where(eq(categories.category_id, id));
    return before;
  });
}
