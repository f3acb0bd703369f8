import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  StockHistoryResponse,
  StockSummaryResponse,
  type StockHistoryQuery as StockHistoryQueryInput,
} from '@lumbung/contracts';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/store-admin/stocks as the contracts define it; the store goes beside it. */
export type StockHistoryQuery = SentQuery<Omit<StockHistoryQueryInput, 'store_id'>>;

/** Whose calls: a store admin's (/api/store-admin/...) or the super admin's (/api/super-admin/...). */
export type StockArea = 'store-admin' | 'super-admin';

/** A store's stock, or (the super admin's, storeId null) every store's. */
export const stockKeys = {
  all: (storeId: number | null, area: StockArea = 'store-admin') =>
    [area, storeId ?? 'all', 'stock'] as const,
  history: (storeId: number | null, query: StockHistoryQuery, area: StockArea = 'store-admin') =>
    [...stockKeys.all(storeId, area), 'history', query] as const,
  summary: (storeId: number, month: string, search: string, area: StockArea = 'store-admin') =>
    [...stockKeys.all(storeId, area), 'summary', month, search] as const,
};

/**
 * The store's stock journal, newest first (GET /api/store-admin/stocks?store_id&page&sortOrder
 * &changeType&search); the server's message, else 'An unexpected error occurred.'.
 */
export function getStockHistory(
  storeId: number | null,
  query: StockHistoryQuery,
  signal?: AbortSignal,
  area: StockArea = 'store-admin',
) {
  return apiFetch(`/api/${area}/stocks`, {
    query: { ...(storeId === null ? {} : { store_id: storeId }), ...query },
    schema: StockHistoryResponse,
    fallbackMessage: t('back-office.common.unexpectedError'),
    signal,
  });
}

export function useStockHistory(
  storeId: number | null,
  query: StockHistoryQuery,
  area: StockArea = 'store-admin',
) {
  return useQuery(
    queryOptions({
      queryKey: stockKeys.history(storeId, query, area),
      queryFn: ({ signal }) => getStockHistory(storeId, query, signal, area),
      placeholderData: keepPreviousData,
    }),
  );
}

/** One month per product: start, additions, reductions, end (GET /api/store-admin/stocks/summary). */
export function getStockSummary(
  storeId: number,
  month: string,
  search: string,
  signal?: AbortSignal,
  area: StockArea = 'store-admin',
) {
  return apiFetch(`/api/${area}/stocks/summary`, {
    query: { store_id: storeId, month, search: search || undefined },
    schema: StockSummaryResponse,
    fallbackMessage: t('back-office.common.unexpectedError'),
    signal,
  });
}

export function useStockSummary(
  storeId: number,
  month: string,
  search: string,
  area: StockArea = 'store-admin',
) {
  return useQuery({
    queryKey: stockKeys.summary(storeId, month, search, area),
    queryFn: ({ signal }) => getStockSummary(storeId, month, search, signal, area),
    placeholderData: keepPreviousData,
  });
}
