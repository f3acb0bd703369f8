import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  StockHistoryResponse,
  StockSummaryResponse,
  type SortOrder,
  type StockChangeCategory,
} from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/store-admin/stocks (contracts: StockHistoryQuery). */
export type StockHistoryQuery = {
  page?: number;
  sortOrder?: SortOrder;
  changeType?: StockChangeCategory;
  search?: string;
};

export const stockKeys = {
  all: (storeId: number) => ['store-admin', storeId, 'stock'] as const,
  history: (storeId: number, query: StockHistoryQuery) =>
    [...stockKeys.all(storeId), 'history', query] as const,
  summary: (storeId: number, month: string, search: string) =>
    [...stockKeys.all(storeId), 'summary', month, search] as const,
};

/**
 * The store's stock journal, newest first (GET /api/store-admin/stocks?store_id&page&sortOrder
 * &changeType&search); the server's message, else 'An unexpected error occurred.'.
 */
export function getStockHistory(storeId: number, query: StockHistoryQuery, signal?: AbortSignal) {
  return apiFetch('/api/store-admin/stocks', {
    query: { store_id: storeId, ...query },
    schema: StockHistoryResponse,
    fallbackMessage: MESSAGES.UNEXPECTED_ERROR_DOT,
    signal,
  });
}

export function useStockHistory(storeId: number, query: StockHistoryQuery) {
  return useQuery(
    queryOptions({
      queryKey: stockKeys.history(storeId, query),
      queryFn: ({ signal }) => getStockHistory(storeId, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** One month per product: start, additions, reductions, end (GET /api/store-admin/stocks/summary). */
export function getStockSummary(storeId: number, month: string, search: string, signal?: AbortSignal) {
  return apiFetch('/api/store-admin/stocks/summary', {
    query: { store_id: storeId, month, search: search || undefined },
    schema: StockSummaryResponse,
    fallbackMessage: MESSAGES.UNEXPECTED_ERROR_DOT,
    signal,
  });
}

export function useStockSummary(storeId: number, month: string, search: string) {
  return useQuery({
    queryKey: stockKeys.summary(storeId, month, search),
    queryFn: ({ signal }) => getStockSummary(storeId, month, search, signal),
    placeholderData: keepPreviousData,
  });
}
