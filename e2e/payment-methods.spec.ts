import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@lumbung/contracts';
import { accessToken, claimsOf, DEMO } from './support/accounts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  screenshot,
  settled,
  useBrowser,
  visible,
  withPage,
} from './support/browser';
import { orderOf, orderThroughApi, shipHome, payBySimulator, productsInStock } from './support/orders';
import { call } from './support/api';
import { englishOnPage } from './support/languages';
import { decodeQr } from './support/qr';

/**
 * Paying by QRIS and the e-wallets in real Chromium against the production build and its built-in
 * payment simulator: the demo shopper picks QRIS at checkout and gets a QR code that a phone's camera
 * reads back as the charge's QRIS payload, with its countdown; pays it (PROCESSING); on a phone,
 * GoPay opens the Gojek app by its deeplink with the QR code one tap away, and changing the method
 * to QRIS closes the GoPay charge and opens a new one. Pages photographed at 390 and 1366 px.
 */

const browser = useBrowser();
const radio = (page: Page, name: RegExp) => page.getByRole('radio', { name });

/** A fresh order of one unit, opened at the checkout with its address and method chosen. */
async function atCheckout(page: Page, token: string): Promise<number> {
  const [product] = await productsInStock(token, 1);
  const orderId = await orderThroughApi(token, [{ inventory_id: product!.inventory_id, quantity: 1 }]);
  await page.goto(ROUTES.checkout(orderId), { waitUntil: 'networkidle' });
  await visible(page.getByText(/^Your address is .* km from the store\.$/));
  return orderId;
}

async function pay(page: Page, method: RegExp, type: string): Promise<void> {
  await radio(page, method).click();
  await Promise.all([
    page.waitForURL(new RegExp(`method=${type}$`)),
    page.getByRole('button', { name: 'Pay now' }).click(),
  ]);
}

async function photograph(page: Page, name: string): Promise<void> {
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

describe('QRIS and e-wallets', () => {
  it('shows a QRIS code that decodes to the charge’s payload, counts down, and is paid: PROCESSING', async () => {
    await withPage(browser(), '/', { signedInAs: DEMO.shopper }, async ({ page, context, pageErrors }) => {
      const token = await accessToken(context, baseUrl());
      const orderId = await atCheckout(page, token);
      await pay(page, /^QRIS/, 'qris');

      const code = await visible(page.getByTestId('qr-code'));
      expect(await code.getAttribute('alt')).toBe('QRIS QR code to scan');
      const payment = (await orderOf(token, orderId)).payment!;
      expect(payment.payment_method).toBe('QRIS');
      expect(payment.qr_string).toMatch(/^000201/);
      expect(await decodeQr(code)).toBe(payment.qr_string);
      await visible(page.getByText('Expires in'));
      await visible(page.getByText(/^About 1[45] minutes left to pay$/));
      await photograph(page, 'payment-qris-1366');

      await payBySimulator(page, orderId);
      expect((await orderOf(token, orderId)).status).toBe('PROCESSING');
      expect(pageErrors).toEqual([]);
    });
  });

  it('opens GoPay’s app on a phone, shows its QR code on request, and changes to QRIS', async () => {
    await withPage(
      browser(),
      '/',
      { signedInAs: DEMO.shopper, viewport: 'phone' },
      async ({ page, context, pageErrors }) => {
        const token = await accessToken(context, baseUrl());
        const orderId = await atCheckout(page, token);
        await pay(page, /^GoPay/, 'gopay');

        const app = await visible(page.getByTestId('deeplink'));
        expect(await app.innerText()).toBe('Open GoPay');
        expect(await app.getAttribute('href')).toMatch(/^gojek:\/\//);
        await photograph(page, 'payment-gopay-390');
        await page.getByRole('button', { name: 'Show the QR code instead' }).click();
        const gopay = (await orderOf(token, orderId)).payment!;
        expect(gopay.payment_method).toBe('GOPAY');
        expect(await decodeQr(await visible(page.getByTestId('qr-code')))).toBe(gopay.qr_string);

        await page.getByRole('button', { name: 'Change method' }).click();
        await radio(page, /^QRIS/).click();
        await page.getByRole('button', { name: 'Pay this way' }).click();
        const code = await visible(page.getByTestId('qr-code'));
        await page.waitForURL(/method=qris$/);
        const qris = (await orderOf(token, orderId)).payment!;
        expect(qris.payment_method).toBe('QRIS');
        expect(qris.payment_id).not.toBe(gopay.payment_id);
        expect(await decodeQr(code)).toBe(qris.qr_string);
        await photograph(page, 'payment-qris-390');
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it('reads in Bahasa Indonesia on a phone, its QR code as readable as in English', async () => {
    await withPage(
      browser(),
      '/',
      { signedInAs: DEMO.shopper, viewport: 'phone', locale: 'id-ID' },
      async ({ page, context, pageErrors }) => {
        const token = await accessToken(context, baseUrl());
        const [product] = await productsInStock(token, 1);
        const orderId = await orderThroughApi(token, [{ inventory_id: product!.inventory_id, quantity: 1 }]);
        await shipHome(token, orderId);
        await call('POST', '/api/midtrans', token, {
          user_id: claimsOf(token).id,
          transaction_id: orderId,
          payment_type: 'qris',
        });
        await page.goto(`${ROUTES.checkoutPayment}?order=${orderId}&method=qris`);
        const code = await visible(page.getByTestId('qr-code'));
        expect(await code.getAttribute('alt')).toBe('Kode QR QRIS untuk dipindai');
        expect(await decodeQr(code)).toBe((await orderOf(token, orderId)).payment!.qr_string);
        await visible(page.getByText(/^Sisa sekitar 1[45] menit untuk membayar$/));
        expect(await englishOnPage(page)).toEqual([]);
        await photograph(page, 'payment-qris-id-390');
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
