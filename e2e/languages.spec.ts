import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGES_ID, ROUTES } from '@lumbung/contracts';
import { claimsOf, DEMO, logIn } from './support/accounts';
import { call, tokenOf } from './support/api';
import {
  apiSettled,
  newContext,
  screenshot,
  useBrowser,
  visible,
  withPage,
  type ViewportName,
} from './support/browser';
import { emptyCart, flagshipProducts } from './support/cart';
import { englishOnPage } from './support/languages';
import { orderWithProof } from './support/orders';

/**
 * The shop in Bahasa Indonesia: a browser set to id-ID meets the shelves, the cart, the checkout,
 * the orders, the account and both back-offices in Indonesian (no English catalogue text on
 * screen, brand and product names aside) under <html lang="id">, at 390 and 1366 px, each page
 * photographed. Choosing English shows the spec's texts; the choice holds after a reload and
 * after a new login (the profile keeps it).
 */

const browser = useBrowser();
const VIEWPORTS: ViewportName[] = ['phone', 'desktop'];

/** Opens each path in turn and checks that the page reads in Indonesian. */
async function readsIndonesian(page: Page, paths: string[], shot: string, viewport: ViewportName) {
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await apiSettled(page);
    await page.locator('main, [role="main"]').first().waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.lang), path).toBe('id');
    expect(await englishOnPage(page), `English on ${path}`).toEqual([]);
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await screenshot(page, `id-${shot}-${name}-${viewport}`);
  }
}

/** An order of the demo shopper waiting for payment: its id. */
async function orderWaitingForPayment(token: string): Promise<number> {
  const userId = claimsOf(token).id;
  await emptyCart(token);
  const products = await flagshipProducts(token, { field: 'price', order: 'asc' });
  const product = products.find((p) => p.user_stock >= 3 && p.discount_type !== 'BOGO')!;
  await call('POST', '/api/cart/add', token, { user_id: userId, inventory_id: product.inventory_id });
  const checkout = (await call('POST', `/api/cart/checkout/${userId}`, token)) as {
    data: { order: { order_id: number } };
  };
  return checkout.data.order.order_id;
}

describe('Bahasa Indonesia for a browser in id-ID', () => {
  for (const viewport of VIEWPORTS) {
    it(`the shopper's shelves, cart, checkout, orders and account read in Indonesian (${viewport})`, async () => {
      const token = await tokenOf(DEMO.shopper);
      const products = await flagshipProducts(token, { field: 'price', order: 'asc' });
      const orderId = await orderWaitingForPayment(token);
      await withPage(
        browser(),
        ROUTES.home,
        { viewport, signedInAs: DEMO.shopper, locale: 'id-ID' },
        async ({ page }) => {
          await readsIndonesian(
            page,
            [
              ROUTES.home,
              ROUTES.products,
              ROUTES.product(products[0]!.inventory_id),
              ROUTES.checkout(orderId),
              `${ROUTES.checkoutPayment}?order=${orderId}&method=transfer`,
              ROUTES.orders,
              ROUTES.order(orderId),
              ROUTES.paymentHistory,
              ROUTES.profile,
              ROUTES.addresses,
              ROUTES.vouchers,
            ],
            'shopper',
            viewport,
          );
          // The cart drawer.
          await page.goto(ROUTES.home, { waitUntil: 'networkidle' });
          await (await visible(page.getByRole('button', { name: /^Keranjang/ }))).click();
          await visible(page.getByRole('dialog'));
          await apiSettled(page);
          expect(await englishOnPage(page)).toEqual([]);
          await screenshot(page, `id-shopper-drawer-${viewport}`, { fullPage: false });
        },
      );
    });
  }

  it('the store admin reads the back-office in Indonesian', async () => {
    const shopper = await tokenOf(DEMO.shopper);
    const { orderId } = await orderWithProof(shopper);
    const pages = ROUTES.storeAdminPages;
    for (const viewport of VIEWPORTS) {
      await withPage(
        browser(),
        ROUTES.storeAdmin,
        { viewport, signedInAs: DEMO.storeAdmin, locale: 'id-ID' },
        async ({ page }) => {
          await readsIndonesian(
            page,
            [
              ROUTES.storeAdmin,
              pages.orders,
              `${pages.orders}/${orderId}`,
              pages.payments,
              pages.refunds,
              pages.inventory,
              pages.stockHistory,
              pages.discounts,
              pages.sales,
            ],
            'store-admin',
            viewport,
          );
        },
      );
    }
  });

  it('the super admin reads the back-office in Indonesian', async () => {
    const pages = ROUTES.superAdminPages;
    for (const viewport of VIEWPORTS) {
      await withPage(
        browser(),
        ROUTES.superAdmin,
        { viewport, signedInAs: DEMO.superAdmin, locale: 'id-ID' },
        async ({ page }) => {
          await readsIndonesian(
            page,
            [
              ROUTES.superAdmin,
              pages.users,
              pages.stores,
              pages.storeAdmins,
              pages.products,
              pages.categories,
              pages.vouchers,
              pages.orders,
              pages.refunds,
              pages.stock,
              pages.sales,
            ],
            'super-admin',
            viewport,
          );
        },
      );
    }
  });
});

describe('choosing a language', () => {
  it("a visitor reads the server's refusals in Indonesian, switches to English, and keeps it after a reload", async () => {
    await withPage(browser(), ROUTES.login, { viewport: 'desktop', locale: 'id-ID' }, async ({ page }) => {
      await (await visible(page.getByRole('textbox').first())).fill(DEMO.shopper);
      await page.locator('input[type="password"]').fill('bukan-sandinya-1');
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await visible(page.getByText(MESSAGES_ID.INVALID_CREDENTIALS));

      await page.goto(ROUTES.home, { waitUntil: 'networkidle' });
      const nav = page.getByRole('navigation', { name: 'Utama' });
      await visible(nav.getByRole('link', { name: 'Beranda' }));
      await nav.getByRole('button', { name: 'EN' }).click();
      await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.reload({ waitUntil: 'networkidle' });
      await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.goto(ROUTES.login, { waitUntil: 'networkidle' });
      await (await visible(page.getByRole('textbox').first())).fill(DEMO.shopper);
      await page.locator('input[type="password"]').fill('bukan-sandinya-1');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await visible(page.getByText(MESSAGES.INVALID_CREDENTIALS));
    });
  });

  it("a shopper's choice follows them to a new login in another browser", async () => {
    const context = await newContext(browser(), { viewport: 'desktop', locale: 'en-US' });
    try {
      const page = await context.newPage();
      await logIn(page, DEMO.newShopper);
      await page.goto(ROUTES.profile, { waitUntil: 'networkidle' });
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/api/profile/user/') && r.ok(),
      );
      await (await visible(page.getByRole('main').getByRole('button', { name: 'ID' }))).click();
      await saved;
      await visible(page.getByRole('link', { name: 'Beranda' }).first());
    } finally {
      await context.close();
    }
    // Another browser, in English, with no cookie of the choice: the login brings the profile's language.
    const fresh = await newContext(browser(), { viewport: 'desktop', locale: 'en-US' });
    try {
      const page = await fresh.newPage();
      await logIn(page, DEMO.newShopper);
      await visible(page.getByRole('link', { name: 'Beranda' }).first());
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    } finally {
      await fresh.close();
    }
  });
});
