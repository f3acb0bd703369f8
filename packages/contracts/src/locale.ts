/**
 * The two languages of the app: English (the spec's texts) and Bahasa Indonesia. The API answers
 * in the language of the request's Accept-Language; mails go in the account's own language.
 */
export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a request or an account without a language of its own gets. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl tag each language formats dates and numbers with (rupiah is id-ID in both). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', id: 'id-ID' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The app's language for a BCP 47 language tag, or null when it speaks neither: "id", "id-ID" and
 * the retired "in" are Indonesian; "en" and any "en-…" English.
 */
export function localeOfLanguageTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  if (primary === 'id' || primary === 'in') return 'id';
  if (primary === 'en') return 'en';
  return null;
}
