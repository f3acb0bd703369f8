import { describe, expect, it } from 'vitest';
import { formatDateTimeWib, formatDateWib, wibDay } from './dates';

describe('dates in WIB', () => {
  it('shows a moment in Western Indonesian Time, whatever the device zone', () => {
    // 17:30 UTC on 31 December is already 1 January in Jakarta.
    const iso = '2026-12-31T17:30:00.000Z';
    expect(formatDateTimeWib(iso)).toBe('1 Jan 2027, 00:30 WIB');
    expect(formatDateWib(iso)).toBe('1 Jan 2027');
    expect(wibDay(new Date(iso))).toBe('2027-01-01');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDateTimeWib('not a date')).toBe('');
    expect(formatDateWib('')).toBe('');
  });
});
