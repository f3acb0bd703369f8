import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { categoriesRead, CategoriesResponse } from '@lumbung/contracts';
import { currentLocale, useT } from '@/i18n';
import { apiFetch } from './api-client';
import { categoryName } from './category-name';

/**
 * A category's name in the language shown, for screens whose rows carry only the English
 * `category_name` (inventory, stock, orders): the categories' list (GET /api/users/categories)
 * gives each its Indonesian name, and an unknown or untranslated name shows as it came. For the
 * back-offices only: the storefront reads the names from its own categories call.
 */
export function useCategoryName(): (categoryName: string) => string {
  useT();
  const locale = currentLocale();
  const names = useQuery({
    queryKey: ['category-names'],
    queryFn: async ({ signal }) => {
      const answer = await apiFetch(categoriesRead().path, { schema: CategoriesResponse, signal });
      return new Map(answer.data.map((c) => [c.category_name, c]));
    },
    staleTime: 10 * 60_000,
    enabled: locale === 'id',
  });
  return useCallback(
    (name: string) => {
      const category = names.data?.get(name);
      return category ? categoryName(category, locale) : name;
    },
    [locale, names.data],
  );
}
