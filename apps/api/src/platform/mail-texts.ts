/**
 * The words every mail shares (the frame around a feature's own texts) in both languages, and
 * which language a mail goes in: the account's own, else the language of the request that
 * caused the mail. Each feature's `<feature>.mails.ts` holds its mails' texts in both.
 */
import { BRAND, INTL_LOCALE, isLocale, type Locale } from '@lumbung/contracts';

export interface MailFrameTexts {
  /** "Hi Sari,". */
  greeting: (username: string) => string;
  signOff: string;
  team: string;
  /** Under the button: the same link as plain text. */
  buttonFallback: string;
  /** Under the card. */
  footer: string;
}

export const MAIL_FRAME: Record<Locale, MailFrameTexts> = {
  en: {
    greeting: (username) => `Hi ${username},`,
    signOff: 'Salam hangat,',
    team: `The ${BRAND} team`,
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    footer: `${BRAND}: groceries from a store near you, across Indonesia.`,
  },
  id: {
    greeting: (username) => `Hai ${username},`,
    signOff: 'Salam hangat,',
    team: `Tim ${BRAND}`,
    buttonFallback: 'Kalau tombolnya tidak berfungsi, salin link ini ke browser-mu:',
    footer: `${BRAND}: belanja kebutuhan dapur dari toko terdekat, di seluruh Indonesia.`,
  },
};

/** The language of a mail to an account: its own (users.locale), else the request's. */
export function mailLocale(
  accountLocale: string | null | undefined,
  requestLocale: Locale | undefined,
): Locale {
  if (isLocale(accountLocale)) return accountLocale;
  return requestLocale ?? 'en';
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A day as a mail says it, in Jakarta time: "3 December 2026", "3 Desember 2026". */
export function mailDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
