/**
 * The shopper's product list filters as the address bar holds them (`?category=Dairy&sort=price-asc`):
 * the web reads and writes them, and the API reads them to send /products-page its first answer
 *. Plain values only, and apart from catalogue.reads.ts so they travel with the list's
 * own chunk, not the web's first load.
 */
import { PAGE_SIZES } from './constants';
import type { ProductListQuery, ProductSortField } from './catalogue.reads';
import type { SortOrder } from './common.schemas';

/** The sorts a shopper can pick, as they appear in the address bar (`?sort=price-asc`). */
export const PRODUCT_SORTS = [
  { value: 'name-asc', label: 'Name: A to Z', sortField: 'product_name', sortOrder: 'asc' },
  { value: 'name-desc', label: 'Name: Z to A', sortField: 'product_name', sortOrder: 'desc' },
  { value: 'price-asc', label: 'Price: low to high', sortField: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', sortField: 'price', sortOrder: 'desc' },
  { value: 'newest', label: 'Newest first', sortField: 'created_at', sortOrder: 'desc' },
] as const satisfies readonly {
  value: string;
  label: string;
  sortField: ProductSortField;
  sortOrder: SortOrder;
}[];

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

/** docs/product.md §9: shopper products are sorted by name, A to Z, unless the shopper picks another sort. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'name-asc';

/** The most characters of a search the API accepts. */
export const SEARCH_MAX_LENGTH = 100;

/** What the product list shows, read from and written to the address bar. */
export type ProductListFilters = {
  search: string;
  /** A category name; empty for every category. */
  category: string;
  sort: ProductSort;
  page: number;
};

export const DEFAULT_FILTERS: ProductListFilters = {
  search: '',
  category: '',
  sort: DEFAULT_PRODUCT_SORT,
  page: 1,
};

function isSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort.value === value);
}

/** Reads the filters from a URL's query; anything odd (page "abc", an unknown sort) falls back to the default. */
export function readFilters(params: URLSearchParams): ProductListFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    category: (params.get('category') ?? '').trim(),
    sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API's sort field and order for a sort of the list. */
export function productSortQuery(sort: ProductSort): { sortField: ProductSortField; sortOrder: SortOrder } {
  const found = PRODUCT_SORTS.find((option) => option.value === sort) ?? PRODUCT_SORTS[0];
  return { sortField: found.sortField, sortOrder: found.sortOrder };
}

/** The product list of /products-page for its address bar's filters. */
export function productsPageQuery(storeId: number, filters: ProductListFilters): ProductListQuery {
  return {
    storeId,
    page: filters.page,
    pageSize: PAGE_SIZES.shopperProducts,
    search: filters.search,
    category: filters.category,
    ...productSortQuery(filters.sort),
  };
}
