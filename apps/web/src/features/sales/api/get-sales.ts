import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SalesFilterDataResponse, SalesResponse } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

export type SalesView = 'month' | 'products' | 'categories';
/** Whose calls: a store admin's (/api/store-admin/...) or the super admin's (/api/super-admin/...). */
export type SalesArea = 'store-admin' | 'super-admin';

const PATHS: Record<SalesView, string> = {
  month: '/sales/',
  products: '/sales/products/',
  categories: '/sales/categories/',
};

/** A report's failure when the server gives no message: 'Failed to fetch sales data.' (by category: its own). */
export function salesFailure(view: SalesView): string {
  return view === 'categories' ? t('back-office.sales.categoryFailed') : t('back-office.sales.fetchFailed');
}

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
          fallbackMessage: salesFailure(view),
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
          fallbackMessage: t('back-office.sales.fetchFailed'),
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}
