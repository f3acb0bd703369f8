import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ClosestStoreResponse,
  FALLBACK_STORE,
  formatMessage,
  MESSAGES,
  ROUTES,
  ShopperProductsResponse,
} from '@lumbung/contracts';
import { DEMO, logIn } from './support/accounts';
import { DEMO_PASSWORD, demoStore, FLAGSHIP_STORE } from './support/demo';
import {
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  visible,
  visibleCount,
  withPage,
  type ViewportName,
} from './support/browser';
import { linkTo, useServerWithMailbox } from './support/mailbox';

/**
 * The shopper's account in Chromium against the production build, on a server of its own (this spec changes
 * demo accounts: new@ gets addresses, a new name and a new e-mail), with mails over real SMTP:
 * the new shopper adds a first address from the strip's prompt and shops at the nearest store; adds
 * a second address in another city and makes it the default, and the strip's store follows; a
 * default with no store within 50 km is explained; the profile's name and picture change; the demo
 * shopper's vouchers are listed. Each account page is photographed at 390 and 1366 px and checked
 * with axe.
 */

const browser = useBrowser();
const own = useServerWithMailbox('lumbung-e2e-account-', {
  AUTH_LOGIN_MAX_FAILURES_PER_IP: '1000',
  AUTH_REQUESTS_PER_IP: '1000',
  AUTH_MAILS_PER_EMAIL: '100',
});

const DAGO = demoStore(1);
const DARMO = demoStore(2);

const open = <T>(path: string, viewport: ViewportName, use: (page: Page) => Promise<T>) =>
  withPage(browser(), path, { baseUrl: own.server.baseUrl, viewport }, async ({ page, pageErrors }) => {
    const result = await use(page);
    expect(pageErrors.map(String)).toEqual([]);
    return result;
  });

const strip = (page: Page) => page.getByTestId('top-strip');

async function firstProductNames(storeId: number): Promise<string[]> {
  const response = await fetch(`${own.server.baseUrl}/api/users/products/${storeId}`);
  return ShopperProductsResponse.parse(await response.json()).inventories.map((p) => p.product_name);
}

/**
 * Fills the address form of a dialog: the text, the city picked from the searchable list, and the
 * recipient's mobile number (the recipient is the account's name already).
 */
async function fillAddress(page: Page, dialogName: string, address: string, city: string) {
  const dialog = await visible(page.getByRole('dialog', { name: dialogName }));
  await dialog.getByRole('textbox', { name: /Address/ }).fill(address);
  await dialog.getByRole('textbox', { name: /Mobile number/ }).fill('0812 3456 7890');
  const select = dialog.getByRole('combobox', { name: 'City' });
  await select.click();
  await select.fill(city);
  // The first match is the city itself ("Kota Bandung, Jawa Barat"); pick it with the keyboard.
  await visible(page.getByRole('option', { name: new RegExp(`^${city},`) }));
  await select.press('ArrowDown');
  await select.press('Enter');
  expect(await select.inputValue()).toMatch(new RegExp(`^${city},`));
  return dialog;
}

/** Both sizes, photographed and checked with axe. */
async function lookAt(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

describe('first steps of a new shopper', () => {
  it("adds a first address from the strip's prompt, in place, and sees the nearest store's products", async () => {
    const dago = await firstProductNames(DAGO.id);
    await open(ROUTES.login, 'desktop', async (page) => {
      await logIn(page, DEMO.newShopper);
      await page.goto(ROUTES.products, { waitUntil: 'networkidle' });
      // No address, no shared location: the fallback store, named as docs/product.md §3 says, in the strip only.
      await visible(strip(page).getByText(FALLBACK_STORE.store_name, { exact: true }));
      await visible(page.getByRole('main').getByText(`Shopping at ${FLAGSHIP_STORE.name}`, { exact: true }));

      await (await visible(strip(page).getByRole('button', { name: MESSAGES.STRIP_SET_ADDRESS }))).click();
      const dialog = await fillAddress(
        page,
        'Where should we deliver?',
        'Jl. Ir. H. Juanda No. 50, Dago, Coblong 40135',
        'Kota Bandung',
      );
      await lookAt(page, 'account-first-address-1366');
      await dialog.getByRole('button', { name: 'Save and start shopping' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Still on the products page: the strip, the heading and the shelves are Dago's now.
      expect(new URL(page.url()).pathname).toBe(ROUTES.products);
      await visible(strip(page).getByText(DAGO.name, { exact: true }));
      await visible(strip(page).getByTestId('strip-store-icon'));
      await visible(page.getByRole('main').getByText(`Shopping at ${DAGO.name}`, { exact: true }));
      const cards = page.getByRole('main').getByTestId('product-card');
      await page.waitForFunction(
        (first) => document.querySelector('[data-testid="product-card"] :is(h2, h3)')?.textContent === first,
        dago[0],
      );
      expect(await cards.getByRole('heading').allInnerTexts()).toEqual(dago);
    });
  });

  it('adds a second address in another city, makes it the default, and the strip follows', async () => {
    await open(ROUTES.login, 'desktop', async (page) => {
      await logIn(page, DEMO.newShopper);
      await visible(strip(page).getByText(DAGO.name, { exact: true }));
      // The account menu reaches the addresses from any page.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await screenshot(page, 'account-menu-1366', { fullPage: false });
      await (await visible(page.getByRole('menuitem', { name: 'Addresses' }))).click();
      await page.waitForURL((url) => url.pathname === ROUTES.addresses);
      await visible(page.getByTestId('address-card'));

      await page.getByRole('button', { name: 'Add an address' }).click();
      const dialog = await fillAddress(
        page,
        'Add an address',
        'Jl. Raya Darmo No. 80, Wonokromo 60241',
        'Kota Surabaya',
      );
      await dialog.getByRole('button', { name: 'Save address' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('address-card').count()).toBe(2);
      // The first address stays the default: the store is still Dago.
      await visible(strip(page).getByText(DAGO.name, { exact: true }));

      await page.getByRole('button', { name: /^Make default: Jl\. Raya Darmo/ }).click();
      await visible(page.getByText(MESSAGES.ADDRESS_DEFAULT_SET));
      await visible(strip(page).getByText(DARMO.name, { exact: true }));
      await lookAt(page, 'account-addresses-1366');

      await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
      await visible(page.getByRole('main').getByText(`Shopping at ${DARMO.name}`, { exact: true }));
    });
  });

  it('is told when the default address has no store within 50 km, and what to do', async () => {
    const jayapura = await fetch(`${own.server.baseUrl}/api/profile/closest-store`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latitude: -2.533, longitude: 140.717 }),
    });
    expect(
      ClosestStoreResponse.parse(await jayapura.json()).data,
      'the premise: no store near Jayapura',
    ).toBeNull();
    await open(ROUTES.login, 'phone', async (page) => {
      await logIn(page, DEMO.newShopper);
      await page.goto(ROUTES.addresses, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Add an address' }).click();
      const dialog = await fillAddress(
        page,
        'Add an address',
        'Jl. Ahmad Yani No. 3, Jayapura Utara',
        'Kota Jayapura',
      );
      await dialog.getByRole('button', { name: 'Save address' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /^Make default: Jl\. Ahmad Yani/ }).click();
      await visible(strip(page).getByText(MESSAGES.STRIP_NO_STORE, { exact: true }));
      await lookAt(page, 'account-addresses-390');

      await page.goto(ROUTES.home, { waitUntil: 'networkidle' });
      const notice = await visible(page.getByTestId('no-store-notice'));
      expect(await notice.innerText()).toContain(MESSAGES.NO_STORE_NEARBY_TEXT);
      await screenshot(page, 'account-no-store-390', { fullPage: false });
      await notice.getByRole('link', { name: 'Manage addresses' }).click();
      await page.waitForURL((url) => url.pathname === ROUTES.addresses);

      // Surabaya again: the notice goes, the store comes back.
      await page.getByRole('button', { name: /^Make default: Jl\. Raya Darmo/ }).click();
      await visible(strip(page).getByText(DARMO.name, { exact: true }));
      expect(await visibleCount(page.getByTestId('no-store-notice'))).toBe(0);
    });
  });
});

describe('the profile editor', () => {
  it('changes the username and the picture, which stay after a reload', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumbung-e2e-picture-'));
    const file = join(dir, 'me.png');
    writeFileSync(
      file,
      await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 226, g: 132, b: 19 } } })
        .png()
        .toBuffer(),
    );
    await open(ROUTES.login, 'desktop', async (page) => {
      await logIn(page, DEMO.newShopper);
      await page.getByRole('link', { name: 'Profile', exact: true }).click();
      await page.waitForURL((url) => url.pathname === ROUTES.profile);
      const form = await visible(page.getByRole('form', { name: 'Username' }));
      await form.getByRole('textbox', { name: /Username/ }).fill('Nadia Putri');
      await form.getByRole('button', { name: 'Save username' }).click();
      await visible(page.getByText(MESSAGES.PROFILE_UPDATED));
      await visible(page.getByTestId('profile-username').getByText('Nadia Putri', { exact: true }));

      await page.locator('input[type="file"]').setInputFiles(file);
      await visible(page.getByText(MESSAGES.PICTURE_UPDATED));
      const picture = page.getByTestId('profile-picture').getByRole('img');
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="profile-picture"] img');
        return Boolean(img?.complete && img.naturalWidth > 0);
      });
      expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/);

      await page.reload({ waitUntil: 'networkidle' });
      await visible(page.getByTestId('profile-username').getByText('Nadia Putri', { exact: true }));
      expect(await page.getByTestId('profile-picture').getByRole('img').getAttribute('src')).toMatch(
        /^\/uploads\/avatars\//,
      );
      await lookAt(page, 'account-profile-1366');
    });
  });

  it('changes the e-mail address once the link mailed to the new one is opened', async () => {
    await open(ROUTES.login, 'phone', async (page) => {
      await logIn(page, DEMO.newShopper);
      await page.goto(ROUTES.profile, { waitUntil: 'networkidle' });
      const form = await visible(page.getByRole('form', { name: 'Change e-mail address' }));
      await form.getByRole('textbox', { name: /New e-mail address/ }).fill('nadia.putri@example.com');
      await form.getByLabel(/Your password/).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Send confirmation link' }).click();
      await visible(page.getByTestId('pending-email'));
      await lookAt(page, 'account-profile-390');

      const mail = await own.mailbox.waitForMailTo('nadia.putri@example.com');
      const link = linkTo(mail, ROUTES.confirmEmail);
      await page.goto(`${link.pathname}${link.search}`, { waitUntil: 'networkidle' });
      await visible(page.getByText(formatMessage('EMAIL_CHANGED', { email: 'nadia.putri@example.com' })));
      await page.getByRole('link', { name: 'Back to your profile' }).click();
      await visible(page.getByTestId('profile-email').getByText('nadia.putri@example.com'));
    });
  });
});

describe('vouchers and the phone menu', () => {
  it("lists the demo shopper's vouchers with kind, discount, minimum, cap and expiry", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      await open(ROUTES.login, viewport, async (page) => {
        await logIn(page, DEMO.shopper);
        if (viewport === 'phone') {
          // The phone's slide-in menu reaches the account pages.
          await page.getByRole('button', { name: 'Open navigation menu' }).click();
          const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
          await screenshot(page, 'account-phone-menu-390', { fullPage: false });
          await menu.getByRole('link', { name: 'Vouchers' }).click();
        } else {
          await page.getByRole('button', { name: 'Account menu' }).click();
          await (await visible(page.getByRole('menuitem', { name: 'Vouchers' }))).click();
        }
        await page.waitForURL((url) => url.pathname === ROUTES.vouchers);
        const cards = page.getByTestId('voucher-card');
        await visible(cards);
        // Rupiah amounts are written with a no-break space (id-ID): read them with plain ones.
        const texts = (await cards.allInnerTexts()).map((text) => text.replace(/\u00a0/g, ' '));
        expect(texts).toHaveLength(3);
        const product = texts.find((t) => t.includes('PRODUK10'))!;
        expect(product).toContain('Product');
        expect(product).toContain('10% off (up to Rp 20.000)');
        expect(product).toMatch(/Minimum purchase\s+None/);
        const cart = texts.find((t) => t.includes('HEMAT10'))!;
        expect(cart).toContain('Cart');
        expect(cart).toMatch(/Minimum purchase\s+Rp 100\.000/);
        expect(cart).toMatch(/Up to\s+Rp 50\.000/);
        const shipping = texts.find((t) => t.includes('GRATISONGKIR'))!;
        expect(shipping).toContain('Shipping');
        expect(shipping).toContain('Rp 15.000 off shipping');
        expect(shipping).toMatch(/Valid until\s+\d{1,2} \w+ 20\d\d/);
        await lookAt(page, `account-vouchers-${viewport === 'phone' ? 390 : 1366}`);
      });
    }
  });
});
