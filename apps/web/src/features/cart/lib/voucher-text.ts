import {
  formatRupiah,
  voucherDiscountText,
  VOUCHER_TYPE_LABELS,
  type CartUserDiscount,
  type CartVoucher,
} from '@lumbung/contracts';

/** A voucher's kind as the dropdown labels it: Product, Cart or Shipping (docs/product.md §9). */
export function voucherKindLabel(voucher: Pick<CartVoucher, 'voucher_type'>): string {
  return VOUCHER_TYPE_LABELS[voucher.voucher_type];
}

/** What a voucher takes off: "10% off (up to Rp 25.000)" or "Rp 15.000 off" (contracts' wording). */
export { voucherDiscountText };

/** What a store's general discount gives, in words. */
function storeDiscountText(discount: CartUserDiscount): string {
  if (discount.type === 'PERCENTAGE') {
    const cap = discount.max_discount ? ` (up to ${formatRupiah(discount.max_discount)})` : '';
    return `${discount.value}% off your cart${cap}`;
  }
  if (discount.type === 'NOMINAL') return `${formatRupiah(discount.value)} off your cart`;
  return discount.description;
}

/**
 * The hint about the store's general discount (docs/product.md §2): applied, or how much more to spend.
 * `itemsPrice` is the sum of the lines.
 */
export function userDiscountHint(discount: CartUserDiscount, itemsPrice: number): string {
  const what = storeDiscountText(discount);
  if (discount.applied) return `Store discount applied: ${what}.`;
  const missing = (discount.min_purchase ?? 0) - itemsPrice;
  if (missing > 0) return `Add ${formatRupiah(missing)} more to get ${what}.`;
  return `Store discount: ${what}.`;
}
