/**
 * Indonesian mobile numbers read and linked without zod: the storefront's first load builds the
 * store's WhatsApp link from these, and a module of schemas would bring zod along with it.
 */

/**
 * A mobile number after the country code: 8, then 1-3 or 5-9 (080x is toll-free and premium, 084
 * is not allocated), then 7 to 10 digits: 9 to 12 digits in all, the lengths the operators hand
 * out (libphonenumber's rule for Indonesian mobiles).
 */
const NATIONAL_MOBILE = /^8[1-35-9]\d{7,10}$/;

/** What a person may type: digits, spaces, dashes and dots, a + only in front. */
const TYPED = /^\+?[\d\s.-]+$/;

/** Longest input read: the longest number with a space between every digit still fits. */
export const PHONE_INPUT_MAX_LENGTH = 40;

/**
 * The number as +62…, or null when the text is no Indonesian mobile number. Takes "0812…",
 * "+62 812…", "62812…" (spaces, dashes and dots anywhere), and "+62 0812…", the trunk 0 that
 * people keep after the country code (no mobile number starts with 0, so it is never ambiguous).
 */
export function normaliseIndonesianMobile(text: string): string | null {
  const typed = text.trim();
  if (typed.length > PHONE_INPUT_MAX_LENGTH || !TYPED.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  let national: string;
  if (typed.startsWith('+') || digits.startsWith('62')) {
    if (!digits.startsWith('62')) return null;
    national = digits.slice(2);
    if (national.startsWith('0')) national = national.slice(1);
  } else if (digits.startsWith('0')) {
    national = digits.slice(1);
  } else {
    return null;
  }
  return NATIONAL_MOBILE.test(national) ? `+62${national}` : null;
}

/**
 * The wa.me link that opens a WhatsApp chat with `phone` (any spelling normaliseIndonesianMobile
 * takes; other text is used by its digits), the message `text` typed in when given.
 */
export function whatsAppLink(phone: string, text?: string): string {
  const number = (normaliseIndonesianMobile(phone) ?? phone).replace(/\D/g, '');
  const message = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${number}${message}`;
}
