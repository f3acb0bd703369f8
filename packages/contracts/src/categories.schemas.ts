/**
 * Product categories as the super admin runs them (docs/product.md §3 Category, §7 "Products and categories"):
 * list, all of them for pickers, create, rename, soft delete. Names are unique among live
 * categories, whatever their case (the database holds that with a unique index).
 */
import { z } from 'zod';
import { PAGE_SIZES } from './constants';
import { Category } from './catalogue.schemas';
import { optionalSearch, pagedResponse, withMessage } from './shapes';
import { Id, pagingQuery, singleLineText } from './common.schemas';

export const CATEGORY_NAME_MAX = 50;

/** The texts of this feature (the API answers them; the web shows them). */
export const CATEGORY_MESSAGES = {
  NAME_REQUIRED: 'Category name is required.',
  NAME_TOO_LONG: `A category name is at most ${CATEGORY_NAME_MAX} characters.`,
  NAME_ID_TOO_LONG: `A category's Indonesian name is at most ${CATEGORY_NAME_MAX} characters.`,
  NAME_TAKEN: 'A category named "{name}" already exists.',
  NOT_FOUND: 'This category does not exist.',
  HAS_PRODUCTS:
    'This category still holds {count} product(s). Move them to another category or delete them first.',
  LISTED: 'Categories retrieved',
  CREATED: 'Category created',
  UPDATED: 'Category renamed',
  DELETED: 'Category deleted',
} as const;

/** Fills `{name}` placeholders of a feature text. */
export function fillText(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export const CategoryName = singleLineText(
  z
    .string({ error: CATEGORY_MESSAGES.NAME_REQUIRED })
    .trim()
    .min(1, CATEGORY_MESSAGES.NAME_REQUIRED)
    .max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.NAME_TOO_LONG),
);

/**
 * The Indonesian name: optional; blank or null means none (the English name shows in both
 * languages). Not unique: two aisles may share a word in one language.
 */
export const CategoryNameId = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  singleLineText(z.string().trim().max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.NAME_ID_TOO_LONG)).nullable(),
);

/**
 * POST /api/products/categories and PATCH /api/products/categories/{id}: {category_name,
 * category_name_id?}. On a PATCH an absent category_name_id keeps the one the category has.
 */
export const CategoryBody = z
  .object({ category_name: CategoryName, category_name_id: CategoryNameId.optional() })
  .strict();
export type CategoryBody = z.input<typeof CategoryBody>;

/** GET /api/products/categories?page&pageSize&search: 10 a page (docs/product.md §9), by name (either language). */
export const CategoriesQuery = pagingQuery(PAGE_SIZES.categories).extend({ search: optionalSearch() });
export type CategoriesQuery = z.input<typeof CategoriesQuery>;

/** A category in the back-office: its live products counted, so a delete can be judged before asking. */
export const AdminCategory = Category.extend({
  product_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const CategoriesPageResponse = pagedResponse(AdminCategory);
export type CategoriesPageResponse = z.infer<typeof CategoriesPageResponse>;

/** GET /api/products/categories/all: every live category by name, for pickers and filters. */
export const AllCategoriesResponse = withMessage(z.array(Category));
export type AllCategoriesResponse = z.infer<typeof AllCategoriesResponse>;

export const CategoryResponse = withMessage(AdminCategory);
export type CategoryResponse = z.infer<typeof CategoryResponse>;

export const CategoryIdParam = z.object({ id: Id });
