import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { DEMO, FLAGSHIP_STORE } from './support/accounts';
import { baseUrl, useBrowser, visible, withPage } from './support/browser';
import { orderWithProof } from './support/orders';
import { tokenOf } from './support/api';
import { storeAdminOf } from './support/demo';

/**
 * A proof of transfer is private. The shopper's order page and the store admin's payment
 * review show the picture through its route, with the person's token; a visitor, another shopper
 * and another store's admin are refused, and nothing is left under /uploads/.
 */

const browser = useBrowser();

/** Another store's admin (store 1, Bandung), verified, in the seed. */
const BANDUNG_ADMIN = storeAdminOf(1);

/** Waits until an image has loaded real pixels (not a broken picture). */
async function loaded(image: Locator): Promise<string> {
  const handle = await (await visible(image)).elementHandle();
  await image
    .page()
    .waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      handle,
    );
  return (await image.getAttribute('src')) ?? '';
}

describe('a proof of transfer', () => {
  it("shows on the shopper's order page and in the store admin's review, through its private route", async () => {
    const shopper = await tokenOf(DEMO.shopper);
    const { orderId, proofUrl } = await orderWithProof(shopper);
    expect(proofUrl).toMatch(/^\/api\/order\/payment-proof\/\d+$/);

    await withPage(
      browser(),
      ROUTES.order(orderId),
      { signedInAs: DEMO.shopper },
      async ({ page, pageErrors }) => {
        const src = await loaded(page.getByRole('img', { name: `Proof of payment for order #${orderId}` }));
        expect(src).toMatch(/^blob:/);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );

    await withPage(
      browser(),
      ROUTES.storeAdmin,
      { signedInAs: DEMO.storeAdmin },
      async ({ page, pageErrors }) => {
        await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
        await page.goto(ROUTES.storeAdminPages.payments, { waitUntil: 'networkidle' });
        const card = await visible(page.getByRole('article', { name: `Order #${orderId}` }));
        expect(
          await loaded(card.getByRole('img', { name: `Proof of transfer for order #${orderId}` })),
        ).toMatch(/^blob:/);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });

  it("is refused to a visitor, another shopper and another store's admin, and is not a public upload", async () => {
    const shopper = await tokenOf(DEMO.shopper);
    const { proofUrl } = await orderWithProof(shopper);
    const get = (token?: string) =>
      fetch(`${baseUrl()}${proofUrl}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

    const own = await get(shopper);
    expect([own.status, own.headers.get('content-type'), own.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
    const refused = [];
    for (const token of [undefined, await tokenOf(DEMO.newShopper), await tokenOf(BANDUNG_ADMIN)]) {
      const res = await get(token);
      refused.push([res.status, ((await res.json()) as { message: string }).message]);
    }
    expect(refused).toEqual([
      [401, MESSAGES.UNAUTHORIZED],
      [403, MESSAGES.NOT_YOURS],
      [404, MESSAGES.PAYMENT_REVIEW_NOT_FOUND],
    ]);

    // A visitor's browser opening the address gets the refusal, not the picture.
    await withPage(browser(), ROUTES.home, {}, async ({ page }) => {
      const answer = await page.goto(proofUrl);
      expect(answer?.status()).toBe(401);
      expect(answer?.headers()['content-type']).toMatch(/^application\/json/);
    });
  });
});
