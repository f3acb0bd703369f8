import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiReadKey,
  DEFAULT_STORE_ID,
  productListRead,
  productsPageQuery,
  readFilters,
  relatedProductsQuery,
  storefrontReads,
  type StorefrontPage,
} from '@lumbung/contracts';
import { queryRows } from '../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeProduct } from '../../test/factories';
import { shopperDetail, shopperList } from '../../test/shopper-reads';

const web = mkdtempSync(join(tmpdir(), 'lumbung-web-preload-'));
const INDEX =
  '<!doctype html><html><head><title>LUMBUNG</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
beforeAll(async () => {
  writeFileSync(join(web, 'index.html'), INDEX);
  // Each page made afresh here; reuse has its own app below.
  t = await buildTestApp({ env: { WEB_DIST_DIR: web, STOREFRONT_PAGE_REUSE_MS: '0' } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const BLOCK = /<script type="application\/json" id="preloaded-answers">(.*?)<\/script>/s;

async function page(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  const block = BLOCK.exec(res.body);
  return {
    res,
    answers: block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null,
    pictures: [...res.body.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]),
  };
}

const keysOf = (kind: StorefrontPage, storeId: number = DEFAULT_STORE_ID) =>
  storefrontReads(kind, storeId).map((read) => apiReadKey(read.path, read.query));

/** Each preloaded answer is what the API answers that call itself. */
async function expectExact(answers: Record<string, unknown>) {
  for (const [key, answer] of Object.entries(answers)) {
    const direct = await t.app.inject({ method: 'GET', url: key });
    expect(answer, key).toEqual(direct.json());
  }
}

describe('storefront pages with their first answers', () => {
  it('sends the home page with the answers of its first reads and preloads the first sale pictures', async () => {
    const { res, answers, pictures } = await page('/');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body.startsWith('<!doctype html><html><head><title>LUMBUNG</title><link rel="preload"')).toBe(
      true,
    );
    expect(Object.keys(answers!).sort()).toEqual(keysOf({ kind: 'home' }).sort());
    await expectExact(answers!);

    const onSale = await shopperList(t.app, DEFAULT_STORE_ID, '?page=1&pageSize=8&onSale=true');
    const salePictures = onSale.inventories
      .filter((item) => item.discount_type !== null)
      .map((item) => item.product_image)
      .slice(0, 4);
    expect(salePictures.length).toBeGreaterThan(0);
    expect(pictures).toEqual(salePictures);
  });

  it('reads the store of the current_store_id cookie, and the fallback store for an odd cookie', async () => {
    const [other] = await queryRows<{ store_id: number }>(
      t.db,
      sql`select store_id from stores where store_id <> ${DEFAULT_STORE_ID} and is_deleted = false
          order by store_id limit 1`,
    );
    const otherId = Number(other!.store_id);
    const theirs = await page('/', `current_store_id=${otherId}`);
    expect(Object.keys(theirs.answers!).sort()).toEqual(keysOf({ kind: 'home' }, otherId).sort());
    await expectExact(theirs.answers!);

    for (const odd of ['abc', '-3', '0', '1e3', '99999999999', '']) {
      const { answers } = await page('/', `current_store_id=${odd}`);
      expect(Object.keys(answers!), odd).toContain(`/api/users/stores/${DEFAULT_STORE_ID}`);
    }
  });

  it('leaves out a read that fails, so the web makes it itself', async () => {
    // No such store: its name is a 404 (its lists are simply empty).
    const { answers } = await page('/', 'current_store_id=987654');
    const keys = keysOf({ kind: 'home' }, 987654);
    expect(Object.keys(answers!).sort()).toEqual(
      keys.filter((key) => key !== '/api/users/stores/987654').sort(),
    );
  });

  it('sends /products-page with the page of products its address bar asks for', async () => {
    const search = 'category=Dairy&sort=price-desc&page=2';
    const { answers } = await page(`/products-page?${search}`);
    const list = productListRead(
      productsPageQuery(DEFAULT_STORE_ID, readFilters(new URLSearchParams(search))),
    );
    expect(Object.keys(answers!)).toContain(apiReadKey(list.path, list.query));
    expect(Object.keys(answers!).sort()).toEqual(
      keysOf({ kind: 'products', filters: readFilters(new URLSearchParams(search)) }).sort(),
    );
    await expectExact(answers!);
  });

  it('sends a product page with the product, its store and its related row, and preloads its picture', async () => {
    const first = (await shopperList(t.app, DEFAULT_STORE_ID, '?pageSize=1')).inventories[0]!;
    const detail = await shopperDetail(t.app, first.inventory_id);
    const { answers, pictures } = await page(`/products-page/${first.inventory_id}`);
    const related = productListRead(relatedProductsQuery(detail));
    expect(Object.keys(answers!).sort()).toEqual(
      [
        ...keysOf({ kind: 'product', inventoryId: first.inventory_id }),
        apiReadKey(related.path, related.query),
      ].sort(),
    );
    await expectExact(answers!);
    const primary = detail.product_images.find((image) => image.is_primary)!;
    expect(pictures).toEqual([primary.product_image]);
  });

  it('sends a missing product page without the product, for the web to say so', async () => {
    const { answers, pictures } = await page('/products-page/99999999');
    expect(Object.keys(answers!)).toEqual([`/api/users/stores/${DEFAULT_STORE_ID}`]);
    expect(pictures).toEqual([]);
  });

  it('keeps a product name that looks like markup inside the block', async () => {
    const name = 'Tahu </script><script>alert(1)</script><!--';
    await makeProduct(t.db, { storeId: DEFAULT_STORE_ID, price: 5_000, stock: 3, name });
    const { res, answers } = await page('/');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    const newest = Object.entries(answers!).find(([key]) => key.includes('sortField=created_at'))!;
    const names = (newest[1] as { inventories: { product_name: string }[] }).inventories.map(
      (item) => item.product_name,
    );
    expect(names).toContain(name);
  });

  it('sends every other page as the plain app', async () => {
    for (const url of ['/about-page', '/auth/login-page', '/products-page/abc', '/products-page/1/x']) {
      const { res, answers } = await page(url);
      expect(answers, url).toBeNull();
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('a page made a moment ago', () => {
  let reusing: TestApp;
  beforeAll(async () => {
    reusing = await buildTestApp({ env: { WEB_DIST_DIR: web, STOREFRONT_PAGE_REUSE_MS: '60000' } });
  });
  afterAll(async () => {
    await reusing.close();
  });
  const get = (url: string, cookie?: string) =>
    reusing.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }).then((res) => res.body);

  it('is sent again to the next visitor of the same page and store, within STOREFRONT_PAGE_REUSE_MS', async () => {
    const first = await get('/');
    const name = `Tempe reuse ${Date.now()}`;
    await makeProduct(reusing.db, { storeId: DEFAULT_STORE_ID, price: 4_000, stock: 2, name });
    expect(await get('/')).toBe(first);
    // Another address or another store is another page, made now.
    expect(await get('/?utm=1')).toContain(name);
    expect(await get('/', `current_store_id=${DEFAULT_STORE_ID + 1}`)).not.toBe(first);
  });
});
