import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES, SalesFilterDataResponse, SalesResponse } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

export type SalesView = 'month' | 'products' | 'categories';
/** Whose calls: a store admin's (/api/store-admin/...) or the super admin's (/api/super-admin/...). */
export type SalesArea = 'store-admin' | 'super-admin';

const PATHS: Record<SalesView, string> = {
  month: '/sales/',
  products: '/sales/products/',
  categories: '/sales/categories/',
};

const FALLBACKS: Record<SalesView, string> = {
  month: MESSAGES.SALES_FETCH_FAILED,
  products: MESSAGES.SALES_FETCH_FAILED,
  categories: MESSAGES.SALES_CATEGORY_FAILED,
};

/** A store's sales, or (the super admin's, storeId null) every store's. */
export const salesKeys = {
  all: (storeId: number | null, area: SalesArea = 'store-admin') =>
    [area, storeId ?? 'all', 'sales'] as const,
};

/**
 * A year's sales by month of the store: overall, by product (one, or the five best sellers) or by
 * category (docs/product.md §7 Sales); only paid orders count. The server's message, else 'Failed to fetch
 * sales data.' ('Failed to fetch sales by category.' for categories).
 */
export function useSales(
  storeId: number | null,
  view: SalesView,
  year: number,
  filterId?: number | null,
  area: SalesArea = 'store-admin',
) {
  const filter =
    view === 'products' && filterId
      ? { product_id: filterId }
      : view === 'categories' && filterId
        ? { category_id: filterId }
        : {};
  return useQuery({
    queryKey: [...salesKeys.all(storeId, area), view, year, filterId ?? null],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/${area}${PATHS[view]}`, {
          query: { year, ...(storeId === null ? {} : { store_id: storeId }), ...filter },
          schema: SalesResponse,
          fallbackMessage: FALLBACKS[view],
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** What the report filters offer (GET /api/store-admin/data/all; the super admin's: every store). */
export function useSalesFilters(area: SalesArea = 'store-admin') {
  return useQuery({
    queryKey: [area, 'sales-filters'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/${area}/data/all`, {
          schema: SalesFilterDataResponse,
          fallbackMessage: MESSAGES.SALES_FETCH_FAILED,
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}
