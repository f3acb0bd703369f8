/**
 * The SQL of the super admin's products: the paged list with each product's stock in live stores
 * and its pictures (JSON), one product, the category a product goes in, and the writes. Drizzle's
 * builder.
 */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ADMIN_PRODUCT_SORT_FIELDS, AdminProduct, AdminProductImage } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { categories, productImages, products } from '../../db/schema';
import { containing, json } from '../../db/sql-helpers';
import type { Conn } from '../../db/statements';

// Subqueries name the outer row's column in full: drizzle leaves a lone table's columns unqualified.
/** Units on the shelves of every live store. */
const availability = sql<number>`(select coalesce(sum(i.stock), 0)::int from inventories i
  join stores s on s.store_id = i.store_id and not s.is_deleted
  where i.product_id = "products"."product_id")`;
/** The pictures, the primary one first. */
const images = sql<AdminProductImage[] | string>`coalesce((select json_agg(json_build_object(
    'product_image_id', pi.product_image_id, 'product_image', pi.product_image, 'is_primary', pi.is_primary)
    order by pi.is_primary desc, pi.product_image_id)
  from product_images pi where pi.product_id = "products"."product_id"), '[]'::json)`;

const COLUMNS = {
  product_id: products.product_id,
  product_name: products.product_name,
  description: products.description,
  category_id: products.category_id,
  category_name: categories.category_name,
  price: products.price,
  availability,
  is_deleted: products.is_deleted,
  created_at: products.created_at,
  updated_at: products.updated_at,
  product_images: images,
};

type Row = Omit<AdminProduct, 'created_at' | 'updated_at' | 'product_images'> & {
  created_at: Date | string;
  updated_at: Date | string;
  product_images: AdminProductImage[] | string;
};
const productOf = (r: Row): AdminProduct => ({
  ...r,
  availability: Number(r.availability),
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
  product_images: json(r.product_images),
});

const SORTS = {
  product_name: sql`lower(${products.product_name})`,
  price: products.price,
  created_at: products.created_at,
  updated_at: products.updated_at,
} as const;

export interface ProductPageQuery {
  page: number;
  pageSize: number;
  sortField: (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];
  sortOrder: 'asc' | 'desc';
  search?: string;
  category?: number;
}

/** One page of live products and how many match in all. */
export async function selectProductPage(db: Db, q: ProductPageQuery) {
  const where: SQL[] = [eq(products.is_deleted, false)];
  if (q.category) where.push(eq(products.category_id, q.category));
  if (q.search) where.push(ilike(products.product_name, containing(q.search)));
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(COLUMNS)
      .from(products)
      .innerJoin(categories, eq(categories.category_id, products.category_id))
      .where(and(...where))
      .orderBy(direction(SORTS[q.sortField]), direction(products.product_id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(products)
      .where(and(...where)),
  ]);
  return { rows: rows.map(productOf), total: Number(total?.n ?? 0) };
}

/** One live product, or undefined. */
export async function selectProduct(on: Conn, id: number): Promise<AdminProduct | undefined> {
  const [row] = await on
    .select(COLUMNS)
    .from(products)
    .innerJoin(categories, eq(categories.category_id, products.category_id))
    .where(and(eq(products.product_id, id), eq(products.is_deleted, false)));
  return row ? productOf(row) : undefined;
}

/** Share-locks a live category (its deletion waits for the caller's transaction); false when none. */
export async function shareLockCategory(tx: Conn, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ category_id: categories.category_id })
    .from(categories)
    .where(and(eq(categories.category_id, id), eq(categories.is_deleted, false)))
    .for('share');
  return row !== undefined;
}

/** Adds a product with its pictures (`primary` is the index of the one shown first); answers its id. */
export async function insertProduct(
  tx: Conn,
  p: { category_id: number; product_name: string; description: string; price: number },
  pictures: readonly string[],
  primary: number,
): Promise<number> {
  const [created] = await tx.insert(products).values(p).returning({ product_id: products.product_id });
  const id = created!.product_id;
  if (pictures.length > 0) {
    await tx
      .insert(productImages)
      .values(pictures.map((url, i) => ({ product_id: id, product_image: url, is_primary: i === primary })));
  }
  return id;
}

/** One field of a product: name, description or price. */
export type ProductChange = { product_name: string } | { description: string } | { price: number };

/** Changes one field of a live product; false when there is none. */
export async function updateProductRow(db: Db, id: number, change: ProductChange): Promise<boolean> {
  const [updated] = await db
    .update(products)
    .set({ ...change, updated_at: new Date() })
    .where(and(eq(products.product_id, id), eq(products.is_deleted, false)))
    .returning({ product_id: products.product_id });
  return updated !== undefined;
}

/** A picture of a live product: its product and its address, or undefined. */
export async function selectImage(db: Db, imageId: number) {
  const [row] = await db
    .select({ product_id: productImages.product_id, product_image: productImages.product_image })
    .from(productImages)
    .innerJoin(products, eq(products.product_id, productImages.product_id))
    .where(and(eq(productImages.product_image_id, imageId), eq(products.is_deleted, false)));
  return row;
}

/** Points a picture at a new address and marks its product changed. */
export async function updateImage(
  tx: Conn,
  imageId: number,
  productId: number,
  address: string,
): Promise<void> {
  await tx
    .update(productImages)
    .set({ product_image: address })
    .where(eq(productImages.product_image_id, imageId));
  await tx.update(products).set({ updated_at: new Date() }).where(eq(products.product_id, productId));
}

/** Soft-deletes a live product; answers when, or undefined when there is none. */
export async function softDeleteProduct(db: Db, id: number): Promise<string | undefined> {
  const [gone] = await db
    .update(products)
    .set({ is_deleted: true, updated_at: new Date() })
    .where(and(eq(products.product_id, id), eq(products.is_deleted, false)))
    .returning({ updated_at: products.updated_at });
  return gone ? new Date(gone.updated_at).toISOString() : undefined;
}
