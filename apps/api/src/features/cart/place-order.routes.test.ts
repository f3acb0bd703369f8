/**
 * Checkout through the real API: the cart becomes an order awaiting payment in one go (prices,
 * discounts, vouchers, stock and its journal), once per idempotency key, never overselling.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CheckoutResponse, MESSAGES, RedeemProductFailure } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { cartCalls, errorOf } from '../../../test/cart-calls';
import { fileApp } from '../../../test/file-app';
import { giveVoucher, makeDiscount, makeProduct, stockAndJournal } from '../../../test/factories';
import { DEMO } from '../../../test/sessions';
import { nominalVoucherPair } from '../../../test/voucher-fixtures';

const t = fileApp();
const FLAGSHIP = DEMO.jakartaStoreId;
const { shopper, addOk, items, quantity, checkout, redeemProduct, redeemCart } = cartCalls(() => t);

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
