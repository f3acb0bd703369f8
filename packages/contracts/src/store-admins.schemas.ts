import { z } from 'zod';
import { Email, Username } from './auth.schemas';
import { DEFAULT_SORTS, PAGE_SIZES } from './constants';
import { accountFields, optionalSearch, withMessage } from './shapes';
import { Id, Paged, pagingQuery, SortOrder } from './common.schemas';

// The store-admins feature: the super admin registers store admins, assigns them to
// stores and removes them (docs/product.md §7 "Super admin" store admins).

/** Texts of the store-admin calls that docs/product.md leaves open. */
export const STORE_ADMIN_TEXTS = {
  LISTED: 'Store admins retrieved',
  REGISTERED: 'Store admin registered. We sent {email} a link to choose a password.',
  ASSIGNED: 'Store admin assigned to {store}',
  REMOVED: 'Store admin removed',
  NOT_STORE_ADMIN: 'This account is not a store admin.',
  NOT_FOUND: 'This store admin does not exist.',
} as const;

/**
 * How long the link of a new store admin's mail lets them choose a password: longer than a reset
 * link's hour, since the mail may wait for the next working day.
 */
export const STORE_ADMIN_INVITE_TTL_HOURS = 72;

/** GET /api/super-admin/store-admin sort fields (`sortFieldAdmin`); docs/product.md §9 sorts by store. */
export const STORE_ADMIN_SORT_FIELDS = ['store', 'username', 'email', 'created_at'] as const;
export type StoreAdminSortField = (typeof STORE_ADMIN_SORT_FIELDS)[number];

/** GET /api/super-admin/store-admin?page&sortFieldAdmin&sortOrder&search (10 a page, by store). */
export const StoreAdminsQuery = pagingQuery(PAGE_SIZES.admin).extend({
  sortFieldAdmin: z.enum(STORE_ADMIN_SORT_FIELDS).default(DEFAULT_SORTS.storeAdmins.field),
  sortOrder: SortOrder.default(DEFAULT_SORTS.storeAdmins.order),
  search: optionalSearch(),
});
export type StoreAdminsQuery = z.input<typeof StoreAdminsQuery>;

/** A store admin (docs/product.md §3: user_id, username, assigned store), with the account's state. */
export const StoreAdminRow = z.object({
  ...accountFields,
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  created_at: z.string(),
});
export type StoreAdminRow = z.infer<typeof StoreAdminRow>;
export const StoreAdminsResponse = Paged(StoreAdminRow).extend({ message: z.string() });
export type StoreAdminsResponse = z.infer<typeof StoreAdminsResponse>;
export const StoreAdminResponse = withMessage(StoreAdminRow);
export type StoreAdminResponse = z.infer<typeof StoreAdminResponse>;

/** POST /api/super-admin/register {username, email}, and optionally the store to assign at once. */
export const RegisterStoreAdminBody = z.object({
  username: Username,
  email: Email,
  store_id: Id.optional(),
});
export type RegisterStoreAdminBody = z.input<typeof RegisterStoreAdminBody>;

/** POST /api/super-admin/assign {user_id, store_id} (docs/product.md §7): assigns, or moves to another store. */
export const AssignStoreAdminBody = z.object({ user_id: Id, store_id: Id });
export type AssignStoreAdminBody = z.infer<typeof AssignStoreAdminBody>;

/** DELETE /api/super-admin/admin/{id}: the account removed. */
export const StoreAdminRemovedResponse = withMessage(z.object({ user_id: z.number().int() }));
export type StoreAdminRemovedResponse = z.infer<typeof StoreAdminRemovedResponse>;
