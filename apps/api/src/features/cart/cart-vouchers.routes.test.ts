/**
 * The cart's vouchers through the real API: the list of a shopper's usable vouchers, redeeming
 * a product voucher on a line and a cart voucher on the cart (every refusal with its text), and
 * taking either off again.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CartVouchersResponse,
  formatMessage,
  formatRupiah,
  MESSAGES,
  RedeemCartFailure,
  RedeemCartResponse,
  RedeemProductFailure,
  RedeemProductResponse,
  RemoveCartVoucherResponse,
} from '@lumbung/contracts';
import { cartCalls, errorOf } from '../../../test/cart-calls';
import { fileApp } from '../../../test/file-app';
import { giveVoucher, makeProduct } from '../../../test/factories';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';

const t = fileApp();
const FLAGSHIP = DEMO.jakartaStoreId;
const { shopper, addOk, items, redeemProduct, redeemCart } = cartCalls(() => t);

describe('GET /api/cart/cart-vouchers/{userId}', () => {
  it('lists own unused, unexpired product and cart vouchers; not shipping, used, expired or applied', async () => {
    const s = await shopper();
    const product = await giveVoucher(t.db, s.id, {
      type: 'PRODUCT_DISCOUNT',
      discountType: 'PERCENTAGE',
      amount: 10,
    });
    const cart = await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 5000,
      minPurchase: 20000,
      maxDiscount: null,
    });
    await giveVoucher(t.db, s.id, { type: 'SHIPPING_DISCOUNT', discountType: 'NOMINAL', amount: 5000 });
    await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 5000,
      expiresInDays: -1,
    });
    const res = await t.app.inject({ url: `/api/cart/cart-vouchers/${s.id}`, headers: s.headers });
    expect(res.statusCode).toBe(200);
    const { vouchers } = CartVouchersResponse.parse(res.json()).data;
    expect(vouchers.map((v) => v.user_voucher_id).sort()).toEqual(
      [product.user_voucher_id, cart.user_voucher_id].sort(),
    );
    expect(vouchers.find((v) => v.user_voucher_id === cart.user_voucher_id)).toMatchObject({
      redeem_code: cart.redeem_code,
      voucher_type: 'CART_DISCOUNT',
      discount_type: 'NOMINAL',
      discount_amount: 5000,
      min_purchase: 20000,
    });
    const other = await shopper();
    const foreign = await t.app.inject({ url: `/api/cart/cart-vouchers/${s.id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(403);
  });

  it("lists the demo shopper's product and cart vouchers", async () => {
    const id = await userIdOf(t.app, DEMO.shopper);
    const res = await t.app.inject({
      url: `/api/cart/cart-vouchers/${id}`,
      headers: await authHeaders(t.app, DEMO.shopper),
    });
    const { vouchers } = CartVouchersResponse.parse(res.json()).data;
    expect(vouchers.map((v) => v.voucher_type).sort()).toEqual(['CART_DISCOUNT', 'PRODUCT_DISCOUNT']);
  });
});

describe('POST /api/cart/redeem-product/', () => {
  it('applies a product voucher to one line: data.cartItem and data.cartPrice', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 30000, stock: 9 });
    const other = await makeProduct(t.db, { storeId: FLAGSHIP, price: 10000, stock: 9 });
    const { cart_item } = await addOk(s, product.inventory_id, 2);
    await addOk(s, other.inventory_id);
    const v = await giveVoucher(t.db, s.id, {
      type: 'PRODUCT_DISCOUNT',
      discountType: 'PERCENTAGE',
      amount: 10,
      maxDiscount: 5000,
    });
    const res = await redeemProduct(s, v.user_voucher_id, cart_item.cart_item_id);
    expect(res.statusCode, res.body).toBe(200);
    const body = RedeemProductResponse.parse(res.json());
    expect(body.data.cartItem).toMatchObject({
      product_price: 55000,
      discount_amount: 5000,
      voucher: { user_voucher_id: v.user_voucher_id, applied_amount: 5000, voucher_type: 'PRODUCT_DISCOUNT' },
    });
    expect(body.data.cartPrice.cart_price).toBe(65000);
    // The voucher left the list of vouchers to apply.
    const list = CartVouchersResponse.parse(
      (await t.app.inject({ url: `/api/cart/cart-vouchers/${s.id}`, headers: s.headers })).json(),
    );
    expect(list.data.vouchers.map((x) => x.user_voucher_id)).not.toContain(v.user_voucher_id);
  });

  it('refuses with data.cartItem.error: other user, already used, expired, minimum, wrong kind, unknown item', async () => {
    const s = await shopper();
    const stranger = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 10000, stock: 9 });
    const { cart_item } = await addOk(s, product.inventory_id);
    const refusal = async (
      userVoucherId: number,
      status: number,
      text: string,
      itemId = cart_item.cart_item_id,
    ) => {
      const res = await redeemProduct(s, userVoucherId, itemId);
      expect(res.statusCode, res.body).toBe(status);
      const body = RedeemProductFailure.parse(res.json());
      expect(body.data.cartItem.error).toBe(text);
      expect(body.message).toBe(text);
    };
    const kind = { type: 'PRODUCT_DISCOUNT', discountType: 'NOMINAL', amount: 1000 } as const;
    const theirs = await giveVoucher(t.db, stranger.id, kind);
    await refusal(theirs.user_voucher_id, 403, MESSAGES.VOUCHER_NOT_YOURS);
    const expired = await giveVoucher(t.db, s.id, { ...kind, expiresInDays: -1 });
    await refusal(expired.user_voucher_id, 422, MESSAGES.VOUCHER_EXPIRED);
    const tooBig = await giveVoucher(t.db, s.id, { ...kind, minPurchase: 20000 });
    await refusal(
      tooBig.user_voucher_id,
      422,
      formatMessage('VOUCHER_MIN_PURCHASE', { min: formatRupiah(20000) }),
    );
    const cartKind = await giveVoucher(t.db, s.id, { ...kind, type: 'CART_DISCOUNT' });
    await refusal(cartKind.user_voucher_id, 422, MESSAGES.VOUCHER_NOT_FOR_PRODUCT);
    const good = await giveVoucher(t.db, s.id, kind);
    await refusal(good.user_voucher_id, 404, MESSAGES.CART_ITEM_NOT_FOUND, 99_999_999);
    await refusal(99_999_999, 404, MESSAGES.VOUCHER_NOT_FOUND);
    expect((await redeemProduct(s, good.user_voucher_id, cart_item.cart_item_id)).statusCode).toBe(200);
    await refusal(good.user_voucher_id, 409, MESSAGES.VOUCHER_ALREADY_USED);
    const second = await giveVoucher(t.db, s.id, kind);
    await refusal(second.user_voucher_id, 409, MESSAGES.VOUCHER_ITEM_HAS_ONE);
    // A voucher used by an earlier order.
    const used = await giveVoucher(t.db, s.id, kind);
    await t.db.execute(
      sql`update user_vouchers set used_at = now() where user_voucher_id = ${used.user_voucher_id}`,
    );
    await refusal(used.user_voucher_id, 409, MESSAGES.VOUCHER_ALREADY_USED);
  });

  it('gives the voucher back when its item is removed', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 10000, stock: 9 });
    const { cart_item } = await addOk(s, product.inventory_id);
    const v = await giveVoucher(t.db, s.id, {
      type: 'PRODUCT_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 1000,
    });
    expect((await redeemProduct(s, v.user_voucher_id, cart_item.cart_item_id)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${s.id}/${cart_item.cart_item_id}`,
      headers: s.headers,
    });
    const list = CartVouchersResponse.parse(
      (await t.app.inject({ url: `/api/cart/cart-vouchers/${s.id}`, headers: s.headers })).json(),
    );
    expect(list.data.vouchers.map((x) => x.user_voucher_id)).toContain(v.user_voucher_id);
  });
});

describe('POST /api/cart/redeem-cart/', () => {
  it('applies a cart voucher to the whole cart: data.newCartPrice', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 40000, stock: 9 });
    const { cart_id } = await addOk(s, product.inventory_id, 3);
    const v = await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'PERCENTAGE',
      amount: 10,
      minPurchase: 100000,
      maxDiscount: 12000,
    });
    // 120.000 stays below the flagship's general discount (from 150.000): only the voucher.
    const res = await redeemCart(s, v.user_voucher_id, cart_id);
    expect(res.statusCode, res.body).toBe(200);
    const body = RedeemCartResponse.parse(res.json());
    expect(body.data.newCartPrice).toBe(108000);
    const cart = await items(s);
    expect(cart).toMatchObject({
      cart_price: 108000,
      items_price: 120000,
      cart_discount: 12000,
      cart_voucher: { user_voucher_id: v.user_voucher_id, applied_amount: 12000 },
    });
  });

  it('refuses with data.error: minimum, other user, used, expired, wrong kind, foreign or unknown cart', async () => {
    const s = await shopper();
    const stranger = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 20000, stock: 9 });
    const { cart_id } = await addOk(s, product.inventory_id);
    const strangerCart = (await addOk(stranger, product.inventory_id)).cart_id;
    const refusal = async (userVoucherId: number, status: number, text: string, cartId = cart_id) => {
      const res = await redeemCart(s, userVoucherId, cartId);
      expect(res.statusCode, res.body).toBe(status);
      expect(RedeemCartFailure.parse(res.json()).data.error).toBe(text);
    };
    const kind = { type: 'CART_DISCOUNT', discountType: 'NOMINAL', amount: 5000 } as const;
    const min = await giveVoucher(t.db, s.id, { ...kind, minPurchase: 100000 });
    await refusal(
      min.user_voucher_id,
      422,
      formatMessage('VOUCHER_MIN_PURCHASE', { min: formatRupiah(100000) }),
    );
    const theirs = await giveVoucher(t.db, stranger.id, kind);
    await refusal(theirs.user_voucher_id, 403, MESSAGES.VOUCHER_NOT_YOURS);
    const expired = await giveVoucher(t.db, s.id, { ...kind, expiresInDays: -2 });
    await refusal(expired.user_voucher_id, 422, MESSAGES.VOUCHER_EXPIRED);
    const productKind = await giveVoucher(t.db, s.id, { ...kind, type: 'PRODUCT_DISCOUNT' });
    await refusal(productKind.user_voucher_id, 422, MESSAGES.VOUCHER_NOT_FOR_CART);
    const good = await giveVoucher(t.db, s.id, kind);
    await refusal(good.user_voucher_id, 403, MESSAGES.NOT_YOURS, strangerCart);
    await refusal(good.user_voucher_id, 404, MESSAGES.CART_NOT_FOUND, 99_999_999);
    expect((await redeemCart(s, good.user_voucher_id, cart_id)).statusCode).toBe(200);
    await refusal(good.user_voucher_id, 409, MESSAGES.VOUCHER_ALREADY_USED);
    const second = await giveVoucher(t.db, s.id, kind);
    await refusal(second.user_voucher_id, 409, MESSAGES.VOUCHER_CART_HAS_ONE);
    expect((await items(s)).cart_price).toBe(15000);
  });
});

describe('DELETE /api/cart/voucher/{userId}/{userVoucherId}', () => {
  const vouchersOf = async (s: Awaited<ReturnType<typeof shopper>>) =>
    CartVouchersResponse.parse(
      (await t.app.inject({ url: `/api/cart/cart-vouchers/${s.id}`, headers: s.headers })).json(),
    ).data.vouchers.map((v) => v.user_voucher_id);
  const remove = (s: Awaited<ReturnType<typeof shopper>>, userVoucherId: number, userId = s.id) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/cart/voucher/${userId}/${userVoucherId}`,
      headers: s.headers,
    });

  it('takes a cart voucher off the cart: the cart is priced without it and the voucher is back', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 40000, stock: 9 });
    const { cart_id } = await addOk(s, product.inventory_id, 3);
    const v = await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 15000,
      minPurchase: 100000,
    });
    expect((await redeemCart(s, v.user_voucher_id, cart_id)).statusCode).toBe(200);
    expect(await vouchersOf(s)).not.toContain(v.user_voucher_id);

    const res = await remove(s, v.user_voucher_id);
    expect(res.statusCode, res.body).toBe(200);
    const body = RemoveCartVoucherResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.VOUCHER_REMOVED);
    expect(body.data.cart_data).toMatchObject({ cart_price: 120000, cart_discount: 0, cart_voucher: null });
    expect(body.data.cartPrice.cart_price).toBe(120000);
    expect(await items(s)).toMatchObject({ cart_price: 120000, cart_voucher: null });
    expect(await vouchersOf(s)).toContain(v.user_voucher_id);
    // Back on the list, it applies again.
    expect((await redeemCart(s, v.user_voucher_id, cart_id)).statusCode).toBe(200);
    expect((await items(s)).cart_price).toBe(105000);
  });

  it("takes a product voucher off its line: the line's price is whole again", async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 30000, stock: 9 });
    const { cart_item } = await addOk(s, product.inventory_id, 2);
    const v = await giveVoucher(t.db, s.id, {
      type: 'PRODUCT_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 5000,
    });
    expect((await redeemProduct(s, v.user_voucher_id, cart_item.cart_item_id)).statusCode).toBe(200);
    expect((await items(s)).cart_items[0]).toMatchObject({ product_price: 55000 });

    const res = await remove(s, v.user_voucher_id);
    expect(res.statusCode, res.body).toBe(200);
    const { cart_data } = RemoveCartVoucherResponse.parse(res.json()).data;
    expect(cart_data.cart_items[0]).toMatchObject({
      product_price: 60000,
      discount_amount: 0,
      voucher: null,
    });
    expect(cart_data.cart_price).toBe(60000);
    expect(await vouchersOf(s)).toContain(v.user_voucher_id);
  });

  it("refuses a voucher that is not on the caller's cart, another shopper's, and another's cart", async () => {
    const s = await shopper();
    const stranger = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 30000, stock: 9 });
    const { cart_id } = await addOk(stranger, product.inventory_id);
    const kind = { type: 'CART_DISCOUNT', discountType: 'NOMINAL', amount: 1000 } as const;
    const unapplied = await giveVoucher(t.db, s.id, kind);
    const notOnCart = await remove(s, unapplied.user_voucher_id);
    expect(notOnCart.statusCode).toBe(404);
    expect(errorOf(notOnCart)).toBe(MESSAGES.VOUCHER_NOT_ON_CART);
    expect((await remove(s, 99_999_999)).statusCode).toBe(404);

    const theirs = await giveVoucher(t.db, stranger.id, kind);
    expect((await redeemCart(stranger, theirs.user_voucher_id, cart_id)).statusCode).toBe(200);
    const foreign = await remove(s, theirs.user_voucher_id);
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign)).toBe(MESSAGES.VOUCHER_NOT_YOURS);
    // Someone else's user id in the path: refused by the access guard, the voucher stays on.
    expect((await remove(s, theirs.user_voucher_id, stranger.id)).statusCode).toBe(403);
    expect((await items(stranger)).cart_voucher?.user_voucher_id).toBe(theirs.user_voucher_id);
  });
});
