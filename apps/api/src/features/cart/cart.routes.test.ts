import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AddToCartResponse,
  CartItemsResponse,
  CartQuantityResponse,
  CartVouchersResponse,
  CheckoutResponse,
  ErrorBody,
  formatMessage,
  formatRupiah,
  MESSAGES,
  RedeemCartFailure,
  RedeemCartResponse,
  RedeemProductFailure,
  RedeemProductResponse,
  RemoveCartItemResponse,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { fileApp } from '../../../test/file-app';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';
import {
  giveVoucher,
  makeDiscount,
  makeProduct,
  makeShoppers,
  orderHelpers,
  stockAndJournal,
  type Shopper,
} from '../../../test/factories';
import { nominalVoucherPair } from '../../../test/voucher-fixtures';

const t = fileApp();

const FLAGSHIP = DEMO.jakartaStoreId;
const BANDUNG = DEMO.bandungStoreId;

const h = orderHelpers(() => t);

/** A new verified shopper with an empty cart (tests do not share carts). */
async function shopper({ verified = true } = {}): Promise<Shopper> {
  const [email] = await makeShoppers(t.db, 1, { verified });
  return { id: await userIdOf(t.app, email!), headers: await authHeaders(t.app, email!) };
}

async function add(s: Shopper, inventoryId: number, quantity?: number, userId = s.id) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: s.headers,
    payload: { user_id: userId, inventory_id: inventoryId, ...(quantity ? { quantity } : {}) },
  });
}
/**
 * The answer parsed by its contract, and exactly the contract: the cart's answers are sent as JSON
 * text past the serializer's check (platform/json-reply.ts), so nothing beyond the schema may be in them.
 */
function exactly<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.parse(body);
  expect(body).toEqual(parsed);
  return parsed;
}

async function addOk(s: Shopper, inventoryId: number, quantity?: number) {
  const res = await add(s, inventoryId, quantity);
  expect(res.statusCode, res.body).toBe(201);
  return exactly(AddToCartResponse, res.json());
}
async function items(s: Shopper) {
  const res = await t.app.inject({ url: `/api/cart/items/${s.id}`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return exactly(CartItemsResponse, res.json()).cart_data;
}
function quantity(s: Shopper, cartItemId: number, q: unknown, userId = s.id) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/quantity',
    headers: s.headers,
    payload: { user_id: userId, cart_item_id: cartItemId, quantity: q },
  });
}
const redeemProduct = (s: Shopper, userVoucherId: number, cartItemId: number) =>
  h.redeemProduct(s, userVoucherId, cartItemId);
const redeemCart = (s: Shopper, userVoucherId: number, cartId: number) =>
  h.redeemCart(s, userVoucherId, cartId);
function checkout(s: Shopper, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/cart/checkout/${s.id}`,
    headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
}
function errorOf(res: { json(): unknown }) {
  return ErrorBody.parse(res.json()).message;
}

describe('GET /api/cart/items/{userId}', () => {
  it('answers an empty cart_data before the first add', async () => {
    const s = await shopper();
    expect(await items(s)).toMatchObject({ cart_items: [], cart_id: null, cart_price: 0 });
  });

  it("refuses another user's id (403), visitors (401) and store admins (403)", async () => {
    const s = await shopper();
    const other = await shopper();
    const res = await t.app.inject({ url: `/api/cart/items/${other.id}`, headers: s.headers });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(MESSAGES.NOT_YOURS);
    expect((await t.app.inject({ url: `/api/cart/items/${s.id}` })).statusCode).toBe(401);
    const admin = await authHeaders(t.app, DEMO.jakartaAdmin);
    const adminId = await userIdOf(t.app, DEMO.jakartaAdmin);
    const asAdmin = await t.app.inject({ url: `/api/cart/items/${adminId}`, headers: admin });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('POST /api/cart/add', () => {
  it('adds a product: cart_item, cart_price and cart_vouchers; the cart lists it', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 12500, stock: 10 });
    const voucher = await giveVoucher(t.db, s.id, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 5000,
    });
    const body = await addOk(s, product.inventory_id, 2);
    expect(body.message).toBe(MESSAGES.CART_ITEM_ADDED);
    expect(body.cart_item).toMatchObject({
      inventory_id: product.inventory_id,
      store_id: FLAGSHIP,
      product_name: product.product_name,
      original_price: 12500,
      quantity: 2,
      product_price: 25000,
      discount_amount: 0,
      user_stock: 10,
      voucher: null,
    });
    expect(body.cart_price).toBe(25000);
    expect(body.cart_vouchers.map((v) => v.user_voucher_id)).toEqual([voucher.user_voucher_id]);
    const cart = await items(s);
    expect(cart.cart_id).toBe(body.cart_id);
    expect(cart.cart_items).toEqual([body.cart_item]);
    expect(cart.cart_price).toBe(25000);
  });

  it('adds one unit when no quantity is given', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 3000, stock: 4 });
    expect((await addOk(s, product.inventory_id)).cart_item.quantity).toBe(1);
  });

  it('refuses a product already in the cart (409) with the spec text', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 3000, stock: 4 });
    await addOk(s, product.inventory_id);
    const res = await add(s, product.inventory_id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(MESSAGES.CART_ITEM_EXISTS);
  });

  it('refuses more than the stock with the number left, and an empty shelf', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 3000, stock: 5, name: 'Tempe Test' });
    const res = await add(s, product.inventory_id, 6);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe('Only 5 left in stock of Tempe Test.');
    const empty = await makeProduct(t.db, { storeId: FLAGSHIP, price: 3000, stock: 0, name: 'Tahu Test' });
    const none = await add(s, empty.inventory_id);
    expect(none.statusCode).toBe(422);
    expect(errorOf(none)).toBe('Tahu Test is out of stock.');
    expect((await items(s)).cart_items).toEqual([]);
  });

  it('refuses an unknown product (404) and a product of another store (409, cart unchanged)', async () => {
    const s = await shopper();
    const unknown = await add(s, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(MESSAGES.PRODUCT_NOT_FOUND);
    const kemang = await makeProduct(t.db, { storeId: FLAGSHIP, price: 3000, stock: 4 });
    const dago = await makeProduct(t.db, { storeId: BANDUNG, price: 3000, stock: 4 });
    await addOk(s, kemang.inventory_id);
    const res = await add(s, dago.inventory_id);
    expect(res.statusCode).toBe(409);
    const [store] = await queryRows<{ store_name: string }>(
      t.db,
      sql`select store_name from stores where store_id = ${FLAGSHIP}`,
    );
    expect(errorOf(res)).toBe(formatMessage('CART_OTHER_STORE', { store: store!.store_name }));
    expect((await items(s)).cart_items.map((i) => i.inventory_id)).toEqual([kemang.inventory_id]);
  });

  it('lets an emptied cart move to another store', async () => {
    const s = await shopper();
    const kemang = await makeProduct(t.db, { storeId: FLAGSHIP, price: 3000, stock: 4 });
    const dago = await makeProduct(t.db, { storeId: BANDUNG, price: 4000, stock: 4 });
    const first = await addOk(s, kemang.inventory_id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${s.id}/${first.cart_item.cart_item_id}`,
      headers: s.headers,
    });
    expect(removed.statusCode).toBe(200);
    const moved = await addOk(s, dago.inventory_id);
    expect(moved.cart_item.store_id).toBe(BANDUNG);
    expect((await items(s)).store_id).toBe(BANDUNG);
  });

  it("refuses another user's user_id (403), quantity 0 (400) and a visitor (401)", async () => {
    const s = await shopper();
    const other = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 3000, stock: 4 });
    const res = await add(s, product.inventory_id, undefined, other.id);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(MESSAGES.NOT_YOURS);
    const zero = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: s.headers,
      payload: { user_id: s.id, inventory_id: product.inventory_id, quantity: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(errorOf(zero)).toContain('quantity must be at least 1');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { user_id: s.id, inventory_id: product.inventory_id },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

/** A new flagship product at `price` with `stock` units and a running store discount on it. */
async function discounted(
  price: number,
  stock: number,
  discount: Omit<Parameters<typeof makeDiscount>[1], 'storeId' | 'inventoryId'>,
) {
  const product = await makeProduct(t.db, { storeId: FLAGSHIP, price, stock });
  await makeDiscount(t.db, { storeId: FLAGSHIP, inventoryId: product.inventory_id, ...discount });
  return product;
}

describe('store discounts in the cart', () => {
  it('prices PERCENTAGE per unit with its cap, once the line reaches its minimum', async () => {
    const s = await shopper();
    const product = await discounted(60000, 10, {
      type: 'PERCENTAGE',
      value: 50,
      minPurchase: 100000,
      maxDiscount: 20000,
    });
    const one = await addOk(s, product.inventory_id);
    expect(one.cart_item).toMatchObject({
      product_price: 60000,
      discount_amount: 0,
      discount_type: 'PERCENTAGE',
    });
    const two = exactly(CartQuantityResponse, (await quantity(s, one.cart_item.cart_item_id, 2)).json());
    expect(two.data.cartItem).toMatchObject({ quantity: 2, product_price: 80000, discount_amount: 40000 });
    expect(two.data.cartPrice.cart_price).toBe(80000);
  });

  it('keeps NOMINAL at 0 at worst and gives BOGO units free while stock allows', async () => {
    const s = await shopper();
    const cheap = await discounted(4000, 10, { type: 'NOMINAL', value: 5000 });
    const bread = await discounted(18000, 5, { type: 'BOGO', value: 0 });
    expect((await addOk(s, cheap.inventory_id, 2)).cart_item).toMatchObject({
      product_price: 0,
      discount_amount: 8000,
    });
    const b = await addOk(s, bread.inventory_id, 2);
    expect(b.cart_item).toMatchObject({
      product_price: 36000,
      free_quantity: 2,
      bogo_product_name: bread.product_name,
    });
    // 3 paid units leave 2 on the shelf: only 2 free.
    const three = exactly(CartQuantityResponse, (await quantity(s, b.cart_item.cart_item_id, 3)).json());
    expect(three.data.cartItem).toMatchObject({ product_price: 54000, free_quantity: 2 });
  });

  it("takes the store's general discount off the cart and names it as the hint", async () => {
    const s = await shopper();
    // Bandung runs a general Rp10.000 off from Rp100.000 in the demo data.
    const product = await makeProduct(t.db, { storeId: BANDUNG, price: 60000, stock: 10 });
    const one = await addOk(s, product.inventory_id);
    let cart = await items(s);
    expect(cart.cart_price).toBe(60000);
    expect(cart.user_discount).toMatchObject({
      type: 'NOMINAL',
      value: 10000,
      min_purchase: 100000,
      applied: false,
    });
    await quantity(s, one.cart_item.cart_item_id, 2);
    cart = await items(s);
    expect(cart).toMatchObject({ items_price: 120000, store_discount: 10000, cart_price: 110000 });
    expect(cart.user_discount?.applied).toBe(true);
  });
});

describe('POST /api/cart/quantity', () => {
  it('answers data.cartItem and data.cartPrice', async () => {
    const s = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 7000, stock: 9 });
    const { cart_item } = await addOk(s, product.inventory_id);
    const res = await quantity(s, cart_item.cart_item_id, 3);
    expect(res.statusCode, res.body).toBe(200);
    const body = exactly(CartQuantityResponse, res.json());
    expect(body.data.cartItem).toMatchObject({ quantity: 3, product_price: 21000 });
    expect(body.data.cartPrice).toMatchObject({ cart_price: 21000, items_price: 21000 });
  });

  it('refuses quantity 0 (400), over stock with the number left (422), an unknown or foreign item (404)', async () => {
    const s = await shopper();
    const other = await shopper();
    const product = await makeProduct(t.db, { storeId: FLAGSHIP, price: 7000, stock: 9, name: 'Kecap Test' });
    const { cart_item } = await addOk(s, product.inventory_id);
    const zero = await quantity(s, cart_item.cart_item_id, 0);
    expect(zero.statusCode).toBe(400);
    expect(errorOf(zero)).toContain('quantity must be at least 1');
    const over = await quantity(s, cart_item.cart_item_id, 10);
    expect(over.statusCode).toBe(422);
    expect(errorOf(over)).toBe('Only 9 left in stock of Kecap Test.');
    const unknown = await quantity(s, 99_999_999, 1);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(MESSAGES.CART_ITEM_NOT_FOUND);
    const foreign = await quantity(other, cart_item.cart_item_id, 2);
    expect(foreign.statusCode).toBe(404);
    const notYours = await quantity(s, cart_item.cart_item_id, 2, other.id);
    expect(notYours.statusCode).toBe(403);
    expect((await items(s)).cart_items[0]!.quantity).toBe(1);
  });
});

describe('DELETE /api/cart/{userId}/{cartItemId}', () => {
  it('removes the item: data.cartItem and data.cartPrice.cart_price; then 404', async () => {
    const s = await shopper();
    const a = await makeProduct(t.db, { storeId: FLAGSHIP, price: 5000, stock: 9 });
    const b = await makeProduct(t.db, { storeId: FLAGSHIP, price: 8000, stock: 9 });
    const first = await addOk(s, a.inventory_id);
    await addOk(s, b.inventory_id);
    const url = `/api/cart/${s.id}/${first.cart_item.cart_item_id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: s.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = exactly(RemoveCartItemResponse, res.json());
    expect(body.data.cartItem.cart_item_id).toBe(first.cart_item.cart_item_id);
    expect(body.data.cartPrice.cart_price).toBe(8000);
    const again = await t.app.inject({ method: 'DELETE', url, headers: s.headers });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toBe(MESSAGES.CART_ITEM_NOT_FOUND);
  });

  it("refuses another user's id (403) and another user's item (404)", async () => {
    const s = await shopper();
    const other = await shopper();
    const a = await makeProduct(t.db, { storeId: FLAGSHIP, price: 5000, stock: 9 });
    const { cart_item } = await addOk(s, a.inventory_id);
    const asOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${s.id}/${cart_item.cart_item_id}`,
      headers: other.headers,
    });
    expect(asOther.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${other.id}/${cart_item.cart_item_id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await items(s)).cart_items).toHaveLength(1);
  });
});

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

describe('POST /api/cart/checkout/{userId}', () => {
  it('turns the cart into an order awaiting payment, in one go', async () => {
    const s = await shopper();
    const a = await makeProduct(t.db, { storeId: FLAGSHIP, price: 50000, stock: 10, name: 'Beras Test' });
    const b = await makeProduct(t.db, { storeId: FLAGSHIP, price: 20000, stock: 4, name: 'Roti Test' });
    await makeDiscount(t.db, { storeId: FLAGSHIP, inventoryId: b.inventory_id, type: 'BOGO', value: 0 });
    const first = await addOk(s, a.inventory_id, 3);
    const second = await addOk(s, b.inventory_id, 1);
    const { pv, cv } = await nominalVoucherPair(t.db, s.id);
    expect((await redeemProduct(s, pv.user_voucher_id, first.cart_item.cart_item_id)).statusCode).toBe(200);
    expect((await redeemCart(s, cv.user_voucher_id, first.cart_id)).statusCode).toBe(200);
    const before = await items(s);
    // 150.000 - 5.000 + 20.000 = 165.000 of lines; the flagship's general 10% (from 150.000, cap 25.000)
    // takes 16.500, the cart voucher 10.000.
    expect(before).toMatchObject({
      items_price: 165000,
      store_discount: 16500,
      cart_discount: 10000,
      cart_price: 138500,
    });

    const res = await checkout(s, 'key-1');
    expect(res.statusCode, res.body).toBe(201);
    const { order } = CheckoutResponse.parse(res.json()).data;
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      store_id: FLAGSHIP,
      items_price: 165000,
      cart_discount: 26500,
      total_price: 138500,
    });
    const deadline = new Date(order.payment_deadline).getTime() - new Date(order.created_at).getTime();
    expect(Math.abs(deadline - 60 * 60 * 1000)).toBeLessThan(5000);

    const lines = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select product_name, original_price, quantity, free_quantity, product_price, discount_amount
          from order_items where order_id = ${order.order_id} order by product_name`,
    );
    expect(lines).toEqual([
      {
        product_name: 'Beras Test',
        original_price: 50000,
        quantity: 3,
        free_quantity: 0,
        product_price: 145000,
        discount_amount: 5000,
      },
      {
        product_name: 'Roti Test',
        original_price: 20000,
        quantity: 1,
        free_quantity: 1,
        product_price: 20000,
        discount_amount: 0,
      },
    ]);
    const vouchers = await queryRows<{
      user_voucher_id: number;
      order_id: number;
      used: boolean;
      applied_amount: number;
    }>(
      t.db,
      sql`select user_voucher_id, order_id, used_at is not null as used, applied_amount from user_vouchers
          where user_voucher_id in (${pv.user_voucher_id}, ${cv.user_voucher_id}) order by user_voucher_id`,
    );
    expect(vouchers).toEqual([
      { user_voucher_id: pv.user_voucher_id, order_id: order.order_id, used: true, applied_amount: 5000 },
      { user_voucher_id: cv.user_voucher_id, order_id: order.order_id, used: true, applied_amount: 10000 },
    ]);
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 7, journal: 7, sold: 3 });
    // One paid and one free unit of the BOGO bread.
    expect(await stockAndJournal(t.db, b.inventory_id)).toEqual({ stock: 2, journal: 2, sold: 2 });
    const after = await items(s);
    expect(after.cart_items).toEqual([]);
    expect(after.cart_price).toBe(0);
    expect(second.cart_item.free_quantity).toBe(1);

    // The same key answers the same order again; no second order.
    const replay = await checkout(s, 'key-1');
    expect(replay.statusCode).toBe(201);
    expect(CheckoutResponse.parse(replay.json()).data.order.order_id).toBe(order.order_id);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${s.id}`,
    );
    expect(count!.n).toBe(1);
    // A used voucher cannot come back.
    const again = await addOk(s, a.inventory_id);
    const reuse = await redeemProduct(s, pv.user_voucher_id, again.cart_item.cart_item_id);
    expect(reuse.statusCode).toBe(409);
    expect(RedeemProductFailure.parse(reuse.json()).data.cartItem.error).toBe(MESSAGES.VOUCHER_ALREADY_USED);
  });

  it('answers the same order to parallel requests with one key', async () => {
    const s = await shopper();
    const a = await makeProduct(t.db, { storeId: FLAGSHIP, price: 1000, stock: 10 });
    await addOk(s, a.inventory_id, 2);
    const answers = await Promise.all([checkout(s, 'double-click'), checkout(s, 'double-click')]);
    const ids = answers.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return CheckoutResponse.parse(r.json()).data.order.order_id;
    });
    expect(ids[0]).toBe(ids[1]);
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 8, journal: 8, sold: 2 });
  });

  it('refuses an empty cart (422) and an unverified shopper (403)', async () => {
    const s = await shopper();
    const empty = await checkout(s);
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty)).toBe(MESSAGES.CART_EMPTY);
    const u = await shopper({ verified: false });
    const a = await makeProduct(t.db, { storeId: FLAGSHIP, price: 1000, stock: 10 });
    await addOk(u, a.inventory_id);
    const res = await checkout(u);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(MESSAGES.ACCOUNT_NOT_VERIFIED);
    expect((await items(u)).cart_items).toHaveLength(1);
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 10, journal: 10, sold: 0 });
  });

  it('refuses a cart whose stock ran out (409) and changes nothing', async () => {
    const s = await shopper();
    const a = await makeProduct(t.db, { storeId: FLAGSHIP, price: 1000, stock: 10 });
    const b = await makeProduct(t.db, { storeId: FLAGSHIP, price: 2000, stock: 3, name: 'Susu Test' });
    await addOk(s, a.inventory_id, 2);
    await addOk(s, b.inventory_id, 3);
    const v = await giveVoucher(t.db, s.id, { type: 'CART_DISCOUNT', discountType: 'NOMINAL', amount: 1000 });
    const cart = await items(s);
    expect((await redeemCart(s, v.user_voucher_id, cart.cart_id!)).statusCode).toBe(200);
    // Someone else bought two of the milk.
    await t.db.execute(sql`update inventories set stock = 1 where inventory_id = ${b.inventory_id}`);
    await t.db.execute(
      sql`insert into stock_journals (inventory_id, store_id, stock_change, change_category, stock_after)
          values (${b.inventory_id}, ${FLAGSHIP}, -2, 'SOLD', 1)`,
    );
    const res = await checkout(s, 'out-of-stock');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe('Only 1 left in stock of Susu Test.');
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 10, journal: 10, sold: 0 });
    expect((await items(s)).cart_items).toHaveLength(2);
    const [voucher] = await queryRows<{ used: boolean }>(
      t.db,
      sql`select used_at is not null as used from user_vouchers where user_voucher_id = ${v.user_voucher_id}`,
    );
    expect(voucher!.used).toBe(false);
    // The failed key may be tried again once the cart is fixed.
    const [item] = (await items(s)).cart_items.filter((i) => i.inventory_id === b.inventory_id);
    expect((await quantity(s, item!.cart_item_id, 1)).statusCode).toBe(200);
    expect((await checkout(s, 'out-of-stock')).statusCode).toBe(201);
  });

  it('refuses a cart holding a product no longer sold (409) and changes nothing', async () => {
    const s = await shopper();
    const a = await makeProduct(t.db, { storeId: FLAGSHIP, price: 1000, stock: 10 });
    await addOk(s, a.inventory_id, 2);
    await t.db.execute(sql`update products set is_deleted = true where product_id = ${a.product_id}`);
    const res = await checkout(s);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(MESSAGES.PRODUCT_NOT_FOUND);
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 10, journal: 10, sold: 0 });
    expect((await items(s)).cart_items).toHaveLength(1);
  });

  it("refuses another user's id (403)", async () => {
    const s = await shopper();
    const other = await shopper();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cart/checkout/${other.id}`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
