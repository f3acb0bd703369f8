import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  PAGE_SIZES,
  type ShopperProductsResponse,
  type SHOPPER_PRODUCT_SORT_FIELDS,
  type SortOrder,
} from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

export type ProductSortField = (typeof SHOPPER_PRODUCT_SORT_FIELDS)[number];

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

/** One page of a store's products as a shopper sees them (GET /api/users/products/{storeId}, SPEC §7). */
export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ShopperProductsResponse> {
  return apiFetch(`/api/users/products/${query.storeId}`, {
    query: {
      page: query.page,
      pageSize: query.pageSize ?? PAGE_SIZES.shopperProducts,
      search: query.search || undefined,
      category: query.category || undefined,
      sortField: query.sortField,
      sortOrder: query.sortOrder,
      onSale: query.onSale ? 'true' : undefined,
    },
    schema: () => schemas().then((m) => m.ShopperProductsResponse),
    fallbackMessage: MESSAGES.PRODUCTS_FETCH_FAILED,
    signal,
  });
}

export function getProductsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['catalogue', 'products', query],
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}

/**
 * A page of products; `enabled` false waits (e.g. until the shopper's store is known). While a new
 * page loads the previous one stays as placeholder data, so paging keeps its figures.
 */
export function useProducts(
  query: ProductListQuery,
  {
    enabled = true,
    initialData,
  }: {
    enabled?: boolean;
    /** The same page as another answer already brought it (the closest-store answer's first page). */
    initialData?: ShopperProductsResponse;
  } = {},
) {
  return useQuery({
    ...getProductsQueryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
    initialData,
  });
}
