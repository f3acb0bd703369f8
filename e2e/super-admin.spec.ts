import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CitiesResponse, ROUTES, ShopperProductsResponse, StoresResponse } from '@lumbung/contracts';
import { claimsOf, DEMO, FLAGSHIP_STORE } from './support/accounts';
import {
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  VIEWPORTS,
  visible,
  withPage,
  type ViewportName,
  settled,
} from './support/browser';
import { emptyCart } from './support/cart';
import { DEMO_PASSWORD } from './support/demo';
import { call, tokenOf } from './support/api';
import { linkTo, useServerWithMailbox } from './support/mailbox';

/**
 * The super admin runs the company from /admin-super. A new category and a product with
 * two pictures reach every store's inventory at stock 0; a voucher gifted to the demo shopper is in
 * their cart drawer; a new store in a new city gets a new admin, who logs in and runs it. Every page
 * is photographed at 390 and 1366 px and checked with axe.
 */

const browser = useBrowser();
const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** Two real PNGs the server checks by their bytes: a green and a red pixel. */
const GREEN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens a super-admin page signed in; fails on any error the page threw. */
async function asSuperAdmin<T>(
  path: string,
  viewport: ViewportName,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  return withPage(
    browser(),
    path,
    { viewport, signedInAs: DEMO.superAdmin },
    async ({ page, pageErrors }) => {
      const result = await use(page);
      expect(pageErrors.map(String)).toEqual([]);
      return result;
    },
  );
}

/** axe, no sideways scrolling, and a full-page picture of the page as it is. */
async function photograph(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await settled(page);
  await screenshot(page, `super-admin-${name}-${viewport === 'phone' ? 390 : 1366}`);
  if (viewport === 'phone') await screenshot(page, `super-admin-${name}-390-screen`, { fullPage: false });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(
    viewport === 'phone' ? 390 : 1366,
  );
  await expectNoSeriousA11yViolations(page);
}

/** Picks `option` in the Mantine select labelled `label` inside `scope` (typed first when searchable). */
async function choose(
  page: Page,
  scope: Page | Locator,
  label: string | RegExp,
  option: string,
  typed = option,
) {
  const input = scope
    .getByRole('textbox', { name: label })
    .or(scope.getByRole('combobox', { name: label }))
    .first();
  await input.click();
  if (await input.isEditable()) await input.fill(typed);
  await (await visible(page.getByRole('option', { name: option, exact: true }))).click();
}

describe('the super admin', () => {
  it('creates a category and a product with two pictures, and every store has it at stock 0', async () => {
    const category = `E2E Rempah ${tag()}`;
    const product = `E2E Kunyit Bubuk ${tag()}`;
    await asSuperAdmin(ROUTES.superAdminPages.categories, 'desktop', async (page) => {
      const form = page.getByRole('form', { name: 'New category' });
      await (await visible(form.getByRole('textbox', { name: 'New category' }))).fill(category);
      await form.getByRole('button', { name: 'Add category' }).click();
      await visible(
        page.getByRole('table', { name: 'Categories' }).getByRole('row', { name: new RegExp(category) }),
      );

      await page.goto(ROUTES.superAdminPages.products, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'New product' }).click();
      const drawer = await visible(page.getByRole('dialog', { name: 'New product' }));
      await choose(page, drawer, 'Category', category);
      await drawer.getByRole('textbox', { name: 'Name' }).fill(product);
      await drawer
        .getByRole('textbox', { name: 'Description' })
        .fill('Turmeric powder from Central Java, 100 g.');
      await drawer.getByRole('textbox', { name: /^Price/ }).fill('18500');
      await drawer.locator('input[type="file"]').setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: GREEN },
        { name: 'back.png', mimeType: 'image/png', buffer: RED },
      ]);
      await visible(drawer.getByRole('img', { name: 'Preview of back.png' }));
      await drawer.getByRole('radio', { name: 'Make back.png the primary picture' }).check();
      await photograph(page, 'product-new', 'desktop');
      await drawer.getByRole('button', { name: 'Create product' }).click();
      // The new product's own page opens, its chosen picture first.
      await visible(page.getByRole('heading', { level: 1, name: product }));
      await visible(page.getByText('Picture 1 (primary)'));
      await visible(page.getByText('Rp 18.500 · 0 in stock across stores'));
      await photograph(page, 'product-created', 'desktop');
    });

    // Through the API: two pictures, the one chosen primary, and a shelf in every live store.
    const admin = await tokenOf(DEMO.superAdmin);
    const list = (await call(
      'GET',
      `/api/super-admin/products?search=${encodeURIComponent(product)}`,
      admin,
    )) as {
      data: {
        product_id: number;
        category_name: string;
        price: number;
        product_images: { product_image: string; is_primary: boolean }[];
      }[];
    };
    expect(list.data).toHaveLength(1);
    const made = list.data[0]!;
    expect(made.category_name).toBe(category);
    expect(made.price).toBe(18500);
    expect(made.product_images).toHaveLength(2);
    expect(made.product_images.filter((i) => i.is_primary)).toHaveLength(1);

    // The flagship store's admin finds it on their inventory page at stock 0.
    await withPage(
      browser(),
      ROUTES.storeAdmin,
      { viewport: 'desktop', signedInAs: DEMO.storeAdmin },
      async ({ page }) => {
        await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
        await page.goto(ROUTES.storeAdminPages.inventory, { waitUntil: 'networkidle' });
        await page.getByRole('searchbox', { name: 'Search products' }).fill(product);
        const row = await visible(
          page.getByRole('table', { name: 'Inventory' }).getByRole('row', { name: new RegExp(product) }),
        );
        await visible(row.getByRole('cell', { name: /^(Low stock\s*)?0$/ }));
      },
    );
  }, 240_000);

  it('gifts a voucher to the demo shopper, who finds it in the cart drawer', async () => {
    let code = '';
    await asSuperAdmin(ROUTES.superAdminPages.vouchers, 'desktop', async (page) => {
      await page.getByRole('button', { name: 'Gift HEMAT10' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Gift HEMAT10' }));
      await dialog.getByRole('textbox', { name: "Shopper's e-mail" }).fill(DEMO.shopper);
      await dialog.getByRole('button', { name: 'Gift voucher' }).click();
      const toast = await visible(page.getByText(/got [A-Z0-9-]+ and a mail about it/));
      code = /got ([A-Z0-9-]+) and a mail/.exec(await toast.innerText())![1]!;
      await dialog.waitFor({ state: 'hidden' });
    });
    expect(code).toMatch(/^HEMAT10-/);

    // The shopper's cart holds a product of their store, so the drawer offers its vouchers.
    const shopper = await tokenOf(DEMO.shopper);
    await emptyCart(shopper);
    const shelf = ShopperProductsResponse.parse(
      await call('GET', `/api/users/products/${FLAGSHIP_STORE.id}?sortField=price&sortOrder=desc`, shopper),
    );
    const item = shelf.inventories.find((p) => p.user_stock > 0 && p.discount_type !== 'BOGO')!;
    await call('POST', '/api/cart/add', shopper, {
      user_id: claimsOf(shopper).id,
      inventory_id: item.inventory_id,
    });
    await withPage(
      browser(),
      ROUTES.home,
      { viewport: 'desktop', signedInAs: DEMO.shopper },
      async ({ page }) => {
        await (await visible(page.getByRole('button', { name: /^Cart/ }))).click();
        const drawer = await visible(page.getByRole('dialog', { name: 'Shopping Cart' }));
        await drawer.getByRole('list', { name: 'Cart items' }).waitFor();
        await drawer.getByRole('button', { name: 'Select Discount' }).click();
        await drawer.getByRole('combobox', { name: 'Voucher' }).click();
        await visible(page.getByRole('option', { name: new RegExp(code) }));
        await screenshot(page, 'super-admin-gifted-voucher-in-drawer-1366', { fullPage: false });
      },
    );
    await emptyCart(shopper);
  });
});

describe('a new store in a new city, and its admin', () => {
  // A server of its own, whose mails go to a real SMTP server: the new admin's password link.
  const own = useServerWithMailbox('lumbung-e2e-super-');

  it('the super admin creates the store and registers and assigns its admin, who logs in and sees it', async () => {
    const base = own.server.baseUrl;
    const superToken = await tokenOf(DEMO.superAdmin, DEMO_PASSWORD, base);
    const cities = CitiesResponse.parse(
      await call('GET', '/api/profile/cities', superToken, undefined, base),
    ).data;
    const stores = StoresResponse.parse(
      await call('GET', '/api/super-admin/stores?pageSize=100', superToken, undefined, base),
    ).data;
    const taken = new Set(stores.map((s) => s.city_id));
    const city = cities.find((c) => !taken.has(c.city_id) && /^[A-Za-z ]+$/.test(c.city_name))!;
    expect(city, 'a city without a store').toBeDefined();

    const storeName = `LUMBUNG ${city.city_name} ${tag()}`;
    const adminName = `admin${tag().toLowerCase()}`;
    const adminEmail = `${adminName}@lumbung.test`;
    const password = 'Toko#Baru2026';

    await withPage(
      browser(),
      ROUTES.superAdminPages.stores,
      { viewport: 'desktop', signedInAs: DEMO.superAdmin, baseUrl: base },
      async ({ page, pageErrors }) => {
        await page.getByRole('button', { name: 'New store' }).click();
        const drawer = await visible(page.getByRole('dialog', { name: 'New store' }));
        await drawer.getByRole('textbox', { name: /^Store name/ }).fill(storeName);
        await drawer.getByRole('textbox', { name: /^Location/ }).fill(`Jl. Merdeka 1, ${city.city_name}`);
        await choose(page, drawer, /^City/, `${city.city_name}, ${city.province}`, city.city_name);
        await drawer.getByRole('button', { name: 'Create store' }).click();
        await drawer.waitFor({ state: 'hidden' });
        await visible(
          page.getByRole('table', { name: 'Stores' }).getByRole('row', { name: new RegExp(storeName) }),
        );

        await page.goto(ROUTES.superAdminPages.storeAdmins, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Register admin' }).click();
        const dialog = await visible(page.getByRole('dialog', { name: 'Register a store admin' }));
        await dialog.getByRole('textbox', { name: /^Name/ }).fill(adminName);
        await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(adminEmail);
        await dialog.getByRole('button', { name: 'Register and send the mail' }).click();
        await dialog.waitFor({ state: 'hidden' });
        const table = page.getByRole('table', { name: 'Store admins' });
        await visible(table.getByRole('row', { name: new RegExp(adminName) }));

        // Assigned in place: the row's store select, then Save.
        await page.getByRole('button', { name: `Assign ${adminName} to a store` }).click();
        await choose(page, table, `Store of ${adminName}`, storeName);
        await table.getByRole('button', { name: 'Save' }).click();
        await visible(table.getByRole('row', { name: new RegExp(`${adminName}[\\s\\S]*${storeName}`) }));
        expect(pageErrors.map(String)).toEqual([]);
      },
    );

    // The admin chooses a password from the mail's link, logs in and lands on their new store.
    const mail = await own.mailbox.waitForMailTo(adminEmail);
    const link = linkTo(mail, '/auth/reset-password-page');
    await withPage(
      browser(),
      link.pathname + link.search,
      { viewport: 'desktop', baseUrl: base },
      async ({ page }) => {
        await (await visible(page.getByRole('textbox', { name: 'New password' }))).fill(password);
        await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
        await page.getByRole('button', { name: 'Set new password' }).click();
        await visible(page.getByRole('heading', { level: 1, name: 'Password changed' }));
        await page.goto(ROUTES.login, { waitUntil: 'networkidle' });
        await (await visible(page.getByRole('textbox', { name: 'E-mail' }))).fill(adminEmail);
        await page.getByRole('textbox', { name: 'Password' }).fill(password);
        await Promise.all([
          page.waitForURL((url) => url.pathname === ROUTES.storeAdmin, { waitUntil: 'load' }),
          page.getByRole('button', { name: 'Log in', exact: true }).click(),
        ]);
        await visible(page.getByRole('heading', { name: storeName }));
        await screenshot(page, 'super-admin-new-store-admin-dashboard-1366');
      },
    );
  });
});

describe('every super-admin page at 390 and 1366 px (axe and screenshots)', () => {
  /** Each page, and what it shows once its data is in. */
  const rowsOf = (table: string) => (p: Page) =>
    visible(
      p
        .getByRole('table', { name: table })
        .getByRole('row')
        .nth(1)
        .or(p.getByRole('list', { name: table }).getByRole('listitem').first()),
    );
  const PAGES: {
    name: string;
    path: string | (() => Promise<string>);
    ready: (page: Page) => Promise<unknown>;
  }[] = [
    {
      name: 'dashboard',
      path: ROUTES.superAdmin,
      ready: (p) => visible(p.getByRole('heading', { level: 1 })),
    },
    { name: 'users', path: ROUTES.superAdminPages.users, ready: rowsOf('Users') },
    { name: 'categories', path: ROUTES.superAdminPages.categories, ready: rowsOf('Categories') },
    { name: 'products', path: ROUTES.superAdminPages.products, ready: rowsOf('Products') },
    {
      name: 'product',
      path: async () => {
        const token = await tokenOf(DEMO.superAdmin);
        const list = (await call('GET', '/api/super-admin/products', token)) as {
          data: { product_id: number }[];
        };
        return ROUTES.superAdminProduct(list.data[0]!.product_id);
      },
      ready: (p) => visible(p.getByRole('img').first()),
    },
    { name: 'vouchers', path: ROUTES.superAdminPages.vouchers, ready: rowsOf('Vouchers') },
    { name: 'stores', path: ROUTES.superAdminPages.stores, ready: rowsOf('Stores') },
    { name: 'store-admins', path: ROUTES.superAdminPages.storeAdmins, ready: rowsOf('Store admins') },
    {
      name: 'orders',
      path: ROUTES.superAdminPages.orders,
      ready: (p) => visible(p.getByRole('heading', { level: 1 })),
    },
    {
      name: 'stock',
      path: ROUTES.superAdminPages.stock,
      ready: (p) => visible(p.getByRole('heading', { level: 1 })),
    },
    {
      name: 'sales',
      path: ROUTES.superAdminPages.sales,
      ready: (p) => visible(p.getByRole('figure').first()),
    },
  ];

  // One context a page: the phone first (and the dashboard's menu), then the same page resized to a
  // desktop, where the layout follows its media queries.
  it.each(PAGES)('$name on a phone and a desktop', async ({ name, path, ready }) => {
    await asSuperAdmin(typeof path === 'string' ? path : await path(), 'phone', async (page) => {
      await ready(page);
      await page.waitForLoadState('networkidle');
      await photograph(page, name, 'phone');
      if (name === 'dashboard') {
        await page.getByRole('button', { name: 'Open the menu' }).click();
        const drawer = await visible(page.getByRole('dialog', { name: 'Super admin' }));
        await visible(drawer.getByRole('link', { name: 'Vouchers' }));
        await settled(page);
        await screenshot(page, 'super-admin-menu-390', { fullPage: false });
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      }
      await page.setViewportSize(VIEWPORTS.desktop);
      await ready(page);
      await photograph(page, name, 'desktop');
    });
  });
});
