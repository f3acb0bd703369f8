import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CategoriesResponse,
  ErrorBody,
  FIELD_RULES,
  ID_MAX,
  MESSAGES,
  ShopperProductDetailResponse,
  ShopperProductsResponse,
  UserDiscountsResponse,
  type ShopperProduct,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { categories, discounts, inventories, productImages, products, stores } from '../../db/schema';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, FLAGSHIP_STORE_ID } from '../../db/seed/data';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fileApp } from '../../../test/file-app';
import { listProducts } from './catalogue.service';
import { unitPriceAfterDiscount } from '../../domain/discount-rules';
import { pgliteOf } from '../../db/statements';

const t = fileApp();

const FLAGSHIP = FLAGSHIP_STORE_ID;
const BANDUNG = 1;
const LIVE_DEMO_PRODUCTS = DEMO_PRODUCTS.length;

async function list(query = '', storeId: number | string | null = FLAGSHIP) {
  const url = storeId === null ? `/api/users/products${query}` : `/api/users/products/${storeId}${query}`;
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return ShopperProductsResponse.parse(res.json());
}

/** Every item of a store for a query, walking the pages of 100. */
async function listAll(query: string, storeId = FLAGSHIP): Promise<ShopperProduct[]> {
  const items: ShopperProduct[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`?pageSize=100&page=${page}${query}`, storeId);
    items.push(...body.inventories);
    if (page >= body.totalPages) return items;
  }
}

/** The database's name order (C collation, lower case): code point order of the lower-case names. */
const byName = (a: ShopperProduct, b: ShopperProduct) => {
  const x = a.product_name.toLowerCase();
  const y = b.product_name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.inventory_id - b.inventory_id;
};

async function inventoryOf(productName: string, storeId = FLAGSHIP) {
  const [row] = await t.db
    .select({
      inventory_id: inventories.inventory_id,
      product_id: products.product_id,
      price: products.price,
    })
    .from(inventories)
    .innerJoin(products, eq(products.product_id, inventories.product_id))
    .where(and(eq(inventories.store_id, storeId), eq(products.product_name, productName)));
  if (!row) throw new Error(`no inventory of ${productName} in store ${storeId}`);
  return row;
}

const DAY = 24 * 60 * 60 * 1000;
const running = () => ({ start_date: new Date(Date.now() - DAY), end_date: new Date(Date.now() + DAY) });

/** Counts the statements the app sends to the database while `run` runs. */
async function countQueries(run: () => Promise<unknown>, on: TestApp = t): Promise<number> {
  const client = (on.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const original = client.query;
  let calls = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    calls++;
    return original.apply(this, args);
  };
  try {
    await run();
    return calls;
  } finally {
    client.query = original;
  }
}

describe('GET /api/users/products/{storeId}', () => {
  it('answers the first 12 products of the store by name, with the paging figures', async () => {
    const body = await list();
    expect(body.message).toBe(MESSAGES.PRODUCTS_LISTED);
    expect(body.store_id).toBe(FLAGSHIP);
    expect(body.inventories).toHaveLength(12);
    expect(body.currentPage).toBe(1);
    expect(body.totalItems).toBe(LIVE_DEMO_PRODUCTS);
    expect(body.totalPages).toBe(Math.ceil(LIVE_DEMO_PRODUCTS / 12));
    expect([...body.inventories].sort(byName)).toEqual(body.inventories);
    const first = body.inventories[0]!;
    expect(first).toEqual({
      inventory_id: expect.any(Number),
      product_id: expect.any(Number),
      product_name: expect.any(String),
      category_id: expect.any(Number),
      category_name: expect.any(String),
      price: expect.any(Number),
      discounted_price: expect.any(Number),
      discount_type: null,
      discount_value: null,
      bogo_product_name: null,
      user_stock: expect.any(Number),
      product_image: expect.stringMatching(/^\/media\/emoji\/[0-9a-f-]+\.png$/),
    });
  });

  it('uses the default store 28 when no store, an unknown store or a deleted store is asked for', async () => {
    const flagship = await list();
    for (const storeId of [null, 999999, ID_MAX]) {
      const body = await list('', storeId);
      expect(body.store_id).toBe(FLAGSHIP);
      expect(body.inventories).toEqual(flagship.inventories);
    }
    // An id beyond the int4 range is no id at all: 400, not the default store.
    const beyond = await t.app.inject({ url: '/api/users/products/99999999999' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toContain(`params.storeId: ${FIELD_RULES.id}`);
    const [bintaro] = await t.db
      .update(stores)
      .set({ is_deleted: true })
      .where(eq(stores.store_id, 29))
      .returning({ store_id: stores.store_id });
    expect(bintaro).toBeDefined();
    try {
      expect((await list('', 29)).store_id).toBe(FLAGSHIP);
    } finally {
      await t.db.update(stores).set({ is_deleted: false }).where(eq(stores.store_id, 29));
    }
    expect((await list('', 29)).store_id).toBe(29);
  });

  it('answers the shelves of the asked store only', async () => {
    const bandung = await listAll('', BANDUNG);
    const ids = await t.db
      .select({ id: inventories.inventory_id })
      .from(inventories)
      .where(eq(inventories.store_id, BANDUNG));
    expect(new Set(bandung.map((i) => i.inventory_id))).toEqual(new Set(ids.map((r) => r.id)));
  });

  it('pages through the whole list without gaps or repeats; the last page is the only short one', async () => {
    const all = await listAll('');
    expect(all).toHaveLength(LIVE_DEMO_PRODUCTS);
    expect(new Set(all.map((i) => i.inventory_id)).size).toBe(LIVE_DEMO_PRODUCTS);

    const second = await list('?page=2&pageSize=5');
    expect(second.inventories.map((i) => i.inventory_id)).toEqual(
      all.slice(5, 10).map((i) => i.inventory_id),
    );
    expect(second.currentPage).toBe(2);
    expect(second.totalPages).toBe(Math.ceil(LIVE_DEMO_PRODUCTS / 5));

    const lastPage = Math.ceil(LIVE_DEMO_PRODUCTS / 12);
    const last = await list(`?page=${lastPage}`);
    expect(last.inventories.length).toBe(LIVE_DEMO_PRODUCTS - 12 * (lastPage - 1));
    expect(last.inventories.length).toBeLessThan(12);
    expect(last.totalPages).toBe(last.currentPage);

    const beyond = await list(`?page=${lastPage + 5}`);
    expect(beyond.inventories).toEqual([]);
    expect(beyond.currentPage).toBe(lastPage + 5);
    expect(beyond.totalItems).toBe(LIVE_DEMO_PRODUCTS);
  });

  it('sorts by name both ways', async () => {
    const asc = await listAll('&sortField=product_name&sortOrder=asc');
    expect(asc).toEqual([...asc].sort(byName));
    const desc = await listAll('&sortField=product_name&sortOrder=desc');
    expect(desc).toEqual([...asc].reverse());
  });

  it('sorts by the price the shopper pays, discounted items at their discounted price', async () => {
    const asc = await listAll('&sortField=price');
    const paid = asc.map((i) => i.discounted_price);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    // Apel Fuji 1 kg costs 48,000 but 38,400 under its 20% discount: it sits among the 38,400s.
    const apel = asc.findIndex((i) => i.product_name === 'Apel Fuji 1 kg');
    expect(asc[apel]!.discounted_price).toBe(38400);
    expect(asc[apel - 1]!.discounted_price).toBeLessThanOrEqual(38400);
    expect(asc[apel + 1]!.discounted_price).toBeGreaterThanOrEqual(38400);

    const desc = await listAll('&sortField=price&sortOrder=desc');
    expect(desc.map((i) => i.inventory_id)).toEqual(asc.map((i) => i.inventory_id).reverse());
    // Pages of the price sort join up exactly.
    const pages = [...(await list('?sortField=price&pageSize=7&page=3')).inventories];
    expect(pages.map((i) => i.inventory_id)).toEqual(asc.slice(14, 21).map((i) => i.inventory_id));
  });

  it('sorts by stock both ways', async () => {
    const asc = await listAll('&sortField=user_stock&sortOrder=asc');
    const stock = asc.map((i) => i.user_stock);
    expect(stock).toEqual([...stock].sort((a, b) => a - b));
    expect(stock[0]).toBe(0);
    const desc = await listAll('&sortField=user_stock&sortOrder=desc');
    expect(desc.map((i) => i.inventory_id)).toEqual(asc.map((i) => i.inventory_id).reverse());
  });

  it('sorts by when the store started selling a product, newest first on desc', async () => {
    const [category] = await t.db.select().from(categories).limit(1);
    const [product] = await t.db
      .insert(products)
      .values({ product_name: 'Kue Lapis Pandan (new)', price: 25000, category_id: category!.category_id })
      .returning();
    const [inventory] = await t.db
      .insert(inventories)
      .values({
        store_id: FLAGSHIP,
        product_id: product!.product_id,
        stock: 0,
        created_at: new Date(Date.now() + 1000),
      })
      .returning();
    const desc = await list('?sortField=created_at&sortOrder=desc');
    expect(desc.inventories[0]!.inventory_id).toBe(inventory!.inventory_id);
    expect(desc.totalItems).toBe(LIVE_DEMO_PRODUCTS + 1);
    const asc = await listAll('&sortField=created_at&sortOrder=asc');
    expect(asc.at(-1)!.inventory_id).toBe(inventory!.inventory_id);
    // Equal dates (the whole demo was stocked at once) fall back to the inventory id.
    const ids = asc.slice(0, -1).map((i) => i.inventory_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await t.db.update(products).set({ is_deleted: true }).where(eq(products.product_id, product!.product_id));
    expect((await list()).totalItems).toBe(LIVE_DEMO_PRODUCTS);
  });

  it('searches names case-insensitively for any part of the name', async () => {
    const expected = (term: string) =>
      DEMO_PRODUCTS.filter((p) => p.name.toLowerCase().includes(term.toLowerCase()))
        .map((p) => p.name)
        .sort();
    for (const term of ['APEL', 'susu', 'Kg', 'ay', 'i', '1 kg', 'ikan asin']) {
      const body = await list(`?pageSize=100&search=${encodeURIComponent(term)}`);
      expect(body.inventories.map((i) => i.product_name).sort(), term).toEqual(expected(term));
      expect(body.totalItems, term).toBe(expected(term).length);
      expect(body.inventories, term).toEqual([...body.inventories].sort(byName));
    }
    expect(expected('susu').length).toBeGreaterThan(3);
    const empty = await list('?search=durian%20montong');
    expect(empty).toMatchObject({ inventories: [], totalItems: 0, totalPages: 0, currentPage: 1 });
  });

  it('takes the wildcards of a search literally', async () => {
    for (const term of ['%', '_', '\\', "'", 'a%a', "'; select 1; --", "\\'"]) {
      const body = await list(`?search=${encodeURIComponent(term)}`);
      expect(body.inventories, term).toEqual([]);
      expect(body.totalItems, term).toBe(0);
    }
  });

  it('pages and sorts search results', async () => {
    const all = await listAll('&search=susu&sortField=price&sortOrder=desc');
    const paid = all.map((i) => i.discounted_price);
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    const page2 = await list('?search=susu&sortField=price&sortOrder=desc&pageSize=2&page=2');
    expect(page2.inventories.map((i) => i.inventory_id)).toEqual(all.slice(2, 4).map((i) => i.inventory_id));
    expect(page2.totalItems).toBe(all.length);
  });

  it('filters by category id or name (any case), alone or with a search', async () => {
    const dairy = DEMO_PRODUCTS.filter((p) => p.categoryName === 'Dairy');
    const [row] = await t.db.select().from(categories).where(eq(categories.category_name, 'Dairy'));
    const byId = await list(`?pageSize=100&category=${row!.category_id}`);
    expect(byId.inventories.map((i) => i.product_name).sort()).toEqual(dairy.map((p) => p.name).sort());
    expect(byId.totalItems).toBe(dairy.length);
    expect(
      byId.inventories.every((i) => i.category_name === 'Dairy' && i.category_id === row!.category_id),
    ).toBe(true);
    const byName = await list('?pageSize=100&category=dAIRY');
    expect(byName.inventories).toEqual(byId.inventories);
    const withSearch = await list('?pageSize=100&category=Dairy&search=keju');
    expect(withSearch.inventories.map((i) => i.product_name).sort()).toEqual(
      dairy
        .filter((p) => p.name.toLowerCase().includes('keju'))
        .map((p) => p.name)
        .sort(),
    );
    for (const unknown of ['Electronics', '999999', '99999999999']) {
      expect(await list(`?category=${unknown}`)).toMatchObject({ inventories: [], totalItems: 0 });
    }
    const every = await Promise.all(
      DEMO_CATEGORIES.map((c) => list(`?category=${encodeURIComponent(c.name)}`)),
    );
    expect(every.reduce((sum, b) => sum + b.totalItems, 0)).toBe(LIVE_DEMO_PRODUCTS);
  });

  it('hides deleted products, and counts and shows them again when restored', async () => {
    const { product_id } = await inventoryOf('Apel Fuji 1 kg');
    await t.db.update(products).set({ is_deleted: true }).where(eq(products.product_id, product_id));
    try {
      const all = await listAll('');
      expect(all.some((i) => i.product_id === product_id)).toBe(false);
      expect((await list()).totalItems).toBe(LIVE_DEMO_PRODUCTS - 1);
      const apel = DEMO_PRODUCTS.filter((p) => p.name.toLowerCase().includes('apel')).length;
      expect((await list('?search=apel')).totalItems).toBe(apel - 1);
      expect((await list('?category=Fruits%20and%20Vegetables')).totalItems).toBe(
        DEMO_PRODUCTS.filter((p) => p.categoryName === 'Fruits and Vegetables').length - 1,
      );
    } finally {
      await t.db.update(products).set({ is_deleted: false }).where(eq(products.product_id, product_id));
    }
    expect((await list()).totalItems).toBe(LIVE_DEMO_PRODUCTS);
    expect((await list('?search=apel')).inventories[0]!.product_id).toBe(product_id);
  });

  it('follows changes of a product (name, price, category) and of stock at once', async () => {
    const { inventory_id, product_id } = await inventoryOf('Pisang Cavendish 1 kg');
    const [snacks] = await t.db.select().from(categories).where(eq(categories.category_name, 'Snacks'));
    const before = await list('?category=Snacks');
    await t.db
      .update(products)
      .set({ product_name: 'Pisang Sale Cavendish', price: 31000, category_id: snacks!.category_id })
      .where(eq(products.product_id, product_id));
    await t.db.update(inventories).set({ stock: 7 }).where(eq(inventories.inventory_id, inventory_id));
    const found = (await list('?search=pisang%20sale')).inventories;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      inventory_id,
      product_name: 'Pisang Sale Cavendish',
      price: 31000,
      discounted_price: 31000,
      category_name: 'Snacks',
      user_stock: 7,
    });
    expect((await list('?category=Snacks')).totalItems).toBe(before.totalItems + 1);
  });

  it('answers 400 with a clear message for bad parameters', async () => {
    const cases: Array<[string, string]> = [
      ['/api/users/products/28?page=0', 'querystring.page: page must be 1 or more'],
      ['/api/users/products/28?pageSize=1000', 'querystring.pageSize: pageSize must be 100 or less'],
      ['/api/users/products/28?pageSize=0', 'querystring.pageSize: pageSize must be 1 or more'],
      ['/api/users/products/28?page=abc', 'querystring.page'],
      ['/api/users/products/28?sortField=password', 'querystring.sortField'],
      ['/api/users/products/28?sortOrder=sideways', 'querystring.sortOrder'],
      ['/api/users/products/abc', 'params.storeId: must be a number'],
      ['/api/users/products/-3', 'params.storeId'],
      ['/api/users/products/1.5', 'params.storeId'],
      [`/api/users/products/28?search=${'a'.repeat(101)}`, 'search must be 100 characters or less'],
      ['/api/users/products/28?search=ko%00pi', `querystring.search: ${FIELD_RULES.controlCharacters}`],
      ['/api/users/products/28?category=Dai%0Ary', 'category must not contain control characters'],
      ['/api/users/products/28?search=a&search=b', 'querystring.search'],
    ];
    for (const [url, text] of cases) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      const body = ErrorBody.parse(res.json());
      expect(body.message, url).toContain(text);
    }
    const res = await t.app.inject({ url: '/api/users/products/28?sortField=password' });
    expect(res.json().message).toContain('"product_name"|"price"|"created_at"|"user_stock"');
  });

  it('asks the database once per list, for a page of 1 as for a page of 100 (no N+1)', async () => {
    // Page sizes no other test asks for, so no answer is kept for them yet.
    expect(await countQueries(() => list('?pageSize=1&sortField=created_at&sortOrder=desc'))).toBe(1);
    expect(await countQueries(() => list('?pageSize=99&sortField=created_at&sortOrder=desc'))).toBe(1);
    expect(await countQueries(() => list('?pageSize=98&sortField=price&search=a&category=Dairy'))).toBe(1);
  });
});

describe('list answers kept with the embedded database', () => {
  const embedded = () => pgliteOf(t.db) !== null;

  it('answers a repeated list from memory, and a committed change at once', async () => {
    const first = await list('?sortField=price&sortOrder=desc');
    const again = await countQueries(async () =>
      expect(await list('?sortField=price&sortOrder=desc')).toEqual(first),
    );
    expect(again).toBe(embedded() ? 0 : 1);

    const top = first.inventories[0]!;
    await t.db
      .update(inventories)
      .set({ stock: top.user_stock + 3 })
      .where(eq(inventories.inventory_id, top.inventory_id));
    expect((await list('?sortField=price&sortOrder=desc')).inventories[0]!.user_stock).toBe(
      top.user_stock + 3,
    );

    // A change in another store keeps this store's answers.
    const [bandungItem] = await t.db
      .select()
      .from(inventories)
      .where(eq(inventories.store_id, BANDUNG))
      .limit(1);
    await t.db
      .update(inventories)
      .set({ stock: bandungItem!.stock + 1 })
      .where(eq(inventories.inventory_id, bandungItem!.inventory_id));
    expect(await countQueries(() => list('?sortField=price&sortOrder=desc'))).toBe(embedded() ? 0 : 1);
  });

  it('asks the database every time with CATALOGUE_LIST_CACHE=false', async () => {
    const uncached = await buildTestApp({ env: { CATALOGUE_LIST_CACHE: 'false' } });
    try {
      const url = `/api/users/products/${FLAGSHIP}?sortField=price`;
      const first = await uncached.app.inject({ url });
      expect(first.statusCode).toBe(200);
      const queries = await countQueries(async () => {
        const again = await uncached.app.inject({ url });
        expect(again.json()).toEqual(first.json());
      }, uncached);
      expect(queries).toBe(1);
    } finally {
      await uncached.close();
    }
  });

  it('shows a new discount, a renamed category and a new picture at once', async () => {
    const page = await list('?sortField=user_stock&sortOrder=desc&pageSize=3');
    const item = page.inventories[0]!;
    await t.db.insert(discounts).values({
      store_id: FLAGSHIP,
      inventory_id: item.inventory_id,
      type: 'NOMINAL',
      value: 1000,
      description: 'test flash sale',
      ...running(),
    });
    expect((await list('?sortField=user_stock&sortOrder=desc&pageSize=3')).inventories[0]).toMatchObject({
      discount_type: 'NOMINAL',
      discounted_price: Math.max(item.price - 1000, 0),
    });
    await t.db
      .update(categories)
      .set({ category_name: `${item.category_name} Segar` })
      .where(eq(categories.category_id, item.category_id));
    expect(
      (await list('?sortField=user_stock&sortOrder=desc&pageSize=3')).inventories[0]!.category_name,
    ).toBe(`${item.category_name} Segar`);
    await t.db
      .update(categories)
      .set({ category_name: item.category_name })
      .where(eq(categories.category_id, item.category_id));
    await t.db
      .update(productImages)
      .set({ product_image: '/uploads/new.webp' })
      .where(eq(productImages.product_id, item.product_id));
    expect(
      (await list('?sortField=user_stock&sortOrder=desc&pageSize=3')).inventories[0]!.product_image,
    ).toBe('/uploads/new.webp');
  });

  it('says when the next discount of the store starts or ends, so time alone never serves a stale price', async () => {
    const soon = new Date(Date.now() + 90 * 60 * 1000);
    const { inventory_id } = await inventoryOf('Tomat Merah 500 g', BANDUNG);
    await t.db.insert(discounts).values({
      store_id: BANDUNG,
      inventory_id,
      type: 'PERCENTAGE',
      value: 10,
      description: 'test starts soon',
      start_date: soon,
      end_date: new Date(soon.getTime() + DAY),
    });
    const { nextChangeAt } = await listProducts(t.db, {
      storeId: BANDUNG,
      page: 1,
      pageSize: 12,
      sortField: 'product_name',
      sortOrder: 'asc',
    });
    const rows = await queryRows<{ at: Date | string }>(
      t.db,
      sql`select case when start_date > now() then start_date else end_date end as at from discounts
          where store_id = ${BANDUNG} and is_active and not is_deleted and end_date >= now()`,
    );
    const expected = Math.min(...rows.map((r) => new Date(r.at).getTime()));
    expect(nextChangeAt).toBe(expected);
    expect(nextChangeAt).toBeLessThanOrEqual(soon.getTime());
  });
});

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
      discount_description: '20% off Apel Fuji 1 kg, up to Rp15.000.',
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
    expect(descriptions).toContain('20% off Apel Fuji 1 kg, up to Rp15.000.');
    for (const gone of ['(paused)', '(ended)', 'Strawberry week', 'test deleted']) {
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
