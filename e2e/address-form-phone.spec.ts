import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@lumbung/contracts';
import id from '../apps/web/src/i18n/catalogues/id/account.json';
import { DEMO } from './support/demo';
import { useBrowser, VIEWPORTS, visible, withPage } from './support/browser';

/**
 * The address form on a phone, in Bahasa Indonesia, as the demo shopper adds an address: the City
 * picker opens, stays open and takes a tap, and the page never gets wider than the phone. The
 * same form serves the strip's first-address prompt and the checkout.
 */

const browser = useBrowser();
const PHONE_WIDTH = VIEWPORTS.phone.width;

/**
 * Starts noting the page's width at every frame; the returned function tells the widest so far.
 * A page wider than the phone makes the browser zoom out and move things under the finger.
 */
async function watchPageWidth(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const watched = window as unknown as { widestPage: number };
    watched.widestPage = document.documentElement.scrollWidth;
    const note = () => {
      watched.widestPage = Math.max(watched.widestPage, document.documentElement.scrollWidth);
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  return () => page.evaluate(() => (window as unknown as { widestPage: number }).widestPage);
}

describe('the address form on a phone', () => {
  it('opens the City picker without widening the page, and a tap chooses the city', async () => {
    await withPage(
      browser(),
      ROUTES.addresses,
      { viewport: 'phone', locale: 'id-ID', signedInAs: DEMO.shopper },
      async ({ page, pageErrors }) => {
        await visible(page.getByRole('heading', { level: 1, name: id['account.addresses.title'] }));
        const widest = await watchPageWidth(page);

        await (
          await visible(page.getByRole('button', { name: id['account.addresses.add'], exact: true }))
        ).tap();
        const dialog = await visible(page.getByRole('dialog', { name: id['account.addresses.add'] }));
        await dialog
          .getByRole('textbox', { name: id['account.addressForm.address'], exact: true })
          .fill('Jl. Ir. H. Juanda No. 50, Dago, Coblong 40135');
        const city = dialog.getByRole('combobox', { name: id['account.addressForm.city'] });
        await expect.poll(() => city.isEnabled()).toBe(true);

        await city.tap();
        await visible(page.getByRole('listbox'));
        await city.pressSequentially('Bandung');
        const bandung = await visible(page.getByRole('option', { name: /^Kota Bandung,/ }));
        // A list that jumps about is never still long enough to be tapped.
        await bandung.tap({ timeout: 10_000 });

        expect(await city.inputValue()).toMatch(/^Kota Bandung,/);
        expect(await widest()).toBeLessThanOrEqual(PHONE_WIDTH);
        await dialog.getByRole('button', { name: id['account.common.cancel'] }).tap();
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });
});
