import { describe, expect, it } from 'vitest';
import { CART_VOUCHER, cartItem, PRODUCT_VOUCHER, SHIPPING_VOUCHER } from '@/test/cart-fixtures';
import {
  applyAdded,
  applyCartVoucher,
  applyItemChanged,
  applyRemoved,
  canUseVoucher,
  cartSaving,
  EMPTY_CART,
  isDiscountApplied,
  isSelectDiscountDisabled,
  lineDiscount,
} from './cart-state';

const price = (cart_price: number, items_price = cart_price) => ({
  cart_id: 9,
  cart_price,
  items_price,
  store_discount: 0,
  cart_discount: items_price - cart_price,
});
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

describe('cart state transitions (SPEC §4)', () => {
  it('add appends the item and sets the cart price; adding the same line replaces it', () => {
    const added = applyAdded(EMPTY_CART, {
      message: 'ok',
      cart_item: APEL,
      cart_price: 48000,
      cart_id: 9,
      cart_vouchers: [],
    });
    expect(added.cart_items).toEqual([APEL]);
    expect(added.cart_price).toBe(48000);
    expect(added.cart_id).toBe(9);
    const again = applyAdded(added, {
      message: 'ok',
      cart_item: { ...APEL, quantity: 2, product_price: 96000 },
      cart_price: 96000,
      cart_id: 9,
      cart_vouchers: [],
    });
    expect(again.cart_items.map((item) => item.quantity)).toEqual([2]);
  });

  it('remove drops the item and takes the new price', () => {
    const cart = { ...EMPTY_CART, cart_items: [APEL, SUSU], cart_price: 58000 };
    const after = applyRemoved(cart, APEL, price(10000));
    expect(after.cart_items).toEqual([SUSU]);
    expect(after.cart_price).toBe(10000);
  });

  it('a quantity change or a product voucher replaces that item and the price', () => {
    const cart = { ...EMPTY_CART, cart_items: [APEL, SUSU], cart_price: 58000 };
    const after = applyItemChanged(cart, { ...SUSU, quantity: 3, product_price: 30000 }, price(78000));
    expect(after.cart_items.map((item) => item.quantity)).toEqual([1, 3]);
    expect(after.cart_price).toBe(78000);
  });

  it('a cart voucher sets the new cart price', () => {
    const cart = { ...EMPTY_CART, cart_items: [APEL], cart_price: 48000, items_price: 48000 };
    expect(applyCartVoucher(cart, 38000, price(38000, 48000)).cart_price).toBe(38000);
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
