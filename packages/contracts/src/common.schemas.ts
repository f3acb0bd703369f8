import { z } from 'zod';
import { MAX_PAGE_SIZE, ROLES, SORT_ORDERS } from './constants';

export const Role = z.enum(ROLES);
export const SortOrder = z.enum(SORT_ORDERS);
export type Role = z.infer<typeof Role>;
export type SortOrder = z.infer<typeof SortOrder>;

/** Whole rupiah: a non-negative safe integer. */
export const Rupiah = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A positive integer id taken from a path or query string ("28" -> 28). */
export const Id = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');
export const IdParam = z.object({ id: Id });
export const UserIdParam = z.object({ userId: Id });
export const StoreIdParam = z.object({ storeId: Id });

/** Paging query shared by every list: page from 1, page size 1 to 100. */
export function pagingQuery(defaultPageSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'pageSize must be 1 or more')
      .max(MAX_PAGE_SIZE, `pageSize must be ${MAX_PAGE_SIZE} or less`)
      .default(defaultPageSize),
  });
}

/** A sort query limited to the fields a list allows. */
export function sortQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  field: F[number],
  order: 'asc' | 'desc',
) {
  return z.object({
    sortField: z.enum(fields).default(field as never),
    sortOrder: SortOrder.default(order),
  });
}

/** Paged lists carry data, currentPage, totalPages, totalItems (SPEC §3). */
export function Paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  });
}
export type Paged<T> = { data: T[]; currentPage: number; totalPages: number; totalItems: number };

/** Every error answer: a message in plain words, and for bad input the fields that were wrong. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Responses wrapped in a data field (SPEC §7). */
export function Wrapped<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string().optional(), data });
}

export const HealthResponse = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** The access token decodes to these claims (SPEC §3). */
export const AccessTokenClaims = z.object({ id: z.number().int(), role: Role, is_verified: z.boolean() });
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;
