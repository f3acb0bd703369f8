/**
 * Vouchers in the cart drawer (docs/product.md §4 "Voucher apply flow"): the shopper's product and cart
 * vouchers, a product voucher redeemed on one line, a cart voucher on the whole cart, and either
 * taken off again. A redeem or a removal is a transaction on the locked cart; the voucher itself is
 * taken and given back by the vouchers domain (at most once).
 */
import {
  formatRupiah,
  type CartData,
  type CartItem,
  type CartPrice,
  type CartVoucher,
  type VoucherType,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import type { Conn } from '../../db/statements';
import { transaction } from '../../db/statements';
import { releaseVoucher, takeVoucher } from '../../domain/vouchers';
import { AppError } from '../../platform/errors';
import { cartOwner, cartVoucherList, ownedVoucher, readCart } from './cart.rows.sql';
import { cartDataOf, cartPriceOf, priceCart, pricedLine, withLine } from './priced-cart';

/** The vouchers a shopper can apply in the drawer: own, unused, unexpired, not applied, product or cart kind. */
export async function listCartVouchers(db: Db, userId: number): Promise<CartVoucher[]> {
  return cartVoucherList(db, userId);
}

/** The caller's cart, locked, and the line asked for (404 when it is not in this cart). */
async function lockedLine(tx: Conn, userId: number, cartItemId: number) {
  const read = await readCart(tx, userId, true);
  const row = read.rows.find((r) => r.cart_item_id === cartItemId);
  if (!read.cart || !row) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
  return { read, cart: read.cart, row };
}

/** The voucher the shopper names, refused with the reason when it cannot be applied now. */
async function usableVoucher(tx: Conn, userId: number, userVoucherId: number, kind: VoucherType) {
  const v = await ownedVoucher(tx, userVoucherId);
  if (!v || v.is_deleted) throw new AppError(404, 'VOUCHER_NOT_FOUND');
  if (v.user_id !== userId) throw new AppError(403, 'VOUCHER_NOT_YOURS');
  if (v.used || v.applied) throw new AppError(409, 'VOUCHER_ALREADY_USED');
  if (v.expired) throw new AppError(422, 'VOUCHER_EXPIRED');
  if (v.voucher_type !== kind) {
    throw new AppError(422, kind === 'PRODUCT_DISCOUNT' ? 'VOUCHER_NOT_FOR_PRODUCT' : 'VOUCHER_NOT_FOR_CART');
  }
  return v;
}

/** Takes the voucher through the vouchers domain; 409 when another request took it first. */
async function take(
  tx: Parameters<typeof takeVoucher>[0],
  userId: number,
  userVoucherId: number,
  cartId: number,
  cartItemId: number | null,
  amount: number,
): Promise<void> {
  if (!(await takeVoucher(tx, { userVoucherId, userId, cartId, cartItemId, amount }))) {
    throw new AppError(409, 'VOUCHER_ALREADY_USED');
  }
}

/** POST /api/cart/redeem-product/: a product voucher on one line. */
export async function redeemProductVoucher(
  db: Db,
  userId: number,
  userVoucherId: number,
  cartItemId: number,
): Promise<{ cartItem: CartItem; cartPrice: CartPrice; cart: CartData }> {
  return transaction(db, async (tx) => {
    const { read, cart, row } = await lockedLine(tx, userId, cartItemId);
    const v = await usableVoucher(tx, userId, userVoucherId, 'PRODUCT_DISCOUNT');
    if (row.user_voucher_id !== null) throw new AppError(409, 'VOUCHER_ITEM_HAS_ONE');
    const before = pricedLine(priceCart(read), cartItemId);
    if (before.item.product_price < v.min_purchase) {
      throw new AppError(422, 'VOUCHER_MIN_PURCHASE', { min: formatRupiah(v.min_purchase) });
    }
    const priced = priceCart(
      withLine(read, cartItemId, {
        ...row,
        user_voucher_id: v.user_voucher_id,
        redeem_code: v.redeem_code,
        voucher_type: v.voucher_type,
        v_discount_type: v.discount_type,
        v_amount: v.discount_amount,
        v_min: v.min_purchase,
        v_max: v.max_discount,
      }),
    );
    const line = pricedLine(priced, cartItemId);
    await take(tx, userId, userVoucherId, cart.cart_id, cartItemId, line.voucherCut);
    return { cartItem: line.item, cartPrice: cartPriceOf(priced), cart: cartDataOf(priced) };
  });
}

/** POST /api/cart/redeem-cart/: a cart voucher on the whole cart. */
export async function redeemCartVoucher(
  db: Db,
  userId: number,
  userVoucherId: number,
  cartId: number,
): Promise<{ newCartPrice: number; cartPrice: CartPrice; cart: CartData }> {
  return transaction(db, async (tx) => {
    const read = await readCart(tx, userId, true);
    if (!read.cart || read.cart.cart_id !== cartId) {
      if ((await cartOwner(tx, cartId)) !== undefined) throw new AppError(403, 'NOT_YOURS');
      throw new AppError(404, 'CART_NOT_FOUND');
    }
    const v = await usableVoucher(tx, userId, userVoucherId, 'CART_DISCOUNT');
    const before = priceCart(read);
    if (before.cartVoucher) throw new AppError(409, 'VOUCHER_CART_HAS_ONE');
    if (before.items.length === 0) throw new AppError(422, 'CART_EMPTY');
    if (before.totals.items_price < v.min_purchase) {
      throw new AppError(422, 'VOUCHER_MIN_PURCHASE', { min: formatRupiah(v.min_purchase) });
    }
    const priced = priceCart({ ...read, voucher: v });
    await take(tx, userId, userVoucherId, read.cart.cart_id, null, priced.totals.cart_discount);
    return {
      newCartPrice: priced.totals.cart_price,
      cartPrice: cartPriceOf(priced),
      cart: cartDataOf(priced),
    };
  });
}

/**
 * DELETE /api/cart/voucher/{userId}/{userVoucherId}: a voucher taken off the caller's cart or one of
 * its lines; it goes back to the shopper's list and the cart is priced without it.
 */
export async function removeVoucher(
  db: Db,
  userId: number,
  userVoucherId: number,
): Promise<{ cartPrice: CartPrice; cart: CartData }> {
  return transaction(db, async (tx) => {
    const read = await readCart(tx, userId, true);
    const applied =
      read.voucher?.user_voucher_id === userVoucherId ||
      read.rows.some((row) => row.user_voucher_id === userVoucherId);
    if (!read.cart || !applied) {
      const v = await ownedVoucher(tx, userVoucherId);
      if (v && !v.is_deleted && v.user_id !== userId) throw new AppError(403, 'VOUCHER_NOT_YOURS');
      throw new AppError(404, 'VOUCHER_NOT_ON_CART');
    }
    if (!(await releaseVoucher(tx, { userVoucherId, userId })))
      throw new AppError(404, 'VOUCHER_NOT_ON_CART');
    const priced = priceCart(await readCart(tx, userId, false));
    return { cartPrice: cartPriceOf(priced), cart: cartDataOf(priced) };
  });
}
