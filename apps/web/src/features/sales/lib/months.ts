import { t, type MessageId } from '@/i18n';

const MONTHS: readonly MessageId[] = [
  'back-office.month.jan',
  'back-office.month.feb',
  'back-office.month.mar',
  'back-office.month.apr',
  'back-office.month.may',
  'back-office.month.jun',
  'back-office.month.jul',
  'back-office.month.aug',
  'back-office.month.sep',
  'back-office.month.oct',
  'back-office.month.nov',
  'back-office.month.dec',
];

/**
 * A month's short name in the language shown ("Jan" … "Dec", "Jan" … "Des"): 0 is January. The
 * reports' labels come from the server in English; the charts name the months themselves.
 */
export function monthName(month: number): string {
  const id = MONTHS[month];
  return id ? t(id) : '';
}

/** A report's labels in the language shown: the twelve months by their own names, any other as sent. */
export function monthLabels(labels: readonly string[]): string[] {
  return labels.length === MONTHS.length ? labels.map((_, month) => monthName(month)) : [...labels];
}
