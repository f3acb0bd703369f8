import { z } from 'zod';
import { Username } from './auth.schemas';
import { Id, multiLineText, Rupiah, singleLineText } from './common.schemas';
import { VOUCHER_DISCOUNT_TYPES, VOUCHER_TYPES } from './constants';
import { accountFields, withMessage } from './shapes';
import { MESSAGES } from './messages';
import { blankToNull, OptionalMobile } from './phone';

// The profile feature: the shopper's own account, addresses, vouchers and the cities to pick from.

/** Longest address text: a street, a number, a district and a postcode fit well inside. */
export const ADDRESS_MAX_LENGTH = 300;
export const ADDRESS_MIN_LENGTH = 5;
/** Most live addresses one account keeps. */
export const ADDRESSES_MAX = 20;
/** A location shared by the browser must lie this close to the address's city (km). */
export const ADDRESS_MAX_KM_FROM_CITY = 100;
/** Longest city search text. */
export const CITY_SEARCH_MAX_LENGTH = 100;
/** Longest address label: a word or two (Rumah, Kantor, Rumah Ibu). */
export const ADDRESS_LABEL_MAX_LENGTH = 30;
/** Longest recipient name. */
export const RECIPIENT_NAME_MAX_LENGTH = 100;

/** GET /api/profile/cities?search=: every city by name, or those whose name or province matches. */
export const City = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  province: z.string(),
  /** The city's centre: an address saved without the browser's location gets it. */
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof City>;
export const CitiesQuery = z.object({
  search: singleLineText(z.string().trim().max(CITY_SEARCH_MAX_LENGTH)).optional(),
});
export const CitiesResponse = withMessage(z.array(City));
export type CitiesResponse = z.infer<typeof CitiesResponse>;

/** GET /api/profile/address/{userId} (docs/product.md §3 address). */
export const Address = z.object({
  address_id: z.number().int(),
  address: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  is_default: z.boolean(),
  /** What the shopper calls the place (Rumah, Kantor); null when not given. */
  label: z.string().nullable(),
  /** Who takes the parcel; null when not given. */
  recipient_name: z.string().nullable(),
  /** The recipient's mobile number as +62…; null when not given. */
  phone: z.string().nullable(),
});
export type Address = z.infer<typeof Address>;
export const AddressesResponse = withMessage(z.array(Address));
export type AddressesResponse = z.infer<typeof AddressesResponse>;

/** The address text: several lines allowed, no control characters, 5 to 300 characters. */
export const AddressText = multiLineText(
  z
    .string({ error: MESSAGES.ADDRESS_TOO_SHORT })
    .trim()
    .min(ADDRESS_MIN_LENGTH, MESSAGES.ADDRESS_TOO_SHORT)
    .max(ADDRESS_MAX_LENGTH, MESSAGES.ADDRESS_TOO_LONG),
);

/** A one-line text a form may leave out (undefined), clear (null or blank) or set, trimmed. */
const optionalLine = (max: number, message: string) =>
  z
    .preprocess(blankToNull, singleLineText(z.string({ error: message }).trim().max(max, message)).nullable())
    .optional();

const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);

/**
 * An address as the shopper writes it. The city id decides the city (city_name, which docs/product.md §7
 * sends beside it, is accepted and not trusted); latitude and longitude are the browser's location
 * when the shopper shares it, both or neither. label, recipient_name and phone may be left out
 * (a new address keeps null, an edited one keeps what it had), cleared with null or blank text,
 * or set; phone is an Indonesian mobile number in any usual spelling, kept as +62….
 */
const AddressFields = z.object({
  address: AddressText,
  city_id: Id,
  city_name: singleLineText(z.string().max(CITY_SEARCH_MAX_LENGTH)).optional(),
  latitude: Latitude.optional(),
  longitude: Longitude.optional(),
  label: optionalLine(ADDRESS_LABEL_MAX_LENGTH, MESSAGES.ADDRESS_LABEL_TOO_LONG),
  recipient_name: optionalLine(RECIPIENT_NAME_MAX_LENGTH, MESSAGES.RECIPIENT_NAME_TOO_LONG),
  phone: OptionalMobile,
});
const bothOrNeither = (body: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (body.latitude === undefined) === (body.longitude === undefined);

/** POST /api/profile/address {user_id, address, city_name, city_id} (docs/product.md §7). */
export const AddAddressBody = AddressFields.extend({ user_id: Id }).refine(bothOrNeither, {
  message: MESSAGES.COORDINATES_PAIR,
  path: ['latitude'],
});
export type AddAddressBody = z.input<typeof AddAddressBody>;
export type AddAddressInput = z.output<typeof AddAddressBody>;

/**
 * PUT /api/profile/address/{userId}/{addressId}: the address text and city again; label,
 * recipient_name and phone only when they change (left out, they stay as they are).
 */
export const UpdateAddressBody = AddressFields.refine(bothOrNeither, {
  message: MESSAGES.COORDINATES_PAIR,
  path: ['latitude'],
});
export type UpdateAddressBody = z.input<typeof UpdateAddressBody>;
export type UpdateAddressInput = z.output<typeof UpdateAddressBody>;
export const AddressParams = z.object({ userId: Id, addressId: Id });

/** DELETE /api/profile/address/{userId}/{addressId}?new_default_address_id= */
export const DeleteAddressQuery = z.object({ new_default_address_id: Id.optional() });
export const DeleteAddressResponse = withMessage(
  z.object({ address_id: z.number().int(), addresses: z.array(Address) }),
);
export type DeleteAddressResponse = z.infer<typeof DeleteAddressResponse>;

/** POST /api/profile/default {user_id, new_address_id} (docs/product.md §7). */
export const SetDefaultAddressBody = z.object({ user_id: Id, new_address_id: Id });
export type SetDefaultAddressBody = z.input<typeof SetDefaultAddressBody>;

/** Answers of the address changes: the address changed, and the whole list as it is now. */
export const AddressChangeResponse = withMessage(z.object({ address: Address, addresses: z.array(Address) }));
export type AddressChangeResponse = z.infer<typeof AddressChangeResponse>;

/** The languages a user may choose; null (no choice) follows the browser. */
export const USER_LOCALES = ['en', 'id'] as const;
export const UserLocale = z.enum(USER_LOCALES, { error: MESSAGES.LOCALE_INVALID });
export type UserLocale = z.infer<typeof UserLocale>;

/** GET /api/profile/user/{userId} (docs/product.md §3 user profile). */
export const UserProfile = z.object({
  ...accountFields,
  image: z.string().nullable(),
  referral_code: z.string(),
  role: z.string(),
  /** A new e-mail address waiting for its confirmation link to be opened, if any. */
  pending_email: z.string().nullable(),
  /** The user's mobile number as +62…; null until given. */
  phone: z.string().nullable(),
  /** The language the user chose; null follows the browser. */
  locale: UserLocale.nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;
export const UserProfileResponse = withMessage(UserProfile);
export type UserProfileResponse = z.infer<typeof UserProfileResponse>;

/**
 * PUT /api/profile/user/{userId}: any of the username, the phone (an Indonesian mobile number, kept
 * as +62…; null or blank clears it) and the language (null: follow the browser). What is left out
 * stays as it is; at least one is sent.
 */
export const UpdateProfileBody = z
  .object({
    username: Username.optional(),
    phone: OptionalMobile,
    locale: UserLocale.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: MESSAGES.PROFILE_NOTHING_TO_CHANGE,
  });
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.output<typeof UpdateProfileBody>;

/** GET /api/profile/vouchers/{userId}: every voucher the shopper holds, with what became of it. */
export const USER_VOUCHER_STATUSES = ['AVAILABLE', 'IN_CART', 'USED', 'EXPIRED'] as const;
export type UserVoucherStatus = (typeof USER_VOUCHER_STATUSES)[number];
export const UserVoucher = z.object({
  user_voucher_id: z.number().int(),
  redeem_code: z.string(),
  voucher_type: z.enum(VOUCHER_TYPES),
  discount_type: z.enum(VOUCHER_DISCOUNT_TYPES),
  /** Percent (1 to 100) or whole rupiah. */
  discount_amount: z.number().int(),
  min_purchase: Rupiah,
  max_discount: Rupiah.nullable(),
  description: z.string(),
  expires_at: z.string(),
  status: z.enum(USER_VOUCHER_STATUSES),
  /** The order that used it (USED), else null. */
  order_id: z.number().int().nullable(),
  used_at: z.string().nullable(),
});
export type UserVoucher = z.infer<typeof UserVoucher>;
export const UserVouchersResponse = withMessage(z.object({ vouchers: z.array(UserVoucher) }));
export type UserVouchersResponse = z.infer<typeof UserVouchersResponse>;
