import type { Category } from '@lumbung/contracts';
import { currentLocale, type Locale } from '@/i18n';

/**
 * A category's name in the language shown: its Indonesian name when the app is in Bahasa Indonesia
 * and the category has one, else its name (which then shows in both languages). Links and filters
 * keep `category_name`: the API filters by it.
 */
export function categoryName(
  category: Pick<Category, 'category_name' | 'category_name_id'>,
  locale: Locale = currentLocale(),
): string {
  return locale === 'id' && category.category_name_id ? category.category_name_id : category.category_name;
}
