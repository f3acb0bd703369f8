import { IconBasket } from '@tabler/icons-react';
import classes from './catalogue.module.css';

/** A product's picture on its tinted tile; a basket when the product has none. */
export function ProductPicture({
  src,
  alt = '',
  size,
  eager = false,
}: {
  src: string | null;
  alt?: string;
  size: number;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <span className={classes.pictureFallback} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <IconBasket size={size * 0.6} aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={classes.picture}
    />
  );
}
