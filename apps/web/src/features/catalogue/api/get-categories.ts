import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesRead, MESSAGES, type Category } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/** Every category a shopper can filter by (GET /api/users/categories). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const answer = await apiFetch(categoriesRead().path, {
    schema: () => schemas().then((m) => m.CategoriesResponse),
    fallbackMessage: MESSAGES.CATEGORIES_FETCH_FAILED,
    signal,
  });
  return answer.data;
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change rarely: keep them for the visit.
    staleTime: 10 * 60_000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
