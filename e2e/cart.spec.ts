import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupiah, MESSAGES, OrderDetailResponse, type ShopperProduct } from '@lumbung/contracts';
import { accessToken, claimsOf, DEMO, logIn } from './support/accounts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  visible,
  visibleCount,
  withPage,
  settled,
} from './support/browser';
import { getParsed, post, tokenOf } from './support/api';
import { cartOf, emptyCart, flagshipProducts } from './support/cart';

/**
 * The cart in real Chromium against the production build and the demo seed: the demo
 * shopper (Jakarta, store 28, vouchers PRODUK10, HEMAT10 and GRATISONGKIR) fills a cart from product
 * cards and a product page, edits it in the drawer, applies a cart voucher and a product voucher
 * through pick-item mode, and checks out into /checkout/{orderId}.
 */

const browser = useBrowser();

/**
 * Three products of the flagship store a shopper can buy several of, dearest first, without a BOGO
 * (whose free units would add lines of their own), so the cart passes HEMAT10's Rp100.000 minimum.
 */
async function threeProducts(token: string): Promise<ShopperProduct[]> {
  const inventories = await flagshipProducts(token, { field: 'price', order: 'desc' });
  const picked = inventories.filter((p) => p.user_stock >= 5 && p.discount_type !== 'BOGO').slice(0, 3);
  expect(picked).toHaveLength(3);
  return picked;
}

const drawerOf = (page: Page) => page.getByRole('dialog', { name: MESSAGES.CART_TITLE });
const lineOf = (drawer: Locator, name: string) => drawer.getByRole('listitem', { name, exact: true });
const rupiahText = (amount: number) => formatRupiah(amount);

async function openCart(page: Page): Promise<Locator> {
  await (await visible(page.getByRole('button', { name: /^Cart/ }))).click();
  const drawer = drawerOf(page);
  await drawer.waitFor({ state: 'visible' });
  await drawer.getByRole('list', { name: 'Cart items' }).waitFor();
  await settled(page);
  return drawer;
}

async function closeCart(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await drawerOf(page).waitFor({ state: 'hidden' });
}

/** Waits until the line shows `quantity`. */
async function quantityIs(line: Locator, quantity: number): Promise<void> {
  await line
    .getByTestId('cart-item-quantity')
    .filter({ hasText: new RegExp(`^${quantity}$`) })
    .waitFor();
}

async function chooseVoucher(page: Page, drawer: Locator, code: RegExp): Promise<void> {
  await drawer.getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }).click();
  const select = drawer.getByRole('combobox', { name: 'Voucher' });
  expect(await select.getAttribute('placeholder')).toBe(MESSAGES.CART_SELECT_VOUCHER);
  await select.click();
  const option = await visible(page.getByRole('option', { name: code }));
  await screenshot(page, `cart-drawer-vouchers-1366`, { fullPage: false });
  await option.click();
}

describe('cart', () => {
  it('fills, edits, discounts and checks out a cart, landing on /checkout/{orderId}', async () => {
    await withPage(browser(), '/', {}, async ({ page, context, pageErrors }) => {
      await logIn(page, DEMO.shopper);
      const token = await accessToken(context, baseUrl());
      await emptyCart(token);
      const [first, second, third] = await threeProducts(token);

      // Two products from their cards on the list, the third from its product page.
      for (const product of [first!, second!]) {
        await page.goto(`/products-page?search=${encodeURIComponent(product.product_name)}`, {
          waitUntil: 'networkidle',
        });
        await (
          await visible(page.getByRole('button', { name: `Add ${product.product_name} to cart` }))
        ).click();
        await visible(page.getByText(MESSAGES.CART_ITEM_ADDED));
        if (product === first) await screenshot(page, 'cart-add-from-card-1366', { fullPage: false });
      }
      await visible(page.getByRole('button', { name: 'Cart, 2 items' }));
      await page.goto(`/products-page/${third!.inventory_id}`, { waitUntil: 'networkidle' });
      await (await visible(page.getByRole('button', { name: 'Add to cart' }))).click();
      let drawer = drawerOf(page);
      await lineOf(drawer, third!.product_name).waitFor();
      await closeCart(page);
      await visible(page.getByRole('button', { name: 'Cart, 3 items' }));

      // Back on its page, the product in the cart shows the cart's − n + (as its card does), not
      // an Add to cart that the server would refuse.
      const inCart = await visible(page.getByRole('group', { name: `${third!.product_name} in your cart` }));
      expect(await inCart.getByTestId('cart-line-quantity').innerText()).toBe('1');
      expect(await visibleCount(page.getByRole('button', { name: 'Add to cart' }))).toBe(0);

      drawer = await openCart(page);
      expect(await drawer.getByTestId('cart-item').count()).toBe(3);

      // Quantities: minus does nothing at 1; plus twice then minus once makes 2.
      const firstLine = lineOf(drawer, first!.product_name);
      const minus = firstLine.getByRole('button', { name: `Decrease quantity of ${first!.product_name}` });
      expect(await minus.isDisabled()).toBe(true);
      const plus = firstLine.getByRole('button', { name: `Increase quantity of ${first!.product_name}` });
      await plus.click();
      await quantityIs(firstLine, 2);
      await plus.click();
      await quantityIs(firstLine, 3);
      await minus.click();
      await quantityIs(firstLine, 2);
      const secondLine = lineOf(drawer, second!.product_name);
      await secondLine.getByRole('button', { name: `Increase quantity of ${second!.product_name}` }).click();
      await quantityIs(secondLine, 2);

      // Remove the third.
      await lineOf(drawer, third!.product_name)
        .getByRole('button', { name: `Remove ${third!.product_name}` })
        .click();
      await lineOf(drawer, third!.product_name).waitFor({ state: 'detached' });
      await visible(page.getByRole('button', { name: 'Cart, 2 items' }));

      const beforeVouchers = await cartOf(token);
      expect(beforeVouchers.cart_items.map((item) => item.quantity).sort()).toEqual([2, 2]);
      expect(await drawer.getByTestId('cart-total').innerText()).toBe(rupiahText(beforeVouchers.cart_price));

      // A cart voucher applies at once and closes the picker.
      await chooseVoucher(page, drawer, /HEMAT10-SHOP2026/);
      await drawer.getByRole('button', { name: 'Apply', exact: true }).click();
      await drawer.getByRole('combobox', { name: 'Voucher' }).waitFor({ state: 'detached' });
      // Its toast shows beside the drawer, not over the Checkout button. The toasts move there
      // with a transition: wait for the final position, however long a busy machine takes.
      const voucherToast = await visible(page.locator('.mantine-Notification-root'));
      await expect
        .poll(
          async () => {
            const [toastBox, drawerBox] = [await voucherToast.boundingBox(), await drawer.boundingBox()];
            return toastBox && drawerBox ? toastBox.x + toastBox.width - drawerBox.x : Infinity;
          },
          { timeout: 10_000, interval: 50, message: 'the toast ends left of the drawer' },
        )
        .toBeLessThanOrEqual(1);
      const afterCartVoucher = await cartOf(token);
      expect(afterCartVoucher.cart_voucher?.redeem_code).toBe('HEMAT10-SHOP2026');
      expect(afterCartVoucher.cart_discount).toBeGreaterThan(0);
      await drawer
        .getByTestId('cart-total')
        .filter({ hasText: rupiahText(afterCartVoucher.cart_price) })
        .waitFor();

      // A product voucher waits for a line, then goes on the line clicked.
      await chooseVoucher(page, drawer, /PRODUK10-SHOP2026/);
      await drawer.getByRole('button', { name: 'Apply', exact: true }).click();
      await visible(drawer.getByText(MESSAGES.CART_SELECT_ITEM));
      await screenshot(page, 'cart-drawer-pick-item-1366', { fullPage: false });
      await firstLine.getByText(first!.product_name, { exact: true }).click();
      await firstLine.getByText('PRODUK10-SHOP2026').waitFor();
      await drawer.getByText(MESSAGES.CART_SELECT_ITEM).waitFor({ state: 'detached' });

      const discounted = await cartOf(token);
      const line = discounted.cart_items.find((item) => item.inventory_id === first!.inventory_id)!;
      expect(line.voucher?.redeem_code).toBe('PRODUK10-SHOP2026');
      expect(await firstLine.getByTestId('cart-item-price').innerText()).toBe(rupiahText(line.product_price));
      expect(await firstLine.getByTestId('cart-item-discount').innerText()).toContain(
        rupiahText(line.original_price * line.quantity - line.product_price),
      );
      await drawer
        .getByTestId('cart-total')
        .filter({ hasText: rupiahText(discounted.cart_price) })
        .waitFor();
      // The green saved amount: the lines minus the cart price.
      const lines = discounted.cart_items.reduce((sum, item) => sum + item.product_price, 0);
      expect(await drawer.getByRole('definition').allInnerTexts()).toEqual([
        rupiahText(lines),
        ...(discounted.store_discount > 0 ? [`- ${rupiahText(discounted.store_discount)}`] : []),
        `- ${rupiahText(discounted.cart_discount)}`,
      ]);
      expect(await drawer.getByTestId('cart-saved').innerText()).toBe(
        `You save ${rupiahText(lines - discounted.cart_price)}`,
      );
      // Only the shipping voucher is left, and it is for checkout: nothing more to select.
      expect(await drawer.getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }).isDisabled()).toBe(
        true,
      );

      await settled(page);
      await expectNoSeriousA11yViolations(page);
      // The toasts of the journey close by themselves (3 s); the picture shows the cart alone.
      await page
        .locator('.mantine-Notification-root')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 });
      await screenshot(page, 'cart-drawer-1366', { fullPage: false });

      // The same cart on a phone.
      await withPage(browser(), '/', { viewport: 'phone', signedInAs: DEMO.shopper }, async (phone) => {
        const phoneDrawer = await openCart(phone.page);
        await lineOf(phoneDrawer, first!.product_name).waitFor();
        const box = await phoneDrawer.boundingBox();
        expect(box?.width).toBe(390);
        await expectNoSeriousA11yViolations(phone.page);
        await screenshot(phone.page, 'cart-drawer-390', { fullPage: false });
        expect(phone.pageErrors).toEqual([]);
      });

      // Checkout: 'Processing...' while it works, then the order's page.
      const checkout = drawer.getByRole('button', { name: 'Checkout' });
      await Promise.all([page.waitForURL(/\/checkout\/\d+$/), checkout.click()]);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      expect(orderId).toBeGreaterThan(0);
      await drawerOf(page).waitFor({ state: 'hidden' });
      await visible(page.getByText(`Order #${orderId} is waiting for payment`));
      // The checkout page sends the default address at once, and the API prices its shipping.
      await visible(page.getByText(/^Your address is .* km from the store\.$/));
      const order = await getParsed(
        `/api/order/details/${claimsOf(token).id}/${orderId}`,
        token,
        OrderDetailResponse,
      );
      expect(order.data.order.items_price - order.data.order.cart_discount).toBe(discounted.cart_price);
      await page
        .getByTestId('order-total')
        .filter({ hasText: rupiahText(order.data.order.total_price) })
        .waitFor();
      await screenshot(page, 'cart-checkout-landing-1366', { fullPage: false });
      await visible(page.getByRole('button', { name: 'Cart' }));
      expect((await cartOf(token)).cart_items).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  it('works from the keyboard: opens with Enter, keeps focus inside, steps a quantity, closes on Escape', async () => {
    await withPage(browser(), '/', { signedInAs: DEMO.shopper }, async ({ page, context, pageErrors }) => {
      const token = await accessToken(context, baseUrl());
      await emptyCart(token);
      const [product] = await threeProducts(token);
      const added = await fetch(`${baseUrl()}/api/cart/add`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id: claimsOf(token).id, inventory_id: product!.inventory_id }),
      });
      expect(added.status).toBe(201);
      await page.reload({ waitUntil: 'networkidle' });

      const cartButton = await visible(page.getByRole('button', { name: 'Cart, 1 item' }));
      await cartButton.focus();
      await page.keyboard.press('Enter');
      const drawer = drawerOf(page);
      await lineOf(drawer, product!.product_name).waitFor();

      const increase = `Increase quantity of ${product!.product_name}`;
      let reached = false;
      for (let step = 0; step < 12 && !reached; step += 1) {
        await page.keyboard.press('Tab');
        const inside = await drawer.evaluate((node) => node.contains(document.activeElement));
        expect(inside, 'focus stays inside the drawer').toBe(true);
        reached =
          (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === increase;
      }
      expect(reached, `Tab reaches "${increase}"`).toBe(true);
      await page.keyboard.press('Enter');
      await quantityIs(lineOf(drawer, product!.product_name), 2);

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Cart, 1 item',
      );
      expect(pageErrors).toEqual([]);
    });
  });

  it("alerts 'Checkout failed: ' with the reason when the stock ran out, and checks out once the cart fits", async () => {
    await withPage(browser(), '/', { signedInAs: DEMO.shopper }, async ({ page, context, pageErrors }) => {
      const token = await accessToken(context, baseUrl());
      await emptyCart(token);
      // A product with little stock left, bought up by the shopper...
      const inventories = await flagshipProducts(token, { field: 'user_stock', order: 'asc' });
      const scarce = inventories.find((p) => p.user_stock >= 2 && p.discount_type !== 'BOGO');
      expect(scarce, 'the premise: a product with a few units left').toBeDefined();
      const shopperAdd = await post('/api/cart/add', token, {
        user_id: claimsOf(token).id,
        inventory_id: scarce!.inventory_id,
        quantity: scarce!.user_stock,
      });
      expect(shopperAdd.status).toBe(201);

      // ...while another shopper checks one unit out first.
      const other = await tokenOf(DEMO.newShopper);
      const otherAdd = await post('/api/cart/add', other, {
        user_id: claimsOf(other).id,
        inventory_id: scarce!.inventory_id,
      });
      expect(otherAdd.status).toBe(201);
      const otherCheckout = await post(`/api/cart/checkout/${claimsOf(other).id}`, other, undefined, {
        'Idempotency-Key': `e2e-${Date.now()}`,
      });
      expect(otherCheckout.status).toBe(201);

      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await page.reload({ waitUntil: 'networkidle' });
      const drawer = await openCart(page);
      await drawer.getByRole('button', { name: 'Checkout' }).click();
      await expect.poll(() => alerts.length, { timeout: 10_000 }).toBe(1);
      expect(alerts[0]).toMatch(new RegExp(`^${MESSAGES.CHECKOUT_ALERT_PREFIX}Only \\d+ left in stock of `));
      expect(new URL(page.url()).pathname).toBe('/');
      await visible(drawer.getByRole('button', { name: 'Checkout' }));

      // One unit fewer fits the shelf: the next attempt (a new key) makes the order.
      const line = lineOf(drawer, scarce!.product_name);
      await line.getByRole('button', { name: `Decrease quantity of ${scarce!.product_name}` }).click();
      await quantityIs(line, scarce!.user_stock - 1);
      await Promise.all([
        page.waitForURL(/\/checkout\/\d+$/),
        drawer.getByRole('button', { name: 'Checkout' }).click(),
      ]);
      expect(alerts).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    });
  });
});
