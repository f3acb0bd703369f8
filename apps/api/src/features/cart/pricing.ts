/**
 * The cart's money, as pure functions over whole rupiah (docs/architecture.md §3). One rounding rule everywhere:
 * a percentage cut is rounded DOWN to whole rupiah (floor), so the shopper never pays a fraction
 * and no cut exceeds its percentage. Every cut is also capped by its max_discount and by the
 * amount it applies to, so no price goes below 0.
 *
 * Order of application:
 * 1. the store discount of a line (catalogue pricing: the same unit price the product page shows,
 *    times the quantity, once the line reaches the discount's min_purchase; BOGO gives free units
 *    instead of a cut);
 * 2. a product voucher on that line (on the line price after step 1);
 * 3. the store's general discount (no inventory link) on the sum of the lines;
 * 4. a cart voucher on what is left after step 3.
 * cart_price = items_price - store_discount - cart_discount.
 */
import type { DiscountType } from '@lumbung/contracts';
import { unitPriceAfterDiscount, type PriceDiscount } from '../../domain/discount-rules';
import { meetsMinimum, percentOf, voucherCut, type VoucherTerms } from '../../domain/voucher-rules';

export type { PriceDiscount, VoucherTerms };
export { meetsMinimum, percentOf, voucherCut };

export interface LineInput {
  /** Unit price before any discount. */
  unitPrice: number;
  quantity: number;
  /** The store discount running on the product. */
  discount: PriceDiscount | null;
  /** BOGO only: units of the free product the store can still give (stock beyond the paid units). */
  freeStock: number;
  /** The product voucher redeemed on the line. */
  voucher: VoucherTerms | null;
}

export interface LinePrice {
  /** unitPrice x quantity. */
  original: number;
  /** What the store discount took off. */
  storeCut: number;
  /** What the product voucher took off. */
  voucherCut: number;
  /** The line price: original - storeCut - voucherCut. */
  price: number;
  /** BOGO units given at price 0. */
  freeQuantity: number;
}

/**
 * One cart line after the store discount and a product voucher.
 * - PERCENTAGE / NOMINAL: each unit costs what unitPriceAfterDiscount says (max_discount caps the
 *   cut of one unit, NOMINAL never below 0), once the line's original price reaches min_purchase.
 * - BOGO: one free unit per paid unit, as many as freeStock allows, once min_purchase is reached.
 */
export function priceLine(line: LineInput): LinePrice {
  const original = line.unitPrice * line.quantity;
  let storeCut = 0;
  let freeQuantity = 0;
  const d = line.discount;
  if (d && meetsMinimum(original, d.min_purchase)) {
    if (d.type === 'BOGO') {
      freeQuantity = Math.max(0, Math.min(line.quantity, line.freeStock));
    } else {
      const unit = unitPriceAfterDiscount(line.unitPrice, { ...d, min_purchase: null });
      storeCut = (line.unitPrice - unit) * line.quantity;
    }
  }
  const afterStore = original - storeCut;
  const cut = line.voucher ? voucherCut(afterStore, line.voucher) : 0;
  return { original, storeCut, voucherCut: cut, price: afterStore - cut, freeQuantity };
}

/** A store's general discount (inventory_id null) as the cart applies it. */
export interface GeneralDiscount {
  type: DiscountType;
  value: number;
  min_purchase: number | null;
  max_discount: number | null;
}

/** What a general store discount takes off the items price: 0 for BOGO and below min_purchase. */
export function generalDiscountCut(itemsPrice: number, discount: GeneralDiscount): number {
  if (!meetsMinimum(itemsPrice, discount.min_purchase)) return 0;
  let raw: number;
  if (discount.type === 'PERCENTAGE') raw = percentOf(itemsPrice, discount.value);
  else if (discount.type === 'NOMINAL') raw = discount.value;
  else return 0;
  return Math.min(raw, discount.max_discount ?? raw, itemsPrice);
}

export interface CartTotals {
  items_price: number;
  store_discount: number;
  cart_discount: number;
  cart_price: number;
}

/**
 * The cart's totals. A cart voucher's min_purchase is read against the items price (what the
 * shopper sees as the sum of the lines); its cut applies to what is left after the store discount.
 */
export function cartTotals(
  linePrices: readonly number[],
  general: GeneralDiscount | null,
  cartVoucher: VoucherTerms | null,
): CartTotals {
  const items_price = linePrices.reduce((sum, p) => sum + p, 0);
  const store_discount = general ? generalDiscountCut(items_price, general) : 0;
  const rest = items_price - store_discount;
  const cart_discount =
    cartVoucher && meetsMinimum(items_price, cartVoucher.min_purchase)
      ? voucherCut(rest, { ...cartVoucher, min_purchase: 0 })
      : 0;
  return { items_price, store_discount, cart_discount, cart_price: rest - cart_discount };
}

/** The first general discount whose minimum the items price reaches, for the drawer's hint. */
export function firstApplicable<G extends GeneralDiscount>(
  itemsPrice: number,
  discounts: readonly G[],
): G | null {
  return discounts.find((d) => d.type !== 'BOGO' && meetsMinimum(itemsPrice, d.min_purchase)) ?? null;
}
