import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoriesResponse, MESSAGES, type Category } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** Every category a shopper can filter by (GET /api/users/categories). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const answer = await apiFetch('/api/users/categories', {
    schema: CategoriesResponse,
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
