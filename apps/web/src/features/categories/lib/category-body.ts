import { CategoryBody, type AdminCategory } from '@lumbung/contracts';
import { ruleText } from './rule-texts';

/** The two names of a category, as the forms hold them and the API names them. */
export type CategoryField = 'category_name' | 'category_name_id';
export const CATEGORY_FIELDS: readonly CategoryField[] = ['category_name', 'category_name_id'];
export type CategoryErrors = Partial<Record<CategoryField, string>>;

/** The names as the API takes them: trimmed, the Indonesian one null when left empty. */
export type CategoryNames = { category_name: string; category_name_id: string | null };

/**
 * Checks the typed names with the contract's own rule, each refusal on its field in the language
 * shown, so nothing the API would refuse is sent.
 */
export function checkCategory(
  name: string,
  nameId: string,
): { names: CategoryNames; errors?: never } | { names?: never; errors: CategoryErrors } {
  const parsed = CategoryBody.safeParse({ category_name: name, category_name_id: nameId });
  if (parsed.success) {
    return {
      names: {
        category_name: parsed.data.category_name,
        category_name_id: parsed.data.category_name_id ?? null,
      },
    };
  }
  const errors: CategoryErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'category_name_id' ? 'category_name_id' : 'category_name';
    errors[field] ??= ruleText(issue.message);
  }
  return { errors };
}

/**
 * What a save of `category` sends: the name always (the API asks for it), the Indonesian name only
 * when it changed (null removes it); null when nothing changed at all.
 */
export function changedNames(
  category: Pick<AdminCategory, 'category_name' | 'category_name_id'>,
  names: CategoryNames,
): { category_name: string; category_name_id?: string | null } | null {
  const idChanged = names.category_name_id !== (category.category_name_id ?? null);
  if (names.category_name === category.category_name && !idChanged) return null;
  return {
    category_name: names.category_name,
    ...(idChanged ? { category_name_id: names.category_name_id } : {}),
  };
}
