import { VisuallyHidden } from '@mantine/core';
import { formatRupiah } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { hasLowerPrice, type PricedItem } from '../lib/pricing';
import classes from './catalogue.module.css';

/**
 * The price a shopper pays, in rupiah; when a discount lowers it, the list price beside it, struck
 * through.
 */
export function PriceTag({ item, size = 'md' }: { item: PricedItem; size?: 'md' | 'lg' }) {
  const t = useT();
  const lower = hasLowerPrice(item);
  return (
    <div className={classes.priceTag} data-size={size} data-testid="price-tag">
      <span className={classes.priceNow} data-discounted={lower || undefined}>
        {lower ? <VisuallyHidden>{t('storefront.price.sale')} </VisuallyHidden> : null}
        {formatRupiah(lower ? item.discounted_price : item.price)}
      </span>
      {lower ? (
        <s className={classes.priceWas}>
          <VisuallyHidden>{t('storefront.price.was')} </VisuallyHidden>
          {formatRupiah(item.price)}
        </s>
      ) : null}
    </div>
  );
}
