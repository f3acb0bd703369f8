import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesRead, type Category } from '@lumbung/contracts';
import { currentLocale, t, useT } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { categoryName } from '@/lib/category-name';

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

/** The shown name of a category given by its English name (matched without regard to case). */
export function useCategoryLabel(): (name: string) => string {
  // useT renders the caller again when the language changes.
  useT();
  const locale = currentLocale();
  // In English the name is the one the product came with: no call (the first load asks nothing).
  const categories = useQuery({ ...getCategoriesQueryOptions(), enabled: locale === 'id' });
  return (name) => {
    const lower = name.toLowerCase();
    const category = categories.data?.find((item) => item.category_name.toLowerCase() === lower);
    return category ? categoryName(category, locale) : name;
  };
}
