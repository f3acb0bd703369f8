import { normaliseIndonesianMobile } from '@lumbung/contracts';

/**
 * A mobile number as people read it: "+62 812-3456-7890". The operator's prefix (8xx) first, then
 * the rest in two groups, the first of four digits (three for the shortest numbers), as Indonesian
 * shops print them. Text that is no Indonesian mobile number is shown as it is.
 */
export function formatPhone(phone: string): string {
  const normalised = normaliseIndonesianMobile(phone);
  if (!normalised) return phone;
  const national = normalised.slice(3);
  const prefix = national.slice(0, 3);
  const rest = national.slice(3);
  const split = rest.length <= 6 ? 3 : 4;
  return `+62 ${prefix}-${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** The tel: link that calls `phone` (+62… when it is an Indonesian mobile number). */
export function telHref(phone: string): string {
  const number = normaliseIndonesianMobile(phone) ?? phone.replace(/[^\d+]/g, '');
  return `tel:${number}`;
}
