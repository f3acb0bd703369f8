import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES, StoreOrderResponse } from '@lumbung/contracts';
import { DEMO, FLAGSHIP_STORE } from './support/accounts';
import { call, tokenOf } from './support/api';
import {
  expectNoSeriousA11yViolations,
  screenshot,
  settled,
  useBrowser,
  visible,
  withPage,
  type ContextOptions,
} from './support/browser';
import { orderWithProof } from './support/orders';

/**
 * The store admin's order page on a phone (390 px), in Indonesian and English: its action buttons
 * (accept, reject, process, cancel) pass axe, colour contrast included, and the items table leaves
 * the product names room to be read (not one word a line).
 */

const browser = useBrowser();

/** The order as the store admin's API answers it. */
async function storeOrder(orderId: number) {
  const admin = await tokenOf(DEMO.storeAdmin);
  return StoreOrderResponse.parse(
    await call('GET', `/api/order/store-items/${FLAGSHIP_STORE.id}/${orderId}`, admin),
  ).data.order;
}

/** Opens the order page as the store admin on a phone, once the dashboard has kept the store cookie. */
async function onOrderPage(
  orderId: number,
  locale: ContextOptions['locale'],
  use: (page: Page) => Promise<void>,
): Promise<void> {
  await withPage(
    browser(),
    ROUTES.storeAdmin,
    { viewport: 'phone', locale, signedInAs: DEMO.storeAdmin },
    async ({ page, pageErrors }) => {
      await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
      await page.goto(`${ROUTES.storeAdminPages.orders}/${orderId}`, { waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { level: 1, name: new RegExp(`#${orderId}$`) }));
      await use(page);
      expect(pageErrors.map(String)).toEqual([]);
    },
  );
}

describe("the store admin's order page on a phone", () => {
  it('passes axe with a proof to review: accept, reject and cancel (Indonesian)', async () => {
    const { orderId } = await orderWithProof(await tokenOf(DEMO.shopper));
    await onOrderPage(orderId, 'id-ID', async (page) => {
      expect(await page.locator('main button').count()).toBeGreaterThanOrEqual(3);
      await settled(page);
      await screenshot(page, 'store-admin-order-review-390');
      await expectNoSeriousA11yViolations(page);
    });
  });

  it('passes axe once paid: process and cancel (English)', async () => {
    const { orderId } = await orderWithProof(await tokenOf(DEMO.shopper));
    const admin = await tokenOf(DEMO.storeAdmin);
    const order = await storeOrder(orderId);
    await call('PUT', `/api/order/payment/${FLAGSHIP_STORE.id}/${order.payment!.payment_id}`, admin, {
      payment_status: 'SUCCESS',
    });
    await onOrderPage(orderId, 'en-US', async (page) => {
      await visible(page.getByRole('button', { name: 'Process: mark as shipped' }));
      await settled(page);
      await screenshot(page, 'store-admin-order-processing-390');
      await expectNoSeriousA11yViolations(page);
    });
  });

  it('gives each product name room for two words or more a line, nothing wider than the screen', async () => {
    const { orderId } = await orderWithProof(await tokenOf(DEMO.shopper));
    const [item] = (await storeOrder(orderId)).items;
    await onOrderPage(orderId, 'id-ID', async (page) => {
      const name = await visible(page.getByText(item!.product_name, { exact: true }));
      const box = await name.boundingBox();
      // The lines the name is set on: the distinct tops of its text's boxes.
      const lines = await name.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(box!.width, `"${item!.product_name}" gets room`).toBeGreaterThanOrEqual(140);
      expect(lines, `"${item!.product_name}" takes at most two lines`).toBeLessThanOrEqual(2);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the page does not scroll sideways').toBeLessThanOrEqual(390);
    });
  });
});
