import { currentLocale } from '@/i18n';

/**
 * Dates as the shop shows them: in Western Indonesian Time (WIB, Asia/Jakarta, UTC+7), where the
 * stores are, whatever the device's own zone.
 */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

/** The Intl locale of each language's dates: "21 Nov 2026, 14:05" and "21 Nov 2026, 14.05". */
const DATE_LOCALES = { en: 'en-GB', id: 'id-ID' } as const;

/**
 * A WIB date format in the language shown, built on its first use in that language: building an
 * Intl format loads its locale's data, a few milliseconds that a phone's first load of the shelves
 * should not pay for.
 */
function wibFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (date) => {
    const locale = DATE_LOCALES[currentLocale()];
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });
      formats.set(locale, format);
    }
    return format.format(date);
  };
}

const dateTime = wibFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const dateOnly = wibFormat({ day: 'numeric', month: 'short', year: 'numeric' });

let isoDayFormat: Intl.DateTimeFormat | undefined;
const isoDay = (date: Date) =>
  (isoDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  })).format(date);

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026, 14:05 WIB". */
export function formatDateTimeWib(iso: string): string {
  const date = valid(iso);
  return date ? `${dateTime(date)} WIB` : '';
}

/** "21 Nov 2026" (the day in WIB). */
export function formatDateWib(iso: string): string {
  const date = valid(iso);
  return date ? dateOnly(date) : '';
}

/** The day (YYYY-MM-DD) in WIB of a moment: the form the order list's date filter takes. */
export function wibDay(date: Date): string {
  return isoDay(date);
}

/** What is left until `deadline`, in whole seconds (0 once it has passed). */
export function secondsLeft(deadline: string, now: number): number {
  const date = valid(deadline);
  return date ? Math.max(0, Math.floor((date.getTime() - now) / 1000)) : 0;
}

/** "59:07" under an hour, "23:59:07" under a day, "2 d 03:04:05" beyond. */
export function formatCountdown(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(secs)}` : `${pad(minutes)}:${pad(secs)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}
