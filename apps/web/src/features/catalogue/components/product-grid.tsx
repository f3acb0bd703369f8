import { useDeferredValue, type ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useT } from '@/i18n';
import { ProductCard, ProductCardSkeleton, type CardCartLine, type ProductCardItem } from './product-card';
import classes from './catalogue.module.css';

type ProductGridProps = {
  products: readonly ProductCardItem[];
  /** Shows this many skeleton cards instead of the products. */
  loadingCount?: number;
  /** Names the list for screen readers. */
  label: string;
  headingLevel?: 2 | 3;
  /** A narrower grid (e.g. a row of four on the home page). */
  variant?: 'list' | 'row';
  /** Gives each card an Add button. */
  onAddToCart?: (product: ProductCardItem) => void;
  /** The product being added right now. */
  addingId?: number | null;
  /** The product's line in the cart, when it has one: its card shows − n + instead of Add. */
  cartLineOf?: (product: ProductCardItem) => CardCartLine | undefined;
};

/**
 * The first row's pictures load at once: they are the largest thing on a phone's first screen, and
 * a lazy picture waits for layout before it is even asked for (Lighthouse's LCP).
 */
const EAGER_PICTURES = 4;
const NOTHING_YET: readonly ProductCardItem[] = [];

/** Product cards in a responsive grid: two columns on a phone, up to four (list) or five (row). */
export function ProductGrid({
  products,
  loadingCount,
  label,
  headingLevel = 3,
  variant = 'list',
  onAddToCart,
  addingId = null,
  cartLineOf,
}: ProductGridProps) {
  const t = useT();
  // A page of cards is rendered in the background, in slices that leave the phone's main thread
  // free between them (no long task when the answer arrives); the skeletons stay until then.
  const shown = useDeferredValue(products, NOTHING_YET);
  const rendering = shown !== products && shown.length === 0 && products.length > 0;
  if (loadingCount || rendering) {
    return (
      <div className={classes.grid} data-variant={variant} aria-busy="true" aria-label={label} role="region">
        <VisuallyHidden role="status">{t('storefront.grid.loading')}</VisuallyHidden>
        {Array.from({ length: loadingCount ?? products.length }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={classes.grid} data-variant={variant} aria-label={label}>
      {shown.map((product, index) => (
        <li key={product.inventory_id} className={classes.gridItem}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            eagerPicture={index < EAGER_PICTURES}
            onAddToCart={onAddToCart ? () => onAddToCart(product) : undefined}
            adding={addingId === product.inventory_id}
            cartLine={cartLineOf?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}

/** A heading row above a product section, with an optional link on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  action,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    <div className={classes.sectionHeading}>
      <div>
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        <h2 id={id} className={classes.sectionTitle}>
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
