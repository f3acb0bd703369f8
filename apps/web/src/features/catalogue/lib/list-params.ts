import type { SortOrder } from '@lumbung/contracts';
import type { ProductSortField } from '../api/get-products';

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

/** SPEC §9: shopper products are sorted by name, A to Z, unless the shopper picks another sort. */
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

/**
 * Writes the filters as a query string, leaving defaults out so shared links stay short
 * (`?category=Dairy&sort=price-asc&page=2`). Parameters the list does not own are kept.
 */
export function writeFilters(filters: ProductListFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string, fallback: string) => {
    if (value && value !== fallback) params.set(key, value);
    else params.delete(key);
  };
  set('search', filters.search.trim(), '');
  set('category', filters.category, '');
  set('sort', filters.sort, DEFAULT_PRODUCT_SORT);
  set('page', String(filters.page), '1');
  return params;
}

/**
 * The filters after one change: a new search, category or sort starts again from page 1; a new
 * page keeps the rest.
 */
export function changeFilters(
  current: ProductListFilters,
  change: Partial<ProductListFilters>,
): ProductListFilters {
  const next = { ...current, ...change };
  const refined =
    (change.search !== undefined && change.search.trim() !== current.search) ||
    (change.category !== undefined && change.category !== current.category) ||
    (change.sort !== undefined && change.sort !== current.sort);
  if (refined && change.page === undefined) next.page = 1;
  return next;
}

/** The API's sort field and order for a sort of the list. */
export function sortQuery(sort: ProductSort): { sortField: ProductSortField; sortOrder: SortOrder } {
  const found = PRODUCT_SORTS.find((option) => option.value === sort) ?? PRODUCT_SORTS[0];
  return { sortField: found.sortField, sortOrder: found.sortOrder };
}
