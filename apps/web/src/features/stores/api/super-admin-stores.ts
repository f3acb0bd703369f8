import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  StoreDeletedResponse,
  StoreNamesResponse,
  StoreRowResponse,
  StoresResponse,
  type CreateStoreBody,
  type StoreName,
  type StoreRow,
  type StoresQuery as StoresQueryInput,
  type UpdateStoreBody,
} from '@lumbung/contracts';
import { useApiMutation, withReason } from '@/components/back-office/api-mutation';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of its GET, as the contracts define it. */
type StoresQuery = SentQuery<StoresQueryInput>;

export const superStoreKeys = {
  all: ['super-admin', 'stores'] as const,
  lists: ['super-admin', 'stores', 'list'] as const,
  list: (query: StoresQuery) => [...superStoreKeys.lists, query] as const,
  names: ['super-admin', 'stores', 'names'] as const,
};

type StoresPage = StoresResponse & { data: StoreRow[] };

/** Every live store with its admins: 10 a page, by admin name by default (docs/product.md §9). */
export function getSuperStores(query: StoresQuery, signal?: AbortSignal) {
  return apiFetch('/api/super-admin/stores', {
    query,
    schema: StoresResponse,
    fallbackMessage: t('super-admin.error.storeData'),
    signal,
  }) as Promise<StoresPage>;
}

export function getSuperStoresQueryOptions(query: StoresQuery) {
  return queryOptions({
    queryKey: superStoreKeys.list(query),
    queryFn: ({ signal }) => getSuperStores(query, signal),
  });
}

export function useSuperStores(query: StoresQuery) {
  return useQuery({ ...getSuperStoresQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/super-admin/store-names: id and name of every live store ('Error fetching store names'). */
export async function getStoreNames(signal?: AbortSignal) {
  const answer = await apiFetch('/api/super-admin/store-names', {
    schema: StoreNamesResponse,
    fallbackMessage: t('super-admin.error.storeNames'),
    signal,
  });
  return answer.data;
}

export function getStoreNamesQueryOptions() {
  return queryOptions({
    queryKey: superStoreKeys.names,
    queryFn: ({ signal }) => getStoreNames(signal),
    staleTime: 60_000,
  });
}

export function useStoreNames() {
  return useQuery(getStoreNamesQueryOptions());
}

/** POST /api/super-admin/store; 'Error creating store'. */
export async function createStore(body: CreateStoreBody) {
  const answer = await apiFetch('/api/super-admin/store', {
    method: 'POST',
    body,
    schema: StoreRowResponse,
    fallbackMessage: t('super-admin.error.storeCreate'),
  });
  return answer.data;
}

/** PATCH /api/super-admin/store/{id}; 'Error updating store'. */
export async function updateStore({ id, body }: { id: number; body: UpdateStoreBody }) {
  const answer = await apiFetch(`/api/super-admin/store/${id}`, {
    method: 'PATCH',
    body,
    schema: StoreRowResponse,
    fallbackMessage: t('super-admin.error.storeUpdate'),
  });
  return answer.data;
}

/** PUT /api/super-admin/store/{id} (soft delete); 'Error deleting store'. */
export async function deleteStore(id: number) {
  const answer = await apiFetch(`/api/super-admin/store/${id}`, {
    method: 'PUT',
    schema: StoreDeletedResponse,
    fallbackMessage: t('super-admin.error.storeDelete'),
  });
  return answer.data;
}

const byName = (a: StoreName, b: StoreName) => a.store_name.localeCompare(b.store_name, 'id');

/** Sets a change's answer into every cached page and the names; the pages' order is the server's. */
function applyToCache(
  client: QueryClient,
  change:
    { kind: 'created'; row: StoreRow } | { kind: 'updated'; row: StoreRow } | { kind: 'deleted'; id: number },
) {
  client.setQueriesData<StoresPage>({ queryKey: superStoreKeys.lists }, (page) => {
    if (!page) return page;
    if (change.kind === 'updated') {
      return { ...page, data: page.data.map((s) => (s.store_id === change.row.store_id ? change.row : s)) };
    }
    if (change.kind === 'deleted') {
      if (!page.data.some((s) => s.store_id === change.id)) return page;
      return {
        ...page,
        data: page.data.filter((s) => s.store_id !== change.id),
        totalItems: Math.max(0, page.totalItems - 1),
      };
    }
    // A new store shows at the top of the first page until the list is next asked for.
    if (page.currentPage !== 1) return page;
    return { ...page, data: [change.row, ...page.data], totalItems: page.totalItems + 1 };
  });
  client.setQueryData<StoreName[]>(superStoreKeys.names, (names) => {
    if (!names) return names;
    if (change.kind === 'deleted') return names.filter((n) => n.store_id !== change.id);
    const entry = { store_id: change.row.store_id, store_name: change.row.store_name };
    return [...names.filter((n) => n.store_id !== entry.store_id), entry].sort(byName);
  });
  // The next visit of another page or sort asks the server again; nothing is fetched now.
  void client.invalidateQueries({ queryKey: superStoreKeys.all, refetchType: 'none' });
}

export function useCreateStore() {
  return useApiMutation({
    request: createStore,
    onSuccess: (row, client) => applyToCache(client, { kind: 'created', row }),
  });
}

export function useUpdateStore() {
  return useApiMutation({
    request: updateStore,
    onSuccess: (row, client) => applyToCache(client, { kind: 'updated', row }),
  });
}

/** The deletion's refusal reads 'Error deleting store' and the server's reason. */
export function useDeleteStore() {
  return useApiMutation({
    request: deleteStore,
    refusal: withReason(t('super-admin.error.storeDelete')),
    onSuccess: (answer, client) => {
      applyToCache(client, { kind: 'deleted', id: answer.store_id });
      // Its admins are unassigned: the store-admin list asks again on its next visit.
      void client.invalidateQueries({ queryKey: ['super-admin', 'store-admins'], refetchType: 'none' });
    },
  });
}
