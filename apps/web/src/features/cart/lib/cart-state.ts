import type { CartData, CartItem, CartVoucher, VoucherType } from '@lumbung/contracts';

/**
 * The cart's state transitions of docs/product.md §4. Every cart change (add, quantity, remove, both redeems)
 * answers the whole priced cart as `cart_data`, the same object GET /api/cart/items/{userId} answers,
 * and the web sets it as it is: the line added, changed or gone, the cart price, the store discount
 * and the vouchers on the cart come from the server in the one answer, with no second read. What
 * is left here is the voucher list of the picker, which the changes touch but do not answer.
 */

/** A redeemed voucher leaves the shopper's list of vouchers to apply (docs/product.md §4 "Voucher apply flow"). */
export function withoutVoucher(
  vouchers: readonly CartVoucher[] | undefined,
  userVoucherId: number,
): CartVoucher[] | undefined {
  return vouchers?.filter((voucher) => voucher.user_voucher_id !== userVoucherId);
}

/**
 * Whether removing a line gives a product voucher back to the shopper's list, read from the cart
 * before the remove (the answer's removed line no longer carries it).
 */
export function removeReturnsVoucher(
  cart: Pick<CartData, 'cart_items'> | undefined,
  cartItemId: number,
): boolean {
  return cart?.cart_items.some((line) => line.cart_item_id === cartItemId && line.voucher !== null) ?? false;
}

/** The discount shown in green on a line: original price x quantity minus the line price. */
export function lineDiscount(item: Pick<CartItem, 'original_price' | 'quantity' | 'product_price'>): number {
  return Math.max(0, item.original_price * item.quantity - item.product_price);
}

/** The green saved amount under the total: the sum of the item lines minus the cart price. */
export function cartSaving(cart: Pick<CartData, 'cart_items' | 'cart_price'>): number {
  const lines = cart.cart_items.reduce((sum, item) => sum + item.product_price, 0);
  return Math.max(0, lines - cart.cart_price);
}

/** docs/product.md §3 isDiscountApplied: a voucher sits on the cart or on one of its lines. */
export function isDiscountApplied(cart: Pick<CartData, 'cart_items' | 'cart_voucher'>): boolean {
  return cart.cart_voucher !== null || cart.cart_items.some((item) => item.voucher !== null);
}

/**
 * Whether a voucher can still go on this cart from the drawer: a cart voucher while the cart has
 * none, a product voucher while a line has none. Shipping vouchers are for the order's shipping, at
 * checkout.
 */
export function canUseVoucher(
  voucher: Pick<CartVoucher, 'voucher_type'>,
  cart: Pick<CartData, 'cart_items' | 'cart_voucher'>,
): boolean {
  const kind: VoucherType = voucher.voucher_type;
  if (kind === 'CART_DISCOUNT') return cart.cart_voucher === null && cart.cart_items.length > 0;
  if (kind === 'PRODUCT_DISCOUNT') return cart.cart_items.some((item) => item.voucher === null);
  return false;
}

/**
 * docs/product.md §2: 'Select Discount' is disabled once a discount is applied. A cart may carry one cart
 * voucher and one product voucher per line, so it stays open while one of the shopper's
 * vouchers can still go on (docs/decisions/0014-the-cart-is-the-servers-answer.md).
 */
export function isSelectDiscountDisabled(
  cart: Pick<CartData, 'cart_items' | 'cart_voucher'>,
  vouchers: readonly Pick<CartVoucher, 'voucher_type'>[],
): boolean {
  return isDiscountApplied(cart) && !vouchers.some((voucher) => canUseVoucher(voucher, cart));
}

/**
 * The rupiah a cart still lacks for a voucher's minimum purchase (0 when it reaches it), as the
 * server measures it: a cart voucher against the items' price, a product voucher against one line
 * without a voucher (the dearest, so the shopper knows the least they must add).
 */
export function voucherShortfall(
  voucher: Pick<CartVoucher, 'voucher_type' | 'min_purchase'>,
  cart: Pick<CartData, 'cart_items' | 'items_price'>,
): number {
  if (voucher.voucher_type === 'CART_DISCOUNT') return Math.max(0, voucher.min_purchase - cart.items_price);
  const lines = cart.cart_items.filter((item) => item.voucher === null).map((item) => item.product_price);
  if (voucher.voucher_type !== 'PRODUCT_DISCOUNT' || lines.length === 0) return 0;
  return Math.max(0, voucher.min_purchase - Math.max(...lines));
}

/** Whether a voucher goes on this cart now: its kind has a free place and the cart reaches its minimum. */
export function voucherQualifies(
  voucher: Pick<CartVoucher, 'voucher_type' | 'min_purchase'>,
  cart: Pick<CartData, 'cart_items' | 'cart_voucher' | 'items_price'>,
): boolean {
  return canUseVoucher(voucher, cart) && voucherShortfall(voucher, cart) === 0;
}

/** A line a product voucher may go on: one without a voucher whose price reaches the minimum. */
export function canTakeProductVoucher(
  item: Pick<CartItem, 'voucher' | 'product_price'>,
  voucher: Pick<CartVoucher, 'min_purchase'>,
): boolean {
  return item.voucher === null && item.product_price >= voucher.min_purchase;
}

/**
 * The shopper's voucher a typed code names: its own redeem code, or the code of the voucher it is a
 * copy of ("HEMAT10" for "HEMAT10-SHOP2026") when the shopper has exactly one such copy. Letter
 * case and spaces around it do not matter.
 */
export function voucherOfCode<V extends Pick<CartVoucher, 'redeem_code'>>(
  vouchers: readonly V[],
  typed: string,
): V | undefined {
  const code = typed.trim().toUpperCase();
  if (!code) return undefined;
  const exact = vouchers.find((voucher) => voucher.redeem_code.toUpperCase() === code);
  if (exact) return exact;
  const copies = vouchers.filter((voucher) => voucher.redeem_code.toUpperCase().startsWith(`${code}-`));
  return copies.length === 1 ? copies[0] : undefined;
}
