import { describe, expect, it } from 'vitest';
import { formatDateTimeWib, formatDateWib, formatDayMonthWib, SHOP_TIME_ZONE, wibDay } from './dates';

describe('dates in WIB', () => {
  it('shows a moment in Western Indonesian Time, whatever the device zone', () => {
    // 17:30 UTC on 31 December is already 1 January in Jakarta.
    const iso = '2026-12-31T17:30:00.000Z';
    expect(formatDateTimeWib(iso)).toBe('1 Jan 2027, 00:30 WIB');
    expect(formatDateWib(iso)).toBe('1 Jan 2027');
    expect(formatDayMonthWib(iso)).toBe('1 Jan');
    expect(wibDay(new Date(iso))).toBe('2027-01-01');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDateTimeWib('not a date')).toBe('');
    expect(formatDateWib('')).toBe('');
    expect(formatDayMonthWib('2026-13-45')).toBe('');
  });

  it('writes the day and month as Intl does for en-GB in Asia/Jakarta, moment for moment', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: SHOP_TIME_ZONE,
    });
    const moments: number[] = [];
    // Every WIB midnight's two sides through 2026 and 2028 (a leap year)...
    for (const year of [2026, 2028]) {
      for (let day = 0; day < 367; day++) {
        const midnight = Date.UTC(year, 0, 1 + day) - 7 * 60 * 60 * 1000;
        moments.push(midnight - 1, midnight, midnight + 1);
      }
    }
    // ...and moments spread from 1970 to 2100, from a fixed seed (a linear congruential generator).
    let seed = 20261124;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      moments.push(Math.floor((seed / 2147483648) * Date.UTC(2100, 0, 1)));
    }
    for (const moment of moments) {
      const iso = new Date(moment).toISOString();
      expect(formatDayMonthWib(iso), iso).toBe(intl.format(new Date(moment)));
    }
  });
});
