/**
 * What the storefront shows of a product through the real API: discounted prices in the list and on
 * the product page, the product page itself (bad ids, another store), the categories and a store's
 * running discounts.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CategoriesResponse,
  FIELD_RULES,
  ID_MAX,
  MESSAGES,
  ShopperProductDetailResponse,
  UserDiscountsResponse,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { categories, discounts, productImages, products } from '../../db/schema';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, FLAGSHIP_STORE_ID } from '../../db/seed/data';
import { unitPriceAfterDiscount } from '../../domain/discount-rules';
import { catalogueCalls, running } from '../../../test/catalogue-calls';
import { fileApp } from '../../../test/file-app';

const t = fileApp();
const FLAGSHIP = FLAGSHIP_STORE_ID;
const BANDUNG = 1;
const { listAll, inventoryOf } = catalogueCalls(() => t);

describe('discounted prices', () => {
  it('applies each running discount type of the demo flagship', async () => {
    const items = await listAll('');
    const named = (name: string) => items.find((i) => i.product_name === name)!;
    // PERCENTAGE 20% up to Rp15,000: 48,000 - 9,600.
    expect(named('Apel Fuji 1 kg')).toMatchObject({
      price: 48000,
      discounted_price: 38400,
      discount_type: 'PERCENTAGE',
      discount_value: 20,
      bogo_product_name: null,
    });
    // NOMINAL Rp5,000.
    const ayam = named('Ayam Broiler Utuh 1 kg');
    expect(ayam).toMatchObject({
      discounted_price: ayam.price - 5000,
      discount_type: 'NOMINAL',
      discount_value: 5000,
    });
    // BOGO: the price stays; the free product is named.
    const roti = named('Roti Tawar Gandum');
    expect(roti).toMatchObject({
      discounted_price: roti.price,
      discount_type: 'BOGO',
      discount_value: null,
      bogo_product_name: 'Roti Tawar Gandum',
    });
    expect(named('Kopi Bubuk Robusta Lampung 250 g')).toMatchObject({
      discount_type: 'BOGO',
      bogo_product_name: 'Susu Kental Manis 370 g',
    });
    // Paused, ended and not yet started discounts give nothing.
    for (const name of ['Beras Pandan Wangi 5 kg', 'Cumi-Cumi Segar 500 g', 'Stroberi Ciwidey 250 g']) {
      expect(named(name), name).toMatchObject({ discount_type: null, discount_value: null });
      expect(named(name).discounted_price).toBe(named(name).price);
    }
    // A discount of another store does not leak: Bandung's 15% on strawberries.
    const bandungStroberi = (await listAll('&search=stroberi', BANDUNG))[0]!;
    expect(bandungStroberi).toMatchObject({ discount_type: 'PERCENTAGE', discount_value: 15 });
    expect(bandungStroberi.discounted_price).toBe(
      bandungStroberi.price - Math.min(Math.floor(bandungStroberi.price * 0.15), 5000),
    );
  });

  it('caps percentages, keeps nominal cuts at 0 or more, honours min purchase, ignores deleted ones and takes the best', async () => {
    const iga = await inventoryOf('Iga Sapi 1 kg'); // 140,000
    const garam = await inventoryOf('Garam Dapur Beryodium 500 g'); // 4,500
    const tomat = await inventoryOf('Tomat Merah 500 g');
    const kentang = await inventoryOf('Kentang Dieng 1 kg');
    const base = { store_id: FLAGSHIP, description: 'test', ...running() };
    await t.db.insert(discounts).values([
      { ...base, inventory_id: iga.inventory_id, type: 'PERCENTAGE', value: 50, max_discount: 20000 },
      { ...base, inventory_id: garam.inventory_id, type: 'NOMINAL', value: 10000 },
      { ...base, inventory_id: tomat.inventory_id, type: 'PERCENTAGE', value: 10, min_purchase: 50000 },
      { ...base, inventory_id: kentang.inventory_id, type: 'NOMINAL', value: 1000 },
      { ...base, inventory_id: kentang.inventory_id, type: 'PERCENTAGE', value: 30 },
      {
        ...base,
        inventory_id: kentang.inventory_id,
        type: 'NOMINAL',
        value: 20000,
        is_deleted: true,
        description: 'test deleted',
      },
      { ...base, inventory_id: kentang.inventory_id, type: 'BOGO', bogo_product_id: kentang.product_id },
    ]);
    const items = await listAll('');
    const of = (id: number) => items.find((i) => i.inventory_id === id)!;
    expect(of(iga.inventory_id)).toMatchObject({
      price: 140000,
      discounted_price: 120000,
      discount_value: 50,
    });
    expect(of(garam.inventory_id)).toMatchObject({
      price: 4500,
      discounted_price: 0,
      discount_type: 'NOMINAL',
    });
    // One unit does not reach the minimum: the price of one unit stays, the discount is shown.
    expect(of(tomat.inventory_id)).toMatchObject({
      discounted_price: tomat.price,
      discount_type: 'PERCENTAGE',
    });
    // 30% of 21,000 beats Rp1,000 off and BOGO; the deleted Rp20,000 cut is ignored.
    expect(of(kentang.inventory_id)).toMatchObject({
      discounted_price: 14700,
      discount_type: 'PERCENTAGE',
      discount_value: 30,
    });

    // The list's SQL and the pricing function agree on every discounted item of the store.
    const rows = await queryRows<{
      inventory_id: number;
      price: number;
      type: 'PERCENTAGE';
      value: number;
      min_purchase: number | null;
      max_discount: number | null;
    }>(
      t.db,
      sql`select d.inventory_id, p.price, d.type, d.value, d.min_purchase, d.max_discount
          from discounts d join inventories i on i.inventory_id = d.inventory_id join products p on p.product_id = i.product_id
          where d.store_id = ${FLAGSHIP} and d.is_active and not d.is_deleted and d.start_date <= now() and d.end_date >= now()`,
    );
    for (const id of new Set(rows.map((r) => r.inventory_id))) {
      const best = Math.min(
        ...rows.filter((r) => r.inventory_id === id).map((r) => unitPriceAfterDiscount(r.price, r)),
      );
      expect(of(id).discounted_price, `inventory ${id}`).toBe(best);
    }
  });
});

describe('GET /api/users/products/detail/{inventoryId}', () => {
  it('answers 201 with every field of a shopper product detail', async () => {
    const { inventory_id, product_id } = await inventoryOf('Apel Fuji 1 kg');
    await t.db
      .insert(productImages)
      .values({ product_id, product_image: '/uploads/apel-2.webp', is_primary: false });
    const res = await t.app.inject({ url: `/api/users/products/detail/${inventory_id}` });
    expect(res.statusCode).toBe(201);
    const body = ShopperProductDetailResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.PRODUCT_FOUND);
    const demo = DEMO_PRODUCTS.find((p) => p.name === 'Apel Fuji 1 kg')!;
    expect(body.inventory).toMatchObject({
      inventory_id,
      product_id,
      product_name: 'Apel Fuji 1 kg',
      description: demo.description,
      category_name: 'Fruits and Vegetables',
      price: 48000,
      discounted_price: 38400,
      discount_type: 'PERCENTAGE',
      discount_value: 20,
      max_discount: 15000,
      min_purchase: null,
      discount_description: 'Diskon 20% Apel Fuji 1 kg, maks. Rp15.000.',
      store_id: FLAGSHIP,
      store_name: 'LUMBUNG Kemang',
      bogo_product_id: null,
      bogo_product_name: null,
    });
    expect(body.inventory.user_stock).toBeGreaterThanOrEqual(0);
    expect(new Date(body.inventory.discount_end_date!).getTime()).toBeGreaterThan(Date.now());
    expect(body.inventory.product_images).toEqual([
      { product_image: '/media/emoji/1f34e.png', is_primary: true },
      { product_image: '/uploads/apel-2.webp', is_primary: false },
    ]);
  });

  it('names the free product of a BOGO discount', async () => {
    const { inventory_id } = await inventoryOf('Kopi Bubuk Robusta Lampung 250 g');
    const { product_id: susu } = await inventoryOf('Susu Kental Manis 370 g');
    const res = await t.app.inject({ url: `/api/users/products/detail/${inventory_id}` });
    expect(res.statusCode).toBe(201);
    expect(ShopperProductDetailResponse.parse(res.json()).inventory).toMatchObject({
      discount_type: 'BOGO',
      discount_value: null,
      bogo_product_id: susu,
      bogo_product_name: 'Susu Kental Manis 370 g',
    });
  });

  it('answers a product without a running discount plainly', async () => {
    const { inventory_id, price } = await inventoryOf('Beras Pandan Wangi 5 kg');
    const body = ShopperProductDetailResponse.parse(
      (await t.app.inject({ url: `/api/users/products/detail/${inventory_id}` })).json(),
    );
    expect(body.inventory).toMatchObject({
      price,
      discounted_price: price,
      discount_type: null,
      discount_value: null,
      discount_description: null,
      discount_end_date: null,
    });
  });

  it('answers 404 for an unknown or deleted product and 400 for a bad id', async () => {
    const { inventory_id, product_id } = await inventoryOf('Jeruk Medan 1 kg');
    await t.db.update(products).set({ is_deleted: true }).where(eq(products.product_id, product_id));
    for (const id of [inventory_id, 999999, ID_MAX]) {
      const res = await t.app.inject({ url: `/api/users/products/detail/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe(MESSAGES.PRODUCT_NOT_FOUND);
    }
    await t.db.update(products).set({ is_deleted: false }).where(eq(products.product_id, product_id));
    const bad = await t.app.inject({ url: '/api/users/products/detail/apel' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('params.inventoryId');
    const beyond = await t.app.inject({ url: '/api/users/products/detail/99999999999' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toContain(`params.inventoryId: ${FIELD_RULES.id}`);
  });
});

describe('GET /api/users/categories', () => {
  it('lists the live categories by name', async () => {
    const [gone] = await t.db
      .insert(categories)
      .values({ category_name: 'Old Aisle', is_deleted: true })
      .returning();
    const res = await t.app.inject({ url: '/api/users/categories' });
    expect(res.statusCode).toBe(200);
    const body = CategoriesResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.CATEGORIES_LISTED);
    expect(body.data.map((c) => c.category_name)).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
    expect(body.data.some((c) => c.category_id === gone!.category_id)).toBe(false);
  });
});

describe('GET /api/users/discounts/{storeId}', () => {
  it("lists a store's running discounts only, store-wide ones included", async () => {
    const res = await t.app.inject({ url: `/api/users/discounts/${BANDUNG}` });
    expect(res.statusCode).toBe(200);
    const body = UserDiscountsResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.STORE_DISCOUNTS_LISTED);
    const expected = await queryRows<{ discount_id: number }>(
      t.db,
      sql`select discount_id from discounts where store_id = ${BANDUNG} and is_active and not is_deleted
          and start_date <= now() and end_date >= now()`,
    );
    expect(body.data.map((d) => d.discount_id).sort()).toEqual(expected.map((d) => d.discount_id).sort());
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.some((d) => d.inventory_id === null && d.product_name === null)).toBe(true);
    const bogo = body.data.find((d) => d.type === 'BOGO')!;
    expect(bogo).toMatchObject({
      product_name: 'Tahu Sumedang 10 pcs',
      bogo_product_name: 'Tahu Sumedang 10 pcs',
    });
  });

  it('leaves out paused, ended, future and deleted discounts, and uses store 28 when none is given', async () => {
    const body = UserDiscountsResponse.parse((await t.app.inject({ url: '/api/users/discounts' })).json());
    const descriptions = body.data.map((d) => d.description);
    expect(descriptions).toContain('Diskon 20% Apel Fuji 1 kg, maks. Rp15.000.');
    for (const gone of ['(dijeda)', '(berakhir)', 'Pekan stroberi', 'test deleted']) {
      expect(
        descriptions.some((d) => d.includes(gone)),
        gone,
      ).toBe(false);
    }
    expect(body.data.every((d) => new Date(d.end_date).getTime() >= Date.now())).toBe(true);
    const unknown = UserDiscountsResponse.parse(
      (await t.app.inject({ url: '/api/users/discounts/999999' })).json(),
    );
    expect(unknown.data.map((d) => d.discount_id)).toEqual(body.data.map((d) => d.discount_id));
    expect((await t.app.inject({ url: '/api/users/discounts/abc' })).statusCode).toBe(400);
  });
});
