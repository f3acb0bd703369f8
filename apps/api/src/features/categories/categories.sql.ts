/**
 * The SQL of the product categories: the paged list with each category's live products, the
 * pickers' list, one category, and the writes. Drizzle's builder.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCategory } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { containing } from '../../db/sql-helpers';
import type { Conn } from '../../db/statements';

// The outer row's column is written out: drizzle leaves a lone table's columns unqualified.
const liveProducts = sql<number>`(select count(*)::int from products p
  where p.category_id = "categories"."category_id" and not p.is_deleted)`;

const COLUMNS = {
  category_id: categories.category_id,
  category_name: categories.category_name,
  category_name_id: categories.category_name_id,
  product_count: liveProducts,
  created_at: categories.created_at,
  updated_at: categories.updated_at,
};

type Row = {
  category_id: number;
  category_name: string;
  category_name_id: string | null;
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

const byName = [sql`lower(${categories.category_name})`, asc(categories.category_id)];

/**
 * One page of live categories by name (search anywhere in either name) and how many match.
 */
export async function selectCategoryPage(db: Db, q: { page: number; pageSize: number; search?: string }) {
  const where: SQL[] = [eq(categories.is_deleted, false)];
  if (q.search) {
    const pattern = containing(q.search);
    where.push(or(ilike(categories.category_name, pattern), ilike(categories.category_name_id, pattern))!);
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(COLUMNS)
      .from(categories)
      .where(and(...where))
      .orderBy(...byName)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(categories)
      .where(and(...where)),
  ]);
  return { rows: rows.map(categoryOf), total: Number(total?.n ?? 0) };
}

/** Every live category's id and names, by name. */
export function selectAllCategories(db: Db) {
  return db
    .select({
      category_id: categories.category_id,
      category_name: categories.category_name,
      category_name_id: categories.category_name_id,
    })
    .from(categories)
    .where(eq(categories.is_deleted, false))
    .orderBy(...byName);
}

/** One live category with its count of live products, or undefined. */
export async function selectCategory(on: Conn, id: number): Promise<AdminCategory | undefined> {
  const [row] = await on
    .select(COLUMNS)
    .from(categories)
    .where(and(eq(categories.category_id, id), eq(categories.is_deleted, false)));
  return row ? categoryOf(row) : undefined;
}

/** The names a category is written with: the English one, and the Indonesian one or null. */
export interface CategoryNames {
  category_name: string;
  /** Absent on a rename that leaves the Indonesian name as it is. */
  category_name_id?: string | null;
}

/** Adds a category; answers its id (a taken name raises the unique index's error). */
export async function insertCategory(db: Db, names: CategoryNames): Promise<number> {
  const [created] = await db
    .insert(categories)
    .values({ category_name: names.category_name, category_name_id: names.category_name_id ?? null })
    .returning({ category_id: categories.category_id });
  return created!.category_id;
}

/** Renames a live category (the Indonesian name only when given); false when there is none. */
export async function renameCategoryRow(db: Db, id: number, names: CategoryNames): Promise<boolean> {
  const [updated] = await db
    .update(categories)
    .set({
      category_name: names.category_name,
      ...(names.category_name_id !== undefined ? { category_name_id: names.category_name_id } : {}),
      updated_at: new Date(),
    })
    .where(and(eq(categories.category_id, id), eq(categories.is_deleted, false)))
    .returning({ category_id: categories.category_id });
  return updated !== undefined;
}

/** Locks a live category for a change; false when there is none. */
export async function lockLiveCategory(on: Conn, id: number): Promise<boolean> {
  const [row] = await on
    .select({ category_id: categories.category_id })
    .from(categories)
    .where(and(eq(categories.category_id, id), eq(categories.is_deleted, false)))
    .for('update');
  return row !== undefined;
}

export async function softDeleteCategory(on: Conn, id: number): Promise<void> {
  await on
    .update(categories)
    .set({ is_deleted: true, updated_at: new Date() })
    .where(eq(categories.category_id, id));
}
