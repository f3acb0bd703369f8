import { ROUTES } from '@lumbung/contracts';

/** The product page of one store's product (documented in docs/decisions/0013-storefront-pages-and-the-nearest-store.md). */
export function productPath(inventoryId: number): string {
  return ROUTES.product(inventoryId);
}

/** The product list filtered to one category. */
export function categoryPath(category: string): string {
  return `${ROUTES.products}?${new URLSearchParams({ category }).toString()}`;
}
