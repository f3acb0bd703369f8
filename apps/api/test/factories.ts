/**
 * Test data shared by every API test: products with stock (moved in through the stock domain, so
 * the journal sums to the stock), store discounts, vouchers, extra shoppers with known prices, and
 * shoppers, carts and orders made through the real API.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp, { type Color } from 'sharp';
import { expect } from 'vitest';
import {
  AddToCartResponse,
  CheckoutResponse,
  CreateChargeResponse,
  PaymentSubmitResponse,
  type DiscountType,
  type Payment,
  type VoucherDiscountType,
  type VoucherType,
} from '@lumbung/contracts';
import { queryRows, type Db } from '../src/db/client';
import { moveStock } from '../src/domain/stock';
import type { TestApp } from './build-test-app';
import { authHeaders, userIdOf } from './sessions';

const tag = () => randomBytes(4).toString('hex');

/** A new product sold by `storeId` at `price` with `stock` units; returns ids. */
export async function makeProduct(
  db: Db,
  {
    storeId,
    price,
    stock,
    name = `Test product ${tag()}`,
  }: { storeId: number; price: number; stock: number; name?: string },
): Promise<{ inventory_id: number; product_id: number; product_name: string }> {
  const [category] = await queryRows<{ category_id: number }>(
    db,
    sql`select category_id from categories order by category_id limit 1`,
  );
  const [product] = await queryRows<{ product_id: number }>(
    db,
    sql`insert into products (product_name, description, category_id, price)
        values (${name}, 'made by a test', ${category!.category_id}, ${price}) returning product_id`,
  );
  const [inventory] = await queryRows<{ inventory_id: number }>(
    db,
    sql`insert into inventories (store_id, product_id, stock) values (${storeId}, ${product!.product_id}, 0)
        returning inventory_id`,
  );
  if (stock > 0) {
    const moved = await moveStock(db, [{ inventoryId: Number(inventory!.inventory_id), change: stock }], {
      cause: 'STOCK_JOURNAL',
      category: 'RESTOCK',
      by: null,
      note: 'made by a test',
    });
    expect(moved.ok).toBe(true);
  }
  return {
    inventory_id: Number(inventory!.inventory_id),
    product_id: Number(product!.product_id),
    product_name: name,
  };
}

/** A running store discount on an inventory (or general when inventoryId is null). */
export async function makeDiscount(
  db: Db,
  d: {
    storeId: number;
    inventoryId: number | null;
    type: DiscountType;
    value: number;
    minPurchase?: number | null;
    maxDiscount?: number | null;
    bogoProductId?: number | null;
  },
): Promise<number> {
  const [row] = await queryRows<{ discount_id: number }>(
    db,
    sql`insert into discounts (store_id, inventory_id, type, value, min_purchase, max_discount, bogo_product_id,
          description, start_date, end_date)
        values (${d.storeId}, ${d.inventoryId}, ${d.type}, ${d.value}, ${d.minPurchase ?? null},
          ${d.maxDiscount ?? null}, ${d.bogoProductId ?? null}, 'test discount',
          now() - interval '1 day', now() + interval '10 days')
        returning discount_id`,
  );
  return Number(row!.discount_id);
}

/** A voucher template and one copy of it owned by `userId`; returns the user_voucher_id. */
export async function giveVoucher(
  db: Db,
  userId: number,
  v: {
    type: VoucherType;
    discountType: VoucherDiscountType;
    amount: number;
    minPurchase?: number;
    maxDiscount?: number | null;
    expiresInDays?: number;
  },
): Promise<{ user_voucher_id: number; redeem_code: string }> {
  const code = `T${tag().toUpperCase()}`;
  const [voucher] = await queryRows<{ voucher_id: number }>(
    db,
    sql`insert into vouchers (voucher_code, voucher_type, discount_type, discount_amount, min_purchase, max_discount)
        values (${code}, ${v.type}, ${v.discountType}, ${v.amount}, ${v.minPurchase ?? 0}, ${v.maxDiscount ?? null})
        returning voucher_id`,
  );
  const days = v.expiresInDays ?? 30;
  const [uv] = await queryRows<{ user_voucher_id: number }>(
    db,
    sql`insert into user_vouchers (user_id, voucher_id, redeem_code, expires_at)
        values (${userId}, ${voucher!.voucher_id}, ${`${code}-${userId}`}, now() + make_interval(days => ${days}))
        returning user_voucher_id`,
  );
  return { user_voucher_id: Number(uv!.user_voucher_id), redeem_code: `${code}-${userId}` };
}

/** `count` new verified (or not) shoppers; returns their e-mails. */
export async function makeShoppers(db: Db, count: number, { verified = true } = {}): Promise<string[]> {
  const prefix = tag();
  const emails = Array.from({ length: count }, (_, i) => `cart-${prefix}-${i}@lumbung.test`);
  await db.execute(
    sql`insert into users (username, email, role, is_verified, referral_code)
        select 'Shopper ' || n, ${`cart-${prefix}-`} || n || '@lumbung.test', 'USER', ${verified},
          ${`C${prefix.toUpperCase()}`} || n
        from generate_series(0, ${count - 1}) as n`,
  );
  return emails;
}

/** The user id of one new verified shopper (for rows made straight in the database). */
export async function makeShopperId(db: Db): Promise<number> {
  const [email] = await makeShoppers(db, 1);
  const [row] = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from users where email = ${email}`,
  );
  return Number(row!.user_id);
}

/** The inventory's stock and the sum of its journal. */
export async function stockAndJournal(
  db: Db,
  inventoryId: number,
): Promise<{ stock: number; journal: number; sold: number }> {
  const [row] = await queryRows<{ stock: number; journal: string | number; sold: string | number }>(
    db,
    sql`select i.stock,
          coalesce((select sum(stock_change) from stock_journals j where j.inventory_id = i.inventory_id), 0) as journal,
          coalesce((select sum(-stock_change) from stock_journals j
            where j.inventory_id = i.inventory_id and j.change_category = 'SOLD'), 0) as sold
        from inventories i where i.inventory_id = ${inventoryId}`,
  );
  return { stock: Number(row!.stock), journal: Number(row!.journal), sold: Number(row!.sold) };
}

// ---------------------------------------------------------------------------------------------
// Shoppers, carts and orders through the real API

export interface Shopper {
  id: number;
  headers: { authorization: string };
}

/** Shoppers, carts and orders through the real API of one app. */
export function orderHelpers(app: () => TestApp) {
  const t = () => app();
  return {
    /** A new shopper (verified unless asked otherwise) with an empty cart: tests do not share carts. */
    async shopper({ verified = true } = {}): Promise<Shopper> {
      const [email] = await makeShoppers(t().db, 1, { verified });
      return { id: await userIdOf(t().app, email!), headers: await authHeaders(t().app, email!) };
    },
    async add(s: Shopper, inventoryId: number, quantity = 1) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: s.headers,
        payload: { user_id: s.id, inventory_id: inventoryId, quantity },
      });
      expect(res.statusCode, res.body).toBe(201);
      return AddToCartResponse.parse(res.json());
    },
    async checkout(s: Shopper, key?: string): Promise<number> {
      const res = await t().app.inject({
        method: 'POST',
        url: `/api/cart/checkout/${s.id}`,
        headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return CheckoutResponse.parse(res.json()).data.order.order_id;
    },
    /** Redeems a product voucher on a cart line (the answer as it comes). */
    redeemProduct(s: Shopper, userVoucherId: number, cartItemId: number) {
      return t().app.inject({
        method: 'POST',
        url: '/api/cart/redeem-product/',
        headers: s.headers,
        payload: { user_id: s.id, user_voucher_id: userVoucherId, cart_item_id: cartItemId },
      });
    },
    /** Redeems a cart voucher on the whole cart (the answer as it comes). */
    redeemCart(s: Shopper, userVoucherId: number, cartId: number) {
      return t().app.inject({
        method: 'POST',
        url: '/api/cart/redeem-cart/',
        headers: s.headers,
        payload: { user_id: s.id, user_voucher_id: userVoucherId, cart_id: cartId },
      });
    },
    /** Moves an order's payment deadline `minutes` into the past. */
    async expire(orderId: number, minutes = 1) {
      await t().db.execute(
        sql`update orders set payment_deadline = now() - make_interval(mins => ${minutes}::int)
            where order_id = ${orderId}`,
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Addresses and orders ready to pay (checkout, payments and orders tests)

/**
 * An address of `userId` about `km` kilometres due north of store `storeId` (in the store's city);
 * returns its id.
 */
export async function giveAddress(
  db: Db,
  userId: number,
  { storeId, km = 3, isDefault = false }: { storeId: number; km?: number; isDefault?: boolean },
): Promise<number> {
  const [row] = await queryRows<{ address_id: number }>(
    db,
    sql`insert into addresses (user_id, address, city_id, latitude, longitude, is_default)
        select ${userId}, ${`Jl. Uji No. ${km} km`}, s.city_id, s.latitude + ${km}::float8 / 111.195, s.longitude,
          ${isDefault}
        from stores s where s.store_id = ${storeId}
        returning address_id`,
  );
  return Number(row!.address_id);
}

/** A new shopper with an AWAITING_PAYMENT order of `quantity` units of a new product, and an address. */
export async function orderReadyToPay(
  app: () => TestApp,
  {
    storeId,
    price = 20000,
    stock = 10,
    quantity = 2,
    km = 3,
  }: {
    storeId: number;
    price?: number;
    stock?: number;
    quantity?: number;
    km?: number;
  },
) {
  const h = orderHelpers(app);
  const shopper = await h.shopper();
  const product = await makeProduct(app().db, { storeId, price, stock });
  await h.add(shopper, product.inventory_id, quantity);
  const orderId = await h.checkout(shopper);
  const addressId = await giveAddress(app().db, shopper.id, { storeId, km, isDefault: true });
  return { shopper, product, orderId, addressId, h };
}

/**
 * An order ready to pay with its address sent and a virtual account opened at the app's gateway
 * (the simulator, or a Midtrans stand-in); `gatewayOrderId` is the charge's order id there.
 */
export async function orderWithVa(
  app: () => TestApp,
  { bank = 'bca', ...order }: Parameters<typeof orderReadyToPay>[1] & { bank?: string },
) {
  const o = await orderReadyToPay(app, order);
  await chooseAddress(app, o);
  const res = await app().app.inject({
    method: 'POST',
    url: '/api/midtrans',
    headers: o.shopper.headers,
    payload: { user_id: o.shopper.id, transaction_id: o.orderId, bank },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...o, ...CreateChargeResponse.parse(res.json()).data, gatewayOrderId: `LMB-${o.orderId}-1` };
}

/** Sends the order to its address: the shipping an order needs before it can be paid. */
export async function chooseAddress(
  app: () => TestApp,
  o: { shopper: Shopper; orderId: number; addressId: number },
) {
  const res = await app().app.inject({
    method: 'PUT',
    url: '/api/order/address',
    headers: o.shopper.headers,
    payload: { user_id: o.shopper.id, order_id: o.orderId, address_id: o.addressId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A proof of transfer as a browser's form sends it: the method, the date and the picture. */
export function transferProofForm(png: Buffer, paymentDate = new Date().toISOString()) {
  const boundary = '----proof-of-transfer';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payment_method"\r\n\r\nBANK_TRANSFER\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="payment_date"\r\n\r\n${paymentDate}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="pop_image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a proof of transfer (the picture `png`) for the shopper's order; answers the payment. */
export async function uploadProof(
  app: () => TestApp,
  o: { shopper: Shopper; orderId: number },
  png: Buffer,
): Promise<Payment> {
  const { payload, contentType } = transferProofForm(png);
  const res = await app().app.inject({
    method: 'POST',
    url: `/api/order/payment/${o.shopper.id}/${o.orderId}`,
    headers: { ...o.shopper.headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return PaymentSubmitResponse.parse(res.json()).data.payment;
}

/** A new shopper's order with its address chosen and a proof of transfer (`png`) uploaded. */
export async function paidByTransfer(
  app: () => TestApp,
  order: Parameters<typeof orderReadyToPay>[1],
  png: Buffer,
) {
  const o = await orderReadyToPay(app, order);
  await chooseAddress(app, o);
  const payment = await uploadProof(app, o, png);
  return { ...o, payment, paymentId: payment.payment_id };
}

/** A plain picture of `width` x `height` in one colour: one to upload (a proof, a photo, a banner). */
export function plainPicture(
  format: 'png' | 'jpeg' | 'gif',
  width: number,
  height: number,
  background: Color,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.gif()).toBuffer();
}

/** A plain PNG of `width` x `height` in one colour (see plainPicture). */
export function pngPicture(width: number, height: number, background: Color): Promise<Buffer> {
  return plainPicture('png', width, height, background);
}
