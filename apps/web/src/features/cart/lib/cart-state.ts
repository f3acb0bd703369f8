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
