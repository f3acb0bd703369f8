/**
 * Which storefront pages the API sends with their first answers inside, and which reads those are
 * (apps/api/src/platform/page-preload.ts).
 */
import { productsPageQuery, readFilters, type ProductListFilters } from './catalogue.filters';
import {
  categoriesRead,
  HOME_ROWS,
  productDetailRead,
  productListRead,
  storeDiscountsRead,
  storeRead,
  type ApiRead,
} from './catalogue.reads';
import { DEFAULT_STORE_ID } from './constants';
import { ROUTES } from './pages';

/** A storefront page whose first reads the API can make before the web asks. */
export type StorefrontPage =
  | { kind: 'home' }
  | { kind: 'products'; filters: ProductListFilters }
  | { kind: 'product'; inventoryId: number };

/** The storefront page of a path and query, or null for any other page. */
export function storefrontPageOf(path: string, params: URLSearchParams): StorefrontPage | null {
  if (path === ROUTES.home) return { kind: 'home' };
  if (path === ROUTES.products) return { kind: 'products', filters: readFilters(params) };
  const prefix = `${ROUTES.products}/`;
  if (path.startsWith(prefix) && /^\d{1,9}$/.test(path.slice(prefix.length))) {
    const inventoryId = Number(path.slice(prefix.length));
    if (inventoryId > 0) return { kind: 'product', inventoryId };
  }
  return null;
}

/**
 * The reads a storefront page makes for a store as soon as it knows the store, besides the
 * product page's related row (which needs the product's answer first: relatedProductsQuery).
 * `storeId` is the store of the `current_store_id` cookie, else the fallback store.
 */
export function storefrontReads(page: StorefrontPage, storeId: number = DEFAULT_STORE_ID): ApiRead[] {
  switch (page.kind) {
    case 'home':
      return [
        categoriesRead(),
        storeRead(storeId),
        storeDiscountsRead(storeId),
        productListRead({ storeId, page: 1, ...HOME_ROWS.onSale, onSale: true }),
        productListRead({ storeId, page: 1, ...HOME_ROWS.newest }),
      ];
    case 'products':
      return [
        categoriesRead(),
        storeRead(storeId),
        productListRead(productsPageQuery(storeId, page.filters)),
      ];
    case 'product':
      return [productDetailRead(page.inventoryId), storeRead(storeId)];
  }
}
