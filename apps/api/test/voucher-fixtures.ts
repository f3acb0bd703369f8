/** Vouchers in a shopper's cart, for tests of the vouchers and the cart. */
import type { TestApp } from './build-test-app';
import type { Shopper } from './factories';

/** Puts the shopper's voucher copy on their cart (POST /api/cart/redeem-cart/); answers the response. */
export function redeemOnCart(t: TestApp, s: Shopper, userVoucherId: number, cartId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/redeem-cart/',
    headers: s.headers,
    payload: { user_id: s.id, user_voucher_id: userVoucherId, cart_id: cartId },
  });
}
