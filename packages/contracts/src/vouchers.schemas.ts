/**
 * The super admin's vouchers (docs/product.md §3 voucher, §7 "Super admin" vouchers calls, §9 kinds and
 * types): the templates, what their copies cost, and gifting a copy to a shopper by e-mail. The form
 * and the API read the same rules, so a refused field carries the same text on both sides.
 */
import { z } from 'zod';
import {
  DEFAULT_SORTS,
  PAGE_SIZES,
  PERCENTAGE_RANGE,
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_TYPES,
} from './constants';
import { optionalSearch, pagedResponse, withMessage } from './shapes';
import { multiLineText, pagingQuery, Rupiah, singleLineText, sortQuery } from './common.schemas';

/** The largest nominal amount, minimum purchase or cap a voucher takes (whole rupiah). */
export const VOUCHER_RUPIAH_MAX = 1_000_000_000;
/** How many days a gifted copy may stay valid. */
export const VOUCHER_VALID_DAYS = { min: 1, max: 365, default: 30 } as const;

/** The texts of the voucher rules (the form shows them under their fields; the API answers them). */
export const VOUCHER_TEXTS = {
  codeFormat: 'The code must be 3 to 20 letters, digits or hyphens.',
  codeTaken: 'A voucher with the code {code} already exists. Choose another code.',
  typeRequired: 'Choose the kind of voucher: Product, Cart or Shipping.',
  discountTypeRequired: 'Choose how the amount is read: a percentage or rupiah.',
  percentageRange: 'For percentage vouchers, the amount must be between 1 and 100.',
  nominalPositive: 'For nominal vouchers, the amount must be a whole number of rupiah greater than 0.',
  amountWhole: 'The amount must be a whole number.',
  rupiah: 'Enter whole rupiah, from 0 up to 1,000,000,000.',
  capPositive: 'The cap must be a whole number of rupiah greater than 0, or empty for no cap.',
  validDays: 'A copy stays valid for 1 to 365 days.',
  descriptionRequired: 'Describe the voucher: shoppers read this in their voucher list.',
  nothingToChange: 'Send at least one field to change.',
  referralKept:
    '{code} is the referral voucher: every new friend and their referrer get a copy. Change its terms instead of deleting or renaming it.',
  emailInvalid: 'Enter a valid e-mail address.',
  userNotFound: 'No account has the e-mail address {email}.',
  onlyShoppers: 'Only shoppers can receive vouchers: {email} is a {role} account.',
} as const;

/** A text of VOUCHER_TEXTS with its {placeholders} filled in. */
export function voucherText(key: keyof typeof VOUCHER_TEXTS, vars: Record<string, string> = {}): string {
  return VOUCHER_TEXTS[key].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export const VoucherKind = z.enum(VOUCHER_TYPES);
export const VoucherAmountType = z.enum(VOUCHER_DISCOUNT_TYPES);

/** docs/product.md §3 voucher (voucher_id, discount_amount, voucherType, discountType) as the super admin sees it. */
export const AdminVoucher = z.object({
  voucher_id: z.number().int(),
  voucher_code: z.string(),
  description: z.string(),
  voucherType: VoucherKind,
  discountType: VoucherAmountType,
  /** Percent (1 to 100) or whole rupiah. */
  discount_amount: z.number().int(),
  min_purchase: Rupiah,
  /** The most a percentage voucher takes off; null: no cap (always null for nominal ones). */
  max_discount: Rupiah.nullable(),
  /** How long a copy given from now on stays valid. */
  valid_days: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  is_deleted: z.boolean(),
  /** Copies given to shoppers (referrals and gifts). */
  copies_given: z.number().int(),
  /** Copies used on an order that was not cancelled. */
  copies_used: z.number().int(),
  /** What the used copies took off those orders (sum of their applied amounts), whole rupiah. */
  discount_cost: Rupiah,
});
export type AdminVoucher = z.infer<typeof AdminVoucher>;

export const VOUCHER_SORT_FIELDS = [
  'discount_amount',
  'voucher_code',
  'min_purchase',
  'valid_days',
  'created_at',
  'copies_given',
  'copies_used',
  'discount_cost',
] as const;
export type VoucherSortField = (typeof VOUCHER_SORT_FIELDS)[number];

/** GET /api/super-admin/vouchers?page&sortField&sortOrder&search&voucherType&discountType (10 a page). */
export const VouchersQuery = pagingQuery(PAGE_SIZES.admin)
  .extend(sortQuery(VOUCHER_SORT_FIELDS, DEFAULT_SORTS.vouchers.field, DEFAULT_SORTS.vouchers.order).shape)
  .extend({
    search: optionalSearch(),
    voucherType: VoucherKind.optional(),
    discountType: VoucherAmountType.optional(),
  });
export type VouchersQuery = z.input<typeof VouchersQuery>;

/** docs/product.md §3 paged list: data, currentPage, totalPages, totalItems. */
export const VouchersResponse = pagedResponse(AdminVoucher);
export type VouchersResponse = z.infer<typeof VouchersResponse>;

export const VoucherResponse = withMessage(AdminVoucher);
export type VoucherResponse = z.infer<typeof VoucherResponse>;

const rupiahField = z
  .number({ error: VOUCHER_TEXTS.rupiah })
  .int(VOUCHER_TEXTS.rupiah)
  .min(0, VOUCHER_TEXTS.rupiah)
  .max(VOUCHER_RUPIAH_MAX, VOUCHER_TEXTS.rupiah);

/** The fields of a voucher, each on its own (the rules between them: `voucherTermsIssues`). */
const fields = {
  voucher_code: singleLineText(z.string().trim().toUpperCase())
    .refine((code) => /^[A-Z0-9][A-Z0-9-]{2,19}$/.test(code), VOUCHER_TEXTS.codeFormat)
    .describe('3 to 20 letters, digits or hyphens; stored in capitals; unique among live vouchers'),
  description: multiLineText(
    z
      .string()
      .trim()
      .min(1, VOUCHER_TEXTS.descriptionRequired)
      .max(300, 'description must be 300 characters or less'),
  ),
  voucherType: z.enum(VOUCHER_TYPES, { error: VOUCHER_TEXTS.typeRequired }),
  discountType: z.enum(VOUCHER_DISCOUNT_TYPES, { error: VOUCHER_TEXTS.discountTypeRequired }),
  // Its bounds depend on the discount type: voucherTermsIssues.
  discount_amount: z
    .number({ error: VOUCHER_TEXTS.amountWhole })
    .int(VOUCHER_TEXTS.amountWhole)
    .min(-VOUCHER_RUPIAH_MAX, VOUCHER_TEXTS.amountWhole)
    .max(VOUCHER_RUPIAH_MAX, VOUCHER_TEXTS.amountWhole),
  min_purchase: rupiahField,
  max_discount: z
    .number({ error: VOUCHER_TEXTS.capPositive })
    .int(VOUCHER_TEXTS.capPositive)
    .min(1, VOUCHER_TEXTS.capPositive)
    .max(VOUCHER_RUPIAH_MAX, VOUCHER_TEXTS.capPositive)
    .nullable(),
  valid_days: z
    .number({ error: VOUCHER_TEXTS.validDays })
    .int(VOUCHER_TEXTS.validDays)
    .min(VOUCHER_VALID_DAYS.min, VOUCHER_TEXTS.validDays)
    .max(VOUCHER_VALID_DAYS.max, VOUCHER_TEXTS.validDays),
};

/** A voucher's terms as the rules between its fields read them. */
export interface VoucherTermsInput {
  discountType: (typeof VOUCHER_DISCOUNT_TYPES)[number];
  discount_amount: number;
}

/** The rules between fields: a percentage is 1 to 100 (docs/product.md §9), a nominal amount above 0. */
export function voucherTermsIssues(v: VoucherTermsInput): { path: string; message: string }[] {
  if (
    v.discountType === 'PERCENTAGE' &&
    (v.discount_amount < PERCENTAGE_RANGE.min || v.discount_amount > PERCENTAGE_RANGE.max)
  ) {
    return [{ path: 'discount_amount', message: VOUCHER_TEXTS.percentageRange }];
  }
  if (v.discountType === 'NOMINAL' && !(v.discount_amount > 0)) {
    return [{ path: 'discount_amount', message: VOUCHER_TEXTS.nominalPositive }];
  }
  return [];
}

/** POST /api/super-admin/voucher: a new voucher template. */
export const CreateVoucherBody = z
  .object({
    voucher_code: fields.voucher_code,
    description: fields.description,
    voucherType: fields.voucherType,
    discountType: fields.discountType,
    discount_amount: fields.discount_amount,
    min_purchase: fields.min_purchase.default(0),
    /** Only for percentage vouchers; a nominal voucher's amount is its own cap (sent: ignored). */
    max_discount: fields.max_discount.optional(),
    valid_days: fields.valid_days.default(VOUCHER_VALID_DAYS.default),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const issue of voucherTermsIssues(v)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
  });
export type CreateVoucherBody = z.input<typeof CreateVoucherBody>;

/**
 * PATCH /api/super-admin/voucher/{id}: any of the fields but the kind (copies on a cart line or a
 * cart sit there by their kind). The rules between fields are checked on the voucher as it would be.
 */
export const UpdateVoucherBody = z
  .object({
    voucher_code: fields.voucher_code.optional(),
    description: fields.description.optional(),
    discountType: fields.discountType.optional(),
    discount_amount: fields.discount_amount.optional(),
    min_purchase: fields.min_purchase.optional(),
    max_discount: fields.max_discount.optional(),
    valid_days: fields.valid_days.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), VOUCHER_TEXTS.nothingToChange);
export type UpdateVoucherBody = z.input<typeof UpdateVoucherBody>;

/** POST /api/super-admin/gift-voucher/{id} with {email}. */
export const GiftVoucherBody = z
  .object({
    email: z
      .string({ error: VOUCHER_TEXTS.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, VOUCHER_TEXTS.emailInvalid)
      .pipe(z.email({ error: VOUCHER_TEXTS.emailInvalid })),
  })
  .strict();
export type GiftVoucherBody = z.input<typeof GiftVoucherBody>;

/** The copy a gift gave, and the voucher with its counts after it (the list row to show). */
export const GiftVoucherResponse = withMessage(
  z.object({
    voucher: AdminVoucher,
    gift: z.object({
      user_voucher_id: z.number().int(),
      redeem_code: z.string(),
      expires_at: z.string(),
      user_id: z.number().int(),
      username: z.string(),
      email: z.string(),
    }),
  }),
);
export type GiftVoucherResponse = z.infer<typeof GiftVoucherResponse>;

/** The answers' messages. */
export const VOUCHER_ANSWERS = {
  listed: 'Vouchers retrieved',
  created: 'Voucher created',
  updated: 'Voucher updated',
  deleted: 'Voucher deleted',
  gifted: 'Voucher gifted',
} as const;
