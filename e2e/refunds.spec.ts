import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupiah, ROUTES, StoreOrderResponse } from '@lumbung/contracts';
import { DEMO, FLAGSHIP_STORE } from './support/accounts';
import { call, tokenOf } from './support/api';
import {
  expectNoSeriousA11yViolations,
  screenshot,
  settled,
  useBrowser,
  visible,
  withPage,
  type OpenedPage,
  type ViewportName,
} from './support/browser';
import { orderOf, orderWithProof } from './support/orders';

/**
 * A refund from start to end in real Chromium against the production build and the demo seed: the
 * demo shopper pays an order of the flagship store by transfer with a proof, the store accepts it,
 * then cancels the paid order on its order page. The shopper finds the refund owed (the amount
 * paid) on the order page and gives a bank account; the store finds it under Owed in its refund
 * queue, starts the transfer and marks it paid with a proof picture and a note; the shopper sees
 * it paid with the proof, in the order and in the payment history, and the super admin's list of
 * every store's refunds shows it paid. Each screen is photographed at 390 and 1366 px and checked
 * with axe.
 */

const browser = useBrowser();

const BANK = 'BNI';
const ACCOUNT_NUMBER = '0123456789';
const HOLDER = 'Budi Santoso';
const NOTE = 'Transferred from BCA 7711 on the same day.';

/** The width of each viewport, as the screenshots are named. */
const WIDTH: Record<ViewportName, number> = { phone: 390, desktop: 1366 };

/** Axe, nothing wider than the screen, and a full-page picture named `<name>-<width>`. */
async function photograph(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await settled(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(WIDTH[viewport]);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `${name}-${WIDTH[viewport]}`);
}

/** The store admin on `path`, once the dashboard has kept the store's cookie. */
async function asStoreAdmin(
  path: string,
  viewport: ViewportName,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  await withPage(
    browser(),
    ROUTES.storeAdmin,
    { viewport, signedInAs: DEMO.storeAdmin },
    async ({ page, pageErrors }) => {
      await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
      await page.goto(path, { waitUntil: 'networkidle' });
      await use(page);
      expect(pageErrors.map(String)).toEqual([]);
    },
  );
}

/** The demo shopper on `path`. */
async function asShopper(
  path: string,
  viewport: ViewportName,
  use: (opened: OpenedPage) => Promise<void>,
): Promise<void> {
  await withPage(browser(), path, { viewport, signedInAs: DEMO.shopper }, async (opened) => {
    await use(opened);
    expect(opened.pageErrors.map(String)).toEqual([]);
  });
}

/** The refunds card of the shopper's order page, once it shows the refund of `amount`. */
async function ownRefund(page: Page, amount: string): Promise<Locator> {
  const card = await visible(page.getByRole('region', { name: 'Refunds' }));
  await visible(card.getByText(`Refund of ${amount}`, { exact: true }));
  return card;
}

/** The refund of the order in the store's queue: its card, once it shows. */
const refundCard = (page: Page, orderId: number): Promise<Locator> =>
  visible(page.getByRole('article', { name: `Order #${orderId}` }));

/** A PNG drawn by the browser, as a phone's screenshot of a bank's transfer receipt would be. */
async function receiptPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 160;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, 320, 160);
    g.fillStyle = '#0b5fa5';
    g.font = 'bold 22px sans-serif';
    g.fillText('REFUND SENT', 70, 70);
    g.font = '16px sans-serif';
    g.fillText('BNI 0123456789', 90, 105);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Opens the mark-paid dialog of the card and gives it the proof (and the note): the dialog. */
async function fillMarkPaid(page: Page, card: Locator, orderId: number, amount: string): Promise<Locator> {
  await card.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = await visible(
    page.getByRole('dialog', { name: `Mark the refund of ${amount} for order #${orderId} paid` }),
  );
  await dialog
    .getByLabel('Proof of transfer')
    .setInputFiles({ name: 'refund-receipt.png', mimeType: 'image/png', buffer: await receiptPng(page) });
  await dialog.getByRole('textbox', { name: 'Note for the shopper (optional)' }).fill(NOTE);
  return dialog;
}

/** Waits until an image has loaded real pixels (not a broken picture): its address. */
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

/** What the journey's steps hand each other: the order, the amount paid and the shopper's token. */
interface Journey {
  orderId: number;
  paidAmount: number;
  /** The amount as the pages write it. */
  amount: string;
  shopper: string;
}

/**
 * The steps of one journey, each waiting for the state the one before left (Vitest runs the tests
 * of a file in order); a step whose premise is missing says so rather than timing out.
 */
describe('a refund of a paid order the store cancels', () => {
  let journey: Journey | undefined;
  const current = (): Journey => {
    if (!journey) throw new Error('An earlier step of the journey failed: no cancelled paid order.');
    return journey;
  };
  const refundsOf = async () => (await orderOf(current().shopper, current().orderId)).refunds;

  it('is owed, the amount paid, when the store cancels the paid order on its order page', async () => {
    const shopper = await tokenOf(DEMO.shopper);
    const admin = await tokenOf(DEMO.storeAdmin);
    const { orderId } = await orderWithProof(shopper);

    // The store accepts the proof: the order is paid.
    const storeOrder = StoreOrderResponse.parse(
      await call('GET', `/api/order/store-items/${FLAGSHIP_STORE.id}/${orderId}`, admin),
    ).data.order;
    await call('PUT', `/api/order/payment/${FLAGSHIP_STORE.id}/${storeOrder.payment!.payment_id}`, admin, {
      payment_status: 'SUCCESS',
    });
    const paid = await orderOf(shopper, orderId);
    expect(paid.status).toBe('PROCESSING');
    expect(paid.paid_amount, 'the premise: the order is paid').toBeGreaterThan(0);
    expect(paid.refunds).toEqual([]);

    // The store cancels it, with a reason the shopper reads.
    await asStoreAdmin(`${ROUTES.storeAdminPages.orders}/${orderId}`, 'desktop', async (page) => {
      await visible(page.getByRole('heading', { level: 1, name: new RegExp(`#${orderId}$`) }));
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: `Cancel order #${orderId}?` }));
      await dialog.getByRole('textbox', { name: 'Reason for the shopper' }).fill('The cold chain failed.');
      await settled(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'refunds-store-cancel-1366', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(page.locator('main').getByText('Cancelled', { exact: true }));
    });
    const cancelled = await orderOf(shopper, orderId);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.refunds.map((r) => [r.amount, r.reason, r.method, r.status])).toEqual([
      [paid.paid_amount, 'STORE_CANCELLED', 'BANK_TRANSFER', 'OWED'],
    ]);
    journey = { orderId, paidAmount: paid.paid_amount, amount: formatRupiah(paid.paid_amount), shopper };
  });

  it('shows on the order page with the bank account form; the shopper gives an account', async () => {
    const { orderId, amount } = current();
    await asShopper(ROUTES.order(orderId), 'desktop', async ({ page }) => {
      const card = await ownRefund(page, amount);
      await visible(card.getByText('Where should the store send your refund?'));
      await visible(page.getByText(`Refund of ${amount} owed`, { exact: true }));
      await photograph(page, 'refunds-shopper-form', 'desktop');
    });
    await asShopper(ROUTES.order(orderId), 'phone', async ({ page }) => {
      const card = await ownRefund(page, amount);
      await visible(card.getByText('Owed', { exact: true }));
      await visible(card.getByText('The store cancelled the order', { exact: true }));
      await photograph(page, 'refunds-shopper-form', 'phone');

      await card.getByRole('combobox', { name: /^Bank/ }).click();
      await (await visible(page.getByRole('option', { name: BANK, exact: true }))).click();
      await card.getByRole('textbox', { name: /^Account number/ }).fill(ACCOUNT_NUMBER);
      await card.getByRole('textbox', { name: /^Account holder's name/ }).fill(HOLDER);
      await card.getByRole('button', { name: 'Save bank account' }).click();
      // The form gives way to the account given.
      await visible(card.getByText(`${BANK} ${ACCOUNT_NUMBER} (${HOLDER})`));
      await card.getByText('Where should the store send your refund?').waitFor({ state: 'detached' });
      await visible(card.getByText('The store will transfer this to your bank account.'));
    });
    expect((await refundsOf())[0]?.account).toEqual({
      bank_name: BANK,
      account_number: ACCOUNT_NUMBER,
      account_holder: HOLDER,
    });
  });

  it("is in the store's queue under Owed with the account; the store starts the transfer", async () => {
    const { orderId, amount } = current();
    await asStoreAdmin(ROUTES.storeAdminPages.refunds, 'phone', async (page) => {
      const card = await refundCard(page, orderId);
      await visible(card.getByText(amount, { exact: true }));
      await visible(card.getByText(ACCOUNT_NUMBER, { exact: true }));
      await photograph(page, 'refunds-store-queue', 'phone');
    });
    await asStoreAdmin(ROUTES.storeAdminPages.refunds, 'desktop', async (page) => {
      const owed = page
        .getByRole('group', { name: 'Refunds by status' })
        .getByRole('button', { name: /^Owed/ });
      expect(await owed.getAttribute('aria-pressed')).toBe('true');
      const card = await refundCard(page, orderId);
      await visible(card.getByText('Owed', { exact: true }));
      await visible(card.getByText(amount, { exact: true }));
      await photograph(page, 'refunds-store-queue', 'desktop');

      // Starting the transfer asks first, naming the account.
      await card.getByRole('button', { name: 'Start transfer' }).click();
      const confirm = await visible(
        page.getByRole('dialog', { name: `Start the transfer of ${amount} for order #${orderId}?` }),
      );
      await visible(confirm.getByText(`${BANK} ${ACCOUNT_NUMBER} (${HOLDER})`, { exact: false }));
      await confirm.getByRole('button', { name: 'Start transfer' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await visible(card.getByText('In progress', { exact: true }));
      await visible(card.getByRole('button', { name: 'Mark paid' }));
    });
    expect((await refundsOf())[0]?.status).toBe('PROCESSING');
  });

  it('is marked paid by the store with a proof picture and a note', async () => {
    const { orderId, amount } = current();
    // On a phone: the dialog filled, then given back without sending.
    await asStoreAdmin(ROUTES.storeAdminPages.refunds, 'phone', async (page) => {
      await page
        .getByRole('group', { name: 'Refunds by status' })
        .getByRole('button', { name: /^In progress/ })
        .click();
      const dialog = await fillMarkPaid(page, await refundCard(page, orderId), orderId, amount);
      await photograph(page, 'refunds-mark-paid', 'phone');
      await dialog.getByRole('button', { name: 'Go back' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
    expect((await refundsOf())[0]?.status).toBe('PROCESSING');

    await asStoreAdmin(`${ROUTES.storeAdminPages.refunds}?status=PROCESSING`, 'desktop', async (page) => {
      const card = await refundCard(page, orderId);
      const dialog = await fillMarkPaid(page, card, orderId, amount);
      await photograph(page, 'refunds-mark-paid', 'desktop');
      await dialog.getByRole('button', { name: 'Mark paid' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(card.getByText('Paid', { exact: true }));
      expect(
        await loaded(card.getByRole('img', { name: `Proof of the refund transfer for order #${orderId}` })),
      ).toMatch(/^blob:/);
      await visible(card.getByText(`“${NOTE}”`));
      expect(await card.getByRole('button').count(), 'a paid refund has nothing left to do').toBe(0);
      await photograph(page, 'refunds-store-paid', 'desktop');
    });
    const refunds = await refundsOf();
    expect(refunds.map((r) => [r.amount, r.status, r.has_proof, r.note])).toEqual([
      [current().paidAmount, 'PAID', true, NOTE],
    ]);
    expect(refunds[0]!.paid_at).not.toBeNull();
  });

  it("shows paid with the store's proof on the shopper's order page and in the payment history", async () => {
    const { orderId, amount } = current();
    for (const viewport of ['phone', 'desktop'] as const) {
      await asShopper(ROUTES.order(orderId), viewport, async ({ page }) => {
        const card = await ownRefund(page, amount);
        await visible(card.getByText('Paid', { exact: true }));
        expect(
          await loaded(card.getByRole('img', { name: `Proof of the refund transfer for order #${orderId}` })),
        ).toMatch(/^blob:/);
        await visible(card.getByText(`“${NOTE}”`));
        expect(await card.getByRole('button', { name: 'Save bank account' }).count()).toBe(0);
        await visible(page.getByText(`Refund of ${amount} paid`, { exact: true }));
        await photograph(page, 'refunds-shopper-paid', viewport);
      });
    }
    await asShopper(ROUTES.paymentHistory, 'phone', async ({ page }) => {
      const row = await visible(page.getByTestId('payment-row').filter({ hasText: `Order #${orderId}` }));
      const refund = row.getByTestId('payment-refund');
      expect(await refund.count()).toBe(1);
      await visible(refund.getByText(`Refund ${amount}`, { exact: true }));
      expect(await refund.getByTestId('refund-status').innerText()).toBe('Paid');
      await photograph(page, 'refunds-payment-history', 'phone');
    });
  });

  it("is listed paid, read-only, in the super admin's refunds of every store", async () => {
    const { orderId, amount } = current();
    await withPage(
      browser(),
      `${ROUTES.superAdminPages.refunds}?status=PAID`,
      { viewport: 'desktop', signedInAs: DEMO.superAdmin },
      async ({ page, pageErrors }) => {
        const card = await refundCard(page, orderId);
        await visible(card.getByText('Paid', { exact: true }));
        await visible(card.getByText(FLAGSHIP_STORE.name, { exact: true }));
        await visible(card.getByText(amount, { exact: true }));
        expect(await card.getByRole('button').count()).toBe(0);
        await photograph(page, 'refunds-super-admin', 'desktop');
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });
});
