import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@lumbung/contracts';
import { t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/**
 * A Mantine form rule from a contract schema, so a field is checked exactly as the API will check
 * it, with the refusal in the language shown: the text is looked up when the rule runs, never when
 * the form is made. `empty` asks for a missing value in plainer words.
 */
export function rule(
  schema: z.ZodType,
  refusal: MessageId | ((value: string) => MessageId),
  empty?: MessageId,
) {
  return (value: string): string | null => {
    if (empty && value.trim() === '') return t(empty);
    if (schema.safeParse(value).success) return null;
    return t(typeof refusal === 'function' ? refusal(value) : refusal);
  };
}

/** Why the contract's Password refuses a value: it is either too short or too long. */
export function passwordRefusal(value: string): MessageId {
  return value.length > PASSWORD_MAX_LENGTH
    ? 'account.errors.passwordTooLong'
    : 'account.errors.passwordTooShort';
}

/** The rule of a field that must not be empty (a password asked as proof). */
export function required(message: MessageId) {
  return (value: string): string | null => (value ? null : t(message));
}

/**
 * The form field a server refusal belongs to, if any: by the refusal's code (EMAIL_TAKEN, …), or,
 * for input the server found invalid, by the field its first error names (`body.email`). The
 * server's own words are then shown under that field: they come in the language of the page.
 */
export function refusedField<F extends string>(
  error: unknown,
  byCode: Partial<Record<string, F>>,
  fields: readonly F[] = [],
): F | null {
  if (!(error instanceof ApiError)) return null;
  const byItsCode = error.code ? byCode[error.code] : undefined;
  if (byItsCode) return byItsCode;
  if (error.code !== 'BAD_REQUEST') return null;
  const errors = (error.body as { errors?: { path?: unknown }[] } | undefined)?.errors;
  const path = typeof errors?.[0]?.path === 'string' ? errors[0].path : '';
  const named = path.split('.').pop();
  return fields.find((field) => field === named) ?? null;
}
