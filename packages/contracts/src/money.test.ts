import { describe, expect, it } from 'vitest';
import { CURRENCY } from './constants';
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
  it('writes what Intl.NumberFormat writes for id-ID rupiah, value for value', () => {
    const intl = new Intl.NumberFormat(CURRENCY.locale, {
      style: 'currency',
      currency: CURRENCY.code,
      minimumFractionDigits: CURRENCY.fractionDigits,
      maximumFractionDigits: CURRENCY.fractionDigits,
    });
    const amounts = [
      0,
      -0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      9999,
      10000,
      99999,
      100000,
      999999,
      1000000,
      12500,
      145000,
      1234567,
      98765432,
      1e12,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
      -1,
      -999,
      -1000,
      -2500,
      -1234567,
      -Number.MAX_SAFE_INTEGER,
      0.4,
      0.5,
      -0.4,
      -0.5,
      -0.6,
      1499.5,
      2 ** 53,
      1e21,
      -1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    // A spread of amounts from a fixed seed as well (a linear congruential generator).
    let seed = 20261124;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      amounts.push((seed % 2 ? 1 : -1) * Math.floor((seed / 2147483648) * 10 ** (1 + (i % 15))));
    }
    for (const amount of amounts)
      expect(formatRupiah(amount), String(amount)).toBe(intl.format(Math.round(amount)));
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
