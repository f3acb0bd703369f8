/**
 * The super admin's list of accounts (docs/product.md §7 "Super admin": GET /api/super-admin/users?page&pageSize&search&role).
 * A row never carries a password hash, a token or a referral chain: only what the list shows.
 */
import { z } from 'zod';
import { PAGE_SIZES, ROLES } from './constants';
import { optionalSearch, pagedResponse } from './shapes';
import { pagingQuery, Role, sortQuery } from './common.schemas';

export const USER_SORT_FIELDS = ['created_at', 'username', 'email', 'role'] as const;

/** The role filter's words, as the list shows them. */
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  SUPER_ADMIN: 'Super admin',
  STORE_ADMIN: 'Store admin',
  USER: 'Shopper',
};

/** 10 a page (docs/product.md §9), newest accounts first; search by username or e-mail; an optional role. */
export const UsersQuery = pagingQuery(PAGE_SIZES.users)
  .extend(sortQuery(USER_SORT_FIELDS, 'created_at', 'desc').shape)
  .extend({
    search: optionalSearch(),
    role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).optional(),
  });
export type UsersQuery = z.input<typeof UsersQuery>;

/** One account as the super admin's list shows it. */
export const AdminUser = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: Role,
  is_verified: z.boolean(),
  image: z.string().nullable(),
  /** The store a store admin runs (null for other roles, or before one is assigned). */
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** docs/product.md §3 paged list: data, currentPage, totalPages, totalItems. */
export const UsersResponse = pagedResponse(AdminUser);
export type UsersResponse = z.infer<typeof UsersResponse>;

export const USER_MESSAGES = {
  USERS_LISTED: 'Users retrieved',
} as const;
