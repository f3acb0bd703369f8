/**
 * The product catalogue as the super admin runs it (docs/product.md §7 "Products and categories"): the paged
 * list, one product, create with its pictures, edits of name, description and price (one call
 * each, docs/product.md §5), a picture replaced, soft delete. Names are unique among live products whatever
 * their case (products_name_live_uq): a clash is a 409. A new product gets a shelf at stock 0 in
 * every store in its own transaction (domain/stock.ts openShelves). The shopper's lists follow every
 * change by the read model's triggers (migrations 0002 and 0003), and a deleted product leaves every
 * shelf while old orders keep the names and prices they copied. CRUD through Drizzle's builder.
 */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  fillText,
  PRODUCT_MESSAGES,
  type ADMIN_PRODUCT_SORT_FIELDS,
  type AdminProduct,
  type AdminProductImage,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { categories, productImages, products } from '../../db/schema';
import { transaction, type Conn } from '../../db/statements';
import { openShelves } from '../../domain/stock';
import { AppError } from '../../platform/errors';

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return code(error) === UNIQUE_VIOLATION || code((error as { cause?: unknown })?.cause) === UNIQUE_VIOLATION;
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const nameTaken = (name: string) => {
  const text = fillText(PRODUCT_MESSAGES.NAME_TAKEN, { name });
  return new AppError(409, { text }, {}, [{ path: 'product_name', message: text }]);
};
const notFound = () => new AppError(404, 'PRODUCT_NOT_FOUND');

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
  product_images: typeof r.product_images === 'string' ? JSON.parse(r.product_images) : r.product_images,
});

const SORTS = {
  product_name: sql`lower(${products.product_name})`,
  price: products.price,
  created_at: products.created_at,
  updated_at: products.updated_at,
} as const;

/** GET /api/super-admin/products: live products, 10 a page, by name by default (docs/product.md §9). */
export async function listProducts(
  db: Db,
  q: {
    page: number;
    pageSize: number;
    sortField: (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];
    sortOrder: 'asc' | 'desc';
    search?: string;
    category?: number;
  },
) {
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
  const totalItems = Number(total?.n ?? 0);
  return {
    data: rows.map(productOf),
    currentPage: q.page,
    totalPages: Math.ceil(totalItems / q.pageSize),
    totalItems,
  };
}

/** One live product (404 for an unknown or deleted one). */
export async function getProduct(db: Conn, id: number): Promise<AdminProduct> {
  const [row] = await db
    .select(COLUMNS)
    .from(products)
    .innerJoin(categories, eq(categories.category_id, products.category_id))
    .where(and(eq(products.product_id, id), eq(products.is_deleted, false)));
  if (!row) throw notFound();
  return productOf(row);
}

/** A live category, locked against its deletion until the caller's transaction ends. */
async function lockCategory(tx: Conn, id: number) {
  const [row] = await tx
    .select({ category_id: categories.category_id })
    .from(categories)
    .where(and(eq(categories.category_id, id), eq(categories.is_deleted, false)))
    .for('share');
  if (!row) {
    throw new AppError(422, { text: PRODUCT_MESSAGES.CATEGORY_UNKNOWN }, {}, [
      { path: 'category_id', message: PRODUCT_MESSAGES.CATEGORY_UNKNOWN },
    ]);
  }
}

export interface NewProduct {
  category_id: number;
  product_name: string;
  description: string;
  price: number;
}

/**
 * Creates a product with its pictures (`primary` is the index of the one shown first) and opens a
 * shelf at stock 0 for it in every live store, all in one transaction.
 */
export async function createProduct(
  db: Db,
  p: NewProduct,
  pictures: readonly string[],
  primary: number,
): Promise<AdminProduct> {
  try {
    return await transaction(db, async (tx) => {
      await lockCategory(tx, p.category_id);
      const [created] = await tx.insert(products).values(p).returning({ product_id: products.product_id });
      const id = created!.product_id;
      if (pictures.length > 0) {
        await tx
          .insert(productImages)
          .values(
            pictures.map((url, i) => ({ product_id: id, product_image: url, is_primary: i === primary })),
          );
      }
      await openShelves(tx, { productIds: [id] });
      return getProduct(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(p.product_name);
    throw error;
  }
}

/** One field of a live product: name, description or price (docs/product.md §5: a call per field). */
export async function updateProduct(
  db: Db,
  id: number,
  change: { product_name: string } | { description: string } | { price: number },
): Promise<AdminProduct> {
  try {
    const [updated] = await db
      .update(products)
      .set({ ...change, updated_at: new Date() })
      .where(and(eq(products.product_id, id), eq(products.is_deleted, false)))
      .returning({ product_id: products.product_id });
    if (!updated) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error) && 'product_name' in change) throw nameTaken(change.product_name);
    throw error;
  }
  return getProduct(db, id);
}

/** The picture `imageId` of a live product: its product and its address today (404 otherwise). */
export async function findImage(db: Db, imageId: number) {
  const [row] = await db
    .select({ product_id: productImages.product_id, product_image: productImages.product_image })
    .from(productImages)
    .innerJoin(products, eq(products.product_id, productImages.product_id))
    .where(and(eq(productImages.product_image_id, imageId), eq(products.is_deleted, false)));
  if (!row) throw new AppError(404, { text: PRODUCT_MESSAGES.IMAGE_NOT_FOUND });
  return row;
}

/** Points picture `imageId` at a new address; answers the product as it is after. */
export async function replaceImage(db: Db, imageId: number, address: string): Promise<AdminProduct> {
  const { product_id } = await findImage(db, imageId);
  await transaction(db, async (tx) => {
    await tx
      .update(productImages)
      .set({ product_image: address })
      .where(eq(productImages.product_image_id, imageId));
    await tx.update(products).set({ updated_at: new Date() }).where(eq(products.product_id, product_id));
  });
  return getProduct(db, product_id);
}

/**
 * Soft-deletes a product: it leaves every shelf and can no longer be added to a cart (the read
 * model marks it not live), while orders keep what they copied. Answers it as it was, marked deleted.
 */
export async function removeProduct(db: Db, id: number): Promise<AdminProduct> {
  const before = await getProduct(db, id);
  const [gone] = await db
    .update(products)
    .set({ is_deleted: true, updated_at: new Date() })
    .where(and(eq(products.product_id, id), eq(products.is_deleted, false)))
    .returning({ updated_at: products.updated_at });
  if (!gone) throw notFound();
  return { ...before, is_deleted: true, updated_at: new Date(gone.updated_at).toISOString() };
}
