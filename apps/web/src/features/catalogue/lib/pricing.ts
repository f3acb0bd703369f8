import { formatRupiah, type DiscountType } from '@lumbung/contracts';
import { t } from '@/i18n';

/** The bits of a product that decide how its price and discount are shown. */
export type PricedItem = {
  price: number;
  discounted_price: number;
  discount_type: DiscountType | null;
  discount_value: number | null;
  bogo_product_name: string | null;
  product_name?: string;
};

/** Whether the shopper pays less per unit than the list price. */
export function hasLowerPrice(item: PricedItem): boolean {
  return item.discounted_price < item.price;
}

/**
 * The short badge of a running discount ("20% off", "Rp 5.000 off", "Buy 1 get 1"), or null when
 * the product has none.
 */
export function discountBadge(item: PricedItem): string | null {
  switch (item.discount_type) {
    case 'PERCENTAGE':
      return item.discount_value ? t('storefront.deal.off', { amount: `${item.discount_value}%` }) : null;
    case 'NOMINAL':
      return hasLowerPrice(item)
        ? t('storefront.deal.off', { amount: formatRupiah(item.price - item.discounted_price) })
        : null;
    case 'BOGO':
      return t('storefront.deal.bogo');
    default:
      return null;
  }
}

/** For a BOGO: what comes free with one bought ("Free: Susu Kental Manis 370 g"), else null. */
export function bogoFreeText(item: PricedItem): string | null {
  if (item.discount_type !== 'BOGO') return null;
  const free = item.bogo_product_name ?? item.product_name;
  return free ? t('storefront.deal.free', { product: free }) : null;
}
