/** Vouchers in a shopper's cart, for tests of the vouchers and the cart. */
import type { Db } from '../src/db/client';
import type { TestApp } from './build-test-app';
import { giveVoucher, type Shopper } from './factories';

/** A shopper's two NOMINAL vouchers: `pv` takes 5.000 off a product line, `cv` 10.000 off the cart. */
export async function nominalVoucherPair(db: Db, userId: number) {
  const pv = await giveVoucher(db, userId, {
    type: 'PRODUCT_DISCOUNT',
    discountType: 'NOMINAL',
    amount: 5000,
  });
  const cv = await giveVoucher(db, userId, { type: 'CART_DISCOUNT', discountType: 'NOMINAL', amount: 10000 });
  return { pv, cv };
}

/** Puts the shopper's voucher copy on their cart (POST /api/cart/redeem-cart/); answers the response. */
export function redeemOnCart(t: TestApp, s: Shopper, userVoucherId: number, cartId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/redeem-cart/',
    headers: s.headers,
    payload: { user_id: s.id, user_voucher_id: userVoucherId, cart_id: cartId },
  });
}
