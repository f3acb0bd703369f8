import { z } from 'zod';
import { MAX_PAGE_SIZE, ROLES, SORT_ORDERS } from './constants';

export const Role = z.enum(ROLES);
export const SortOrder = z.enum(SORT_ORDERS);
export type Role = z.infer<typeof Role>;
export type SortOrder = z.infer<typeof SortOrder>;

/** Whole rupiah: a non-negative safe integer. */
export const Rupiah = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** The largest id: ids are PostgreSQL integers (int4). */
export const ID_MAX = 2_147_483_647;
/** The deepest page a list answers (page x pageSize stays far inside an int4 offset). */
export const PAGE_MAX = 1_000_000;

/**
 * The texts of the shared field rules. A 400 answer names the field before them
 * ("The request is not valid: body.cart_id: must be a whole number from 1 to 2147483647").
 */
export const FIELD_RULES = {
  number: 'must be a number',
  id: `must be a whole number from 1 to ${ID_MAX}`,
  page: `page must be a whole number from 1 to ${PAGE_MAX}`,
  controlCharacters: 'must not contain control characters',
  singleLine: 'must be one line without control characters',
} as const;

/**
 * The one spelling of an id as text (a path, a query string, a form field): ASCII digits without
 * a leading zero. Number() would also read "0x1f", "0b1", "1e0", "1.0", " 1" and "1\n" as an id,
 * so one record would answer to many addresses; every id is read by this rule instead.
 */
export const ID_TEXT = /^[1-9][0-9]*$/;

/** The id an id text spells, or the value untouched (a number, or text that is refused). */
export function idFromText(value: unknown): unknown {
  return typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value;
}

/** Text a person would take for a number ("0x1", " 1", "-3") breaks the id rule; other text is no number. */
function idTextRule(input: unknown): string {
  const looksNumeric = typeof input === 'string' && input.trim() !== '' && Number.isFinite(Number(input));
  return looksNumeric ? FIELD_RULES.id : FIELD_RULES.number;
}

/**
 * A positive integer id (int4): a JSON number, or its digits (ID_TEXT) from a path, a query
 * string, a form field ("28" -> 28). Anything else is refused, booleans and arrays included.
 */
export const Id = z.preprocess(
  idFromText,
  z
    .number({ error: (issue) => idTextRule(issue.input) })
    .int(FIELD_RULES.id)
    .min(1, FIELD_RULES.id)
    .max(ID_MAX, FIELD_RULES.id),
);
export const IdParam = z.object({ id: Id });
export const UserIdParam = z.object({ userId: Id });
export const StoreIdParam = z.object({ storeId: Id });

/** Paging by `page` and `limit` (docs/product.md §7 payment history; the shopper's order list). */
export function pageLimitQuery(defaultLimit: number) {
  const { page } = pagingQuery(defaultLimit).shape;
  return z.object({
    page,
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be 1 or more')
      .max(MAX_PAGE_SIZE, `limit must be ${MAX_PAGE_SIZE} or less`)
      .default(defaultLimit),
  });
}

/** Paging query shared by every list: page from 1, page size 1 to 100. */
export function pagingQuery(defaultPageSize: number) {
  return z.object({
    page: z.coerce
      .number({ error: FIELD_RULES.page })
      .int(FIELD_RULES.page)
      .min(1, 'page must be 1 or more')
      .max(PAGE_MAX, FIELD_RULES.page)
      .default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'pageSize must be 1 or more')
      .max(MAX_PAGE_SIZE, `pageSize must be ${MAX_PAGE_SIZE} or less`)
      .default(defaultPageSize),
  });
}

// Control characters: C0 and C1, and DEL. A multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_OR_LINE_BREAKS = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a text holds a control character no text may hold (NUL above all: PostgreSQL refuses it). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** A one-line text (a name, a code, a search): no control characters, no line breaks. */
export function singleLineText(schema: z.ZodString = z.string()) {
  return schema.refine((text) => !CONTROL_CHARACTERS_OR_LINE_BREAKS.test(text), FIELD_RULES.singleLine);
}

/** A text of several lines (a description, an address): line breaks and tabs, no other control characters. */
export function multiLineText(schema: z.ZodString = z.string()) {
  return schema.refine((text) => !CONTROL_CHARACTERS.test(text), FIELD_RULES.controlCharacters);
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

/** Paged lists carry data, currentPage, totalPages, totalItems (docs/product.md §3). */
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

/** Responses wrapped in a data field (docs/product.md §7). */
export function Wrapped<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string().optional(), data });
}

export const HealthResponse = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** The access token decodes to these claims (docs/product.md §3). */
export const AccessTokenClaims = z.object({ id: z.number().int(), role: Role, is_verified: z.boolean() });
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;
