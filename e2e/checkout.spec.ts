import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupiah, MESSAGES, ROUTES, ShopperProductDetailResponse } from '@lumbung/contracts';
import { accessToken, claimsOf, DEMO, DEMO_PASSWORD } from './support/accounts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  visible,
  withPage,
  type ViewportName,
  settled,
} from './support/browser';
import { getParsed, post } from './support/api';
import { cartOf, emptyCart } from './support/cart';
import { orderOf, orderThroughApi, payBySimulator, productsInStock } from './support/orders';

/**
 * Checkout and payments in real Chromium against the production build and the demo seed: the demo shopper
 * (Jakarta, store 28, the shipping voucher GRATISONGKIR) checks a cart out, lets the page send the
 * default address, picks a shipping method and the voucher, pays by bank transfer with a proof and
 * finds 'Payment being checked' on the order's timeline; pays a second order through the
 * simulator's virtual account (PROCESSING); cancels a third and gets its stock back. Each page is
 * photographed at 390 and 1366 px and checked with axe.
 */

const browser = useBrowser();

/** A POST expected to succeed. */
async function postOk(path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await post(path, token, body, headers);
  expect(response.status, `${path} answered ${response.status}`).toBeLessThan(300);
  return response;
}

const stockOf = async (token: string, inventoryId: number): Promise<number> =>
  (await getParsed(`/api/users/products/detail/${inventoryId}`, token, ShopperProductDetailResponse))
    .inventory.user_stock;

/** A real PNG drawn by the browser, as a phone's screenshot of a transfer receipt would be. */
async function receiptPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 120;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, 240, 120);
    g.fillStyle = '#1c7f44';
    g.font = 'bold 20px sans-serif';
    g.fillText('TRANSFER OK', 40, 66);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The page at `path` on a phone: axe, a full-page picture and one of the first screen. */
async function onPhone(path: string, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await withPage(browser(), path, { viewport: 'phone', signedInAs: DEMO.shopper }, async (phone) => {
    await ready(phone.page);
    await settled(phone.page);
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name}: nothing wider than the phone`).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(phone.page);
    await atRest(phone.page);
    await screenshot(phone.page, `${name}-390`);
    await screenshot(phone.page, `${name}-390-screen`, { fullPage: false });
    expect(phone.pageErrors).toEqual([]);
  });
}

/** The top of the page, with nothing focused: the fixed header and the skip link stay where a person sees them. */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await settled(page);
}

async function photograph(
  page: Page,
  name: string,
  viewport: ViewportName = 'desktop',
  fullPage = true,
): Promise<void> {
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  if (fullPage) await atRest(page);
  await screenshot(page, `${name}-${viewport === 'desktop' ? 1366 : 390}`, { fullPage });
}

const radio = (page: Page, name: RegExp) => page.getByRole('radio', { name });

describe('checkout and payment', () => {
  it("checks a cart out, sets address, method and voucher, pays by transfer with a proof, and the timeline says 'Payment being checked'", async () => {
    await withPage(browser(), '/', { signedInAs: DEMO.shopper }, async ({ page, context, pageErrors }) => {
      const token = await accessToken(context, baseUrl());
      await emptyCart(token);
      const [first, second] = await productsInStock(token, 2);
      const userId = claimsOf(token).id;
      await postOk('/api/cart/add', token, {
        user_id: userId,
        inventory_id: first!.inventory_id,
        quantity: 2,
      });
      await postOk('/api/cart/add', token, {
        user_id: userId,
        inventory_id: second!.inventory_id,
        quantity: 2,
      });
      expect(
        (await cartOf(token)).cart_price,
        'the premise: the cart passes the voucher minimum',
      ).toBeGreaterThanOrEqual(75000);

      // Cart -> /checkout/{orderId} through the drawer.
      await page.reload({ waitUntil: 'networkidle' });
      await (await visible(page.getByRole('button', { name: /^Cart/ }))).click();
      const drawer = page.getByRole('dialog', { name: MESSAGES.CART_TITLE });
      await Promise.all([
        page.waitForURL(/\/checkout\/\d+$/),
        drawer.getByRole('button', { name: 'Checkout' }).click(),
      ]);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await visible(page.getByText(`Order #${orderId} is waiting for payment`));

      // Address: the default one is sent at once.
      const home = await visible(
        page.getByRole('region', { name: 'Delivery address' }).getByRole('radio').first(),
      );
      await page.waitForFunction(
        (el) => el?.getAttribute('aria-checked') === 'true',
        await home.elementHandle(),
      );
      await visible(page.getByText(/^Your address is .* km from the store\.$/));
      let order = await orderOf(token, orderId);
      expect(order.address?.address_id).toBeGreaterThan(0);
      expect(order.shipping_method).toBe('REGULAR');

      // Shipping method: Express, priced as the API charges it.
      await radio(page, /Express/).click();
      await page.getByTestId('shipping-EXPRESS').and(page.locator('[aria-checked="true"]')).waitFor();
      await expect.poll(async () => (await orderOf(token, orderId)).shipping_method).toBe('EXPRESS');
      order = await orderOf(token, orderId);
      await page
        .getByTestId('order-total')
        .filter({ hasText: formatRupiah(order.total_price) })
        .waitFor();

      // Shipping voucher.
      const voucherSection = page.getByRole('region', { name: 'Shipping voucher' });
      await voucherSection.getByRole('combobox', { name: 'Shipping voucher' }).click();
      await (await visible(page.getByRole('option', { name: /GRATISONGKIR/ }))).click();
      await voucherSection.getByRole('button', { name: 'Apply' }).click();
      await visible(page.getByTestId('applied-shipping-voucher'));
      order = await orderOf(token, orderId);
      expect(order.shipping_voucher?.redeem_code).toMatch(/^GRATISONGKIR/);
      expect(order.shipping_discount).toBeGreaterThan(0);
      await page
        .getByTestId('order-total')
        .filter({ hasText: formatRupiah(order.total_price) })
        .waitFor();
      expect(await page.getByTestId('pay-total').innerText()).toBe(formatRupiah(order.total_price));
      await page
        .locator('.mantine-Notification-root')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 });
      await photograph(page, 'checkout');
      await onPhone(ROUTES.checkout(orderId), 'checkout', async (phone) => {
        await visible(phone.getByTestId('applied-shipping-voucher'));
        // The pay bar stays at the bottom of the screen while the top of the page shows.
        const bar = await visible(phone.getByTestId('pay-bar'));
        const box = await bar.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(844 + 1);
        expect(box && box.y).toBeGreaterThan(600);
        await phone.getByRole('button', { name: 'Pay now' }).isEnabled();
      });

      // Pay by bank transfer: the exact amount, then the proof.
      await Promise.all([
        page.waitForURL(/\/checkout\/payment\?order=\d+&method=transfer$/),
        page.getByRole('button', { name: 'Pay now' }).click(),
      ]);
      const amount = await visible(page.getByTestId('transfer-amount'));
      expect(await amount.innerText()).toBe(formatRupiah(order.transfer.amount));
      expect(order.transfer.amount).toBe(order.total_price + order.transfer.unique_code);
      expect(await page.getByTestId('app-shell').count(), 'no shop chrome on the payment page').toBe(0);
      await photograph(page, 'payment-transfer');
      await onPhone(
        `${ROUTES.checkoutPayment}?order=${orderId}&method=transfer`,
        'payment-transfer',
        async (phone) => {
          await visible(phone.getByTestId('transfer-amount'));
        },
      );
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: await receiptPng(page) });
      await visible(page.getByRole('img', { name: 'Preview of the proof of payment' }));
      await Promise.all([
        page.waitForURL((url) => url.pathname === ROUTES.order(orderId)),
        page.getByRole('button', { name: 'Send proof of payment' }).click(),
      ]);
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await timeline
        .getByTestId('timeline-entry')
        .last()
        .filter({ hasText: 'Payment being checked' })
        .waitFor();
      await visible(page.getByText(/^Proof of payment sent\./));
      order = await orderOf(token, orderId);
      expect(order.status).toBe('AWAITING_CONFIRMATION');
      expect(order.payment?.pop_image).toBeTruthy();
      await visible(page.getByRole('img', { name: `Proof of payment for order #${orderId}` }));
      await page
        .locator('.mantine-Notification-root')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 });
      await photograph(page, 'order');
      await onPhone(ROUTES.order(orderId), 'order', async (phone) => {
        await phone
          .getByRole('region', { name: 'Timeline' })
          .getByText('Payment being checked')
          .first()
          .waitFor();
      });

      // The order list and the payment history show it.
      await page.goto(ROUTES.orders, { waitUntil: 'networkidle' });
      await visible(page.getByRole('article', { name: `Order #${orderId}` }));
      await photograph(page, 'orders');
      await onPhone(ROUTES.orders, 'orders', async (phone) => {
        await visible(phone.getByRole('article', { name: `Order #${orderId}` }));
      });
      await page.goto(ROUTES.paymentHistory, { waitUntil: 'networkidle' });
      await (await visible(page.getByRole('button', { name: new RegExp(`^Order #${orderId}\\b`) }))).click();
      await visible(
        page.getByRole('dialog', { name: `Payments of order #${orderId}` }).getByText('Latest payment'),
      );
      await photograph(page, 'payment-details', 'desktop', false);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await photograph(page, 'payment-history');
      await onPhone(ROUTES.paymentHistory, 'payment-history', async (phone) => {
        await visible(phone.getByRole('button', { name: new RegExp(`^Order #${orderId}\\b`) }));
      });
      expect(pageErrors).toEqual([]);
    });
  }, 300_000);

  it('pays a second order through the simulator’s virtual account: PROCESSING', async () => {
    await withPage(browser(), '/', { signedInAs: DEMO.shopper }, async ({ page, context, pageErrors }) => {
      const token = await accessToken(context, baseUrl());
      const [product] = await productsInStock(token, 1);
      const orderId = await orderThroughApi(token, [{ inventory_id: product!.inventory_id, quantity: 1 }]);
      await page.goto(ROUTES.checkout(orderId), { waitUntil: 'networkidle' });
      await visible(page.getByText(/^Your address is .* km from the store\.$/));
      await radio(page, /Virtual account/).click();
      await page.getByRole('combobox', { name: 'Bank' }).click();
      await (await visible(page.getByRole('option', { name: 'BNI' }))).click();
      await Promise.all([
        page.waitForURL(/method=va$/),
        page.getByRole('button', { name: 'Pay now' }).click(),
      ]);
      const number = await visible(page.getByTestId('va-number'));
      const order = await orderOf(token, orderId);
      expect(await number.innerText()).toBe(order.payment?.va_number);
      expect(await page.getByTestId('va-bank').innerText()).toBe('BNI virtual account');
      await visible(page.getByRole('button', { name: 'Copy virtual account number' }));
      await photograph(page, 'payment-va');
      // After a reload (a phone here), the page still offers the simulator.
      await onPhone(`${ROUTES.checkoutPayment}?order=${orderId}&method=va`, 'payment-va', async (phone) => {
        await visible(phone.getByRole('button', { name: 'Simulate payment' }));
      });
      // "I have paid" before the money: the gateway has not seen it.
      await page.getByRole('button', { name: 'I have paid' }).click();
      await visible(page.getByText(/has not reported the payment yet/));
      await payBySimulator(page, orderId);
      expect((await orderOf(token, orderId)).status).toBe('PROCESSING');
      expect(pageErrors).toEqual([]);
    });
  });

  it('cancels an unpaid order after a confirmation, and its stock comes back', async () => {
    await withPage(browser(), '/', { signedInAs: DEMO.shopper }, async ({ page, context, pageErrors }) => {
      const token = await accessToken(context, baseUrl());
      const [, , product] = await productsInStock(token, 3);
      const before = await stockOf(token, product!.inventory_id);
      const orderId = await orderThroughApi(token, [{ inventory_id: product!.inventory_id, quantity: 2 }]);
      expect(await stockOf(token, product!.inventory_id)).toBe(before - 2);

      await page.goto(ROUTES.order(orderId), { waitUntil: 'networkidle' });
      await (await visible(page.getByRole('button', { name: 'Cancel order' }))).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.waitFor();
      await photograph(page, 'order-cancel-dialog', 'desktop', false);
      await dialog.getByRole('button', { name: 'Cancel the order' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('region', { name: 'Timeline' })
        .getByTestId('timeline-entry')
        .last()
        .filter({ hasText: 'Cancelled' })
        .waitFor();
      expect((await orderOf(token, orderId)).status).toBe('CANCELLED');
      expect(await stockOf(token, product!.inventory_id)).toBe(before);
      await page.goto(ROUTES.product(product!.inventory_id), { waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { level: 1, name: product!.product_name }));
      expect(pageErrors).toEqual([]);
    });
  });

  it("tells a shopper that another account's order is not theirs, and an unknown one that it does not exist", async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.newShopper, password: DEMO_PASSWORD }),
    });
    const other = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const [product] = await productsInStock(other, 1);
    const theirs = await orderThroughApi(other, [{ inventory_id: product!.inventory_id, quantity: 1 }]);
    await withPage(browser(), ROUTES.checkout(theirs), { signedInAs: DEMO.shopper }, async ({ page }) => {
      await visible(page.getByText('This order belongs to another account'));
      await page.goto(ROUTES.order(2_000_000), { waitUntil: 'networkidle' });
      await visible(page.getByText(MESSAGES.ORDER_NOT_FOUND));
    });
  });
});
