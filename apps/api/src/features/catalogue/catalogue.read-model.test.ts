/**
 * The shopper's read model (migration 0009, read-models/shelf.ts) against its sources: a list and a
 * product page must show what the tables say now, whatever changed and whenever a discount starts
 * or ends. The app runs without the list cache, so every answer is read from catalogue_items.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ShopperProductsResponse, type ShopperProduct } from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { categories, discounts, inventories, productImages, products, stores } from '../../db/schema';
import { bestDiscount, unitPriceAfterDiscount, type PriceDiscount } from '../../domain/discount-rules';
import { FIRST_PAGE, readShelf } from '../../read-models/shelf';
import { makeProduct } from '../../../test/factories';
import { FLAGSHIP_STORE_ID } from '../../db/seed/data';
import { fileApp } from '../../../test/file-app';
import { shopperDetail, shopperList } from '../../../test/shopper-reads';
import { getProductDetailJson } from './catalogue.service';

const t = fileApp({ env: { CATALOGUE_LIST_CACHE: 'false' } });

const FLAGSHIP = FLAGSHIP_STORE_ID;
const HOUR = 60 * 60 * 1000;

const list = (query: string, storeId = FLAGSHIP) => shopperList(t.app, storeId, query);
const detail = (inventoryId: number) => shopperDetail(t.app, inventoryId);

/** The one item of a search for a unique name. */
async function card(name: string, storeId = FLAGSHIP): Promise<ShopperProduct> {
  const body = await list(`?search=${encodeURIComponent(name)}`, storeId);
  expect(body.inventories).toHaveLength(1);
  return body.inventories[0]!;
}

/** A fresh product on the flagship's shelf, priced 40,000, with 7 units. */
const fresh = (name: string) => makeProduct(t.db, { storeId: FLAGSHIP, price: 40000, stock: 7, name });

interface Window {
  start: Date;
  end: Date;
}
async function discountOn(inventoryId: number, type: 'PERCENTAGE' | 'NOMINAL', value: number, w: Window) {
  const [row] = await t.db
    .insert(discounts)
    .values({
      store_id: FLAGSHIP,
      inventory_id: inventoryId,
      type,
      value,
      description: `test ${type} ${value}`,
      start_date: w.start,
      end_date: w.end,
    })
    .returning({ discount_id: discounts.discount_id });
  return row!.discount_id;
}

/** What the shelf and the product page answer at a given time, read from the same rows. */
async function at(when: Date, inventoryId: number, name: string) {
  const shelf = ShopperProductsResponse.parse(
    JSON.parse(
      (await readShelf(t.db, { ...FIRST_PAGE(FLAGSHIP), search: name, pageSize: 5 }, { at: when })).json,
    ),
  );
  const page = JSON.parse((await getProductDetailJson(t.db, inventoryId, when))!);
  return { card: shelf.inventories[0]!, detail: page, onSale: await onSaleIds(when) };
}
async function onSaleIds(when: Date): Promise<number[]> {
  const { json } = await readShelf(
    t.db,
    { ...FIRST_PAGE(FLAGSHIP), pageSize: 100, onSale: true },
    { at: when },
  );
  return (ShopperProductsResponse.parse(JSON.parse(json)).inventories as ShopperProduct[]).map(
    (i) => i.inventory_id,
  );
}

describe('time alone: a discount that starts or ends changes the answers with no write', () => {
  it('a discount starting in an hour and ending in three is taken between the two only', async () => {
    const { inventory_id, product_name } = await fresh('Uji Waktu Mulai 1 kg');
    const now = Date.now();
    await discountOn(inventory_id, 'NOMINAL', 5000, {
      start: new Date(now + HOUR),
      end: new Date(now + 3 * HOUR),
    });
    // Now (by the database's clock, over HTTP): the full price.
    expect(await card(product_name)).toMatchObject({ discounted_price: 40000, discount_type: null });
    expect(await detail(inventory_id)).toMatchObject({ discounted_price: 40000, discount_end_date: null });
    // The same rows read at later times: no write in between.
    const during = await at(new Date(now + 2 * HOUR), inventory_id, product_name);
    expect(during.card).toMatchObject({
      discounted_price: 35000,
      discount_type: 'NOMINAL',
      discount_value: 5000,
    });
    expect(during.detail).toMatchObject({
      discounted_price: 35000,
      discount_type: 'NOMINAL',
      discount_end_date: new Date(now + 3 * HOUR).toISOString(),
    });
    expect(during.onSale).toContain(inventory_id);
    const after = await at(new Date(now + 4 * HOUR), inventory_id, product_name);
    expect(after.card).toMatchObject({ discounted_price: 40000, discount_type: null });
    expect(after.detail).toMatchObject({ discounted_price: 40000, discount_type: null });
    expect(after.onSale).not.toContain(inventory_id);
    const before = await at(new Date(now + HOUR / 2), inventory_id, product_name);
    expect(before.card.discounted_price).toBe(40000);
    expect(before.onSale).not.toContain(inventory_id);
  });

  it('overlapping discounts: the best running one at each moment, the next best once it ends', async () => {
    const { inventory_id, product_name } = await fresh('Uji Waktu Tumpang 1 kg');
    const now = Date.now();
    await discountOn(inventory_id, 'PERCENTAGE', 10, {
      start: new Date(now - HOUR),
      end: new Date(now + 5 * HOUR),
    });
    await discountOn(inventory_id, 'NOMINAL', 8000, {
      start: new Date(now - HOUR),
      end: new Date(now + HOUR),
    });
    expect(await card(product_name)).toMatchObject({ discounted_price: 32000, discount_type: 'NOMINAL' });
    expect((await detail(inventory_id)).discounted_price).toBe(32000);
    const later = await at(new Date(now + 2 * HOUR), inventory_id, product_name);
    expect(later.card).toMatchObject({
      discounted_price: 36000,
      discount_type: 'PERCENTAGE',
      discount_value: 10,
    });
    expect(later.detail.discount_end_date).toBe(new Date(now + 5 * HOUR).toISOString());
    expect((await at(new Date(now + 6 * HOUR), inventory_id, product_name)).card.discount_type).toBeNull();
  });

  it('leaves out discounts that ended or are paused', async () => {
    const { inventory_id, product_name } = await fresh('Uji Waktu Lewat 1 kg');
    const now = Date.now();
    await discountOn(inventory_id, 'NOMINAL', 1000, {
      start: new Date(now - 3 * HOUR),
      end: new Date(now - HOUR),
    });
    const paused = await discountOn(inventory_id, 'NOMINAL', 2000, {
      start: new Date(now - HOUR),
      end: new Date(now + HOUR),
    });
    expect((await card(product_name)).discounted_price).toBe(38000);
    await t.db.update(discounts).set({ is_active: false }).where(eq(discounts.discount_id, paused));
    expect((await card(product_name)).discounted_price).toBe(40000);
    expect((await detail(inventory_id)).discount_type).toBeNull();
  });
});

describe('every change of a source shows at once, on the list and the product page', () => {
  it('a rename, a new price, a new description, a stock move, a picture, a category and a store name', async () => {
    const { inventory_id, product_id } = await fresh('Uji Ubah Asli 1 kg');
    await discountOn(inventory_id, 'PERCENTAGE', 25, {
      start: new Date(Date.now() - HOUR),
      end: new Date(Date.now() + HOUR),
    });
    await t.db
      .update(products)
      .set({ product_name: 'Uji Ubah Baru 1 kg', price: 60000, description: 'new words' })
      .where(eq(products.product_id, product_id));
    expect(await card('Uji Ubah Baru')).toMatchObject({ price: 60000, discounted_price: 45000 });
    expect(await detail(inventory_id)).toMatchObject({
      product_name: 'Uji Ubah Baru 1 kg',
      description: 'new words',
      discounted_price: 45000,
    });

    await t.db.update(inventories).set({ stock: 3 }).where(eq(inventories.inventory_id, inventory_id));
    expect((await card('Uji Ubah Baru')).user_stock).toBe(3);
    expect((await detail(inventory_id)).user_stock).toBe(3);

    await t.db
      .insert(productImages)
      .values({ product_id, product_image: '/uploads/uji-1.webp', is_primary: true });
    await t.db.insert(productImages).values({ product_id, product_image: '/uploads/uji-2.webp' });
    expect((await card('Uji Ubah Baru')).product_image).toBe('/uploads/uji-1.webp');
    expect((await detail(inventory_id)).product_images).toEqual([
      { product_image: '/uploads/uji-1.webp', is_primary: true },
      { product_image: '/uploads/uji-2.webp', is_primary: false },
    ]);
    await t.db.delete(productImages).where(eq(productImages.product_image, '/uploads/uji-1.webp'));
    expect((await card('Uji Ubah Baru')).product_image).toBe('/uploads/uji-2.webp');

    const { category_id, category_name } = await card('Uji Ubah Baru');
    await t.db
      .update(categories)
      .set({ category_name: `${category_name} Uji` })
      .where(eq(categories.category_id, category_id));
    expect((await card('Uji Ubah Baru')).category_name).toBe(`${category_name} Uji`);
    expect((await detail(inventory_id)).category_name).toBe(`${category_name} Uji`);
    await t.db.update(categories).set({ category_name }).where(eq(categories.category_id, category_id));

    await t.db.update(stores).set({ store_name: 'LUMBUNG Kemang Uji' }).where(eq(stores.store_id, FLAGSHIP));
    expect((await detail(inventory_id)).store_name).toBe('LUMBUNG Kemang Uji');
    await t.db.update(stores).set({ store_name: 'LUMBUNG Kemang' }).where(eq(stores.store_id, FLAGSHIP));

    await t.db.update(products).set({ is_deleted: true }).where(eq(products.product_id, product_id));
    expect((await list('?search=Uji%20Ubah%20Baru')).inventories).toEqual([]);
    expect((await t.app.inject({ url: `/api/users/products/detail/${inventory_id}` })).statusCode).toBe(404);
    await t.db.update(products).set({ is_deleted: false }).where(eq(products.product_id, product_id));
    expect((await card('Uji Ubah Baru')).price).toBe(60000);
  });

  it("a free product's new name reaches the cards that give it", async () => {
    const giver = await fresh('Uji Bogo Pemberi 1 kg');
    const gift = await fresh('Uji Bogo Hadiah 1 kg');
    await t.db.insert(discounts).values({
      store_id: FLAGSHIP,
      inventory_id: giver.inventory_id,
      type: 'BOGO',
      value: 0,
      bogo_product_id: gift.product_id,
      description: 'test bogo',
      start_date: new Date(Date.now() - HOUR),
      end_date: new Date(Date.now() + HOUR),
    });
    expect((await card('Uji Bogo Pemberi')).bogo_product_name).toBe('Uji Bogo Hadiah 1 kg');
    await t.db
      .update(products)
      .set({ product_name: 'Uji Bogo Hadiah Baru 1 kg' })
      .where(eq(products.product_id, gift.product_id));
    expect((await card('Uji Bogo Pemberi')).bogo_product_name).toBe('Uji Bogo Hadiah Baru 1 kg');
    expect(await detail(giver.inventory_id)).toMatchObject({
      bogo_product_id: gift.product_id,
      bogo_product_name: 'Uji Bogo Hadiah Baru 1 kg',
    });
  });

  it('after all that, every card of the flagship is what the source tables say', async () => {
    const cards: ShopperProduct[] = [];
    for (let page = 1; ; page++) {
      const body = await list(`?pageSize=100&page=${page}`);
      cards.push(...body.inventories);
      if (page >= body.totalPages) break;
    }
    const rows = await queryRows<
      Omit<ShopperProduct, 'discounted_price' | 'discount_type' | 'discount_value' | 'bogo_product_name'>
    >(
      t.db,
      sql`select i.inventory_id, p.product_id, p.product_name, p.category_id, cat.category_name, p.price,
            i.stock as user_stock,
            (select pi.product_image from product_images pi where pi.product_id = p.product_id
              order by pi.is_primary desc, pi.product_image_id limit 1) as product_image
          from inventories i join products p on p.product_id = i.product_id and not p.is_deleted
          join categories cat on cat.category_id = p.category_id
          where i.store_id = ${FLAGSHIP}`,
    );
    const running = await queryRows<
      PriceDiscount & { discount_id: number; inventory_id: number; bogo_name: string | null }
    >(
      t.db,
      sql`select d.discount_id, d.inventory_id, d.type, d.value, d.min_purchase, d.max_discount, b.product_name as bogo_name
          from discounts d left join products b on b.product_id = d.bogo_product_id
          where d.store_id = ${FLAGSHIP} and d.inventory_id is not null and d.is_active and not d.is_deleted
            and d.start_date <= now() and d.end_date >= now()`,
    );
    const expected = rows.map((r) => {
      const best = bestDiscount(
        r.price,
        running.filter((d) => d.inventory_id === r.inventory_id),
      );
      return {
        ...r,
        discounted_price: unitPriceAfterDiscount(r.price, best),
        discount_type: best?.type ?? null,
        discount_value: best && best.type !== 'BOGO' ? best.value : null,
        bogo_product_name: best?.type === 'BOGO' ? best.bogo_name : null,
      };
    });
    const byId = (a: { inventory_id: number }, b: { inventory_id: number }) =>
      a.inventory_id - b.inventory_id;
    expect(cards.sort(byId)).toEqual(expected.sort(byId));
  });
});

describe('onSale=true', () => {
  it('lists only the items with a discount running now, paged and counted, with the same fields', async () => {
    const future = await fresh('Uji Obral Nanti 1 kg');
    await discountOn(future.inventory_id, 'NOMINAL', 1000, {
      start: new Date(Date.now() + HOUR),
      end: new Date(Date.now() + 2 * HOUR),
    });
    const expected = await queryRows<{ inventory_id: number }>(
      t.db,
      sql`select distinct i.inventory_id from discounts d
          join inventories i on i.inventory_id = d.inventory_id
          join products p on p.product_id = i.product_id and not p.is_deleted
          where d.store_id = ${FLAGSHIP} and d.is_active and not d.is_deleted
            and d.start_date <= now() and d.end_date >= now()`,
    );
    expect(expected.length).toBeGreaterThan(3);
    const all = await list('?onSale=true&pageSize=100');
    expect(all.message).toBe(MESSAGES.PRODUCTS_LISTED);
    expect(all.totalItems).toBe(expected.length);
    expect(all.inventories.map((i) => i.inventory_id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.inventory_id).sort((a, b) => a - b),
    );
    expect(all.inventories.map((i) => i.inventory_id)).not.toContain(future.inventory_id);
    expect(all.inventories.every((i) => i.discount_type !== null)).toBe(true);
    const names = all.inventories.map((i) => i.product_name.toLowerCase());
    expect(names).toEqual([...names].sort());

    // Paged: two at a time, in the same order, the figures of the whole.
    const page2 = await list('?onSale=true&pageSize=2&page=2');
    expect(page2).toMatchObject({
      currentPage: 2,
      totalItems: expected.length,
      totalPages: Math.ceil(expected.length / 2),
    });
    expect(page2.inventories).toEqual(all.inventories.slice(2, 4));

    // With a price sort, a category and a search.
    const byPrice = await list('?onSale=true&pageSize=100&sortField=price&sortOrder=desc');
    const paid = byPrice.inventories.map((i) => i.discounted_price);
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    const first = all.inventories[0]!;
    const inCategory = await list(`?onSale=true&pageSize=100&category=${first.category_id}`);
    expect(inCategory.inventories.length).toBeGreaterThan(0);
    expect(inCategory.inventories.every((i) => i.category_id === first.category_id && i.discount_type)).toBe(
      true,
    );
    const found = await list(`?onSale=true&search=${encodeURIComponent(first.product_name)}`);
    expect(found.inventories.map((i) => i.inventory_id)).toEqual([first.inventory_id]);
    expect((await list('?onSale=false&pageSize=1')).totalItems).toBeGreaterThan(all.totalItems);
    const bad = await t.app.inject({ url: `/api/users/products/${FLAGSHIP}?onSale=yes` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring.onSale');
  });
});

describe('the database unit price rule', () => {
  it('catalogue_unit_price (migration 0009) is unitPriceAfterDiscount', async () => {
    const discount = fc.oneof(
      fc.record({
        type: fc.constant('PERCENTAGE' as const),
        value: fc.integer({ min: 1, max: 100 }),
        min_purchase: fc.option(fc.integer({ min: 0, max: 200000 })),
        max_discount: fc.option(fc.integer({ min: 0, max: 100000 })),
      }),
      fc.record({
        type: fc.constant('NOMINAL' as const),
        value: fc.integer({ min: 1, max: 300000 }),
        min_purchase: fc.option(fc.integer({ min: 0, max: 200000 })),
        max_discount: fc.constant(null),
      }),
      fc.record({
        type: fc.constant('BOGO' as const),
        value: fc.constant(0),
        min_purchase: fc.option(fc.integer({ min: 0, max: 200000 })),
        max_discount: fc.constant(null),
      }),
    );
    const cases = fc.sample(fc.tuple(fc.integer({ min: 0, max: 250000 }), discount), 300);
    const rows = await queryRows<{ n: number; unit: number }>(
      t.db,
      sql`select x.n, catalogue_unit_price(x.price, jsonb_populate_record(null::discounts, x.d)) as unit
          from jsonb_to_recordset(${JSON.stringify(cases.map(([price, d], n) => ({ n, price, d })))}::jsonb)
            as x(n int, price int, d jsonb)`,
    );
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      const [price, d] = cases[row.n]!;
      expect(row.unit, JSON.stringify({ price, d })).toBe(unitPriceAfterDiscount(price, d));
    }
  });
});
