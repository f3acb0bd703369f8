/**
 * The vouchers domain on the real database: a voucher is taken for one cart or line at most once,
 * used for one order at most once, and released as it was (its expiry kept).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../db/client';
import { fileApp } from '../../test/file-app';
import { giveVoucher, makeShoppers } from '../../test/factories';
import { DEMO } from '../../test/sessions';
import {
  giveVoucherCopy,
  releaseOrderVouchers,
  takeVoucher,
  useVouchersForOrder,
  withdrawVoucher,
} from './vouchers';

const t = fileApp();
let userId: number;
let otherId: number;
let cartId: number;
beforeAll(async () => {
  const emails = await makeShoppers(t.db, 2);
  const users = await queryRows<{ user_id: number }>(
    t.db,
    sql`select user_id from users where email in (${emails[0]}, ${emails[1]}) order by email`,
  );
  [userId, otherId] = users.map((u) => Number(u.user_id)) as [number, number];
  const [cart] = await queryRows<{ cart_id: number }>(
    t.db,
    sql`insert into carts (user_id, store_id) values (${userId}, ${DEMO.jakartaStoreId}) returning cart_id`,
  );
  cartId = Number(cart!.cart_id);
});

const cartVoucher = () =>
  giveVoucher(t.db, userId, { type: 'CART_DISCOUNT', discountType: 'NOMINAL', amount: 5000 });

async function stateOf(db: Db, userVoucherId: number) {
  const [row] = await queryRows(
    db,
    sql`select cart_id, cart_item_id, order_id, applied_amount, used_at is not null as used
        from user_vouchers where user_voucher_id = ${userVoucherId}`,
  );
  return row;
}

async function newOrder(db: Db): Promise<number> {
  const [row] = await queryRows<{ order_id: number }>(
    db,
    sql`insert into orders (user_id, store_id, status, items_price, total_price)
        values (${userId}, ${DEMO.jakartaStoreId}, 'AWAITING_PAYMENT', 0, 0) returning order_id`,
  );
  return Number(row!.order_id);
}

describe('takeVoucher', () => {
  it('takes a live voucher once; a second take, another owner or an expired voucher is refused', async () => {
    const v = await cartVoucher();
    const take = { userVoucherId: v.user_voucher_id, userId, cartId, cartItemId: null, amount: 5000 };
    expect(await takeVoucher(t.db, { ...take, userId: otherId })).toBe(false);
    expect(await takeVoucher(t.db, take)).toBe(true);
    expect(await takeVoucher(t.db, take)).toBe(false);
    expect(await stateOf(t.db, v.user_voucher_id)).toEqual({
      cart_id: cartId,
      cart_item_id: null,
      order_id: null,
      applied_amount: 5000,
      used: false,
    });
    const expired = await giveVoucher(t.db, userId, {
      type: 'CART_DISCOUNT',
      discountType: 'NOMINAL',
      amount: 1000,
      expiresInDays: -1,
    });
    expect(await takeVoucher(t.db, { ...take, userVoucherId: expired.user_voucher_id })).toBe(false);
  });

  it('20 parallel takes of one voucher: exactly one succeeds', async () => {
    const v = await cartVoucher();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        takeVoucher(t.db, { userVoucherId: v.user_voucher_id, userId, cartId, cartItemId: null, amount: 1 }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('useVouchersForOrder and releaseOrderVouchers', () => {
  it('uses the vouchers that took something off, gives the others back, and releases them on a cancel', async () => {
    await t.db.execute(
      sql`update user_vouchers set cart_id = null, cart_item_id = null where user_id = ${userId}`,
    );
    const used = await cartVoucher();
    const unused = await cartVoucher();
    for (const v of [used, unused]) {
      const take = { userVoucherId: v.user_voucher_id, userId, cartId, cartItemId: null, amount: 0 };
      expect(await takeVoucher(t.db, take)).toBe(true);
    }
    const orderId = await newOrder(t.db);
    expect(
      await useVouchersForOrder(t.db, {
        orderId,
        userId,
        cartId,
        used: [{ id: used.user_voucher_id, amount: 4000 }],
      }),
    ).toEqual([used.user_voucher_id]);
    expect(await stateOf(t.db, used.user_voucher_id)).toEqual({
      cart_id: null,
      cart_item_id: null,
      order_id: orderId,
      applied_amount: 4000,
      used: true,
    });
    expect(await stateOf(t.db, unused.user_voucher_id)).toEqual({
      cart_id: null,
      cart_item_id: null,
      order_id: null,
      applied_amount: null,
      used: false,
    });
    // Used once: a second order cannot use it again.
    const second = await newOrder(t.db);
    expect(
      await useVouchersForOrder(t.db, {
        orderId: second,
        userId,
        cartId,
        used: [{ id: used.user_voucher_id, amount: 1 }],
      }),
    ).toEqual([]);
    expect(await releaseOrderVouchers(t.db, orderId)).toEqual([used.user_voucher_id]);
    expect(await stateOf(t.db, used.user_voucher_id)).toEqual({
      cart_id: null,
      cart_item_id: null,
      order_id: null,
      applied_amount: null,
      used: false,
    });
    expect(await releaseOrderVouchers(t.db, orderId)).toEqual([]);
  });
});

describe('giveVoucherCopy', () => {
  it('gives copies with unique codes of the template, valid for its days from the given time', async () => {
    const template = { voucher_id: 0, voucher_code: '', description: 'Copy test', valid_days: 3 };
    const [row] = await queryRows<{ voucher_id: number; voucher_code: string }>(
      t.db,
      sql`insert into vouchers (voucher_code, voucher_type, discount_type, discount_amount, valid_days)
          values (${`COPY${Date.now() % 100000}`}, 'CART_DISCOUNT', 'NOMINAL', 1000, 3)
          returning voucher_id, voucher_code`,
    );
    Object.assign(template, { voucher_id: Number(row!.voucher_id), voucher_code: row!.voucher_code });
    const now = new Date('2026-03-01T00:00:00Z');
    const copies = await Promise.all(
      Array.from({ length: 20 }, () => giveVoucherCopy(t.db, userId, template, now)),
    );
    expect(new Set(copies.map((c) => c.redeemCode)).size).toBe(20);
    for (const c of copies) {
      expect(c.redeemCode).toMatch(new RegExp(`^${template.voucher_code}-[A-HJ-NP-Z2-9]{8}$`));
      expect(c.expiresAt.toISOString()).toBe('2026-03-04T00:00:00.000Z');
      expect(c.description).toBe('Copy test');
    }
    const [stored] = await queryRows<{ n: number; expires: string }>(
      t.db,
      sql`select count(*)::int as n, min(expires_at)::text as expires from user_vouchers
          where voucher_id = ${template.voucher_id} and user_id = ${userId}`,
    );
    expect(Number(stored!.n)).toBe(20);
  });
});

describe('withdrawVoucher', () => {
  it('withdraws once, releasing copies on a cart and keeping used ones', async () => {
    const applied = await cartVoucher();
    const [{ voucher_id: voucherId }] = (await queryRows<{ voucher_id: number }>(
      t.db,
      sql`select voucher_id from user_vouchers where user_voucher_id = ${applied.user_voucher_id}`,
    )) as [{ voucher_id: number }];
    expect(
      await takeVoucher(t.db, {
        userVoucherId: applied.user_voucher_id,
        userId,
        cartId,
        cartItemId: null,
        amount: 5000,
      }),
    ).toBe(true);
    expect(await withdrawVoucher(t.db, Number(voucherId))).toBe(true);
    expect(await stateOf(t.db, applied.user_voucher_id)).toEqual({
      cart_id: null,
      cart_item_id: null,
      order_id: null,
      applied_amount: null,
      used: false,
    });
    expect(await withdrawVoucher(t.db, Number(voucherId))).toBe(false);
    expect(await withdrawVoucher(t.db, 2_000_000_000)).toBe(false);
  });
});
