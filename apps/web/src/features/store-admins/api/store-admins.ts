import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  StoreAdminRemovedResponse,
  StoreAdminResponse,
  StoreAdminsResponse,
  type AssignStoreAdminBody,
  type RegisterStoreAdminBody,
  type StoreAdminRow,
  type StoreAdminsQuery as StoreAdminsQueryInput,
} from '@lumbung/contracts';
import { useApiMutation, withReason } from '@/components/back-office/api-mutation';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of its GET, as the contracts define it. */
type StoreAdminsQuery = SentQuery<StoreAdminsQueryInput>;

export const storeAdminKeys = {
  all: ['super-admin', 'store-admins'] as const,
  lists: ['super-admin', 'store-admins', 'list'] as const,
  list: (query: StoreAdminsQuery) => [...storeAdminKeys.lists, query] as const,
};
/** The stores list shows each store's admins: it asks again on its next visit after a change here. */
const STORES_KEY = ['super-admin', 'stores'] as const;

type AdminsPage = StoreAdminsResponse & { data: StoreAdminRow[] };

/** Store admins with their store: 10 a page, by store by default (docs/product.md §9). */
export function getStoreAdmins(query: StoreAdminsQuery, signal?: AbortSignal) {
  return apiFetch('/api/super-admin/store-admin', {
    query,
    schema: StoreAdminsResponse,
    fallbackMessage: t('super-admin.error.storeAdminsFetch'),
    signal,
  }) as Promise<AdminsPage>;
}

export function getStoreAdminsQueryOptions(query: StoreAdminsQuery) {
  return queryOptions({
    queryKey: storeAdminKeys.list(query),
    queryFn: ({ signal }) => getStoreAdmins(query, signal),
  });
}

export function useStoreAdmins(query: StoreAdminsQuery) {
  return useQuery({ ...getStoreAdminsQueryOptions(query), placeholderData: keepPreviousData });
}

/** POST /api/super-admin/register {username, email, store_id?}; 'Error registering admin'. */
export async function registerStoreAdmin(body: RegisterStoreAdminBody) {
  const answer = await apiFetch('/api/super-admin/register', {
    method: 'POST',
    body,
    schema: StoreAdminResponse,
    fallbackMessage: t('super-admin.error.adminRegister'),
  });
  return { admin: answer.data, message: answer.message };
}

/** POST /api/super-admin/assign {user_id, store_id}; 'Error assigning admin'. */
export async function assignStoreAdmin(body: AssignStoreAdminBody) {
  const answer = await apiFetch('/api/super-admin/assign', {
    method: 'POST',
    body,
    schema: StoreAdminResponse,
    fallbackMessage: t('super-admin.error.adminAssign'),
  });
  return answer.data;
}

/** DELETE /api/super-admin/admin/{id}; 'Error deleting admin'. */
export async function removeStoreAdmin(id: number) {
  const answer = await apiFetch(`/api/super-admin/admin/${id}`, {
    method: 'DELETE',
    schema: StoreAdminRemovedResponse,
    fallbackMessage: t('super-admin.error.adminDelete'),
  });
  return answer.data;
}

function applyToCache(
  client: QueryClient,
  change: { kind: 'registered' | 'assigned'; row: StoreAdminRow } | { kind: 'removed'; id: number },
) {
  client.setQueriesData<AdminsPage>({ queryKey: storeAdminKeys.lists }, (page) => {
    if (!page) return page;
    if (change.kind === 'assigned') {
      return { ...page, data: page.data.map((a) => (a.user_id === change.row.user_id ? change.row : a)) };
    }
    if (change.kind === 'removed') {
      if (!page.data.some((a) => a.user_id === change.id)) return page;
      return {
        ...page,
        data: page.data.filter((a) => a.user_id !== change.id),
        totalItems: Math.max(0, page.totalItems - 1),
      };
    }
    // A new admin shows at the top of the first page until the list is next asked for.
    if (page.currentPage !== 1) return page;
    return { ...page, data: [change.row, ...page.data], totalItems: page.totalItems + 1 };
  });
  void client.invalidateQueries({ queryKey: storeAdminKeys.all, refetchType: 'none' });
  void client.invalidateQueries({ queryKey: STORES_KEY, refetchType: 'none' });
}

export function useRegisterStoreAdmin() {
  return useApiMutation({
    request: registerStoreAdmin,
    onSuccess: ({ admin }, client) => applyToCache(client, { kind: 'registered', row: admin }),
  });
}

export function useAssignStoreAdmin() {
  return useApiMutation({
    request: assignStoreAdmin,
    onSuccess: (row, client) => applyToCache(client, { kind: 'assigned', row }),
  });
}

/** The removal's refusal reads 'Error deleting admin' and the server's reason. */
export function useRemoveStoreAdmin() {
  return useApiMutation({
    request: removeStoreAdmin,
    refusal: withReason(t('super-admin.error.adminDelete')),
    onSuccess: ({ user_id }, client) => applyToCache(client, { kind: 'removed', id: user_id }),
  });
}
