/**
 * What a voucher takes off (docs/architecture.md §3), pure and in whole rupiah: a product voucher off a cart
 * line, a cart voucher off the cart, a shipping voucher off the shipping price. A percentage cut is
 * rounded down (floor), capped by the voucher's max_discount and by what it applies to.
 */
import type { VoucherDiscountType } from '@lumbung/contracts';

/** A voucher's terms (vouchers row). */
export interface VoucherTerms {
  discount_type: VoucherDiscountType;
  /** Percent 1 to 100 or whole rupiah. */
  discount_amount: number;
  /** Rupiah the amount it applies to must reach. */
  min_purchase: number;
  max_discount: number | null;
}

/** True when `amount` reaches a minimum purchase (null or 0 means none). */
export function meetsMinimum(amount: number, minPurchase: number | null): boolean {
  return minPurchase === null || amount >= minPurchase;
}

/** floor(amount x percent / 100), exact for every safe integer amount. */
export function percentOf(amount: number, percent: number): number {
  return Number((BigInt(amount) * BigInt(percent)) / 100n);
}

/** What a voucher takes off `base`: 0 below its minimum, never above its cap or the base. */
export function voucherCut(base: number, voucher: VoucherTerms): number {
  if (!meetsMinimum(base, voucher.min_purchase)) return 0;
  const raw =
    voucher.discount_type === 'PERCENTAGE'
      ? percentOf(base, voucher.discount_amount)
      : voucher.discount_amount;
  return Math.min(raw, voucher.max_discount ?? raw, base);
}
