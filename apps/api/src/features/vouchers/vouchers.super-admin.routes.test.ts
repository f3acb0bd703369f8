/**
 * The super admin's vouchers through the real API: the list (sort, search, filters, paging, the
 * copies' figures), create, edit and delete with good and bad input, the referral voucher kept,
 * and a store admin and a shopper refused.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  MESSAGES,
  REFERRAL_VOUCHER_CODE,
  VOUCHER_TEXTS,
  voucherText,
  VoucherResponse,
  VouchersResponse,
  type CreateVoucherBody,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { giveVoucherCopy, useVoucherForOrder } from '../../domain/vouchers';
import { makeShoppers } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';

const t = fileApp();
const admin = fileHeaders(t, DEMO.superAdmin);

let n = 0;
/** A fresh, unique code (tests share one database). */
const code = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase().slice(-5)}${(n += 1)}`;

const list = (query: Record<string, string | number> = {}, headers = admin) =>
  t.app.inject({ method: 'GET', url: '/api/super-admin/vouchers', query: stringify(query), headers });
const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
const create = (payload: Partial<CreateVoucherBody> & Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/super-admin/voucher', payload, headers });
const edit = (id: number, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/super-admin/voucher/${id}`, payload, headers });
const remove = (id: number, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/super-admin/voucher/${id}`, headers });

const percentVoucher = (extra: Record<string, unknown> = {}) => ({
  voucher_code: code('PCT'),
  description: 'Ten percent off the cart',
  voucherType: 'CART_DISCOUNT' as const,
  discountType: 'PERCENTAGE' as const,
  discount_amount: 10,
  min_purchase: 50_000,
  max_discount: 20_000,
  valid_days: 14,
  ...extra,
});

async function made(payload: Record<string, unknown> = {}) {
  const res = await create(percentVoucher(payload));
  expect(res.statusCode, res.body).toBe(201);
  return VoucherResponse.parse(res.json()).data;
}

const errorOf = (res: { json(): unknown }) => ErrorBody.parse(res.json());

describe('who may call', () => {
  it.each([
    ['a store admin', DEMO.jakartaAdmin],
    ['a shopper', DEMO.shopper],
  ])('%s gets 403 on every voucher call', async (_who, email) => {
    const headers = await authHeaders(t.app, email);
    const answers = await Promise.all([
      list({}, headers),
      create(percentVoucher(), headers),
      edit(1, { description: 'x' }, headers),
      remove(1, headers),
      t.app.inject({
        method: 'POST',
        url: '/api/super-admin/gift-voucher/1',
        payload: { email: DEMO.shopper },
        headers,
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });

  it('a visitor gets 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/super-admin/vouchers' })).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it('answers 10 a page, discount_amount ascending, with the paging figures', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = VouchersResponse.parse(res.json());
    const [{ live }] = (await queryRows<{ live: number }>(
      t.db,
      sql`select count(*)::int as live from vouchers where not is_deleted`,
    )) as [{ live: number }];
    expect(body.totalItems).toBe(Number(live));
    expect(body.data.length).toBe(Math.min(10, Number(live)));
    expect(body.totalPages).toBe(Math.ceil(Number(live) / 10));
    const amounts = body.data.map((v) => v.discount_amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(body.currentPage).toBe(1);
  });

  it('searches code and description, filters kind and discount type, sorts either way', async () => {
    const byCode = VouchersResponse.parse((await list({ search: 'ongkir' })).json());
    expect(byCode.data.map((v) => v.voucher_code).sort()).toEqual([
      'BEBASONGKIR',
      'GRATISONGKIR',
      'ONGKIR50',
    ]);
    const v = await made({ description: 'Kupon pisang goreng spesial' });
    const byDescription = VouchersResponse.parse((await list({ search: 'PISANG GORENG' })).json());
    expect(byDescription.data.map((x) => x.voucher_id)).toEqual([v.voucher_id]);

    const shipping = VouchersResponse.parse((await list({ voucherType: 'SHIPPING_DISCOUNT' })).json());
    expect(shipping.data.length).toBeGreaterThan(0);
    expect(shipping.data.every((x) => x.voucherType === 'SHIPPING_DISCOUNT')).toBe(true);
    const nominalShipping = VouchersResponse.parse(
      (await list({ voucherType: 'SHIPPING_DISCOUNT', discountType: 'NOMINAL' })).json(),
    );
    expect(nominalShipping.data.every((x) => x.discountType === 'NOMINAL')).toBe(true);
    expect(nominalShipping.totalItems).toBeLessThanOrEqual(shipping.totalItems);

    const byCodeDesc = VouchersResponse.parse(
      (await list({ sortField: 'voucher_code', sortOrder: 'desc', search: 'ongkir' })).json(),
    );
    expect(byCodeDesc.data.map((x) => x.voucher_code)).toEqual(['ONGKIR50', 'GRATISONGKIR', 'BEBASONGKIR']);
  });

  it('shows per voucher the copies given, used and what the used ones cost, and sorts by them', async () => {
    const v = await made({
      voucherType: 'SHIPPING_DISCOUNT',
      discountType: 'NOMINAL',
      discount_amount: 7000,
    });
    const emails = await makeShoppers(t.db, 3);
    const ids = await Promise.all(emails.map((e) => userIdOf(t.app, e)));
    const copies = [];
    for (const id of ids) copies.push(await giveVoucherCopy(t.db, id, v));
    // Two copies used on orders, for 7,000 and 4,500 (a shipping price below the amount).
    for (const [i, amount] of [
      [0, 7000],
      [1, 4500],
    ] as const) {
      const [order] = await queryRows<{ order_id: number }>(
        t.db,
        sql`insert into orders (user_id, store_id, status, items_price, total_price)
            values (${ids[i]!}, ${DEMO.jakartaStoreId}, 'AWAITING_PAYMENT', 0, 0) returning order_id`,
      );
      expect(
        await useVoucherForOrder(t.db, {
          userVoucherId: copies[i]!.userVoucherId,
          userId: ids[i]!,
          orderId: Number(order!.order_id),
          amount,
        }),
      ).toBe(true);
    }
    const body = VouchersResponse.parse((await list({ search: v.voucher_code })).json());
    expect(body.data).toEqual([
      expect.objectContaining({
        voucher_id: v.voucher_id,
        copies_given: 3,
        copies_used: 2,
        discount_cost: 11_500,
      }),
    ]);
    const top = VouchersResponse.parse(
      (await list({ sortField: 'discount_cost', sortOrder: 'desc' })).json(),
    );
    expect(top.data[0]!.discount_cost).toBeGreaterThanOrEqual(11_500);
    const costs = top.data.map((x) => x.discount_cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
  });

  it('answers an empty page past the last one', async () => {
    const body = VouchersResponse.parse((await list({ page: 5000 })).json());
    expect(body.data).toEqual([]);
    expect(body.currentPage).toBe(5000);
  });

  it.each([
    [{ sortField: 'password' }],
    [{ sortOrder: 'sideways' }],
    [{ voucherType: 'FREE_LUNCH' }],
    [{ discountType: 'BOGO' }],
    [{ page: 0 }],
    [{ page: 'two' }],
    [{ search: 'x'.repeat(101) }],
  ])('refuses %o with 400 and a message', async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/\S/);
  });
});

describe('creating a voucher', () => {
  it('creates a percentage voucher with its cap; the code is kept in capitals', async () => {
    const fresh = code('new').toLowerCase();
    const res = await create(percentVoucher({ voucher_code: ` ${fresh} ` }));
    expect(res.statusCode, res.body).toBe(201);
    const v = VoucherResponse.parse(res.json()).data;
    expect(v).toMatchObject({
      voucher_code: fresh.toUpperCase(),
      voucherType: 'CART_DISCOUNT',
      discountType: 'PERCENTAGE',
      discount_amount: 10,
      min_purchase: 50_000,
      max_discount: 20_000,
      valid_days: 14,
      is_deleted: false,
      copies_given: 0,
      copies_used: 0,
      discount_cost: 0,
    });
  });

  it('a nominal voucher has no cap (its amount is one); minimum and validity have defaults', async () => {
    const res = await create({
      voucher_code: code('NOM'),
      description: 'Rp 5.000 off a product',
      voucherType: 'PRODUCT_DISCOUNT',
      discountType: 'NOMINAL',
      discount_amount: 5000,
      max_discount: 1000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(VoucherResponse.parse(res.json()).data).toMatchObject({
      discount_amount: 5000,
      max_discount: null,
      min_purchase: 0,
      valid_days: 30,
    });
  });

  it.each([
    ['a percentage of 0', { discount_amount: 0 }, VOUCHER_TEXTS.percentageRange],
    ['a percentage of 101', { discount_amount: 101 }, VOUCHER_TEXTS.percentageRange],
    ['a nominal amount of 0', { discountType: 'NOMINAL', discount_amount: 0 }, VOUCHER_TEXTS.nominalPositive],
    ['rupiah with decimals', { discountType: 'NOMINAL', discount_amount: 2500.5 }, VOUCHER_TEXTS.amountWhole],
    ['a negative minimum', { min_purchase: -1 }, VOUCHER_TEXTS.rupiah],
    ['a cap of 0', { max_discount: 0 }, VOUCHER_TEXTS.capPositive],
    ['no kind', { voucherType: undefined }, VOUCHER_TEXTS.typeRequired],
    ['an unknown kind', { voucherType: 'BOGO' }, VOUCHER_TEXTS.typeRequired],
    ['an unknown discount type', { discountType: 'BOGO' }, VOUCHER_TEXTS.discountTypeRequired],
    ['a code with spaces', { voucher_code: 'HEMAT LAGI' }, VOUCHER_TEXTS.codeFormat],
    ['a code of 2 characters', { voucher_code: 'AB' }, VOUCHER_TEXTS.codeFormat],
    ['no description', { description: '   ' }, VOUCHER_TEXTS.descriptionRequired],
    ['a validity of 0 days', { valid_days: 0 }, VOUCHER_TEXTS.validDays],
    ['a validity of 366 days', { valid_days: 366 }, VOUCHER_TEXTS.validDays],
  ])('refuses %s with 400 and the rule on its field', async (_what, change, text) => {
    const res = await create(percentVoucher(change));
    expect(res.statusCode, res.body).toBe(400);
    const body = errorOf(res);
    expect(body.message).toContain(text);
    expect(body.errors?.some((e) => e.message === text)).toBe(true);
  });

  it('refuses an unknown field with 400', async () => {
    const res = await create(percentVoucher({ is_deleted: true }));
    expect(res.statusCode).toBe(400);
  });

  it('a code a live voucher has is 409 (in any case); a deleted voucher’s code may be used again', async () => {
    const taken = await create(percentVoucher({ voucher_code: 'hemat10' }));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      message: voucherText('codeTaken', { code: 'HEMAT10' }),
      errors: [{ path: 'body.voucher_code', message: voucherText('codeTaken', { code: 'HEMAT10' }) }],
    });
    const old = await made();
    expect((await remove(old.voucher_id)).statusCode).toBe(200);
    const again = await create(percentVoucher({ voucher_code: old.voucher_code }));
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('editing a voucher', () => {
  it('changes the amount, cap, minimum, validity, code and description; answers the voucher', async () => {
    const v = await made();
    const newCode = code('EDIT');
    const changes = {
      voucher_code: newCode,
      description: 'Fifteen percent now',
      discount_amount: 15,
      max_discount: null,
      min_purchase: 0,
      valid_days: 7,
    };
    const res = await edit(v.voucher_id, changes);
    expect(res.statusCode, res.body).toBe(200);
    expect(VoucherResponse.parse(res.json()).data).toMatchObject({
      voucher_id: v.voucher_id,
      ...changes,
      voucherType: 'CART_DISCOUNT',
    });
  });

  it('turning a percentage into rupiah drops the cap; the amount must then fit the new type', async () => {
    const v = await made();
    const toNominal = await edit(v.voucher_id, { discountType: 'NOMINAL', discount_amount: 25_000 });
    expect(toNominal.statusCode, toNominal.body).toBe(200);
    expect(VoucherResponse.parse(toNominal.json()).data).toMatchObject({
      discountType: 'NOMINAL',
      discount_amount: 25_000,
      max_discount: null,
    });
    const back = await edit(v.voucher_id, { discountType: 'PERCENTAGE' });
    expect(back.statusCode).toBe(400);
    expect(errorOf(back)).toMatchObject({
      message: VOUCHER_TEXTS.percentageRange,
      errors: [{ path: 'body.discount_amount', message: VOUCHER_TEXTS.percentageRange }],
    });
  });

  it.each([
    ['nothing', {}, 400],
    ['the kind', { voucherType: 'SHIPPING_DISCOUNT' }, 400],
    ['a percentage of 120', { discount_amount: 120 }, 400],
    ['a bad code', { voucher_code: 'no!' }, 400],
  ])('refuses %s', async (_what, change, status) => {
    const v = await made();
    const res = await edit(v.voucher_id, change);
    expect(res.statusCode, res.body).toBe(status);
    expect(errorOf(res).message).toMatch(/\S/);
  });

  it('a code another live voucher has is 409; an unknown or deleted voucher is 404', async () => {
    const v = await made();
    const taken = await edit(v.voucher_id, { voucher_code: 'SEGAR15' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(voucherText('codeTaken', { code: 'SEGAR15' }));
    expect((await edit(2_000_000_000, { description: 'x' })).statusCode).toBe(404);
    await remove(v.voucher_id);
    const gone = await edit(v.voucher_id, { description: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(MESSAGES.VOUCHER_NOT_FOUND);
  });

  it('the referral voucher may change its terms, not its code', async () => {
    const [referral] = await queryRows<{ voucher_id: number }>(
      t.db,
      sql`select voucher_id from vouchers where voucher_code = ${REFERRAL_VOUCHER_CODE} and not is_deleted`,
    );
    const id = Number(referral!.voucher_id);
    const renamed = await edit(id, { voucher_code: 'TEMANLAMA' });
    expect(renamed.statusCode).toBe(409);
    expect(errorOf(renamed).message).toBe(voucherText('referralKept', { code: REFERRAL_VOUCHER_CODE }));
    expect((await edit(id, { valid_days: 45 })).statusCode).toBe(200);
    const removed = await remove(id);
    expect(removed.statusCode).toBe(409);
  });
});

describe('deleting a voucher', () => {
  it('withdraws it: gone from the list, its copies on carts released, its used copies kept', async () => {
    const v = await made();
    const [email] = await makeShoppers(t.db, 1);
    const userId = await userIdOf(t.app, email!);
    const onCart = await giveVoucherCopy(t.db, userId, v);
    const used = await giveVoucherCopy(t.db, userId, v);
    const [cart] = await queryRows<{ cart_id: number }>(
      t.db,
      sql`insert into carts (user_id, store_id) values (${userId}, ${DEMO.jakartaStoreId}) returning cart_id`,
    );
    await t.db.execute(
      sql`update user_vouchers set cart_id = ${cart!.cart_id}, applied_amount = 3000
          where user_voucher_id = ${onCart.userVoucherId}`,
    );
    const [order] = await queryRows<{ order_id: number }>(
      t.db,
      sql`insert into orders (user_id, store_id, status, items_price, total_price)
          values (${userId}, ${DEMO.jakartaStoreId}, 'AWAITING_PAYMENT', 0, 0) returning order_id`,
    );
    await useVoucherForOrder(t.db, {
      userVoucherId: used.userVoucherId,
      userId,
      orderId: Number(order!.order_id),
      amount: 4000,
    });

    const res = await remove(v.voucher_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(VoucherResponse.parse(res.json()).data).toMatchObject({
      voucher_id: v.voucher_id,
      is_deleted: true,
      copies_given: 2,
      copies_used: 1,
      discount_cost: 4000,
    });
    const copies = await queryRows<{
      user_voucher_id: number;
      cart_id: number | null;
      order_id: number | null;
    }>(
      t.db,
      sql`select user_voucher_id, cart_id, order_id, applied_amount from user_vouchers
          where voucher_id = ${v.voucher_id} order by user_voucher_id`,
    );
    expect(copies).toEqual([
      expect.objectContaining({ user_voucher_id: onCart.userVoucherId, cart_id: null, applied_amount: null }),
      expect.objectContaining({
        user_voucher_id: used.userVoucherId,
        order_id: Number(order!.order_id),
        applied_amount: 4000,
      }),
    ]);
    const listed = VouchersResponse.parse((await list({ search: v.voucher_code })).json());
    expect(listed.totalItems).toBe(0);
    const again = await remove(v.voucher_id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(MESSAGES.VOUCHER_NOT_FOUND);
  });

  it('refuses a body and a bad id', async () => {
    const v = await made();
    const withBody = await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/voucher/${v.voucher_id}`,
      payload: { is_deleted: false, x: 1 },
      headers: admin,
    });
    expect(withBody.statusCode).toBe(400);
    expect((await remove(0)).statusCode).toBe(400);
  });
});
