import {
  ADDRESS_LABEL_MAX_LENGTH,
  normaliseIndonesianMobile,
  RECIPIENT_NAME_MAX_LENGTH,
} from '@lumbung/contracts';
import { t } from '@/i18n';

/**
 * The checks of an address's label, recipient and phone, as the API makes them, with their texts
 * in the language shown. The form asks for a recipient and a phone (a courier needs both); the API
 * accepts an address without them, which older addresses are.
 */

export function labelProblem(label: string): string | null {
  return label.trim().length > ADDRESS_LABEL_MAX_LENGTH ? t('account.errors.labelTooLong') : null;
}

export function recipientProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return t('account.errors.recipientMissing');
  return trimmed.length > RECIPIENT_NAME_MAX_LENGTH ? t('account.errors.recipientTooLong') : null;
}

/**
 * The contracts' IndonesianMobile rule (0812…, +62 812…, 62812…, with spaces, dashes or dots),
 * without zod: the form also serves the storefront's first-address prompt.
 */
export function phoneProblem(phone: string): string | null {
  return normaliseIndonesianMobile(phone) ? null : t('account.errors.phoneInvalid');
}
