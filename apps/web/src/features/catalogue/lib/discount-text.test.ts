import { afterEach, describe, expect, it } from 'vitest';
import { activateForTests } from '@/i18n/catalogues';
import { englishCataloguesForTests } from '@/test/catalogues';
import { shortDate } from './discount-text';

afterEach(() => activateForTests('en', englishCataloguesForTests));

describe('shortDate', () => {
  it('shows the day in WIB: 17:30 UTC on 31 December is already 1 January in Jakarta', () => {
    expect(shortDate('2026-12-31T17:30:00.000Z')).toBe('1 Jan');
    expect(shortDate('2026-09-14T16:59:59.999Z')).toBe('14 Sept');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(shortDate('2026-13-45')).toBe('');
  });

  it('writes the day and month as Intl does for en-GB in Asia/Jakarta, moment for moment', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Jakarta',
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
      expect(shortDate(iso), iso).toBe(intl.format(new Date(moment)));
    }
  });

  it('writes the month as Intl does for id-ID when the shop is in Bahasa Indonesia', () => {
    activateForTests('id', []);
    const intl = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Jakarta',
    });
    for (let month = 0; month < 12; month++) {
      const moment = new Date(Date.UTC(2026, month, 15, 5));
      expect(shortDate(moment.toISOString())).toBe(intl.format(moment));
    }
    expect(shortDate('2026-08-20T05:00:00.000Z')).toBe('20 Agu');
  });
});
