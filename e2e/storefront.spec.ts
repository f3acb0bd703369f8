import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ClosestStoreResponse,
  COOKIES,
  FALLBACK_STORE,
  MESSAGES,
  PAGE_SIZES,
  ROUTES,
  ShopperProductsResponse,
} from '@lumbung/contracts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  visible,
  visibleCount,
  withPage,
  VIEWPORTS,
} from './support/browser';
import { logIn } from './support/accounts';
import { DEMO, FLAGSHIP_STORE } from './support/demo';

/**
 * The storefront in real Chromium: the nearest store by the browser's position or the
 * shopper's address (docs/product.md §2, §4), the home shelves, the product list with its filters in the
 * address bar (docs/product.md §9), and the product page.
 */

const browser = useBrowser();

/** Near the flagship store 28 in south Jakarta. */
const KEMANG = { latitude: -6.262, longitude: 106.812 };
/**
 * In the Java Sea, north of Semarang: about 280 km from the nearest demo store (Semarang) and
 * farther from the others (Jakarta about 450 km, Surabaya about 400 km).
 */
const JAVA_SEA = { latitude: -4.5, longitude: 110.5 };

async function api<T>(
  path: string,
  init?: RequestInit & { schema: { parse(value: unknown): T } },
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return init!.schema.parse(await response.json());
}

/** What the API says is the store nearest a point (the premise of the location journeys). */
function closestStoreTo(point: { latitude: number; longitude: number }) {
  return api('/api/profile/closest-store', {
    method: 'POST',
    body: JSON.stringify(point),
    schema: ClosestStoreResponse,
  });
}

function productList(storeId: number, query: Record<string, string> = {}) {
  return api(`/api/users/products/${storeId}?${new URLSearchParams(query)}`, {
    schema: ShopperProductsResponse,
  });
}

/** A category chip (its radio input is visually hidden; the label is what a person clicks). */
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Categories' }).getByText(name, { exact: true });
const strip = (page: Page) => page.getByTestId('top-strip');
const cards = (page: Page) => page.getByRole('main').getByTestId('product-card');

/** The names on the product cards of the main list, in order. */
async function cardNames(list: Locator): Promise<string[]> {
  return list.getByTestId('product-card').getByRole('heading').allInnerTexts();
}

/** Waits until the product list shows cards and no skeletons. */
async function listSettled(page: Page): Promise<Locator> {
  const list = page.getByRole('list', { name: 'Products', exact: true });
  await visible(list.getByTestId('product-card'));
  await page.getByTestId('product-card-skeleton').first().waitFor({ state: 'detached' });
  return list;
}

/** Does `action` and waits until the list shows the answer of the product-list request it causes. */
async function listAfter(page: Page, action: () => Promise<unknown>): Promise<Locator> {
  const answered = page.waitForResponse((response) => /\/api\/users\/products\/\d+\?/.test(response.url()));
  await action();
  await answered;
  return listSettled(page);
}

/** Waits until the first card of the list is `name`. */
async function firstCardIs(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (first) => document.querySelector('main [data-testid="product-card"] :is(h2, h3)')?.textContent === first,
    name,
  );
}

/** The price each card asks, in rupiah: the sale price when discounted (the struck one is left out). */
async function shownPrices(list: Locator): Promise<number[]> {
  return list
    .getByTestId('price-tag')
    .evaluateAll((tags) =>
      tags.map((tag) => Number(tag.firstElementChild!.textContent!.replace(/.*?Rp/, '').replace(/\D/g, ''))),
    );
}

/** Scrolls through the page so lazy pictures load, then back to the top. */
async function loadLazyPictures(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

describe('the nearest store (docs/product.md §2, §4)', () => {
  it('a visitor near the flagship sees its name in the strip and its shelves', async () => {
    const nearest = await closestStoreTo(KEMANG);
    expect(nearest.data?.store_id, 'the premise: the flagship is the nearest store').toBe(
      FALLBACK_STORE.store_id,
    );
    const storeName = nearest.data!.store_name;
    const firstPage = await productList(nearest.data!.store_id);

    await withPage(browser(), '/', { geolocation: KEMANG }, async ({ page, context, pageErrors }) => {
      await visible(strip(page).getByText(storeName, { exact: true }));
      // A visitor is still asked to log in to set an address.
      await visible(strip(page).getByRole('link', { name: MESSAGES.STRIP_LOG_IN }));
      await visible(page.getByText(`Shopping at ${storeName}`, { exact: true }));
      await visible(page.getByRole('list', { name: `Just in at ${storeName}` }).getByTestId('product-card'));

      await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
      const list = await listSettled(page);
      expect(await cardNames(list)).toEqual(firstPage.inventories.map((item) => item.product_name));
      await visible(page.getByText(`Showing 1–12 of ${firstPage.totalItems} products`, { exact: true }));

      const cookie = (await context.cookies()).find((c) => c.name === COOKIES.currentStoreId.name);
      expect(cookie?.value).toBe(String(FALLBACK_STORE.store_id));
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('a visitor 200 km from every store is asked to adjust their location', async () => {
    const nearest = await closestStoreTo(JAVA_SEA);
    expect(nearest.data, 'the premise: no store within 50 km').toBeNull();

    await withPage(
      browser(),
      '/',
      { geolocation: JAVA_SEA, viewport: 'phone' },
      async ({ page, context }) => {
        await visible(strip(page).getByText(MESSAGES.STRIP_NO_STORE, { exact: true }));
        await visible(strip(page).getByText(FALLBACK_STORE.store_name, { exact: true }));
        const cookies = await context.cookies();
        expect(cookies.map((c) => c.name)).not.toContain(COOKIES.currentStoreId.name);
      },
    );
  });

  it('a visitor who refuses to share their location is asked to log in, and still sees a store’s shelves', async () => {
    await withPage(browser(), ROUTES.products, {}, async ({ page }) => {
      await visible(strip(page).getByText(MESSAGES.STRIP_LOG_IN, { exact: true }));
      await visible(strip(page).getByText(FALLBACK_STORE.store_name, { exact: true }));
      await listSettled(page);
      // The fallback name stays in the strip: the heading names the store the shelves belong to.
      await visible(page.getByRole('main').getByText(`Shopping at ${FLAGSHIP_STORE.name}`, { exact: true }));
      expect(await visibleCount(page.getByRole('main').getByText(FALLBACK_STORE.store_name))).toBe(0);
    });
  });

  it('a shopper with an address sees the location of the store nearest it, with a store icon', async () => {
    await withPage(browser(), ROUTES.login, {}, async ({ page }) => {
      await logIn(page, DEMO.shopper);
      // Until the store is found the strip shows the fallback store's 'Fetching location...'.
      const location = page.getByTestId('strip-location');
      await visible(location.getByText(/Kemang Raya/));
      await visible(location.getByTestId('strip-store-icon'));
      expect(await location.innerText()).not.toContain(FALLBACK_STORE.store_location);
      await visible(strip(page).getByText(FLAGSHIP_STORE.name, { exact: true }));
      expect(await visibleCount(strip(page).getByText(MESSAGES.STRIP_SET_ADDRESS))).toBe(0);
      await screenshot(page, 'storefront-home-shopper-1366', { fullPage: false });
    });
  });

  it('a new user without an address is asked to set one, in place from the strip', async () => {
    await withPage(browser(), ROUTES.login, {}, async ({ page }) => {
      await logIn(page, DEMO.newShopper);
      const prompt = await visible(strip(page).getByRole('button', { name: MESSAGES.STRIP_SET_ADDRESS }));
      expect(await visibleCount(page.getByTestId('strip-store-icon'))).toBe(0);
      await prompt.click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Where should we deliver?' }));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The full journey (adding it, the store following) is in account.spec.ts.
    });
  });
});

describe('the product list (docs/product.md §7, §9)', () => {
  it('search, category, sort and paging work through the page and live in the address bar', async () => {
    const searched = await productList(FALLBACK_STORE.store_id, { search: 'ayam' });
    expect(searched.totalItems, 'the premise: the demo has several ayam products').toBeGreaterThan(2);
    const url = (page: Page) => new URL(page.url()).search;

    await withPage(browser(), ROUTES.products, { geolocation: KEMANG }, async ({ page }) => {
      let list = await listSettled(page);
      const pageOne = await cardNames(list);
      expect(pageOne).toHaveLength(PAGE_SIZES.shopperProducts);

      // Search: every card names the word, and the count is the API's.
      list = await listAfter(page, async () => {
        await page.getByRole('searchbox', { name: 'Search products' }).fill('ayam');
        await page.keyboard.press('Enter');
      });
      expect(url(page)).toBe('?search=ayam');
      await visible(
        page.getByText(`Showing 1–${searched.inventories.length} of ${searched.totalItems} products`),
      );
      for (const name of await cardNames(list)) expect(name.toLowerCase()).toContain('ayam');

      // Category: only Poultry is left.
      list = await listAfter(page, () => chip(page, 'Poultry').click());
      expect(url(page)).toBe('?search=ayam&category=Poultry');
      const cardCount = await list.getByTestId('product-card').count();
      expect(cardCount).toBeGreaterThan(0);
      expect(await list.getByText('Poultry', { exact: true }).count(), 'cards labelled Poultry').toBe(
        cardCount,
      );

      // Removing the search keeps the category.
      list = await listAfter(page, () => page.getByRole('button', { name: /Remove search/ }).click());
      expect(url(page)).toBe('?category=Poultry');

      // Sort by price, high to low: by the price a shopper pays.
      list = await listAfter(page, () =>
        page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc'),
      );
      expect(url(page)).toBe('?category=Poultry&sort=price-desc');
      const prices = await shownPrices(list);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));

      // Back to every product by name: the first page again (from the cache, so no request to wait for).
      await listAfter(page, () => chip(page, 'All products').click());
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name-asc');
      await page.waitForURL((u) => u.search === '');
      await firstCardIs(page, pageOne[0]!);
      expect(await cardNames(await listSettled(page))).toEqual(pageOne);

      // Page 2, then back and forward.
      list = await listAfter(page, () =>
        page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click(),
      );
      expect(url(page)).toBe('?page=2');
      await visible(page.getByText(/^Showing 13–24 of \d+ products$/));
      const pageTwo = await cardNames(list);
      expect(pageTwo).toHaveLength(PAGE_SIZES.shopperProducts);
      expect(pageTwo).not.toEqual(pageOne);

      await page.goBack();
      await page.waitForURL((u) => u.search === '');
      await firstCardIs(page, pageOne[0]!);
      await page.goForward();
      await page.waitForURL((u) => u.search === '?page=2');
      await firstCardIs(page, pageTwo[0]!);
    });
  });

  it('the last page has fewer than 12 products and is the last page offered (docs/product.md §9)', async () => {
    const first = await productList(FALLBACK_STORE.store_id);
    const lastPage = first.totalPages;
    const onLast = first.totalItems - (lastPage - 1) * PAGE_SIZES.shopperProducts;
    expect(onLast, 'the premise: the last page is not full').toBeLessThan(PAGE_SIZES.shopperProducts);

    await withPage(
      browser(),
      `${ROUTES.products}?page=${lastPage}`,
      { geolocation: KEMANG },
      async ({ page }) => {
        await listSettled(page);
        expect(await cards(page).count()).toBe(onLast);
        const pages = page.getByRole('navigation', { name: 'Pages' });
        expect(
          await pages.getByRole('button', { name: `Page ${lastPage}` }).getAttribute('aria-current'),
        ).toBe('page');
        expect(await pages.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
        expect(await visibleCount(pages.getByRole('button', { name: `Page ${lastPage + 1}` }))).toBe(0);
      },
    );
  });

  it('a search without results says so and offers to clear it', async () => {
    await withPage(
      browser(),
      `${ROUTES.products}?search=durian-montong-xyz`,
      { geolocation: KEMANG },
      async ({ page }) => {
        await visible(page.getByText('No products match your search', { exact: true }));
        await page.getByRole('button', { name: 'Clear search and filters' }).click();
        await page.waitForURL((url) => url.search === '');
        await listSettled(page);
      },
    );
  });
});

describe('the product page', () => {
  it('opens from a card and shows price, stock and the add-to-cart controls', async () => {
    await withPage(browser(), ROUTES.products, { geolocation: KEMANG }, async ({ page }) => {
      const list = await listSettled(page);
      const card = list.getByTestId('product-card').nth(2);
      const name = await card.getByRole('heading').innerText();
      await card.getByRole('link', { name }).click();
      await page.waitForURL((url) => /^\/products-page\/\d+$/.test(url.pathname));
      await visible(page.getByRole('heading', { level: 1, name, exact: true }));

      const inventoryId = Number(new URL(page.url()).pathname.split('/').pop());
      const detail = await fetch(`${baseUrl()}/api/users/products/detail/${inventoryId}`);
      expect(detail.status).toBe(201);
      const { inventory } = (await detail.json()) as {
        inventory: { price: number; discounted_price: number; user_stock: number };
      };

      await visible(page.getByRole('main').getByTestId('price-tag'));
      // The first price tag is the product's own (the related products follow it).
      expect((await shownPrices(page.getByRole('main')))[0]).toBe(inventory.discounted_price);
      if (inventory.user_stock > 0) {
        await visible(page.getByText(`${inventory.user_stock} left in stock`, { exact: true }));
        await visible(page.getByRole('spinbutton', { name: 'Quantity' }));
        // A visitor is sent to log in before anything goes in a cart.
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await page.waitForURL((url) => url.pathname === ROUTES.login);
      } else {
        expect(await page.getByRole('button', { name: 'Out of stock' }).isDisabled()).toBe(true);
      }
    });
  });

  it('a BOGO product names what comes free', async () => {
    const bogo = (
      await productList(FALLBACK_STORE.store_id, { search: 'Kopi Bubuk Robusta' })
    ).inventories.find((item) => item.discount_type === 'BOGO');
    expect(bogo, 'the premise: the flagship runs a BOGO on Kopi Bubuk Robusta').toBeDefined();
    await withPage(
      browser(),
      `${ROUTES.products}/${bogo!.inventory_id}`,
      { geolocation: KEMANG },
      async ({ page }) => {
        const discount = await visible(page.getByRole('region', { name: 'Discount' }));
        expect(await discount.innerText()).toContain(`Free: ${bogo!.bogo_product_name}`);
      },
    );
  });
});

describe('screenshots and accessibility', () => {
  it.each(['phone', 'desktop'] as const)('home, list and detail on a %s', async (viewport) => {
    const width = VIEWPORTS[viewport].width;
    const discounted = (await productList(FALLBACK_STORE.store_id, { search: 'Apel Fuji' })).inventories[0]!;
    await withPage(browser(), '/', { geolocation: KEMANG, viewport }, async ({ page, pageErrors }) => {
      await visible(page.getByRole('list', { name: /^Just in at / }).getByTestId('product-card'));
      await loadLazyPictures(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `storefront-home-${width}`);

      await page.goto(ROUTES.products, { waitUntil: 'networkidle' });
      await listSettled(page);
      await loadLazyPictures(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `storefront-list-${width}`);

      await page.goto(`${ROUTES.products}/${discounted.inventory_id}`, { waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { level: 1, name: discounted.product_name }));
      await loadLazyPictures(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `storefront-detail-${width}`);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
