import type { ReactNode } from 'react';
import { IconArrowRight, IconRosetteDiscount } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES, type UserDiscount } from '@lumbung/contracts';
import { Shimmer } from '@/components/ui/shimmer';
import { useT } from '@/i18n';
import { discountConditions, discountHeadline, discountTarget } from '../lib/discount-text';
import { productPath } from '../lib/paths';
import classes from './discount-banner.module.css';

/**
 * One running discount of the store as a banner: what it gives, on what, until when, and a link
 * to the product (or to the shelves for a discount on the whole cart).
 */
export function DiscountBanner({
  discount,
  picture,
  tone = 0,
}: {
  discount: UserDiscount;
  /** The discounted product's picture, when the discount has no image of its own. */
  picture?: string | null;
  tone?: number;
}) {
  const t = useT();
  const art = discount.image ?? picture ?? null;
  const target = discountTarget(discount);
  const conditions = discountConditions(discount);
  const href = discount.inventory_id === null ? ROUTES.products : productPath(discount.inventory_id);

  return (
    <article
      className={classes.banner}
      data-type={discount.type}
      data-tone={tone % 3}
      data-testid="discount-banner"
    >
      <div className={classes.copy}>
        <span className={classes.headline}>{discountHeadline(discount)}</span>
        <h3 className={classes.target}>{target}</h3>
        <p className={classes.description}>{discount.description}</p>
        {conditions.length > 0 ? (
          <ul className={classes.conditions}>
            {conditions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <Link to={href} className={classes.cta} aria-label={t('storefront.deal.shopThis', { target })}>
          {t('storefront.deal.shop')} <IconArrowRight size={16} aria-hidden />
        </Link>
      </div>
      <div className={classes.art} aria-hidden="true">
        {art ? (
          <img src={art} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <IconRosetteDiscount size={72} stroke={1.4} />
        )}
      </div>
    </article>
  );
}

export function DiscountBannerSkeleton() {
  return <Shimmer className={classes.banner} height={200} radius="lg" />;
}

/** The banners side by side, scrolling sideways on a phone. */
export function DiscountBannerRow({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className={classes.row} role="list" aria-label={label}>
      {children}
    </div>
  );
}

export function DiscountBannerItem({ children }: { children: ReactNode }) {
  return (
    <div role="listitem" className={classes.item}>
      {children}
    </div>
  );
}
