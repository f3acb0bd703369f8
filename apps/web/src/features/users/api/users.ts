import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, UsersResponse, type UsersQuery as UsersQueryInput } from '@lumbung/contracts';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/super-admin/users, as the contracts define it. */
export type UsersQuery = SentQuery<UsersQueryInput>;

export const userKeys = {
  all: ['super-admin', 'users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
};

/** Every account, 10 a page (docs/product.md §9), with the role filter and the search; 'Failed to fetch users.'. */
export function getUsers(query: UsersQuery, signal?: AbortSignal) {
  return apiFetch('/api/super-admin/users', {
    query: { pageSize: PAGE_SIZES.users, ...query },
    schema: UsersResponse,
    fallbackMessage: t('super-admin.error.usersFetch'),
    signal,
  });
}

export function getUsersQueryOptions(query: UsersQuery) {
  return queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => getUsers(query, signal) });
}

export function useUsers(query: UsersQuery) {
  return useQuery({ ...getUsersQueryOptions(query), placeholderData: keepPreviousData });
}
