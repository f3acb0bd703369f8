import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  PAGE_SIZES,
  UsersResponse,
  type Role,
  type SortOrder,
  type USER_SORT_FIELDS,
} from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/super-admin/users (contracts: UsersQuery). */
export type UsersListQuery = {
  page?: number;
  search?: string;
  role?: Role;
  sortField?: (typeof USER_SORT_FIELDS)[number];
  sortOrder?: SortOrder;
};

export const userKeys = {
  all: ['super-admin', 'users'] as const,
  list: (query: UsersListQuery) => [...userKeys.all, 'list', query] as const,
};

/** Every account, 10 a page (docs/product.md §9), with the role filter and the search; 'Failed to fetch users.'. */
export function useUsers(query: UsersListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch('/api/super-admin/users', {
        query: { pageSize: PAGE_SIZES.users, ...query },
        schema: UsersResponse,
        fallbackMessage: MESSAGES.USERS_FETCH_FAILED,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
