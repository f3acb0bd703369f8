import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productListRead, type ProductListQuery, type ShopperProductsResponse } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

export type { ProductListQuery } from '@lumbung/contracts';

/** One page of a store's products as a shopper sees them (GET /api/users/products/{storeId}, docs/product.md §7). */
export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ShopperProductsResponse> {
  const read = productListRead(query);
  return apiFetch(read.path, {
    query: read.query,
    schema: () => schemas().then((m) => m.ShopperProductsResponse),
    fallbackMessage: t('storefront.error.products'),
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
