import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { accessToken, DEMO } from './support/accounts';
import { baseUrl, useBrowser, visible, withPage } from './support/browser';
import { cartOf, emptyCart, flagshipProducts } from './support/cart';

/**
 * One request per cart change in real Chromium: an add from a product card is answered
 * with the whole priced cart, which the page sets; nothing reads the cart again.
 */

const browser = useBrowser();

describe('one request per cart change', () => {
  it('an add from a product card makes exactly one /api request', async () => {
    await withPage(browser(), '/', { signedInAs: DEMO.shopper }, async ({ page, context, pageErrors }) => {
      const token = await accessToken(context, baseUrl());
      await emptyCart(token);
      const product = (await flagshipProducts(token)).find((p) => p.user_stock > 0);
      expect(product, 'a product in stock at the flagship store').toBeDefined();

      await page.goto(`/products-page?search=${encodeURIComponent(product!.product_name)}`, {
        waitUntil: 'networkidle',
      });
      // The navbar has read the (empty) cart: from here on every /api request is the add's doing.
      await visible(page.getByRole('button', { name: 'Cart', exact: true }));
      const button = await visible(
        page.getByRole('button', { name: `Add ${product!.product_name} to cart` }),
      );

      const calls: string[] = [];
      const record = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
      };
      page.on('request', record);
      await button.click();
      await visible(page.getByText(MESSAGES.CART_ITEM_ADDED));
      await visible(page.getByRole('button', { name: 'Cart, 1 item' }));
      page.off('request', record);

      expect(calls).toEqual(['POST /api/cart/add']);
      expect((await cartOf(token)).cart_items.map((item) => item.inventory_id)).toEqual([
        product!.inventory_id,
      ]);
      expect(pageErrors).toEqual([]);
      await emptyCart(token);
    });
  });
});
