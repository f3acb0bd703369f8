import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@lumbung/contracts';
import { bogoFreeText, discountBadge, hasLowerPrice } from './pricing';
import { stockState } from './stock';

const plain = {
  price: 48000,
  discounted_price: 48000,
  discount_type: null,
  discount_value: null,
  bogo_product_name: null,
  product_name: 'Apel Fuji 1 kg',
};

describe('discount badges', () => {
  it('say nothing without a discount', () => {
    expect(discountBadge(plain)).toBeNull();
    expect(hasLowerPrice(plain)).toBe(false);
    expect(bogoFreeText(plain)).toBeNull();
  });

  it('give the percentage, the rupiah saved, or buy 1 get 1', () => {
    expect(
      discountBadge({ ...plain, discount_type: 'PERCENTAGE', discount_value: 20, discounted_price: 38400 }),
    ).toBe('20% off');
    expect(
      discountBadge({ ...plain, discount_type: 'NOMINAL', discount_value: 5000, discounted_price: 43000 }),
    ).toBe(`${formatRupiah(5000)} off`);
    expect(discountBadge({ ...plain, discount_type: 'BOGO' })).toBe('Buy 1 get 1');
  });

  it('name what comes free with a BOGO: another product, or the same one', () => {
    expect(
      bogoFreeText({ ...plain, discount_type: 'BOGO', bogo_product_name: 'Susu Kental Manis 370 g' }),
    ).toBe('Free: Susu Kental Manis 370 g');
    expect(bogoFreeText({ ...plain, discount_type: 'BOGO' })).toBe('Free: Apel Fuji 1 kg');
  });
});

describe('stockState', () => {
  it.each([
    [0, 'out', 'Out of stock'],
    [-1, 'out', 'Out of stock'],
    [1, 'low', 'Only 1 left'],
    [5, 'low', 'Only 5 left'],
    [6, 'in', 'In stock'],
    [150, 'in', 'In stock'],
  ])('%i units -> %s', (units, kind, label) => {
    expect(stockState(units)).toEqual({ kind, label });
  });
});
