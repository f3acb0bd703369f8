import type { CSSProperties } from 'react';
import classes from './shimmer.module.css';

type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

/**
 * A loading skeleton: the look of Mantine's Skeleton from one plain element. The storefront
 * draws a few dozen while a page loads (five a product card); as Mantine components each was a
 * Box resolving its styles and props on every render, a tenth of the React work of a cold
 * /products-page. Hidden from screen readers: the region around it says it is loading.
 */
export function Shimmer({
  height,
  width,
  mt,
  radius = 'xl',
  className,
}: {
  height?: number;
  width?: number | string;
  mt?: number;
  radius?: Radius;
  className?: string;
}) {
  const style: CSSProperties = {
    height,
    width,
    marginTop: mt,
    borderRadius: typeof radius === 'number' ? radius : `var(--mantine-radius-${radius})`,
  };
  return (
    <span
      className={className ? `${classes.shimmer} ${className}` : classes.shimmer}
      style={style}
      aria-hidden="true"
    />
  );
}
