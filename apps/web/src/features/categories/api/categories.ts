import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AllCategoriesResponse,
  CategoriesPageResponse,
  CategoryResponse,
  MESSAGES,
  PAGE_SIZES,
  type AdminCategory,
} from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

export type CategoriesListQuery = { page?: number; search?: string };

export const categoryKeys = {
  all: ['super-admin', 'categories'] as const,
  list: (query: CategoriesListQuery) => [...categoryKeys.all, 'list', query] as const,
  options: () => [...categoryKeys.all, 'options'] as const,
};

/** GET /api/products/categories?page&pageSize&search: 10 a page by name; 'Failed to fetch categories.'. */
export function useCategories(query: CategoriesListQuery) {
  return useQuery({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch('/api/products/categories', {
        query: { pageSize: PAGE_SIZES.categories, ...query },
        schema: CategoriesPageResponse,
        fallbackMessage: MESSAGES.CATEGORIES_FETCH_FAILED,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products/categories/all: every live category, for pickers and filters. */
export function useAllCategories() {
  return useQuery({
    queryKey: categoryKeys.options(),
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/products/categories/all', {
          schema: AllCategoriesResponse,
          fallbackMessage: MESSAGES.CATEGORIES_FETCH_FAILED,
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}

/** A new or removed category changes which rows each page holds: the lists and pickers are stale. */
function useListsStale() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}

/** POST /api/products/categories {category_name}; 'Failed to create a new category.'. */
export function useCreateCategory() {
  const stale = useListsStale();
  return useMutation({
    mutationFn: async (category_name: string) =>
      (
        await apiFetch('/api/products/categories', {
          method: 'POST',
          body: { category_name },
          schema: CategoryResponse,
          fallbackMessage: MESSAGES.CATEGORY_CREATE_FAILED,
        })
      ).data,
    onSuccess: stale,
  });
}

/** PATCH /api/products/categories/{id} {category_name}: the answer replaces the row in every cached page. */
export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, category_name }: { id: number; category_name: string }) =>
      (
        await apiFetch(`/api/products/categories/${id}`, {
          method: 'PATCH',
          body: { category_name },
          schema: CategoryResponse,
          fallbackMessage: MESSAGES.CATEGORY_UPDATE_FAILED,
        })
      ).data,
    onSuccess: (category: AdminCategory) => {
      queryClient.setQueriesData<CategoriesPageResponse>(
        { queryKey: [...categoryKeys.all, 'list'] },
        (page) =>
          page && {
            ...page,
            data: page.data.map((row) => (row.category_id === category.category_id ? category : row)),
          },
      );
      queryClient.setQueryData<{ category_id: number; category_name: string }[]>(
        categoryKeys.options(),
        (options) =>
          options?.map((row) =>
            row.category_id === category.category_id
              ? { ...row, category_name: category.category_name }
              : row,
          ),
      );
    },
  });
}

/** PATCH /api/products/categories/delete/{id}: a soft delete; refused while products remain. */
export function useRemoveCategory() {
  const stale = useListsStale();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiFetch(`/api/products/categories/delete/${id}`, {
          method: 'PATCH',
          schema: CategoryResponse,
          fallbackMessage: MESSAGES.CATEGORY_DELETE_FAILED,
        })
      ).data,
    onSuccess: stale,
  });
}
