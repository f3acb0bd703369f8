import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  MESSAGES,
  StoreAdminRemovedResponse,
  StoreAdminResponse,
  StoreAdminsResponse,
  type AssignStoreAdminBody,
  type RegisterStoreAdminBody,
  type SortOrder,
  type StoreAdminRow,
  type StoreAdminSortField,
} from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';
import { fixedWithReason } from '@/lib/api-errors';

/** The query of GET /api/super-admin/store-admin (contracts: StoreAdminsQuery). */
export type StoreAdminsListQuery = {
  page?: number;
  sortFieldAdmin?: StoreAdminSortField;
  sortOrder?: SortOrder;
  search?: string;
};

export const storeAdminKeys = {
  all: ['super-admin', 'store-admins'] as const,
  lists: ['super-admin', 'store-admins', 'list'] as const,
  list: (query: StoreAdminsListQuery) => [...storeAdminKeys.lists, query] as const,
};
/** The stores list shows each store's admins: it asks again on its next visit after a change here. */
const STORES_KEY = ['super-admin', 'stores'] as const;

type AdminsPage = StoreAdminsResponse & { data: StoreAdminRow[] };

/** Store admins with their store: 10 a page, by store by default (docs/product.md §9). */
export function useStoreAdmins(query: StoreAdminsListQuery) {
  return useQuery({
    queryKey: storeAdminKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch('/api/super-admin/store-admin', {
        query,
        schema: StoreAdminsResponse,
        fallbackMessage: MESSAGES.STORE_ADMINS_FETCH_ERROR,
        signal,
      }) as Promise<AdminsPage>,
    placeholderData: keepPreviousData,
  });
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

/** POST /api/super-admin/register {username, email, store_id?}; 'Error registering admin'. */
export function useRegisterStoreAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterStoreAdminBody) => {
      const answer = await apiFetch('/api/super-admin/register', {
        method: 'POST',
        body,
        schema: StoreAdminResponse,
        fallbackMessage: MESSAGES.ADMIN_REGISTER_ERROR,
      });
      return { admin: answer.data, message: answer.message };
    },
    onSuccess: ({ admin }) => applyToCache(client, { kind: 'registered', row: admin }),
  });
}

/** POST /api/super-admin/assign {user_id, store_id}; 'Error assigning admin'. */
export function useAssignStoreAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignStoreAdminBody) =>
      (
        await apiFetch('/api/super-admin/assign', {
          method: 'POST',
          body,
          schema: StoreAdminResponse,
          fallbackMessage: MESSAGES.ADMIN_ASSIGN_ERROR,
        })
      ).data,
    onSuccess: (row) => applyToCache(client, { kind: 'assigned', row }),
  });
}

/** DELETE /api/super-admin/admin/{id}; 'Error deleting admin' and the server's reason. */
export function useRemoveStoreAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        return (
          await apiFetch(`/api/super-admin/admin/${id}`, {
            method: 'DELETE',
            schema: StoreAdminRemovedResponse,
            fallbackMessage: MESSAGES.ADMIN_DELETE_ERROR,
          })
        ).data;
      } catch (error) {
        throw new Error(fixedWithReason(error, MESSAGES.ADMIN_DELETE_ERROR), { cause: error });
      }
    },
    onSuccess: ({ user_id }) => applyToCache(client, { kind: 'removed', id: user_id }),
  });
}
