import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COOKIES, ShopperProductsResponse } from '@lumbung/contracts';
import { budgetProblems, FIRST_LOAD_BUDGET_KB, measureFirstLoad } from '../scripts/bundle-budget.mjs';
import { accessToken, DEMO, FLAGSHIP_STORE } from './support/accounts';
import { baseUrl, newContext, useBrowser, visible, VIEWPORTS, withPage } from './support/browser';
import { emptyCart, flagshipProducts } from './support/cart';
// The build under test (LUMBUNG_E2E_WEB_DIST when the journeys test a build made elsewhere).
import { WEB_DIST } from './support/server';

/**
 * Storefront speed and feel in real Chromium against the production build: the first
 * load's bytes, the first answers that come inside the page, a phone's first screen, a returning
 * shopper's shelves before the location answer, and the − n + stepper of a product card.
 */

const browser = useBrowser();

describe('the first load', () => {
  it(`stays within ${FIRST_LOAD_BUDGET_KB.js} KB of JavaScript and ${FIRST_LOAD_BUDGET_KB.css} KB of CSS, gzipped`, () => {
    const load = measureFirstLoad(WEB_DIST);
    expect(load.js.files.length).toBeGreaterThan(0);
    expect(load.css.files.length).toBeGreaterThan(0);
    expect(budgetProblems(load)).toEqual([]);
  });

  it('is sent compressed as the build made it, cached for a year; the page itself is revalidated', async () => {
    const html = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    // Made for each visit (it carries the store's first answers): kept by this browser only.
    expect(html.headers.get('cache-control')).toBe('private, no-cache');
    const page = await html.text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
    expect(entry).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${baseUrl()}${entry}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('the first answers come with the page', () => {
  /** The catalogue reads of a storefront page: the page brings their answers, so none is asked. */
  const CATALOGUE_READ = /^\/api\/users\/(products|categories|discounts|stores)\b/;

  it('shows the prices of /, /products-page and a product page without asking the API for them', async () => {
    const answer = await fetch(`${baseUrl()}/api/users/products/${FLAGSHIP_STORE.id}?pageSize=1`);
    const first = ShopperProductsResponse.parse(await answer.json()).inventories[0]!;
    for (const path of ['/', '/products-page', `/products-page/${first.inventory_id}`]) {
      const context = await newContext(browser(), { viewport: 'phone' });
      try {
        const page = await context.newPage();
        const reads: string[] = [];
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (CATALOGUE_READ.test(url.pathname)) reads.push(`${url.pathname}${url.search}`);
        });
        // Until the network has been quiet for 500 ms: every call the page makes on its own is in.
        await page.goto(path, { waitUntil: 'networkidle' });
        await visible(page.getByTestId('price-tag'));
        await visible(page.getByTestId('product-card'));
        expect(reads, path).toEqual([]);
        expect(errors, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

describe("a phone's first screen", () => {
  it('shows the search, the aisles and a price without scrolling (390x844)', async () => {
    await withPage(browser(), '/', { viewport: 'phone' }, async ({ page, pageErrors }) => {
      const price = await visible(page.getByTestId('price-tag'));
      const box = await price.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      const search = await (
        await visible(page.getByRole('searchbox', { name: 'Search products' }))
      ).boundingBox();
      expect(search!.y + search!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      // ...and across: the search and its button fit the screen's width (the aisle chips scroll
      // inside the hero instead of widening it).
      const searchButton = await (await visible(page.getByRole('button', { name: 'Search' }))).boundingBox();
      expect(search!.x).toBeGreaterThanOrEqual(0);
      expect(searchButton!.x + searchButton!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      const aisles = await (await visible(page.getByRole('list', { name: 'Categories' }))).boundingBox();
      expect(aisles!.y + aisles!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      expect(pageErrors).toEqual([]);
    });
  });

  it('shows every picture of the home page as a PNG drawn at least twice its size, none as SVG', async () => {
    // Each SVG picture is a document of its own on the page's main thread (0.2 s for the home
    // page's pictures on a 2-core host); a PNG is decoded beside it.
    await withPage(browser(), '/', { viewport: 'phone' }, async ({ page, pageErrors }) => {
      await visible(page.getByTestId('price-tag'));
      const pictures = page.locator('main img');
      await expect.poll(async () => pictures.count()).toBeGreaterThan(20);
      // Lazy pictures load as they come into view: each poll brings the ones still waiting into
      // view (a single pass over the page can miss one whose row grew or moved meanwhile).
      await expect
        .poll(async () =>
          pictures.evaluateAll(async (imgs) => {
            const waiting = (imgs as HTMLImageElement[]).filter((img) => !img.complete);
            for (const img of waiting) {
              img.scrollIntoView({ block: 'center' });
              await new Promise(requestAnimationFrame);
            }
            // Named, so that a picture that never loads says which one it is.
            return waiting.map((img) => img.src);
          }),
        )
        .toEqual([]);
      const drawn = await pictures.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          src: new URL(img.currentSrc).pathname,
          shown: img.width,
          natural: img.naturalWidth,
        })),
      );
      for (const picture of drawn) expect(picture.src, picture.src).not.toMatch(/\.svg$/i);
      // The demo's pictures and the storefront's own illustrations; a picture an admin uploaded
      // (other journeys upload some) is shown as it was uploaded.
      const ours = drawn.filter((picture) => !picture.src.startsWith('/uploads/'));
      for (const picture of ours) {
        expect(picture.src, picture.src).toMatch(/^\/(media\/emoji|assets)\/[^/]+\.png$/);
        expect(picture.natural, picture.src).toBeGreaterThanOrEqual(2 * picture.shown);
      }
      expect(new Set(ours.map((picture) => picture.src)).size).toBeGreaterThan(15);
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('a returning shopper', () => {
  it("sees the last store's products before the location answer arrives", async () => {
    const context = await newContext(browser(), {
      viewport: 'phone',
      geolocation: { latitude: -6.26, longitude: 106.81 },
    });
    try {
      const url = new URL(baseUrl());
      await context.addCookies([
        {
          name: COOKIES.currentStoreId.name,
          value: String(FLAGSHIP_STORE.id),
          domain: url.hostname,
          path: '/',
        },
      ]);
      const page = await context.newPage();
      // The location answer is held until the products are on the screen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let lookups = 0;
      let answered = false;
      await page.route('**/api/profile/closest-store', async (route) => {
        lookups += 1;
        await held;
        await route.continue();
      });
      page.on('requestfinished', (request: Request) => {
        if (new URL(request.url()).pathname === '/api/profile/closest-store') answered = true;
      });

      await page.goto('/products-page', { waitUntil: 'commit' });
      await visible(page.getByTestId('product-card'));
      await visible(page.getByTestId('price-tag'));
      expect(answered).toBe(false);
      await expect.poll(() => lookups).toBe(1);

      release();
      await expect.poll(() => answered).toBe(true);
      await visible(page.getByTestId('product-card'));
    } finally {
      await context.close();
    }
  });
});

describe("a product card's stepper", () => {
  it('adds from a card, then + and − on the same card: one request each, the quantity on the card', async () => {
    await withPage(browser(), '/', { signedInAs: DEMO.shopper }, async ({ page, context, pageErrors }) => {
      const token = await accessToken(context, baseUrl());
      await emptyCart(token);
      const product = (await flagshipProducts(token)).find((p) => p.user_stock > 2);
      expect(product, 'a product with stock at the flagship store').toBeDefined();
      const name = product!.product_name;

      await page.goto(`/products-page?search=${encodeURIComponent(name)}`, { waitUntil: 'networkidle' });
      await visible(page.getByRole('button', { name: 'Cart', exact: true }));
      const calls: string[] = [];
      const record = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
      };
      page.on('request', record);

      await (await visible(page.getByRole('button', { name: `Add ${name} to cart` }))).click();
      const line = await visible(page.getByRole('group', { name: `${name} in your cart` }));
      const quantity = line.getByTestId('card-quantity');
      await expect.poll(() => quantity.textContent()).toBe('1');

      await line.getByRole('button', { name: `One more ${name}` }).click();
      await expect.poll(() => quantity.textContent()).toBe('2');
      await line.getByRole('button', { name: `One less ${name}` }).click();
      await expect.poll(() => quantity.textContent()).toBe('1');
      page.off('request', record);

      expect(calls).toEqual(['POST /api/cart/add', 'POST /api/cart/quantity', 'POST /api/cart/quantity']);
      expect(await page.getByText('This product is already in the cart').count()).toBe(0);
      expect(pageErrors).toEqual([]);
      await emptyCart(token);
    });
  });
});
