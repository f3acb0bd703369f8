import { describe, expect, it } from 'vitest';
import { CART_VOUCHER, cartItem, PRODUCT_VOUCHER, SHIPPING_VOUCHER } from '@/test/cart-fixtures';
import {
  canUseVoucher,
  cartSaving,
  isDiscountApplied,
  isSelectDiscountDisabled,
  lineDiscount,
  removeReturnsVoucher,
  withoutVoucher,
} from './cart-state';

const APEL = cartItem();
const SUSU = cartItem({
  cart_item_id: 2,
  inventory_id: 102,
  product_name: 'Susu',
  original_price: 10000,
  product_price: 10000,
});
const applied = {
  user_voucher_id: 1,
  redeem_code: 'X',
  voucher_type: 'PRODUCT_DISCOUNT' as const,
  applied_amount: 1,
};

describe('the voucher list after a cart change (docs/product.md §4)', () => {
  it('a redeemed voucher leaves the list; the others stay, and no list stays no list', () => {
    expect(withoutVoucher([CART_VOUCHER, PRODUCT_VOUCHER], PRODUCT_VOUCHER.user_voucher_id)).toEqual([
      CART_VOUCHER,
    ]);
    expect(withoutVoucher([CART_VOUCHER], 999)).toEqual([CART_VOUCHER]);
    expect(withoutVoucher(undefined, CART_VOUCHER.user_voucher_id)).toBeUndefined();
  });

  it('removing a line gives a voucher back only when the line carried one', () => {
    const cart = { cart_items: [{ ...APEL, voucher: applied }, SUSU] };
    expect(removeReturnsVoucher(cart, APEL.cart_item_id)).toBe(true);
    expect(removeReturnsVoucher(cart, SUSU.cart_item_id)).toBe(false);
    expect(removeReturnsVoucher(cart, 999)).toBe(false);
    expect(removeReturnsVoucher(undefined, APEL.cart_item_id)).toBe(false);
  });
});

describe('cart money shown in the drawer', () => {
  it('the green line discount is original price x quantity minus the line price, never negative', () => {
    expect(lineDiscount({ original_price: 18500, quantity: 2, product_price: 30000 })).toBe(7000);
    expect(lineDiscount({ original_price: 18500, quantity: 2, product_price: 37000 })).toBe(0);
  });

  it('the saved amount is the sum of the lines minus the cart price', () => {
    expect(cartSaving({ cart_items: [APEL, SUSU], cart_price: 50000 })).toBe(8000);
    expect(cartSaving({ cart_items: [APEL], cart_price: 48000 })).toBe(0);
  });
});

describe('vouchers in the drawer', () => {
  it('a discount is applied once a voucher sits on the cart or a line', () => {
    expect(isDiscountApplied({ cart_items: [APEL], cart_voucher: null })).toBe(false);
    expect(isDiscountApplied({ cart_items: [{ ...APEL, voucher: applied }], cart_voucher: null })).toBe(true);
    expect(
      isDiscountApplied({ cart_items: [APEL], cart_voucher: { ...applied, voucher_type: 'CART_DISCOUNT' } }),
    ).toBe(true);
  });

  it('a cart voucher fits a cart without one; a product voucher a cart with a free line; shipping never', () => {
    const plain = { cart_items: [APEL], cart_voucher: null };
    const withCartVoucher = {
      cart_items: [APEL],
      cart_voucher: { ...applied, voucher_type: 'CART_DISCOUNT' as const },
    };
    const allLinesTaken = { cart_items: [{ ...APEL, voucher: applied }], cart_voucher: null };
    expect(canUseVoucher(CART_VOUCHER, plain)).toBe(true);
    expect(canUseVoucher(CART_VOUCHER, withCartVoucher)).toBe(false);
    expect(canUseVoucher(PRODUCT_VOUCHER, withCartVoucher)).toBe(true);
    expect(canUseVoucher(PRODUCT_VOUCHER, allLinesTaken)).toBe(false);
    expect(canUseVoucher(SHIPPING_VOUCHER, plain)).toBe(false);
  });

  it("'Select Discount' is disabled once a discount is applied and no voucher can go on any more", () => {
    const withCartVoucher = {
      cart_items: [APEL],
      cart_voucher: { ...applied, voucher_type: 'CART_DISCOUNT' as const },
    };
    expect(isSelectDiscountDisabled({ cart_items: [APEL], cart_voucher: null }, [])).toBe(false);
    expect(isSelectDiscountDisabled(withCartVoucher, [PRODUCT_VOUCHER])).toBe(false);
    expect(isSelectDiscountDisabled(withCartVoucher, [SHIPPING_VOUCHER])).toBe(true);
    expect(isSelectDiscountDisabled(withCartVoucher, [])).toBe(true);
  });
});
