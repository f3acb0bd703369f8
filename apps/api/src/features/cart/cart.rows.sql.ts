/**
 * Rows of the cart's statements and their mapping: what one read of a cart gives, parsed from the
 * JSON the statement builds.
 */
import type { CartVoucher, DiscountType, VoucherDiscountType, VoucherType } from '@lumbung/contracts';
import { json, type Json } from '../../db/sql-helpers';
import { runner, type Conn } from '../../db/statements';
import {
  ADD_ITEM_SQL,
  ADD_SQL,
  CART_OWNER_SQL,
  CART_VOUCHER_LIST_SQL,
  MOVE_STORE_SQL,
  OTHER_STORE_SQL,
  OWNED_VOUCHER_SQL,
  READ_CART,
  READ_CART_LOCKED,
  READ_CART_VOUCHERS,
  REMOVE_SQL,
  SET_QUANTITY_SQL,
} from './cart.sql';
import type { GeneralDiscount } from './pricing';

export interface CartRow {
  cart_id: number;
  store_id: number;
}

export interface ItemRow {
  cart_item_id: number;
  inventory_id: number;
  store_id: number;
  product_id: number;
  product_name: string;
  product_image: string | null;
  price: number;
  quantity: number;
  stock: number;
  sellable: boolean;
  discount_type: DiscountType | null;
  discount_value: number | null;
  discount_min: number | null;
  discount_max: number | null;
  bogo_product_id: number | null;
  bogo_product_name: string | null;
  bogo_inventory_id: number | null;
  bogo_price: number | null;
  bogo_stock: number | null;
  user_voucher_id: number | null;
  redeem_code: string | null;
  voucher_type: VoucherType | null;
  v_discount_type: VoucherDiscountType | null;
  v_amount: number | null;
  v_min: number | null;
  v_max: number | null;
}

export interface CartVoucherRow {
  user_voucher_id: number;
  redeem_code: string;
  voucher_type: VoucherType;
  discount_type: VoucherDiscountType;
  discount_amount: number;
  min_purchase: number;
  max_discount: number | null;
}

export interface GeneralRow extends GeneralDiscount {
  discount_id: number;
  description: string;
}

/** What one read of a cart gives: enough to price it, and to price it again after a change. */
export interface CartRead {
  cart: CartRow | null;
  rows: ItemRow[];
  generals: GeneralRow[];
  voucher: CartVoucherRow | null;
}

export type VoucherRow = CartVoucher & { expires_at: Date | string };
export const voucherOf = (r: VoucherRow): CartVoucher => ({
  ...r,
  expires_at: new Date(r.expires_at).toISOString(),
});

export interface ReadRow {
  cart_id: number;
  store_id: number;
  items: Json<ItemRow[]>;
  generals: Json<GeneralRow[]>;
  cart_voucher: Json<CartVoucherRow> | null;
  vouchers?: Json<VoucherRow[]>;
}

export function cartReadOf(row: ReadRow | undefined): CartRead & { vouchers: CartVoucher[] } {
  if (!row) return { cart: null, rows: [], generals: [], voucher: null, vouchers: [] };
  return {
    cart: { cart_id: row.cart_id, store_id: row.store_id },
    rows: json(row.items),
    generals: json(row.generals),
    voucher: row.cart_voucher === null ? null : json(row.cart_voucher),
    vouchers: row.vouchers === undefined ? [] : json(row.vouchers).map(voucherOf),
  };
}

export async function readCart(
  on: Conn,
  userId: number,
  lock: boolean,
  withVouchers = false,
): Promise<CartRead & { vouchers: CartVoucher[] }> {
  const [name, text] = lock
    ? ['cart_read_locked', READ_CART_LOCKED]
    : withVouchers
      ? ['cart_read_vouchers', READ_CART_VOUCHERS]
      : ['cart_read', READ_CART];
  const [row] = await runner(on)<ReadRow>(name, text, [userId]);
  return cartReadOf(row);
}

export interface AddRow extends ReadRow {
  inv_store_id: number;
  inv_stock: number;
  inv_product_name: string;
  added_id: number | null;
}

/** The whole add in one statement (ADD_SQL); undefined when the product is not for sale. */
export async function addToCart(
  db: Conn,
  userId: number,
  inventoryId: number,
  quantity: number,
): Promise<AddRow | undefined> {
  const [row] = await runner(db)<AddRow>('cart_add', ADD_SQL, [userId, inventoryId, quantity]);
  return row;
}

/** The caller's cart, locked: its store and how many lines it holds. */
export async function lockCartStore(
  tx: Conn,
  userId: number,
): Promise<{ items: number; store_name: string; store_id: number } | undefined> {
  const [row] = await runner(tx)<{ items: number; store_name: string; store_id: number }>(
    'cart_add_other_store',
    OTHER_STORE_SQL,
    [userId],
  );
  return row;
}

export async function moveCartToStore(tx: Conn, cartId: number, storeId: number): Promise<void> {
  await runner(tx)('cart_move_store', MOVE_STORE_SQL, [cartId, storeId]);
}

/** A new line; undefined when the product is in the cart already. */
export async function insertCartItem(
  tx: Conn,
  cartId: number,
  inventoryId: number,
  quantity: number,
): Promise<number | undefined> {
  const [row] = await runner(tx)<{ cart_item_id: number }>('cart_add_item', ADD_ITEM_SQL, [
    cartId,
    inventoryId,
    quantity,
  ]);
  return row?.cart_item_id;
}

export type ChangedRead = ReadRow & { changed_id: number | null };

/** Sets a line's quantity within its stock, reading the cart as it was (one statement). */
export async function setLineQuantity(
  db: Conn,
  userId: number,
  cartItemId: number,
  quantity: number,
): Promise<ChangedRead | undefined> {
  const [row] = await runner(db)<ChangedRead>('cart_set_quantity', SET_QUANTITY_SQL, [
    userId,
    cartItemId,
    quantity,
  ]);
  return row;
}

/** Removes a line (its product voucher back to the shopper), reading the cart as it was. */
export async function removeLine(
  db: Conn,
  userId: number,
  cartItemId: number,
): Promise<ChangedRead | undefined> {
  const [row] = await runner(db)<ChangedRead>('cart_remove', REMOVE_SQL, [userId, cartItemId]);
  return row;
}

/** The shopper's vouchers for the drawer: own, unused, unexpired, not applied. */
export async function cartVoucherList(on: Conn, userId: number): Promise<CartVoucher[]> {
  const rows = await runner(on)<VoucherRow>('cart_vouchers', CART_VOUCHER_LIST_SQL, [userId]);
  return rows.map(voucherOf);
}

export interface OwnedVoucherRow extends CartVoucherRow {
  user_id: number;
  expired: boolean;
  used: boolean;
  applied: boolean;
  is_deleted: boolean;
}

export async function ownedVoucher(on: Conn, userVoucherId: number): Promise<OwnedVoucherRow | undefined> {
  const [row] = await runner(on)<OwnedVoucherRow>('cart_voucher_of', OWNED_VOUCHER_SQL, [userVoucherId]);
  return row;
}

/** The owner of a cart; undefined when there is no such cart. */
export async function cartOwner(on: Conn, cartId: number): Promise<number | undefined> {
  const [row] = await runner(on)<{ user_id: number }>('cart_owner', CART_OWNER_SQL, [cartId]);
  return row?.user_id;
}
