import { t } from '@/i18n';

/** How many units left counts as "only a few left". */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = { kind: 'out' | 'low' | 'in'; label: string };

/** What a shopper is told about the stock of a product in their store. */
export function stockState(userStock: number): StockState {
  if (userStock <= 0) return { kind: 'out', label: t('storefront.stock.out') };
  if (userStock <= LOW_STOCK_THRESHOLD) {
    return { kind: 'low', label: t('storefront.stock.low', { count: userStock }) };
  }
  return { kind: 'in', label: t('storefront.stock.in') };
}
