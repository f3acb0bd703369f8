/**
 * Dates as the shop shows them: in Western Indonesian Time (WIB, Asia/Jakarta, UTC+7), where the
 * stores are, whatever the device's own zone.
 */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

/**
 * A WIB date format, built on its first use: building an Intl format loads its locale's data, a
 * few milliseconds that a phone's first load of the shelves should not pay for (issue 15).
 */
function wibFormat(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) =>
    (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE })).format(date);
}

const dateTime = wibFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const dateOnly = wibFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const isoDay = wibFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

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

/** WIB is UTC+7 all year (Asia/Jakarta has had no other offset since 1964, and no daylight saving). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
/** en-GB's short month names, as Intl writes them ("Sept", not "Sep"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "21 Nov" (the day in WIB): a discount's last day on the shelves' cards and banners. Written out
 * rather than asked of Intl, as the first load shows it and an Intl date format with a time zone
 * costs a phone about 10 ms to build (issue 15); dates.test.ts holds it to Intl's output.
 */
export function formatDayMonthWib(iso: string): string {
  const date = valid(iso);
  if (!date) return '';
  const wib = new Date(date.getTime() + WIB_OFFSET_MS);
  return `${wib.getUTCDate()} ${SHORT_MONTHS[wib.getUTCMonth()]}`;
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
