import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, UserVouchersResponse } from '@lumbung/contracts';
import { userVouchers, vouchers } from '../../db/schema';
import { giveVoucher, makeProduct, orderHelpers } from '../../../test/factories';
import { redeemOnCart } from '../../../test/voucher-fixtures';
import { fileApp } from '../../../test/file-app';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';

const t = fileApp();
const orders = orderHelpers(() => t);

const list = async (id: number, headers: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/profile/vouchers/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return UserVouchersResponse.parse(res.json());
};

describe('GET /api/profile/vouchers/{userId}', () => {
  it("lists the demo shopper's voucher of each kind with its code, discount, minimum, cap and expiry", async () => {
    const id = await userIdOf(t.app, DEMO.shopper);
    const body = await list(id, await authHeaders(t.app, DEMO.shopper));
    expect(body.message).toBe(MESSAGES.USER_VOUCHERS_LISTED);
    const kinds = body.data.vouchers.map((v) => v.voucher_type).sort();
    expect(kinds).toEqual(['CART_DISCOUNT', 'PRODUCT_DISCOUNT', 'SHIPPING_DISCOUNT']);
    const product = body.data.vouchers.find((v) => v.voucher_type === 'PRODUCT_DISCOUNT')!;
    expect(product).toMatchObject({
      discount_type: 'PERCENTAGE',
      discount_amount: 10,
      min_purchase: 0,
      max_discount: 20000,
      status: 'AVAILABLE',
      order_id: null,
      used_at: null,
    });
    expect(product.redeem_code).toMatch(/^PRODUK10/);
    expect(new Date(product.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('tells available, in the cart, used by which order, and expired apart; available first', async () => {
    const s = await orders.shopper();
    const product = await makeProduct(t.db, { storeId: DEMO.jakartaStoreId, price: 30000, stock: 10 });
    const used = await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 5000,
    });
    const { cart_id } = await orders.add(s, product.inventory_id, 2);
    const redeem = await redeemOnCart(t, s, used.user_voucher_id, cart_id);
    expect(redeem.statusCode, redeem.body).toBe(200);
    const orderId = await orders.checkout(s);

    const expired = await giveVoucher(t.db, s.id, {
      type: 'PRODUCT_DISCOUNT',
      discountType: 'PERCENTAGE',
      amount: 10,
    });
    await t.db.execute(
      sql`update user_vouchers set expires_at = now() - interval '1 day' where user_voucher_id = ${expired.user_voucher_id}`,
    );
    const available = await giveVoucher(t.db, s.id, {
      type: 'SHIPPING_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 15000,
      minPurchase: 75000,
    });
    const next = await orders.add(s, product.inventory_id, 1);
    const inCart = await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'PERCENTAGE',
      amount: 5,
    });
    const applied = await redeemOnCart(t, s, inCart.user_voucher_id, next.cart_id);
    expect(applied.statusCode, applied.body).toBe(200);

    const body = await list(s.id, s.headers);
    expect(body.data.vouchers.map((v) => [v.user_voucher_id, v.status, v.order_id])).toEqual([
      [available.user_voucher_id, 'AVAILABLE', null],
      [inCart.user_voucher_id, 'IN_CART', null],
      [expired.user_voucher_id, 'EXPIRED', null],
      [used.user_voucher_id, 'USED', orderId],
    ]);
    expect(body.data.vouchers[0]).toMatchObject({
      min_purchase: 75000,
      max_discount: null,
      discount_amount: 15000,
    });
    expect(body.data.vouchers.at(-1)!.used_at).not.toBeNull();
  });

  it('leaves out unused copies of a voucher the shop withdrew, and keeps used ones', async () => {
    const s = await orders.shopper();
    const withdrawn = await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 1000,
    });
    const [row] = await t.db
      .select({ voucher_id: userVouchers.voucher_id })
      .from(userVouchers)
      .where(eq(userVouchers.user_voucher_id, withdrawn.user_voucher_id));
    await t.db.update(vouchers).set({ is_deleted: true }).where(eq(vouchers.voucher_id, row!.voucher_id));
    expect((await list(s.id, s.headers)).data.vouchers).toEqual([]);
  });

  it("refuses someone else's vouchers, a visitor, a store admin and a bad id", async () => {
    const s = await orders.shopper();
    const shopperId = await userIdOf(t.app, DEMO.shopper);
    const other = await t.app.inject({ url: `/api/profile/vouchers/${shopperId}`, headers: s.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.NOT_YOURS);
    expect((await t.app.inject({ url: `/api/profile/vouchers/${s.id}` })).statusCode).toBe(401);
    const adminId = await userIdOf(t.app, DEMO.jakartaAdmin);
    const admin = await t.app.inject({
      url: `/api/profile/vouchers/${adminId}`,
      headers: await authHeaders(t.app, DEMO.jakartaAdmin),
    });
    expect(admin.statusCode).toBe(403);
    for (const bad of ['abc', '0', '1.5', '2147483648', '%00']) {
      const res = await t.app.inject({ url: `/api/profile/vouchers/${bad}`, headers: s.headers });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
