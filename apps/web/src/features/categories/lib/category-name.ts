import { useMemo } from 'react';
import type { Category } from '@lumbung/contracts';
import { currentLocale, useT } from '@/i18n';
import { categoryName } from '@/lib/category-name';

export { categoryName };

/**
 * The categories as a page's pickers and labels show them: each `category_name` in the language
 * shown, in that language's alphabetical order; made again when the language changes.
 */
export function useCategoriesInLanguage(categories: readonly Category[] | undefined): Category[] {
  useT();
  const locale = currentLocale();
  return useMemo(
    () =>
      (categories ?? [])
        .map((category) => ({ ...category, category_name: categoryName(category, locale) }))
        .sort((a, b) => a.category_name.localeCompare(b.category_name, locale)),
    [categories, locale],
  );
}
