/**
 * The storefront's first reads: which GET calls the shop's pages make for a store, with
 * the exact queries. The web builds its catalogue calls from these, and the API, serving one of
 * these pages, makes the same calls itself and sends their answers inside the page (the
 * `preloaded-answers` block), so a phone goes from the HTML straight to prices with no round trip
 * in between. Plain values only: no zod, so this stays out of the web's schema chunk.
 */
import type { SHOPPER_PRODUCT_SORT_FIELDS } from './catalogue.schemas';
import type { SortOrder } from './common.schemas';
import { PAGE_SIZES } from './constants';

type ReadValue = string | number | boolean | null | undefined;

/** One GET call of the API: a path and its query (null and undefined values are not sent). */
export type ApiRead = { path: string; query?: Record<string, ReadValue> };

/** The id of the page's `<script type="application/json">` block of preloaded answers. */
export const PRELOADED_ANSWERS_ID = 'preloaded-answers';

/**
 * The key of a GET call: the path and its sent query values, sorted by name, so the page and the
 * web agree on a call whatever order its query was written in.
 */
export function apiReadKey(path: string, query?: Record<string, ReadValue>): string {
  const params = new URLSearchParams();
  const names = Object.keys(query ?? {}).sort();
  for (const name of names) {
    const value = query?.[name];
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type ProductSortField = (typeof SHOPPER_PRODUCT_SORT_FIELDS)[number];

/** One page of a store's products as a shopper lists them. */
export type ProductListQuery = {
  storeId: number;
  page: number;
  pageSize?: number;
  search?: string | null;
  /** A category name (or id). */
  category?: string | null;
  sortField?: ProductSortField;
  sortOrder?: SortOrder;
  /** Only the items with a discount running now (the home page's "On sale now" row). */
  onSale?: boolean;
};

/** GET /api/users/products/{storeId} as the web sends it. */
export function productListRead(query: ProductListQuery): ApiRead {
  return {
    path: `/api/users/products/${query.storeId}`,
    query: {
      page: query.page,
      pageSize: query.pageSize ?? PAGE_SIZES.shopperProducts,
      search: query.search || undefined,
      category: query.category || undefined,
      sortField: query.sortField,
      sortOrder: query.sortOrder,
      onSale: query.onSale ? 'true' : undefined,
    },
  };
}

export const categoriesRead = (): ApiRead => ({ path: '/api/users/categories' });
export const storeRead = (storeId: number): ApiRead => ({ path: `/api/users/stores/${storeId}` });
export const storeDiscountsRead = (storeId: number): ApiRead => ({ path: `/api/users/discounts/${storeId}` });
export const productDetailRead = (inventoryId: number): ApiRead => ({
  path: `/api/users/products/detail/${inventoryId}`,
});

/** The home page's rows: the products on sale, then the newest on the shelves. */
export const HOME_ROWS = {
  onSale: { pageSize: 8 },
  newest: { pageSize: 10, sortField: 'created_at', sortOrder: 'desc' },
} as const satisfies Record<string, Partial<ProductListQuery>>;

/** How many other products of its category a product page shows. */
export const RELATED_PRODUCTS_COUNT = 5;

/** The related row of a product page: its category in its store, one more in case it is itself. */
export function relatedProductsQuery(product: { store_id: number; category_name: string }): ProductListQuery {
  return {
    storeId: product.store_id,
    page: 1,
    pageSize: RELATED_PRODUCTS_COUNT + 1,
    category: product.category_name,
  };
}
