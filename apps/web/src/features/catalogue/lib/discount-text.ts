import { formatRupiah, type UserDiscount } from '@lumbung/contracts';
import { currentLocale, t } from '@/i18n';

/** WIB is UTC+7 all year (Asia/Jakarta has had no other offset since 1964, and no daylight saving). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
/** The short month names as Intl writes them for en-GB ("Sept", not "Sep") and for id-ID. */
const SHORT_MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

/**
 * "20 Jan" ("20 Agu" in Bahasa Indonesia): a discount's last day in Indonesia's western time zone, where the stores are, on the
 * shelves' cards and banners. Written out rather than asked of Intl, as the first load shows it and
 * an Intl date format with a time zone costs a phone about 10 ms to build;
 * discount-text.test.ts holds it to Intl's output.
 */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wib = new Date(date.getTime() + WIB_OFFSET_MS);
  return `${wib.getUTCDate()} ${SHORT_MONTHS[currentLocale()][wib.getUTCMonth()]}`;
}

/** The headline of a store discount: "20% off", "Rp 5.000 off", "Buy 1 get 1 free". */
export function discountHeadline(discount: Pick<UserDiscount, 'type' | 'value'>): string {
  switch (discount.type) {
    case 'PERCENTAGE':
      return t('storefront.deal.off', { amount: `${discount.value}%` });
    case 'NOMINAL':
      return t('storefront.deal.off', { amount: formatRupiah(discount.value) });
    case 'BOGO':
      return t('storefront.deal.bogoFree');
  }
}

/** What the discount applies to: its product, or the whole cart for a general discount. */
export function discountTarget(discount: Pick<UserDiscount, 'inventory_id' | 'product_name'>): string {
  return discount.inventory_id === null
    ? t('storefront.deal.wholeCart')
    : (discount.product_name ?? t('storefront.deal.someProduct'));
}

/** Its conditions in a line: minimum purchase, cap, free product, last day. */
export function discountConditions(
  discount: Pick<
    UserDiscount,
    'type' | 'min_purchase' | 'max_discount' | 'bogo_product_name' | 'product_name' | 'end_date'
  >,
): string[] {
  const lines: string[] = [];
  if (
    discount.type === 'BOGO' &&
    discount.bogo_product_name &&
    discount.bogo_product_name !== discount.product_name
  ) {
    lines.push(t('storefront.deal.free', { product: discount.bogo_product_name }));
  }
  if (discount.min_purchase) {
    lines.push(t('storefront.deal.min', { amount: formatRupiah(discount.min_purchase) }));
  }
  if (discount.type === 'PERCENTAGE' && discount.max_discount) {
    lines.push(t('storefront.deal.upTo', { amount: formatRupiah(discount.max_discount) }));
  }
  const until = shortDate(discount.end_date);
  if (until) lines.push(t('storefront.deal.until', { date: until }));
  return lines;
}
