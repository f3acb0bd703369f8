import { useMemo } from 'react';
import type { Category } from '@lumbung/contracts';
import { currentLocale, useT, type Locale } from '@/i18n';

/**
 * A category's name in the language shown: its Indonesian name when the app is in Bahasa Indonesia
 * and the category has one, else its name (which then shows in both languages).
 */
export function categoryName(
  category: Pick<Category, 'category_name' | 'category_name_id'>,
  locale: Locale = currentLocale(),
): string {
  return locale === 'id' && category.category_name_id ? category.category_name_id : category.category_name;
}

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
