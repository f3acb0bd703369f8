/**
 * The storefront's product list through the real API: a store's live products, paged, sorted,
 * searched and filtered (every bound and bad input), one statement a page. The cached answers are in
 * catalogue.cached-lists.test.ts; prices, the product page, categories and discounts in
 * catalogue.product-pages.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorBody, FIELD_RULES, ID_MAX, MESSAGES } from '@lumbung/contracts';
import { categories, inventories, products, stores } from '../../db/schema';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, FLAGSHIP_STORE_ID } from '../../db/seed/data';
import { byName, catalogueCalls } from '../../../test/catalogue-calls';
import { fileApp } from '../../../test/file-app';

const t = fileApp();
const FLAGSHIP = FLAGSHIP_STORE_ID;
const BANDUNG = 1;
const LIVE_DEMO_PRODUCTS = DEMO_PRODUCTS.length;
const { list, listAll, inventoryOf, countQueries } = catalogueCalls(() => t);

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
