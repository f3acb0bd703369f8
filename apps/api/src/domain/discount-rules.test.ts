import { describe, expect, it } from 'vitest';
import { bestDiscount, unitPriceAfterDiscount, type PriceDiscount } from './discount-rules';

const discount = (d: Partial<PriceDiscount> & Pick<PriceDiscount, 'type'>): PriceDiscount => ({
  value: 0,
  min_purchase: null,
  max_discount: null,
  ...d,
});

describe('unitPriceAfterDiscount', () => {
  it('takes a percentage off, rounding the cut down to whole rupiah', () => {
    expect(unitPriceAfterDiscount(48000, discount({ type: 'PERCENTAGE', value: 20 }))).toBe(38400);
    expect(unitPriceAfterDiscount(9999, discount({ type: 'PERCENTAGE', value: 15 }))).toBe(9999 - 1499);
    expect(unitPriceAfterDiscount(5000, discount({ type: 'PERCENTAGE', value: 100 }))).toBe(0);
  });
  it('caps a percentage at max_discount', () => {
    expect(
      unitPriceAfterDiscount(140000, discount({ type: 'PERCENTAGE', value: 50, max_discount: 20000 })),
    ).toBe(120000);
    expect(
      unitPriceAfterDiscount(10000, discount({ type: 'PERCENTAGE', value: 50, max_discount: 20000 })),
    ).toBe(5000);
  });
  it('takes a nominal amount off, never below 0', () => {
    expect(unitPriceAfterDiscount(30000, discount({ type: 'NOMINAL', value: 5000 }))).toBe(25000);
    expect(unitPriceAfterDiscount(4500, discount({ type: 'NOMINAL', value: 10000 }))).toBe(0);
  });
  it('keeps the price under BOGO and without a discount', () => {
    expect(unitPriceAfterDiscount(18000, discount({ type: 'BOGO' }))).toBe(18000);
    expect(unitPriceAfterDiscount(18000, null)).toBe(18000);
  });
  it('does not cut one unit below the minimum purchase', () => {
    const tenOffFrom50k = discount({ type: 'PERCENTAGE', value: 10, min_purchase: 50000 });
    expect(unitPriceAfterDiscount(9500, tenOffFrom50k)).toBe(9500);
    expect(unitPriceAfterDiscount(50000, tenOffFrom50k)).toBe(45000);
  });
  it('stays exact for large prices', () => {
    expect(unitPriceAfterDiscount(2_000_000_000, discount({ type: 'PERCENTAGE', value: 33 }))).toBe(
      1_340_000_000,
    );
  });
});

describe('bestDiscount', () => {
  it('gives the lowest unit price, the newest on a tie, and null for none', () => {
    const nominal = { discount_id: 1, ...discount({ type: 'NOMINAL', value: 1000 }) };
    const percent = { discount_id: 2, ...discount({ type: 'PERCENTAGE', value: 30 }) };
    const bogo = { discount_id: 3, ...discount({ type: 'BOGO' }) };
    expect(bestDiscount(21000, [nominal, percent, bogo])).toBe(percent);
    const bogo2 = { discount_id: 4, ...discount({ type: 'BOGO' }) };
    expect(bestDiscount(21000, [bogo, bogo2])).toBe(bogo2);
    expect(bestDiscount(21000, [])).toBeNull();
  });
});
