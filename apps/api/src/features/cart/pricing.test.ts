import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  firstApplicable,
  generalDiscountCut,
  priceLine,
  voucherCut,
  type GeneralDiscount,
  type PriceDiscount,
  type VoucherTerms,
} from './pricing';

const price = fc.integer({ min: 0, max: 50_000_000 });
const quantity = fc.integer({ min: 1, max: 999 });
const money = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null });

const storeDiscount: fc.Arbitrary<PriceDiscount> = fc.oneof(
  fc.record({
    type: fc.constant('PERCENTAGE' as const),
    value: fc.integer({ min: 1, max: 100 }),
    min_purchase: money,
    max_discount: money,
  }),
  fc.record({
    type: fc.constant('NOMINAL' as const),
    value: fc.integer({ min: 1, max: 10_000_000 }),
    min_purchase: money,
    max_discount: money,
  }),
  fc.record({
    type: fc.constant('BOGO' as const),
    value: fc.constant(0),
    min_purchase: money,
    max_discount: fc.constant(null),
  }),
);

const voucher: fc.Arbitrary<VoucherTerms> = fc.oneof(
  fc.record({
    discount_type: fc.constant('PERCENTAGE' as const),
    discount_amount: fc.integer({ min: 1, max: 100 }),
    min_purchase: fc.integer({ min: 0, max: 10_000_000 }),
    max_discount: money,
  }),
  fc.record({
    discount_type: fc.constant('NOMINAL' as const),
    discount_amount: fc.integer({ min: 1, max: 10_000_000 }),
    min_purchase: fc.integer({ min: 0, max: 10_000_000 }),
    max_discount: money,
  }),
);

const general: fc.Arbitrary<GeneralDiscount> = storeDiscount;

const line = fc.record({
  unitPrice: price,
  quantity,
  discount: fc.option(storeDiscount, { nil: null }),
  freeStock: fc.integer({ min: -5, max: 2000 }),
  voucher: fc.option(voucher, { nil: null }),
});

describe('priceLine (property)', () => {
  it('never goes below 0, never above the original, and adds up', () => {
    fc.assert(
      fc.property(line, (l) => {
        const p = priceLine(l);
        expect(Number.isSafeInteger(p.price)).toBe(true);
        expect(p.price).toBeGreaterThanOrEqual(0);
        expect(p.price).toBeLessThanOrEqual(p.original);
        expect(p.original).toBe(l.unitPrice * l.quantity);
        expect(p.price).toBe(p.original - p.storeCut - p.voucherCut);
        expect(p.storeCut).toBeGreaterThanOrEqual(0);
        expect(p.voucherCut).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps each store cut of one unit within max_discount and no cut below min_purchase', () => {
    fc.assert(
      fc.property(line, (l) => {
        const p = priceLine({ ...l, voucher: null });
        const d = l.discount;
        if (!d || (d.min_purchase !== null && p.original < d.min_purchase)) {
          expect(p.storeCut).toBe(0);
          expect(p.freeQuantity).toBe(0);
          return;
        }
        if (d.type === 'PERCENTAGE' && d.max_discount !== null) {
          expect(p.storeCut).toBeLessThanOrEqual(d.max_discount * l.quantity);
        }
        if (d.type === 'PERCENTAGE') {
          expect(p.storeCut).toBeLessThanOrEqual((l.unitPrice * d.value * l.quantity) / 100);
        }
      }),
    );
  });

  it('gives BOGO units free only while stock allows, one per paid unit', () => {
    fc.assert(
      fc.property(line, (l) => {
        const p = priceLine(l);
        expect(p.freeQuantity).toBeGreaterThanOrEqual(0);
        expect(p.freeQuantity).toBeLessThanOrEqual(l.quantity);
        expect(p.freeQuantity).toBeLessThanOrEqual(Math.max(0, l.freeStock));
        if (l.discount?.type !== 'BOGO') expect(p.freeQuantity).toBe(0);
        else expect(p.storeCut).toBe(0);
      }),
    );
  });
});

describe('voucherCut (property)', () => {
  it('never exceeds its cap or the base, and is 0 below the minimum', () => {
    fc.assert(
      fc.property(price, voucher, (base, v) => {
        const cut = voucherCut(base, v);
        expect(cut).toBeGreaterThanOrEqual(0);
        expect(cut).toBeLessThanOrEqual(base);
        if (v.max_discount !== null) expect(cut).toBeLessThanOrEqual(v.max_discount);
        if (base < v.min_purchase) expect(cut).toBe(0);
        if (v.discount_type === 'PERCENTAGE') {
          expect(cut).toBeLessThanOrEqual((base * v.discount_amount) / 100);
        }
      }),
    );
  });
});

describe('cartTotals (property)', () => {
  it('total = sum of the lines minus the cart discounts, never below 0, cuts within their caps', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.option(general, { nil: null }),
        fc.option(voucher, { nil: null }),
        (lines, g, v) => {
          const prices = lines.map((l) => priceLine(l).price);
          const t = cartTotals(prices, g, v);
          const sum = prices.reduce((a, b) => a + b, 0);
          expect(t.items_price).toBe(sum);
          expect(t.cart_price).toBe(sum - t.store_discount - t.cart_discount);
          expect(t.cart_price).toBeGreaterThanOrEqual(0);
          expect(t.store_discount).toBeGreaterThanOrEqual(0);
          expect(t.cart_discount).toBeGreaterThanOrEqual(0);
          if (g?.max_discount != null) expect(t.store_discount).toBeLessThanOrEqual(g.max_discount);
          if (v?.max_discount != null) expect(t.cart_discount).toBeLessThanOrEqual(v.max_discount);
          if (v && sum < v.min_purchase) expect(t.cart_discount).toBe(0);
          if (g && g.min_purchase !== null && sum < g.min_purchase) expect(t.store_discount).toBe(0);
        },
      ),
    );
  });
});

describe('examples', () => {
  it('prices a PERCENTAGE line per unit, capped per unit, from the line minimum', () => {
    const d: PriceDiscount = { type: 'PERCENTAGE', value: 50, min_purchase: 100000, max_discount: 20000 };
    // 1 x 60.000 does not reach 100.000: no cut.
    expect(priceLine({ unitPrice: 60000, quantity: 1, discount: d, freeStock: 0, voucher: null }).price).toBe(
      60000,
    );
    // 2 x 60.000 = 120.000 reaches it: each unit 60.000 - min(30.000, 20.000) = 40.000.
    expect(priceLine({ unitPrice: 60000, quantity: 2, discount: d, freeStock: 0, voucher: null }).price).toBe(
      80000,
    );
  });
  it('rounds a percentage cut down to whole rupiah', () => {
    const v: VoucherTerms = {
      discount_type: 'PERCENTAGE',
      discount_amount: 15,
      min_purchase: 0,
      max_discount: null,
    };
    expect(voucherCut(9999, v)).toBe(1499);
    expect(
      generalDiscountCut(9999, { type: 'PERCENTAGE', value: 15, min_purchase: null, max_discount: null }),
    ).toBe(1499);
  });
  it('keeps NOMINAL at 0 at worst and BOGO free units within stock', () => {
    const nominal: PriceDiscount = { type: 'NOMINAL', value: 10000, min_purchase: null, max_discount: null };
    expect(
      priceLine({ unitPrice: 4500, quantity: 3, discount: nominal, freeStock: 0, voucher: null }).price,
    ).toBe(0);
    const bogo: PriceDiscount = { type: 'BOGO', value: 0, min_purchase: null, max_discount: null };
    const p = priceLine({ unitPrice: 18000, quantity: 3, discount: bogo, freeStock: 2, voucher: null });
    expect(p).toEqual({ original: 54000, storeCut: 0, voucherCut: 0, price: 54000, freeQuantity: 2 });
  });
  it('applies the general discount then the cart voucher on the rest', () => {
    const g: GeneralDiscount = { type: 'PERCENTAGE', value: 10, min_purchase: 150000, max_discount: 25000 };
    const v: VoucherTerms = {
      discount_type: 'PERCENTAGE',
      discount_amount: 10,
      min_purchase: 100000,
      max_discount: 50000,
    };
    expect(cartTotals([100000, 100000], g, v)).toEqual({
      items_price: 200000,
      store_discount: 20000,
      cart_discount: 18000,
      cart_price: 162000,
    });
    expect(cartTotals([90000], g, v)).toEqual({
      items_price: 90000,
      store_discount: 0,
      cart_discount: 0,
      cart_price: 90000,
    });
  });
  it('picks the first general discount whose minimum is reached', () => {
    const a = { id: 1, type: 'NOMINAL' as const, value: 5000, min_purchase: 500000, max_discount: null };
    const b = { id: 2, type: 'PERCENTAGE' as const, value: 5, min_purchase: 50000, max_discount: null };
    expect(firstApplicable(100000, [a, b])).toBe(b);
    expect(firstApplicable(10000, [a, b])).toBeNull();
  });
});
