import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AllCategoriesResponse,
  CategoriesPageResponse,
  CategoryResponse,
  PAGE_SIZES,
  type AdminCategory,
  type CategoriesQuery as CategoriesQueryInput,
  type Category,
  type CategoryBody,
} from '@lumbung/contracts';
import { useApiMutation } from '@/components/back-office/api-mutation';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/products/categories, as the contracts define it. */
export type CategoriesQuery = SentQuery<CategoriesQueryInput>;

export const categoryKeys = {
  all: ['super-admin', 'categories'] as const,
  list: (query: CategoriesQuery) => [...categoryKeys.all, 'list', query] as const,
  options: () => [...categoryKeys.all, 'options'] as const,
};

/** GET /api/products/categories?page&pageSize&search: 10 a page by name; 'Failed to fetch categories.'. */
export function getCategoriesPage(query: CategoriesQuery, signal?: AbortSignal) {
  return apiFetch('/api/products/categories', {
    query: { pageSize: PAGE_SIZES.categories, ...query },
    schema: CategoriesPageResponse,
    fallbackMessage: t('super-admin.error.categoriesFetch'),
    signal,
  });
}

export function getCategoriesPageQueryOptions(query: CategoriesQuery) {
  return queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) => getCategoriesPage(query, signal),
  });
}

export function useCategories(query: CategoriesQuery) {
  return useQuery({ ...getCategoriesPageQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/products/categories/all: every live category, for pickers and filters. */
export async function getAllCategories(signal?: AbortSignal) {
  const answer = await apiFetch('/api/products/categories/all', {
    schema: AllCategoriesResponse,
    fallbackMessage: t('super-admin.error.categoriesFetch'),
    signal,
  });
  return answer.data;
}

export function getAllCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.options(),
    queryFn: ({ signal }) => getAllCategories(signal),
    staleTime: 60_000,
  });
}

export function useAllCategories() {
  return useQuery(getAllCategoriesQueryOptions());
}

/** POST /api/products/categories {category_name, category_name_id?}; 'Failed to create a new category.'. */
export async function createCategory(body: CategoryBody) {
  const answer = await apiFetch('/api/products/categories', {
    method: 'POST',
    body,
    schema: CategoryResponse,
    fallbackMessage: t('super-admin.error.categoryCreate'),
  });
  return answer.data;
}

/**
 * PATCH /api/products/categories/{id} {category_name, category_name_id?}: an absent Indonesian name
 * keeps the one it has, null removes it; 'Failed to update category.'.
 */
export async function renameCategory({ id, body }: { id: number; body: CategoryBody }) {
  const answer = await apiFetch(`/api/products/categories/${id}`, {
    method: 'PATCH',
    body,
    schema: CategoryResponse,
    fallbackMessage: t('super-admin.error.categoryUpdate'),
  });
  return answer.data;
}

/** PATCH /api/products/categories/delete/{id}: a soft delete; refused while products remain. */
export async function removeCategory(id: number) {
  const answer = await apiFetch(`/api/products/categories/delete/${id}`, {
    method: 'PATCH',
    schema: CategoryResponse,
    fallbackMessage: t('super-admin.error.categoryDelete'),
  });
  return answer.data;
}

/** A new or removed category changes which rows each page holds: the lists and pickers are stale. */
export function useCreateCategory() {
  return useApiMutation({
    request: createCategory,
    onSuccess: (_category, client) => void client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** The answer replaces the row in every cached page and in the pickers. */
export function useRenameCategory() {
  return useApiMutation({
    request: renameCategory,
    onSuccess: (category: AdminCategory, client) => {
      client.setQueriesData<CategoriesPageResponse>(
        { queryKey: [...categoryKeys.all, 'list'] },
        (page) =>
          page && {
            ...page,
            data: page.data.map((row) => (row.category_id === category.category_id ? category : row)),
          },
      );
      client.setQueryData<Category[]>(categoryKeys.options(), (options) =>
        options?.map((row) =>
          row.category_id === category.category_id
            ? {
                ...row,
                category_name: category.category_name,
                category_name_id: category.category_name_id ?? null,
              }
            : row,
        ),
      );
    },
  });
}

export function useRemoveCategory() {
  return useApiMutation({
    request: removeCategory,
    onSuccess: (_category, client) => void client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
