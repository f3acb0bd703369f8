/** Prefixes of pages shown without the strip, navigation bar and footer (docs/product.md §2). */
const CHROMELESS_PREFIXES = ['/admin', '/auth', '/checkout/payment'] as const;

/** Whether the app shell (strip, navbar, footer) surrounds the page at `pathname`. */
export function shouldShowChrome(pathname: string): boolean {
  return !CHROMELESS_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
