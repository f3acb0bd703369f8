/**
 * Store discount rules (docs/product.md §3, §5), shared by the catalogue and the cart: when a discount runs,
 * and what one unit costs under it. Each rule exists once in TypeScript and once as an SQL
 * fragment for the statements that read many rows; the tests hold the two together.
 */
import type { DiscountType } from '@lumbung/contracts';

/** SQL: discount `d` is running while it is active, not deleted and now is inside its dates. */
export const RUNNING_DISCOUNT_SQL = (d: string) =>
  `${d}.is_active and not ${d}.is_deleted and ${d}.start_date <= now() and ${d}.end_date >= now()`;

/** SQL twin of unitPriceAfterDiscount: one unit's price (`price`, an int column) under discount `d`. */
export const UNIT_PRICE_SQL = (price: string, d: string) => `(case
    when ${d}.min_purchase is not null and ${price} < ${d}.min_purchase then ${price}
    when ${d}.type = 'PERCENTAGE' then ${price} - least((${price}::bigint * ${d}.value) / 100, coalesce(${d}.max_discount, ${price}))
    when ${d}.type = 'NOMINAL' then greatest(${price} - ${d}.value, 0)
    else ${price}
  end)::int`;

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
 * UNIT_PRICE_SQL is the same rule in SQL.
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
