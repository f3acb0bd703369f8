/**
 * A store's discounts as its admin runs them (docs/product.md §3 discount, §5 discount rules, §7 "Store-admin
 * discounts and store data"). The form and the API read the same rules, so every docs/product.md §5 text comes
 * from here, on the field it belongs to.
 */
import { z } from 'zod';
import { DISCOUNT_TYPES, PAGE_SIZES, PERCENTAGE_RANGE } from './constants';
import { Id, multiLineText, Paged, pagingQuery, Rupiah, sortQuery } from './common.schemas';
import { optionalSearch, withMessage } from './shapes';
import { MESSAGES } from './messages';

/** docs/product.md §3 discount. */
export const Discount = z.object({
  discount_id: z.number().int(),
  store_id: z.number().int(),
  inventory_id: z.number().int().nullable(),
  /** The product the discount is on (null for a discount on the whole cart). */
  inventory_name: z.string().nullable(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  min_purchase: Rupiah.nullable(),
  max_discount: Rupiah.nullable(),
  bogo_product_id: z.number().int().nullable(),
  bogo_product_name: z.string().nullable(),
  description: z.string(),
  is_active: z.boolean(),
  image: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_deleted: z.boolean(),
  /** Active, not deleted, and now between its dates. */
  is_running: z.boolean(),
});
export type Discount = z.infer<typeof Discount>;

export const DISCOUNT_SORT_FIELDS = ['start_date', 'end_date', 'value', 'created_at', 'type'] as const;

/** GET /api/store-admin/discounts/{storeId}?page&pageSize&search&sortField&sortOrder (start_date asc). */
export const DiscountsQuery = pagingQuery(PAGE_SIZES.discounts)
  .extend(sortQuery(DISCOUNT_SORT_FIELDS, 'start_date', 'asc').shape)
  .extend({ search: optionalSearch() });
export type DiscountsQuery = z.input<typeof DiscountsQuery>;
/** docs/product.md §7 "reads discounts": the page at `discounts` beside the paging figures. */
export const DiscountsResponse = z.object({
  message: z.string(),
  discounts: z.array(Discount),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type DiscountsResponse = z.infer<typeof DiscountsResponse>;
export const DiscountResponse = withMessage(Discount);
export type DiscountResponse = z.infer<typeof DiscountResponse>;

const optionalNumber = (name: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(0, `${name} cannot be negative`)
      .max(1_000_000_000, `${name} is too large`)
      .optional(),
  );
const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  Id.optional(),
);
const dateText = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .max(40)
    .refine((d) => !Number.isNaN(Date.parse(d)), 'must be a date')
    .optional(),
);

/**
 * POST /api/store-admin/discounts/{storeId} (multipart text fields; `image` is the file beside them):
 * every rule and text of docs/product.md §5, each on its field.
 */
export const DiscountFields = z
  .object({
    type: z.string().optional(),
    inventory_id: optionalId,
    value: optionalNumber('value'),
    min_purchase: optionalNumber('min_purchase'),
    max_discount: optionalNumber('max_discount'),
    bogo_product_id: optionalId,
    description: multiLineText(
      z.string().trim().max(500, 'description must be 500 characters or less'),
    ).optional(),
    start_date: dateText,
    end_date: dateText,
  })
  .superRefine((d, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!d.type) issue('type', MESSAGES.DISCOUNT_TYPE_REQUIRED);
    else if (!(DISCOUNT_TYPES as readonly string[]).includes(d.type))
      issue('type', MESSAGES.DISCOUNT_TYPE_INVALID);
    const value = d.value ?? 0;
    if (d.type === 'PERCENTAGE' && (value < PERCENTAGE_RANGE.min || value > PERCENTAGE_RANGE.max)) {
      issue('value', MESSAGES.DISCOUNT_PERCENTAGE_RANGE);
    }
    if (d.type === 'NOMINAL' && !(value > 0)) issue('value', MESSAGES.DISCOUNT_NOMINAL_POSITIVE);
    if (!d.start_date || !d.end_date)
      issue(!d.start_date ? 'start_date' : 'end_date', MESSAGES.DISCOUNT_DATES_REQUIRED);
    else if (Date.parse(d.end_date) < Date.parse(d.start_date))
      issue('end_date', MESSAGES.DISCOUNT_END_BEFORE_START);
    if (d.type === 'BOGO' && (!d.inventory_id || !d.bogo_product_id)) {
      issue(!d.inventory_id ? 'inventory_id' : 'bogo_product_id', MESSAGES.DISCOUNT_BOGO_PRODUCTS);
    }
    if (!d.description) issue('description', MESSAGES.DISCOUNT_DESCRIPTION_REQUIRED);
  })
  .transform((d) => ({
    ...d,
    type: d.type as (typeof DISCOUNT_TYPES)[number],
    value: d.type === 'BOGO' ? 0 : (d.value ?? 0),
  }));
export type DiscountFields = z.input<typeof DiscountFields>;

/** PATCH /api/store-admin/discounts/value/{id} with {is_active} or {value}. */
export const DiscountValueBody = z.union([
  z.object({ is_active: z.boolean({ error: 'is_active must be true or false' }) }).strict(),
  z
    .object({
      value: z
        .number({ error: MESSAGES.DISCOUNT_VALUE_POSITIVE })
        .int(MESSAGES.DISCOUNT_VALUE_POSITIVE)
        .positive(MESSAGES.DISCOUNT_VALUE_POSITIVE)
        .max(1_000_000_000, MESSAGES.DISCOUNT_VALUE_POSITIVE),
    })
    .strict(),
]);
export type DiscountValueBody = z.infer<typeof DiscountValueBody>;

/** PATCH /api/store-admin/discounts/start/{id}: a new start date, end date, or both. */
export const DiscountDatesBody = z
  .object({ start_date: dateText, end_date: dateText })
  .refine((d) => d.start_date !== undefined || d.end_date !== undefined, MESSAGES.DISCOUNT_DATES_REQUIRED);
export type DiscountDatesBody = z.input<typeof DiscountDatesBody>;

/** GET /api/store-admin/inventories/{storeId}: the store's products for the form's pickers. */
export const StoreInventoryOption = z.object({
  inventory_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  price: Rupiah,
  stock: z.number().int(),
  /** Discounts on it now (active, not deleted, not ended). */
  discounts: z.number().int(),
});
export type StoreInventoryOption = z.infer<typeof StoreInventoryOption>;
export const StoreInventoryOptionsResponse = withMessage(z.array(StoreInventoryOption));
export type StoreInventoryOptionsResponse = z.infer<typeof StoreInventoryOptionsResponse>;

export const DiscountIdParam = z.object({ id: Id });
export type DiscountsPage = Paged<Discount>;
