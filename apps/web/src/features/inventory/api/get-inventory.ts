import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  InventoryListResponse,
  PAGE_SIZES,
  type InventoryQuery as InventoryQueryInput,
} from '@lumbung/contracts';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/inventory/{storeId}, as the contracts define it. */
export type InventoryQuery = SentQuery<InventoryQueryInput>;

export const inventoryKeys = {
  all: (storeId: number) => ['store-admin', storeId, 'inventory'] as const,
  list: (storeId: number, query: InventoryQuery) => [...inventoryKeys.all(storeId), query] as const,
};

/**
 * One page of a store's shelves (GET /api/inventory/{storeId}?page&pageSize=10&sortField&sortOrder
 * &search&lowStock), stock ascending by default (docs/product.md §9); the server's message, else 'Failed to
 * fetch inventories.'.
 */
export function getInventory(storeId: number, query: InventoryQuery, signal?: AbortSignal) {
  return apiFetch(`/api/inventory/${storeId}`, {
    query: { pageSize: PAGE_SIZES.inventory, ...query },
    schema: InventoryListResponse,
    fallbackMessage: t('store-admin.inventory.fetchFailed'),
    signal,
  });
}

export function getInventoryQueryOptions(storeId: number, query: InventoryQuery) {
  return queryOptions({
    queryKey: inventoryKeys.list(storeId, query),
    queryFn: ({ signal }) => getInventory(storeId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInventory(storeId: number, query: InventoryQuery) {
  return useQuery(getInventoryQueryOptions(storeId, query));
}
