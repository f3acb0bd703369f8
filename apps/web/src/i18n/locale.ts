/** The languages of the shop: English (the spec's texts) and Bahasa Indonesia. */
export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];

/** The visitor's choice, kept for a year; a signed-in user's choice is kept in the profile too. */
export const LOCALE_COOKIE = 'lumbung_lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'id';
}

/**
 * The language of a browser's preference list (navigator.languages): the first entry that is
 * Indonesian ("id", "id-ID", or the old code "in") or English wins; anything else is English.
 */
export function localeOfLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The language to start in: the choice in the cookie, else the browser's. */
export function startingLocale(cookie: string | null, languages: readonly string[]): Locale {
  return isLocale(cookie) ? cookie : localeOfLanguages(languages);
}
