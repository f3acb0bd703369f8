import { describe, expect, it } from 'vitest';
import { FOOTER_CATEGORIES, MESSAGES } from '@lumbung/contracts';
import { screenshot, useBrowser, visible, visibleCount, withPage, VIEWPORTS } from './support/browser';
import { DEMO } from './support/accounts';

/** The route guard of docs/product.md §6: each violation shows the Access Denied screen of docs/product.md §2. */

const browser = useBrowser();

async function expectAccessDenied(page: import('playwright-core').Page) {
  await visible(page.getByText(MESSAGES.ACCESS_DENIED_TITLE, { exact: true }));
  await visible(page.getByText(MESSAGES.ACCESS_DENIED_TEXT, { exact: true }));
}

describe('a visitor', () => {
  // docs/product.md §2: the shell is absent on /admin pages and present on /user and /checkout pages.
  it.each([
    { path: '/admin-super', shell: false },
    { path: '/admin-store/x', shell: false },
    { path: '/user/profile-editor', shell: true },
    { path: '/checkout/1', shell: true },
  ])('on $path sees Access Denied', async ({ path, shell }) => {
    await withPage(browser(), path, {}, async ({ page, pageErrors }) => {
      await expectAccessDenied(page);
      expect(new URL(page.url()).pathname, 'the guard shows the screen in place').toBe(path);
      const navLinks = page.getByRole('banner').getByRole('link', { name: 'Products', exact: true });
      if (shell) {
        await visible(navLinks);
        await visible(page.getByRole('contentinfo'));
        await visible(page.getByText(MESSAGES.STRIP_LOG_IN, { exact: true }));
      } else {
        expect(await visibleCount(navLinks), 'navigation bar on an /admin page').toBe(0);
        expect(await visibleCount(page.getByText(MESSAGES.STRIP_LOG_IN, { exact: true })), 'strip').toBe(0);
        const shopFooter = page.getByText(FOOTER_CATEGORIES[0], { exact: true });
        expect(await visibleCount(shopFooter), 'shop footer on an /admin page').toBe(0);
      }
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it.each(['phone', 'desktop'] as const)(
    'the Access Denied screen on a %s (screenshot)',
    async (viewport) => {
      await withPage(browser(), '/admin-super', { viewport }, async ({ page }) => {
        await expectAccessDenied(page);
        await screenshot(page, `admin-super-denied-${VIEWPORTS[viewport].width}`);
      });
    },
  );
});

describe('signed-in roles outside their area (real sessions of the demo accounts)', () => {
  it.each([
    { who: 'a shopper', email: DEMO.shopper, path: '/admin-super' },
    { who: 'a shopper', email: DEMO.shopper, path: '/admin-store' },
    { who: 'a shopper', email: DEMO.shopper, path: '/admin' },
    { who: 'a super admin', email: DEMO.superAdmin, path: '/admin-store/x' },
    { who: 'a super admin', email: DEMO.superAdmin, path: '/admin-store/inventory' },
    { who: 'a super admin', email: DEMO.superAdmin, path: '/user/profile-editor' },
    { who: 'a store admin', email: DEMO.storeAdmin, path: '/admin-super' },
    { who: 'a store admin', email: DEMO.storeAdmin, path: '/checkout/1' },
    { who: 'an unverified store admin', email: DEMO.unverifiedStoreAdmin, path: '/admin-store/orders' },
    { who: 'an unverified store admin', email: DEMO.unverifiedStoreAdmin, path: '/admin-store/inventory' },
  ])('$who on $path sees Access Denied and stays signed in', async ({ email, path }) => {
    await withPage(browser(), path, { signedInAs: email }, async ({ page, pageErrors }) => {
      await expectAccessDenied(page);
      expect(new URL(page.url()).pathname, 'the guard shows the screen in place').toBe(path);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
