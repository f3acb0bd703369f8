/**
 * The product catalogue as the super admin runs it (docs/product.md §7 "Products and categories"): the paged
 * list, one product, create with its pictures, edits of name, description and price (one call
 * each, docs/product.md §5), a picture replaced, soft delete. Names are unique among live products whatever
 * their case (products_name_live_uq): a clash is a 409. A new product gets a shelf at stock 0 in
 * every store in its own transaction (domain/stock.ts openShelves). The shopper's lists follow every
 * change by the read model's triggers (migrations 0002 and 0003), and a deleted product leaves every
 * shelf while old orders keep the names and prices they copied. The SQL is in products.sql.ts.
 */
import { fillText, PRODUCT_MESSAGES, type AdminProduct } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-helpers';
import { transaction, type Conn } from '../../db/statements';
import { openShelves } from '../../domain/stock';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import {
  insertProduct,
  selectImage,
  selectProduct,
  selectProductPage,
  shareLockCategory,
  softDeleteProduct,
  updateImage,
  updateProductRow,
  type ProductChange,
  type ProductPageQuery,
} from './products.sql';

const nameTaken = (name: string) => {
  const text = fillText(PRODUCT_MESSAGES.NAME_TAKEN, { name });
  return new AppError(409, { text }, {}, [{ path: 'product_name', message: text }]);
};
const notFound = () => new AppError(404, 'PRODUCT_NOT_FOUND');

/** GET /api/super-admin/products: live products, 10 a page, by name by default (docs/product.md §9). */
export async function listProducts(db: Db, q: ProductPageQuery) {
  const { rows, total } = await selectProductPage(db, q);
  return pageOf(rows, total, q);
}

/** One live product (404 for an unknown or deleted one). */
export async function getProduct(db: Conn, id: number): Promise<AdminProduct> {
  const row = await selectProduct(db, id);
  if (!row) throw notFound();
  return row;
}

/** A live category, locked against its deletion until the caller's transaction ends. */
async function lockCategory(tx: Conn, id: number) {
  if (!(await shareLockCategory(tx, id))) {
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
      const id = await insertProduct(tx, p, pictures, primary);
      await openShelves(tx, { productIds: [id] });
      return getProduct(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(p.product_name);
    throw error;
  }
}

/** One field of a live product: name, description or price (docs/product.md §5: a call per field). */
export async function updateProduct(db: Db, id: number, change: ProductChange): Promise<AdminProduct> {
  try {
    if (!(await updateProductRow(db, id, change))) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error) && 'product_name' in change) throw nameTaken(change.product_name);
    throw error;
  }
  return getProduct(db, id);
}

/** The picture `imageId` of a live product: its product and its address today (404 otherwise). */
export async function findImage(db: Db, imageId: number) {
  const row = await selectImage(db, imageId);
  if (!row) throw new AppError(404, { text: PRODUCT_MESSAGES.IMAGE_NOT_FOUND });
  return row;
}

/** Points picture `imageId` at a new address; answers the product as it is after. */
export async function replaceImage(db: Db, imageId: number, address: string): Promise<AdminProduct> {
  const { product_id } = await findImage(db, imageId);
  await transaction(db, (tx) => updateImage(tx, imageId, product_id, address));
  return getProduct(db, product_id);
}

/**
 * Soft-deletes a product: it leaves every shelf and can no longer be added to a cart (the read
 * model marks it not live), while orders keep what they copied. Answers it as it was, marked deleted.
 */
export async function removeProduct(db: Db, id: number): Promise<AdminProduct> {
  const before = await getProduct(db, id);
  const updatedAt = await softDeleteProduct(db, id);
  if (updatedAt === undefined) throw notFound();
  return { ...before, is_deleted: true, updated_at: updatedAt };
}
