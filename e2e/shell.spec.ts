import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BRAND, COOKIES, FOOTER_CATEGORIES, LAYOUT, MESSAGES, ROUTES } from '@lumbung/contracts';
import {
  appRendered,
  control,
  screenshot,
  useBrowser,
  visible,
  visibleCount,
  withPage,
  VIEWPORTS,
} from './support/browser';
import { DEMO } from './support/accounts';

/** The app shell of docs/product.md §2: top strip, navigation bar, footer; hidden on /admin, /auth, /checkout/payment. */

const browser = useBrowser();
const NAV_LINKS = [
  { name: 'Home', path: ROUTES.home },
  { name: 'Products', path: ROUTES.products },
  { name: 'About', path: ROUTES.about },
] as const;

// The accessible names of the navigation bar's icons (their aria-labels).
const LOGIN = /^log ?in$/i;
const LOGOUT = /^log ?out$/i;
const CART = /^cart\b/i;
const PROFILE = /^profile$/i;

const pathname = (url: string) => new URL(url).pathname;
/** The page header (strip and navigation bar); the footer repeats the links, so scope to it. */
const navBar = (page: Page) => page.getByRole('banner');

describe('the shell for a visitor', () => {
  it('the page title is the brand', async () => {
    await withPage(browser(), '/', {}, async ({ page }) => {
      await appRendered(page);
      expect(await page.title()).toBe(BRAND);
    });
  });

  it.each(['phone', 'desktop'] as const)(
    'on a %s, with geolocation refused, the strip asks to log in to set an address',
    async (viewport) => {
      await withPage(browser(), '/', { viewport }, async ({ page, pageErrors }) => {
        // The premise: this browser refuses geolocation (no permission granted to the context).
        const refusal = await page.evaluate(
          () =>
            new Promise<number | 'granted'>((resolve) =>
              navigator.geolocation.getCurrentPosition(
                () => resolve('granted'),
                (error) => resolve(error.code),
                { timeout: 5_000 },
              ),
            ),
        );
        expect(refusal).toBe(1); // GeolocationPositionError.PERMISSION_DENIED

        const strip = await visible(page.getByText(MESSAGES.STRIP_LOG_IN, { exact: true }));
        const box = await strip.boundingBox();
        expect(box, 'strip text has no box').not.toBeNull();
        // The strip is the thin band at the very top, its location text on the left.
        expect(box!.y).toBeLessThan(VIEWPORTS[viewport].height * 0.06);
        expect(box!.x).toBeLessThan(VIEWPORTS[viewport].width / 2);
        expect(pageErrors.map(String)).toEqual([]);
        await screenshot(page, `home-${VIEWPORTS[viewport].width}`);
      });
    },
  );

  it('on a desktop the navigation links Home, Products and About lead to their pages', async () => {
    await withPage(browser(), '/', { viewport: 'desktop' }, async ({ page }) => {
      for (const link of [...NAV_LINKS].reverse()) {
        await (await visible(navBar(page).getByRole('link', { name: link.name, exact: true }))).click();
        await page.waitForURL((url) => url.pathname === link.path);
      }
      // Desktop shows the links themselves, not a hamburger.
      expect(await visibleCount(page.getByRole('button', { name: /menu|navigation/i }))).toBe(0);
    });
  });

  it('on a phone the hamburger opens a left slide-in menu (60vw) with Home, Products and About', async () => {
    await withPage(browser(), '/', { viewport: 'phone' }, async ({ page }) => {
      await appRendered(page);
      expect(await visibleCount(navBar(page).getByRole('link', { name: 'Products', exact: true }))).toBe(0);

      await (await visible(page.getByRole('button', { name: /menu|navigation/i }))).click();
      const menu = await visible(page.getByRole('dialog'));
      for (const link of NAV_LINKS) {
        await visible(menu.getByRole('link', { name: link.name, exact: true }));
      }
      // The menu slides in: wait for its final place before measuring and taking the picture.
      const expectedWidth = (parseFloat(LAYOUT.mobileMenuWidth) / 100) * VIEWPORTS.phone.width;
      await expect
        .poll(async () => Math.round((await menu.boundingBox())?.x ?? Infinity), {
          timeout: 10_000,
          interval: 50,
          message: 'the menu slid in to the left edge',
        })
        .toBe(0);
      const box = (await menu.boundingBox())!;
      expect(Math.abs(box.width - expectedWidth), `menu width ${box.width}`).toBeLessThanOrEqual(2);
      await screenshot(page, 'mobile-menu-open-390', { fullPage: false });

      await menu.getByRole('link', { name: 'About', exact: true }).click();
      await page.waitForURL((url) => url.pathname === ROUTES.about);
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    });
  });

  it('the Login icon goes to /auth/login-page', async () => {
    await withPage(browser(), '/', {}, async ({ page }) => {
      await (await visible(control(page, LOGIN))).click();
      await page.waitForURL((url) => url.pathname === ROUTES.login);
      // A visitor has no session controls.
      for (const name of [CART, PROFILE, LOGOUT]) {
        expect(await visibleCount(control(page, name)), String(name)).toBe(0);
      }
    });
  });

  it.each(['phone', 'desktop'] as const)(
    'on a %s the footer shows categories, policies, search and the copyright with the current year',
    async (viewport) => {
      await withPage(browser(), ROUTES.about, { viewport }, async ({ page }) => {
        const footer = await visible(page.getByRole('contentinfo'));
        for (const category of FOOTER_CATEGORIES) await visible(footer.getByText(category, { exact: true }));
        await visible(footer.getByText('Privacy Policy', { exact: true }));
        await visible(footer.getByText('Cookie Policy', { exact: true }));
        await visible(footer.getByRole('textbox').or(footer.getByRole('searchbox')));
        const text = await footer.innerText();
        expect(text).toMatch(/©|copyright/i);
        expect(text).toContain(String(new Date().getFullYear()));
        expect(text).toContain('Indonesia');
        await screenshot(page, `about-${VIEWPORTS[viewport].width}`);
      });
    },
  );

  it('a deep link reloads into the app: /about-page keeps its shell after a reload', async () => {
    await withPage(browser(), ROUTES.about, {}, async ({ page }) => {
      await page.reload({ waitUntil: 'networkidle' });
      expect(pathname(page.url())).toBe(ROUTES.about);
      expect(await page.title()).toBe(BRAND);
      await visible(navBar(page).getByRole('link', { name: 'Products', exact: true }));
      await visible(page.getByRole('contentinfo'));
    });
  });
});

describe('pages without the shell', () => {
  it('/auth/login-page has no strip, navigation bar or shop footer', async () => {
    await withPage(browser(), ROUTES.login, {}, async ({ page }) => {
      // The login page itself is there (its password field) before we look for what must not be.
      await visible(page.getByLabel(/password/i));
      expect(await visibleCount(page.getByText(MESSAGES.STRIP_LOG_IN, { exact: true }))).toBe(0);
      expect(await visibleCount(page.getByRole('link', { name: 'Products', exact: true }))).toBe(0);
      expect(await visibleCount(page.getByText(FOOTER_CATEGORIES[0], { exact: true }))).toBe(0);
      expect(await visibleCount(page.getByText('Privacy Policy', { exact: true }))).toBe(0);
      expect(await page.title()).toBe(BRAND);
    });
  });
});

describe('the shell of a signed-in shopper', () => {
  it('shows Cart, Profile and Logout instead of Login; Profile goes to /user/profile-editor', async () => {
    await withPage(browser(), ROUTES.about, { signedInAs: DEMO.shopper }, async ({ page }) => {
      await visible(control(page, CART));
      await visible(control(page, LOGOUT));
      expect(await visibleCount(control(page, LOGIN))).toBe(0);
      await (await visible(control(page, PROFILE))).click();
      await page.waitForURL((url) => url.pathname === ROUTES.profile);
    });
  });

  it('Logout removes the token cookie and fully reloads to /', async () => {
    await withPage(browser(), ROUTES.about, { signedInAs: DEMO.shopper }, async ({ page, context }) => {
      const logout = await visible(control(page, LOGOUT));
      // A marker on window survives client-side navigation but not a full reload.
      await page.evaluate(() => Object.assign(window, { __lumbungE2eMarker: true }));
      await Promise.all([page.waitForEvent('load'), logout.click()]);
      await page.waitForURL((url) => url.pathname === ROUTES.home);
      expect(await page.evaluate(() => '__lumbungE2eMarker' in window)).toBe(false);
      const cookies = await context.cookies();
      expect(cookies.map((c) => c.name)).not.toContain(COOKIES.accessToken.name);
      await visible(control(page, LOGIN));
    });
  });
});
