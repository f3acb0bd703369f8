/**
 * Gifting a voucher through the real API: the shopper finds the copy in the cart drawer's list,
 * the shipping list and their voucher list, a mail arrives over SMTP, the copy works in a cart and
 * an order; unknown e-mails, non-shoppers and deleted vouchers are refused; a deleted voucher
 * leaves the carts but never the orders that used it.
 */
import { describe, expect, it } from 'vitest';
import {
  CartItemsResponse,
  CartVouchersResponse,
  ErrorBody,
  GiftVoucherResponse,
  MESSAGES,
  OrderDetailResponse,
  ShippingVouchersResponse,
  UserVouchersResponse,
  VOUCHER_TEXTS,
  voucherText,
  VoucherResponse,
} from '@lumbung/contracts';
import { fileHeaders, fileMailApp } from '../../../test/file-app';
import { makeProduct, makeShoppers, orderHelpers } from '../../../test/factories';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';
import { redeemOnCart } from '../../../test/voucher-fixtures';

const { t, smtp } = fileMailApp({ PUBLIC_URL: 'https://lumbung.example' });
const admin = fileHeaders(t, DEMO.superAdmin);

let n = 0;
const code = () => `GIFT${Date.now().toString(36).toUpperCase().slice(-5)}${(n += 1)}`;

async function newVoucher(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/super-admin/voucher',
    headers: admin,
    payload: { voucher_code: code(), description: 'A gift from the shop', valid_days: 10, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return VoucherResponse.parse(res.json()).data;
}

const gift = (id: number, email: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/super-admin/gift-voucher/${id}`,
    headers: admin,
    payload: { email },
  });

async function shopper() {
  const [email] = await makeShoppers(t.db, 1);
  return { email: email!, id: await userIdOf(t.app, email!), headers: await authHeaders(t.app, email!) };
}

describe('gifting a voucher', () => {
  it('gives the shopper a copy: in the drawer, in their vouchers, by mail; it works in a cart and an order', async () => {
    const v = await newVoucher({
      voucherType: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      discount_amount: 15_000,
      min_purchase: 50_000,
    });
    const s = await shopper();
    const before = Date.now();
    const res = await gift(v.voucher_id, `  ${s.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(201);
    const { voucher, gift: copy } = GiftVoucherResponse.parse(res.json()).data;
    expect(voucher).toMatchObject({ voucher_id: v.voucher_id, copies_given: 1, copies_used: 0 });
    expect(copy).toMatchObject({ user_id: s.id, email: s.email });
    expect(copy.redeem_code).toMatch(new RegExp(`^${v.voucher_code}-[A-Z2-9]{8}$`));
    const days = (Date.parse(copy.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThan(10.01);

    const drawer = await t.app.inject({
      method: 'GET',
      url: `/api/cart/cart-vouchers/${s.id}`,
      headers: s.headers,
    });
    expect(drawer.statusCode, drawer.body).toBe(200);
    expect(CartVouchersResponse.parse(drawer.json()).data.vouchers).toEqual([
      expect.objectContaining({
        user_voucher_id: copy.user_voucher_id,
        redeem_code: copy.redeem_code,
        voucher_type: 'CART_DISCOUNT',
        discount_type: 'NOMINAL',
        discount_amount: 15_000,
      }),
    ]);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/profile/vouchers/${s.id}`,
      headers: s.headers,
    });
    expect(UserVouchersResponse.parse(mine.json()).data.vouchers).toEqual([
      expect.objectContaining({ redeem_code: copy.redeem_code, status: 'AVAILABLE' }),
    ]);

    await t.app.mailer.idle();
    const mail = smtp.latestTo(s.email);
    expect(mail.subject).toBe('A cart voucher for you from LUMBUNG');
    expect(mail.text).toContain(`Your voucher code is ${copy.redeem_code}`);
    expect(mail.text).toContain('Rp\u00a015.000 off on a purchase of at least Rp\u00a050.000');
    expect(mail.text).toContain('https://lumbung.example/user/vouchers');

    // The copy takes 15,000 off a cart of 60,000, and the order keeps it after the voucher is deleted.
    const h = orderHelpers(() => t);
    const product = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 60_000, stock: 5 });
    const added = await h.add(s, product.inventory_id);
    const redeem = await redeemOnCart(t, s, copy.user_voucher_id, added.cart_id);
    expect(redeem.statusCode, redeem.body).toBe(200);
    const orderId = await h.checkout(s);
    const orderBefore = OrderDetailResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/order/details/${s.id}/${orderId}`,
          headers: s.headers,
        })
      ).json(),
    ).data.order;

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/voucher/${v.voucher_id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(VoucherResponse.parse(removed.json()).data).toMatchObject({
      copies_given: 1,
      copies_used: 1,
      discount_cost: 15_000,
      is_deleted: true,
    });
    const orderAfter = await t.app.inject({
      method: 'GET',
      url: `/api/order/details/${s.id}/${orderId}`,
      headers: s.headers,
    });
    expect(orderAfter.statusCode, orderAfter.body).toBe(200);
    expect(OrderDetailResponse.parse(orderAfter.json()).data.order).toEqual(orderBefore);
  });

  it('a shipping voucher shows in the checkout’s shipping vouchers, not in the drawer', async () => {
    const v = await newVoucher({
      voucherType: 'SHIPPING_DISCOUNT',
      discountType: 'PERCENTAGE',
      discount_amount: 50,
    });
    const s = await shopper();
    const res = await gift(v.voucher_id, s.email);
    expect(res.statusCode, res.body).toBe(201);
    const { gift: copy } = GiftVoucherResponse.parse(res.json()).data;
    const shipping = await t.app.inject({
      method: 'GET',
      url: `/api/order/shipping-vouchers/${s.id}`,
      headers: s.headers,
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    expect(ShippingVouchersResponse.parse(shipping.json()).data.vouchers.map((x) => x.redeem_code)).toContain(
      copy.redeem_code,
    );
    const drawer = await t.app.inject({
      method: 'GET',
      url: `/api/cart/cart-vouchers/${s.id}`,
      headers: s.headers,
    });
    expect(CartVouchersResponse.parse(drawer.json()).data.vouchers).toEqual([]);
    await t.app.mailer.idle();
    expect(smtp.latestTo(s.email).text).toContain('checkout page');
  });

  it('a deleted voucher’s copy on a cart leaves the cart', async () => {
    const v = await newVoucher({
      voucherType: 'CART_DISCOUNT',
      discountType: 'PERCENTAGE',
      discount_amount: 10,
    });
    const s = await shopper();
    const { gift: copy } = GiftVoucherResponse.parse((await gift(v.voucher_id, s.email)).json()).data;
    const h = orderHelpers(() => t);
    const product = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 40_000, stock: 5 });
    const added = await h.add(s, product.inventory_id);
    const redeem = await redeemOnCart(t, s, copy.user_voucher_id, added.cart_id);
    expect(redeem.statusCode, redeem.body).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/api/super-admin/voucher/${v.voucher_id}`, headers: admin });
    const cart = CartItemsResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/cart/items/${s.id}`, headers: s.headers })).json(),
    ).cart_data;
    expect(cart.cart_voucher).toBeNull();
    expect(cart.cart_price).toBe(40_000);
  });

  it('refuses an unknown e-mail (404), a store admin or super admin (422), a bad e-mail (400)', async () => {
    const v = await newVoucher({
      voucherType: 'PRODUCT_DISCOUNT',
      discountType: 'NOMINAL',
      discount_amount: 2000,
    });
    const unknown = await gift(v.voucher_id, 'nobody@lumbung.test');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBody.parse(unknown.json()).message).toBe(
      voucherText('userNotFound', { email: 'nobody@lumbung.test' }),
    );
    const staff = await gift(v.voucher_id, DEMO.jakartaAdmin);
    expect(staff.statusCode).toBe(422);
    expect(ErrorBody.parse(staff.json()).message).toBe(
      voucherText('onlyShoppers', { email: DEMO.jakartaAdmin, role: 'store admin' }),
    );
    expect((await gift(v.voucher_id, DEMO.superAdmin)).statusCode).toBe(422);
    for (const bad of ['not-an-address', '', 42, null]) {
      const res = await gift(v.voucher_id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(ErrorBody.parse(res.json()).message).toContain(VOUCHER_TEXTS.emailInvalid);
    }
    const extra = await t.app.inject({
      method: 'POST',
      url: `/api/super-admin/gift-voucher/${v.voucher_id}`,
      headers: admin,
      payload: { email: DEMO.shopper, count: 5 },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a deleted or unknown voucher with 404, and gives nothing', async () => {
    const v = await newVoucher({
      voucherType: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      discount_amount: 3000,
    });
    await t.app.inject({ method: 'PUT', url: `/api/super-admin/voucher/${v.voucher_id}`, headers: admin });
    const s = await shopper();
    const res = await gift(v.voucher_id, s.email);
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).message).toBe(MESSAGES.VOUCHER_NOT_FOUND);
    expect((await gift(2_000_000_000, s.email)).statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/profile/vouchers/${s.id}`,
      headers: s.headers,
    });
    expect(UserVouchersResponse.parse(mine.json()).data.vouchers).toEqual([]);
  });
});
