/**
 * Indonesian mobile numbers: one rule for every phone the shop keeps (an account's, an address's
 * recipient's, a store's WhatsApp), one stored spelling (+62…), and the wa.me link built from it.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';

import { normaliseIndonesianMobile } from './phone-number';

export { normaliseIndonesianMobile, PHONE_INPUT_MAX_LENGTH, whatsAppLink } from './phone-number';

/**
 * An Indonesian mobile number as a person types it (see normaliseIndonesianMobile), answered as
 * +62…; anything else is refused with MESSAGES.PHONE_INVALID.
 */
export const IndonesianMobile = z
  .string({ error: MESSAGES.PHONE_INVALID })
  .refine((text) => normaliseIndonesianMobile(text) !== null, MESSAGES.PHONE_INVALID)
  .overwrite((text) => normaliseIndonesianMobile(text) ?? text);

/** Blank text means "none": a form's emptied field clears the value like null does. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/**
 * A phone a form may leave out (undefined), clear (null or blank text) or set (a mobile number,
 * answered as +62…).
 */
export const OptionalMobile = z.preprocess(blankToNull, IndonesianMobile.nullable()).optional();
