import { formatRupiah, type CartUserDiscount, type CartVoucher, type VoucherType } from '@lumbung/contracts';
import { t, type MessageId } from '@/i18n';

const KIND_NAMES: Record<VoucherType, MessageId> = {
  PRODUCT_DISCOUNT: 'cart.kind.product',
  CART_DISCOUNT: 'cart.kind.cart',
  SHIPPING_DISCOUNT: 'cart.kind.shipping',
};

/** A voucher's kind as the dropdown labels it: Product, Cart or Shipping (docs/product.md §9). */
export function voucherKindLabel(voucher: Pick<CartVoucher, 'voucher_type'>): string {
  return t(KIND_NAMES[voucher.voucher_type]);
}

/** What a voucher takes off: "10% off (up to Rp 25.000)" or "Rp 15.000 off". */
export function voucherDiscountText(
  voucher: Pick<CartVoucher, 'discount_type' | 'discount_amount' | 'max_discount'>,
): string {
  if (voucher.discount_type === 'PERCENTAGE') {
    const percent = voucher.discount_amount;
    return voucher.max_discount
      ? t('cart.voucher.percentUpTo', { percent, cap: formatRupiah(voucher.max_discount) })
      : t('cart.voucher.percent', { percent });
  }
  return t('cart.voucher.nominal', { amount: formatRupiah(voucher.discount_amount) });
}

/** What a store's general discount gives, in words. */
function storeDiscountText(discount: CartUserDiscount): string {
  if (discount.type === 'PERCENTAGE') {
    return discount.max_discount
      ? t('cart.storeDiscount.percentUpTo', {
          percent: discount.value,
          cap: formatRupiah(discount.max_discount),
        })
      : t('cart.storeDiscount.percent', { percent: discount.value });
  }
  if (discount.type === 'NOMINAL')
    return t('cart.storeDiscount.nominal', { amount: formatRupiah(discount.value) });
  return discount.description;
}

/**
 * The hint about the store's general discount (docs/product.md §2): applied, or how much more to spend.
 * `itemsPrice` is the sum of the lines.
 */
export function userDiscountHint(discount: CartUserDiscount, itemsPrice: number): string {
  const what = storeDiscountText(discount);
  if (discount.applied) return t('cart.storeDiscount.applied', { what });
  const missing = (discount.min_purchase ?? 0) - itemsPrice;
  if (missing > 0) return t('cart.storeDiscount.addMore', { amount: formatRupiah(missing), what });
  return t('cart.storeDiscount.runs', { what });
}
