import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesRead, type Category } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/** Every category a shopper can filter by (GET /api/users/categories). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const answer = await apiFetch(categoriesRead().path, {
    schema: () => schemas().then((m) => m.CategoriesResponse),
    fallbackMessage: t('storefront.error.categories'),
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
