import { BRAND } from '@lumbung/contracts';
import classes from './brand-logo.module.css';

/** The LUMBUNG mark: a barn roof over a sprouting seed. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-leaf-7)" />
      <path
        d="M12 30 32 14l20 16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M18 28v20a2 2 0 0 0 2 2h24a2 2 0 0 0 2-2V28"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M32 46c0-8 4-12 10-13-1 7-4 11-10 13Zm0 0c0-6-3-9-8-10 1 5 3 8 8 10Z" fill="#f5c542" />
    </svg>
  );
}

/** Mark and all-caps wordmark (docs/product.md §1: the brand is shown in capitals). */
export function BrandLogo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <span className={classes.logo} data-inverted={inverted || undefined}>
      <BrandMark size={size} />
      <span className={classes.wordmark}>{BRAND}</span>
    </span>
  );
}
