import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ShopperProduct } from '@lumbung/contracts';
import idShop from '../apps/web/src/i18n/catalogues/id/shop.json';
import { claimsOf, DEMO } from './support/accounts';
import { call, tokenOf } from './support/api';
import { screenshot, settled, useBrowser, visible, withPage } from './support/browser';
import { emptyCart, flagshipProducts } from './support/cart';

/**
 * What hurt on a phone (390x844), in real Chromium against the production build: the strip's one
 * instruction read whole in both languages, and a toast never on the cart drawer's Checkout.
 */

const browser = useBrowser();

/** 200 km out in the Java Sea: no store within 50 km. */
const JAVA_SEA = { latitude: -4.5, longitude: 110.5 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the text of `locator` shows whole: nothing cut off at its end, nothing outside the screen. */
async function readsWhole(locator: Locator): Promise<{ whole: boolean; text: string }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      whole: element.scrollWidth <= element.clientWidth && box.left >= 0 && box.right <= window.innerWidth,
      text: element.textContent ?? '',
    };
  });
}

describe("the strip's instruction on a phone", () => {
  const cases = [
    { locale: 'en-US', geolocation: undefined, text: MESSAGES.STRIP_LOG_IN },
    { locale: 'en-US', geolocation: JAVA_SEA, text: MESSAGES.STRIP_NO_STORE },
    { locale: 'id-ID', geolocation: undefined, text: idShop['shop.strip.logIn'] },
    { locale: 'id-ID', geolocation: JAVA_SEA, text: idShop['shop.strip.noStore'] },
  ] as const;

  it.each(cases)('reads whole at 390 px ($locale: "$text")', async ({ locale, geolocation, text }) => {
    await withPage(
      browser(),
      '/',
      { viewport: 'phone', locale, geolocation },
      async ({ page, pageErrors }) => {
        const strip = page.getByTestId('top-strip');
        const prompt = await visible(strip.getByText(text, { exact: true }));
        expect(await readsWhole(prompt)).toEqual({ whole: true, text });
        // The store's name gives way, but stays in the strip.
        expect(await strip.getByTestId('strip-store').count()).toBe(1);
        await screenshot(page, `phone-strip-${locale}-${geolocation ? 'no-store' : 'visitor'}`, {
          fullPage: false,
        });
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });
});

describe('toasts on a phone', () => {
  /** A product of the flagship store with a little stock, to fill a line up to it. */
  async function scarceProduct(token: string): Promise<ShopperProduct> {
    const products = await flagshipProducts(token, { field: 'user_stock', order: 'asc' });
    const product = products.find(
      (p) => p.user_stock >= 2 && p.user_stock <= 50 && p.discount_type !== 'BOGO',
    );
    expect(product, 'the premise: a product with a little stock').toBeDefined();
    return product!;
  }

  async function checkoutAndToast(page: Page): Promise<{ checkout: Box; toast: Box }> {
    const toast = await visible(page.locator('.mantine-Notification-root'));
    // Toasts come in with a transition: measure where it ends.
    await page.waitForTimeout(400);
    const drawer = page.getByRole('dialog', { name: MESSAGES.CART_TITLE });
    const [checkout, toastBox] = [
      await drawer.getByRole('button', { name: 'Checkout', exact: true }).boundingBox(),
      await toast.boundingBox(),
    ];
    expect(checkout && toastBox).toBeTruthy();
    return { checkout: checkout!, toast: toastBox! };
  }

  it("never covers the cart drawer's Checkout button (390 px)", async () => {
    const token = await tokenOf(DEMO.shopper);
    const { id } = claimsOf(token);
    await emptyCart(token);
    const product = await scarceProduct(token);
    // The line holds all the stock there is: one more is refused, and the refusal is a toast.
    await call('POST', '/api/cart/add', token, {
      user_id: id,
      inventory_id: product.inventory_id,
      quantity: product.user_stock,
    });
    try {
      await withPage(browser(), '/', { viewport: 'phone', signedInAs: DEMO.shopper }, async ({ page }) => {
        await (await visible(page.getByRole('button', { name: /^Cart/ }))).click();
        const drawer = page.getByRole('dialog', { name: MESSAGES.CART_TITLE });
        await drawer.getByRole('list', { name: 'Cart items' }).waitFor();
        await settled(page);
        // The voucher picker open: the footer is at its tallest and Checkout at its lowest.
        await drawer.getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }).click();
        await drawer.getByRole('button', { name: `Increase quantity of ${product.product_name}` }).click();
        const { checkout, toast } = await checkoutAndToast(page);
        await screenshot(page, 'phone-drawer-toast-390', { fullPage: false });
        expect(
          overlap(toast, checkout),
          `toast ${JSON.stringify(toast)}, Checkout ${JSON.stringify(checkout)}`,
        ).toBe(false);
      });
    } finally {
      await emptyCart(token);
    }
  });
});
