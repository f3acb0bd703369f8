import type { DiscountType } from '@lumbung/contracts';

/** The parts of a store discount that decide a product's price. */
export interface PriceDiscount {
  type: DiscountType;
  /** Percent (1 to 100) for PERCENTAGE, whole rupiah for NOMINAL, ignored for BOGO. */
  value: number;
  /** Rupiah one line must reach before the discount applies; null for none. */
  min_purchase: number | null;
  /** Rupiah cap of a PERCENTAGE discount; null for none. */
  max_discount: number | null;
}

/**
 * The price of one unit under a product discount, in whole rupiah.
 * - PERCENTAGE takes floor(price x value / 100) off, never more than max_discount.
 * - NOMINAL takes value off, never below 0.
 * - BOGO keeps the price: the free unit is given at checkout.
 * - A discount whose min_purchase is above the unit price does not lower the price of one unit
 *   (the cart applies it once the line reaches the minimum).
 *
 * The product list computes the same rule in SQL (UNIT_PRICE_SQL in catalogue.service.ts); the
 * tests hold the two together.
 */
export function unitPriceAfterDiscount(price: number, discount: PriceDiscount | null): number {
  if (!discount) return price;
  if (discount.min_purchase !== null && price < discount.min_purchase) return price;
  switch (discount.type) {
    case 'PERCENTAGE': {
      const off = Math.floor((price * discount.value) / 100);
      return price - Math.min(off, discount.max_discount ?? off);
    }
    case 'NOMINAL':
      return Math.max(price - discount.value, 0);
    case 'BOGO':
      return price;
  }
}

/**
 * Of several discounts running on one product, the one a shopper gets: the lowest unit price,
 * then the newest (highest id). Returns null when none runs.
 */
export function bestDiscount<D extends PriceDiscount & { discount_id: number }>(
  price: number,
  discounts: readonly D[],
): D | null {
  let best: D | null = null;
  let bestPrice = Infinity;
  for (const discount of discounts) {
    const unit = unitPriceAfterDiscount(price, discount);
    if (
      unit < bestPrice ||
      (unit === bestPrice && best !== null && discount.discount_id > best.discount_id)
    ) {
      best = discount;
      bestPrice = unit;
    }
  }
  return best;
}
