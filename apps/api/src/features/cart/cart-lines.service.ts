/**
 * The lines of a shopper's cart (docs/product.md §7 "Location and cart"): read, add, quantity, remove. One cart
 * per user, of one store at a time. Add, quantity and remove are one statement each (cart.sql.ts):
 * the cart row is locked, the change made and the cart read as it was, and the answer is that read
 * priced with the change applied (a line's price depends only on its own row), so a change and the
 * whole priced cart it leaves cost one round trip.
 */
import type { CartData, CartItem, CartPrice, CartVoucher } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { transaction } from '../../db/statements';
import { AppError } from '../../platform/errors';
import {
  addToCart,
  cartReadOf,
  insertCartItem,
  lockCartStore,
  moveCartToStore,
  readCart,
  removeLine,
  setLineQuantity,
  type CartRead,
  type ChangedRead,
} from './cart.rows.sql';
import { cartDataOf, cartPriceOf, priceCart, pricedLine, withLine } from './priced-cart';

/** A change's answer: the line it changed, the cart's price, and the whole priced cart. */
export interface LineChange {
  cartItem: CartItem;
  cartPrice: CartPrice;
  cart: CartData;
}

/** GET /api/cart/items/{userId} */
export async function getCart(db: Db, userId: number): Promise<CartData> {
  return cartDataOf(priceCart(await readCart(db, userId, false)));
}

export function stockError(left: number, product: string, status = 422): AppError {
  return left <= 0
    ? new AppError(status, 'CART_OUT_OF_STOCK', { product })
    : new AppError(status, 'CART_STOCK_LEFT', { left, product });
}

/** POST /api/cart/add: a product of the cart's store, not in the cart yet, within stock. */
export async function addItem(
  db: Db,
  userId: number,
  inventoryId: number,
  quantity: number,
): Promise<{ item: CartItem; cartPrice: CartPrice; vouchers: CartVoucher[]; cart: CartData }> {
  const row = await addToCart(db, userId, inventoryId, quantity);
  if (!row) throw new AppError(404, 'PRODUCT_NOT_FOUND');
  const answer = (read: CartRead & { vouchers: CartVoucher[] }, cartItemId: number) => {
    const priced = priceCart(read);
    return {
      item: pricedLine(priced, cartItemId).item,
      cartPrice: cartPriceOf(priced),
      vouchers: read.vouchers,
      cart: cartDataOf(priced),
    };
  };
  if (row.added_id !== null) return answer(cartReadOf(row), row.added_id);
  if (row.store_id === row.inv_store_id) {
    if (quantity > row.inv_stock) throw stockError(row.inv_stock, row.inv_product_name);
    throw new AppError(409, 'CART_ITEM_EXISTS');
  }
  // A product of another store: refused while the cart holds items; an empty cart moves.
  return transaction(db, async (tx) => {
    const other = await lockCartStore(tx, userId);
    if (other && other.store_id !== row.inv_store_id && other.items > 0) {
      throw new AppError(409, 'CART_OTHER_STORE', { store: other.store_name });
    }
    // An empty cart follows the shopper to the new store; a cart voucher stays with it.
    await moveCartToStore(tx, row.cart_id, row.inv_store_id);
    if (quantity > row.inv_stock) throw stockError(row.inv_stock, row.inv_product_name);
    const inserted = await insertCartItem(tx, row.cart_id, inventoryId, quantity);
    if (inserted === undefined) throw new AppError(409, 'CART_ITEM_EXISTS');
    return answer(await readCart(tx, userId, false, true), inserted);
  });
}

/**
 * One statement changes a line and reads the cart as it was (its snapshot): the line asked for
 * (404 when it is not in the caller's cart), and whether the change was made.
 */
function changeLine(row: ChangedRead | undefined, cartItemId: number) {
  const read = cartReadOf(row);
  const line = read.rows.find((r) => r.cart_item_id === cartItemId);
  if (!row || !line) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
  return { read, line, changed: row.changed_id !== null };
}

/** POST /api/cart/quantity */
export async function setQuantity(
  db: Db,
  userId: number,
  cartItemId: number,
  quantity: number,
): Promise<LineChange> {
  const { read, line, changed } = changeLine(
    await setLineQuantity(db, userId, cartItemId, quantity),
    cartItemId,
  );
  if (!changed) throw stockError(line.stock, line.product_name);
  const priced = priceCart(withLine(read, cartItemId, { ...line, quantity }));
  return {
    cartItem: pricedLine(priced, cartItemId).item,
    cartPrice: cartPriceOf(priced),
    cart: cartDataOf(priced),
  };
}

/** DELETE /api/cart/{userId}/{cartItemId}: the line goes, its product voucher goes back to the shopper. */
export async function removeItem(db: Db, userId: number, cartItemId: number): Promise<LineChange> {
  const { read, changed } = changeLine(await removeLine(db, userId, cartItemId), cartItemId);
  if (!changed) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
  const removed = pricedLine(priceCart(read), cartItemId);
  const priced = priceCart(withLine(read, cartItemId, null));
  return {
    cartItem: { ...removed.item, voucher: null },
    cartPrice: cartPriceOf(priced),
    cart: cartDataOf(priced),
  };
}
