import type {
  AddToCartResponse,
  CartData,
  CartItem,
  CartPrice,
  CartVoucher,
  VoucherType,
} from '@lumbung/contracts';

/**
 * The cart's state transitions of SPEC §4, as pure functions over the cart the server last sent
 * (`cart_data` of GET /api/cart/items/{userId}). Each call answer carries just what changed; these
 * fold it in so the drawer shows the new state at once.
 */

/** A shopper without a cart yet: what GET /api/cart/items answers before the first add. */
export const EMPTY_CART: CartData = {
  cart_items: [],
  cart_id: null,
  cart_price: 0,
  store_id: null,
  items_price: 0,
  store_discount: 0,
  cart_discount: 0,
  cart_voucher: null,
  user_discount: null,
};

function withPrice(cart: CartData, price: CartPrice): CartData {
  return {
    ...cart,
    cart_id: price.cart_id ?? cart.cart_id,
    cart_price: price.cart_price,
    items_price: price.items_price,
    store_discount: price.store_discount,
    cart_discount: price.cart_discount,
  };
}

function replaceItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const at = items.findIndex((line) => line.cart_item_id === item.cart_item_id);
  if (at === -1) return [...items, item];
  return items.map((line, index) => (index === at ? item : line));
}

/** Remove drops the item and updates the cart price. */
export function applyRemoved(cart: CartData, removed: CartItem, price: CartPrice): CartData {
  return withPrice(
    { ...cart, cart_items: cart.cart_items.filter((line) => line.cart_item_id !== removed.cart_item_id) },
    price,
  );
}

/** A quantity change (or a product voucher) updates that item and the cart price. */
export function applyItemChanged(cart: CartData, item: CartItem, price: CartPrice): CartData {
  return withPrice({ ...cart, cart_items: replaceItem(cart.cart_items, item) }, price);
}

/** Add appends the item (or replaces the line it grew) and sets the cart price. */
export function applyAdded(cart: CartData, added: AddToCartResponse): CartData {
  return {
    ...cart,
    cart_id: added.cart_id,
    store_id: added.cart_item.store_id,
    cart_items: replaceItem(cart.cart_items, added.cart_item),
    cart_price: added.cart_price,
  };
}

/** A cart voucher sets the new cart price. */
export function applyCartVoucher(cart: CartData, newCartPrice: number, price: CartPrice): CartData {
  return { ...withPrice(cart, price), cart_price: newCartPrice };
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

/** SPEC §3 isDiscountApplied: a voucher sits on the cart or on one of its lines. */
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
 * SPEC §2: 'Select Discount' is disabled once a discount is applied. A cart may carry one cart
 * voucher and one product voucher per line (issue 5), so it stays open while one of the shopper's
 * vouchers can still go on (docs/decisions.md, "Cart drawer (web)").
 */
export function isSelectDiscountDisabled(
  cart: Pick<CartData, 'cart_items' | 'cart_voucher'>,
  vouchers: readonly Pick<CartVoucher, 'voucher_type'>[],
): boolean {
  return isDiscountApplied(cart) && !vouchers.some((voucher) => canUseVoucher(voucher, cart));
}
