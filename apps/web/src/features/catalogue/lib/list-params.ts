import { DEFAULT_PRODUCT_SORT, type ProductListFilters, type ProductSort } from '@lumbung/contracts';
import type { MessageId } from '@/i18n';

// The sorts and the reading of the address bar live in the contracts (catalogue.reads.ts): the API
// reads the same filters to send /products-page its first answer.
export {
  DEFAULT_FILTERS,
  DEFAULT_PRODUCT_SORT,
  PRODUCT_SORTS,
  readFilters,
  SEARCH_MAX_LENGTH,
  productSortQuery,
  type ProductListFilters,
  type ProductSort,
} from '@lumbung/contracts';

/** Each sort's name in the language shown (the contracts' PRODUCT_SORTS carry the English ones). */
export const SORT_NAMES: Record<ProductSort, MessageId> = {
  'name-asc': 'storefront.sort.nameAsc',
  'name-desc': 'storefront.sort.nameDesc',
  'price-asc': 'storefront.sort.priceAsc',
  'price-desc': 'storefront.sort.priceDesc',
  newest: 'storefront.sort.newest',
};

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
