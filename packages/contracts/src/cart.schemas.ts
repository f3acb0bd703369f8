import { z } from 'zod';
import { DISCOUNT_TYPES, VOUCHER_DISCOUNT_TYPES, VOUCHER_TYPES } from './constants';
import { Id, Rupiah } from './common.schemas';
import { withMessage } from './shapes';
import { CheckoutOrder } from './orders.schemas';

/** Most units of one product a cart line may hold. */
export const CART_MAX_QUANTITY = 999;

/** Longest Idempotency-Key header the checkout accepts. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const VoucherTypeSchema = z.enum(VOUCHER_TYPES);
export const VoucherDiscountTypeSchema = z.enum(VOUCHER_DISCOUNT_TYPES);

/** A voucher applied to a cart line or to the whole cart. */
export const AppliedVoucher = z.object({
  user_voucher_id: z.number().int(),
  redeem_code: z.string(),
  voucher_type: VoucherTypeSchema,
  /** The rupiah the voucher takes off. */
  applied_amount: Rupiah,
});
export type AppliedVoucher = z.infer<typeof AppliedVoucher>;

/**
 * One line of the cart (docs/product.md §3 cart item). original_price is the unit price before any discount;
 * product_price is the whole line after the store discount and a product voucher;
 * discount_amount = original_price x quantity - product_price.
 */
export const CartItem = z.object({
  cart_item_id: z.number().int(),
  inventory_id: z.number().int(),
  store_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  original_price: Rupiah,
  quantity: z.number().int(),
  product_price: Rupiah,
  discount_amount: Rupiah,
  /** Units the store's stock still holds for this line. */
  user_stock: z.number().int(),
  /** The store discount running on the product, if any. */
  discount_type: z.enum(DISCOUNT_TYPES).nullable(),
  /** Units given free by a BOGO discount while stock allows (not charged, reserved at checkout). */
  free_quantity: z.number().int(),
  /** The free product of a BOGO discount (the same product when it names none). */
  bogo_product_name: z.string().nullable(),
  /** The product voucher redeemed on this line. */
  voucher: AppliedVoucher.nullable(),
});
export type CartItem = z.infer<typeof CartItem>;

/** A general store discount (no inventory link): the drawer's hint (docs/product.md §2). */
export const CartUserDiscount = z.object({
  discount_id: z.number().int(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  min_purchase: Rupiah.nullable(),
  max_discount: Rupiah.nullable(),
  description: z.string(),
  /** True when the cart reaches min_purchase and the discount is taken off cart_price. */
  applied: z.boolean(),
});
export type CartUserDiscount = z.infer<typeof CartUserDiscount>;

/**
 * The cart's money: cart_price = items_price - store_discount - cart_discount, never below 0.
 * items_price is the sum of the lines' product_price.
 */
export const CartPrice = z.object({
  cart_id: z.number().int().nullable(),
  cart_price: Rupiah,
  items_price: Rupiah,
  /** Taken off by the store's general discount. */
  store_discount: Rupiah,
  /** Taken off by a cart voucher. */
  cart_discount: Rupiah,
});
export type CartPrice = z.infer<typeof CartPrice>;

/** A voucher a shopper can use in the drawer (docs/product.md §3 cart voucher). */
export const CartVoucher = z.object({
  user_voucher_id: z.number().int(),
  redeem_code: z.string(),
  voucher_type: VoucherTypeSchema,
  /** PERCENTAGE (1 to 100) or NOMINAL (whole rupiah). */
  discount_type: VoucherDiscountTypeSchema,
  discount_amount: z.number().int(),
  min_purchase: Rupiah,
  max_discount: Rupiah.nullable(),
  description: z.string(),
  expires_at: z.string(),
});
export type CartVoucher = z.infer<typeof CartVoucher>;

const UserIdBody = Id;
const Quantity = z.coerce
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(CART_MAX_QUANTITY, `quantity must be ${CART_MAX_QUANTITY} or less`);

// --- GET /api/cart/items/{userId}: reads cart_data (cart_items, cart_id, cart_price)

export const CartData = z.object({
  cart_items: z.array(CartItem),
  /** Null while the shopper has no cart yet. */
  cart_id: z.number().int().nullable(),
  cart_price: Rupiah,
  /** The store the cart belongs to (null without a cart). */
  store_id: z.number().int().nullable(),
  items_price: Rupiah,
  store_discount: Rupiah,
  cart_discount: Rupiah,
  /** The cart voucher redeemed on the whole cart. */
  cart_voucher: AppliedVoucher.nullable(),
  /** The first running general discount of the cart's store (docs/product.md §2 hint). */
  user_discount: CartUserDiscount.nullable(),
});
export type CartData = z.infer<typeof CartData>;
export const CartItemsResponse = z.object({ message: z.string(), cart_data: CartData });
export type CartItemsResponse = z.infer<typeof CartItemsResponse>;

// --- DELETE /api/cart/{userId}/{cartItemId}: reads data.cartItem and data.cartPrice.cart_price

export const CartItemParams = z.object({ userId: Id, cartItemId: Id });
/** A line's change answered: the line, the cart's price and the whole cart after the change. */
const cartLineChange = () =>
  withMessage(
    /** cart_data: the whole cart after the change (one request per change, no re-read). */
    z.object({ cartItem: CartItem, cartPrice: CartPrice, cart_data: CartData }),
  );
export const RemoveCartItemResponse = cartLineChange();
export type RemoveCartItemResponse = z.infer<typeof RemoveCartItemResponse>;

// --- POST /api/cart/quantity: reads data.cartItem, data.cartPrice

export const CartQuantityBody = z.object({ user_id: UserIdBody, cart_item_id: Id, quantity: Quantity });
export type CartQuantityBody = z.input<typeof CartQuantityBody>;
export const CartQuantityResponse = cartLineChange();
export type CartQuantityResponse = z.infer<typeof CartQuantityResponse>;

// --- GET /api/cart/cart-vouchers/{userId}: reads data.vouchers

export const CartVouchersResponse = withMessage(z.object({ vouchers: z.array(CartVoucher) }));
export type CartVouchersResponse = z.infer<typeof CartVouchersResponse>;

// --- POST /api/cart/add: reads cart_item, cart_price, cart_vouchers

export const AddToCartBody = z.object({
  user_id: UserIdBody,
  inventory_id: Id,
  /** Units to add; 1 when left out. */
  quantity: Quantity.optional(),
});
export type AddToCartBody = z.input<typeof AddToCartBody>;
export const AddToCartResponse = z.object({
  message: z.string(),
  cart_item: CartItem,
  cart_price: Rupiah,
  cart_id: z.number().int(),
  cart_vouchers: z.array(CartVoucher),
  /** The whole cart after the add (one request per change, no re-read). */
  cart_data: CartData,
});
export type AddToCartResponse = z.infer<typeof AddToCartResponse>;

// --- POST /api/cart/redeem-product/: reads data.cartItem, data.cartPrice; data.cartItem.error = failure

export const RedeemProductBody = z.object({ user_id: UserIdBody, user_voucher_id: Id, cart_item_id: Id });
export type RedeemProductBody = z.input<typeof RedeemProductBody>;
export const RedeemProductResponse = cartLineChange();
export type RedeemProductResponse = z.infer<typeof RedeemProductResponse>;
/** A refused product voucher: 4xx with the reason in data.cartItem.error (and message). */
export const RedeemProductFailure = withMessage(z.object({ cartItem: z.object({ error: z.string() }) }));
export type RedeemProductFailure = z.infer<typeof RedeemProductFailure>;

// --- POST /api/cart/redeem-cart/: reads data.newCartPrice; data.error = failure

export const RedeemCartBody = z.object({ user_id: UserIdBody, user_voucher_id: Id, cart_id: Id });
export type RedeemCartBody = z.input<typeof RedeemCartBody>;
export const RedeemCartResponse = withMessage(
  z.object({ newCartPrice: Rupiah, cartPrice: CartPrice, cart_data: CartData }),
);
export type RedeemCartResponse = z.infer<typeof RedeemCartResponse>;
/** A refused cart voucher: 4xx with the reason in data.error (and message). */
export const RedeemCartFailure = z.object({ message: z.string(), data: z.object({ error: z.string() }) });
export type RedeemCartFailure = z.infer<typeof RedeemCartFailure>;

// --- DELETE /api/cart/voucher/{userId}/{userVoucherId}: a voucher taken off the cart or its line,
// back to the shopper's list; reads data.cartPrice and data.cart_data

export const CartVoucherParams = z.object({ userId: Id, userVoucherId: Id });
export const RemoveCartVoucherResponse = withMessage(z.object({ cartPrice: CartPrice, cart_data: CartData }));
export type RemoveCartVoucherResponse = z.infer<typeof RemoveCartVoucherResponse>;

// --- POST /api/cart/checkout/{userId}: empty body, Idempotency-Key header; reads data.order.order_id

export const IdempotencyKeyHeader = z
  .string()
  .trim()
  .min(1, 'Idempotency-Key must not be empty')
  .max(
    IDEMPOTENCY_KEY_MAX_LENGTH,
    `Idempotency-Key must be ${IDEMPOTENCY_KEY_MAX_LENGTH} characters or less`,
  );
export const CheckoutHeaders = z.object({ 'idempotency-key': IdempotencyKeyHeader.optional() });

export const CheckoutResponse = z.object({ message: z.string(), data: z.object({ order: CheckoutOrder }) });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;
