/**
 * The cart through the real API: reading it, adding (stock, stores, bad input), store discounts in
 * the lines, quantities and removals; other people's carts are refused. Vouchers are in
 * cart-vouchers.routes.test.ts, checkout in place-order.routes.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CartQuantityResponse, formatMessage, MESSAGES, RemoveCartItemResponse } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { cartCalls, errorOf, exactly } from '../../../test/cart-calls';
import { fileApp } from '../../../test/file-app';
import { giveVoucher, makeDiscount, makeProduct } from '../../../test/factories';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';

const t = fileApp();
const FLAGSHIP = DEMO.jakartaStoreId;
const BANDUNG = DEMO.bandungStoreId;
const { shopper, add, addOk, items, quantity } = cartCalls(() => t);

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
