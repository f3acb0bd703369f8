import { describe, expect, it } from 'vitest';
import { formatRupiah, parseRupiah } from './money';

describe('formatRupiah', () => {
  it('shows whole rupiah in the id-ID format with no decimals', () => {
    expect(formatRupiah(145000)).toBe('Rp\u00a0145.000');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
    expect(formatRupiah(1234567890)).toBe('Rp\u00a01.234.567.890');
  });
  it('rounds a stray fraction instead of printing decimals', () => {
    expect(formatRupiah(999.6)).toBe('Rp\u00a01.000');
  });
});

describe('parseRupiah', () => {
  it.each([
    ['12500', 12500],
    ['12.500', 12500],
    ['Rp 1.250.000', 1250000],
    [' 7 ', 7],
    [42, 42],
  ])('reads %j as %i', (input, expected) => {
    expect(parseRupiah(input)).toBe(expected);
  });
  it.each(['12,5', '-5', '1.5', '12.50', 'abc', '', 1.5, -1, Number.NaN])('refuses %j', (input) => {
    expect(parseRupiah(input)).toBeNull();
  });
});
