import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES, SalesFilterDataResponse, SalesResponse } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

export type SalesView = 'month' | 'products' | 'categories';

const PATHS: Record<SalesView, string> = {
  month: '/api/store-admin/sales/',
  products: '/api/store-admin/sales/products/',
  categories: '/api/store-admin/sales/categories/',
};

const FALLBACKS: Record<SalesView, string> = {
  month: MESSAGES.SALES_FETCH_FAILED,
  products: MESSAGES.SALES_FETCH_FAILED,
  categories: MESSAGES.SALES_CATEGORY_FAILED,
};

export const salesKeys = {
  all: (storeId: number) => ['store-admin', storeId, 'sales'] as const,
};

/**
 * A year's sales by month of the store: overall, by product (one, or the five best sellers) or by
 * category (SPEC §7 Sales); only paid orders count. The server's message, else 'Failed to fetch
 * sales data.' ('Failed to fetch sales by category.' for categories).
 */
export function useSales(storeId: number, view: SalesView, year: number, filterId?: number | null) {
  const filter =
    view === 'products' && filterId
      ? { product_id: filterId }
      : view === 'categories' && filterId
        ? { category_id: filterId }
        : {};
  return useQuery({
    queryKey: [...salesKeys.all(storeId), view, year, filterId ?? null],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(PATHS[view], {
          query: { year, store_id: storeId, ...filter },
          schema: SalesResponse,
          fallbackMessage: FALLBACKS[view],
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** What the report filters offer (GET /api/store-admin/data/all). */
export function useSalesFilters() {
  return useQuery({
    queryKey: ['store-admin', 'sales-filters'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/store-admin/data/all', {
          schema: SalesFilterDataResponse,
          fallbackMessage: MESSAGES.SALES_FETCH_FAILED,
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}
