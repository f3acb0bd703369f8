import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRupiah, ROUTES, type StoreOrderDetail } from '@lumbung/contracts';
import { switchLocale } from '@/i18n';
import { backOfficeSession, LAZY, openPage } from '@/test/back-office';
import { PROOF_ROUTE, stubApi, type FakeHandler } from '@/test/fake-api';
import { payment } from '@/test/order-fixtures';
import { BUDI_ACCOUNT, fakeRefundApi, orderRefund, storeRefund } from '@/test/refund-fixtures';
import { adminIdentity, backOfficeOrder } from '@/test/store-admin-fixtures';

/** Rupiah as the page reads once whitespace is normalised (formatRupiah puts a no-break space). */
const rp = (amount: number) => formatRupiah(amount).replace(/\s/g, ' ');

const FINISHED = { review_payment: false, process: false, cancel: false };

/** Order #41, paid by transfer (95,023 with its code) and waiting to be shipped. */
const PAID_ORDER = backOfficeOrder({
  status: 'PROCESSING',
  payment: payment({ payment_id: 9, order_id: 41, payment_status: 'SUCCESS', amount: 95_023 }),
  paid_amount: 95_023,
  store_actions: { review_payment: false, process: true, cancel: true },
});

/** The same order once the store cancelled it: the money it took is owed back. */
const CANCELLED: StoreOrderDetail = {
  ...PAID_ORDER,
  status: 'CANCELLED',
  cancel_reason: 'Out of eggs today',
  store_actions: FINISHED,
  refunds: [orderRefund()],
};

function openOrder(order: StoreOrderDetail, routes: Record<string, FakeHandler> = {}) {
  const api = stubApi({
    ...adminIdentity,
    ...PROOF_ROUTE,
    'GET /api/order/store-items/:storeId/:orderId': () => ({ message: 'ok', data: { order } }),
    ...routes,
  });
  const page = openPage('/admin-store/orders/41');
  return { api, ...page };
}

const refundsSection = () => screen.findByRole('region', { name: 'Refunds' }, LAZY);
/** The refunds of the section, once their lazily loaded display has come. */
const refundsIn = (section: HTMLElement) => within(section).findAllByTestId('staff-refund', {}, LAZY);

backOfficeSession('store-admin');
afterEach(async () => {
  await switchLocale('en');
});

describe("the refunds on the store's order page", () => {
  it('shows each refund with its amount, reason, method, status and dates, and links to its tab of the queue', async () => {
    const paidAt = new Date(Date.now() - 30_000).toISOString();
    openOrder({
      ...CANCELLED,
      refunds: [
        orderRefund({ needs_account: false, account: BUDI_ACCOUNT, status: 'PAID', paid_at: paidAt }),
        orderRefund({
          refund_id: 502,
          amount: 5_000,
          reason: 'OVERPAID',
          method: 'GATEWAY',
          needs_account: false,
        }),
      ],
    });
    const section = await refundsSection();
    const [paid, owed] = await refundsIn(section);
    expect(within(section).getByTestId('order-paid-amount')).toHaveTextContent(rp(95_023));

    expect(within(paid!).getByText(`Refund of ${rp(95_023)}`)).toBeInTheDocument();
    expect(within(paid!).getByTestId('refund-status')).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('WhyThe store cancelled the order');
    expect(paid).toHaveTextContent('HowBank transfer to the shopper');
    expect(paid).toHaveTextContent('To accountBNI 0123456789 (Budi Santoso)');
    expect(within(paid!).getByText('Refunded on')).toBeInTheDocument();
    expect(within(paid!).getByRole('link', { name: 'Refund queue: Paid' })).toHaveAttribute(
      'href',
      `${ROUTES.storeAdminPages.refunds}?status=PAID`,
    );

    expect(within(owed!).getByText(`Refund of ${rp(5_000)}`)).toBeInTheDocument();
    expect(within(owed!).getByTestId('refund-status')).toHaveTextContent('Owed');
    expect(owed).toHaveTextContent('Paid more than the order was due');
    expect(owed).toHaveTextContent('Back through the payment gateway');
    expect(within(owed!).queryByText('Refunded on')).not.toBeInTheDocument();
    expect(within(owed!).queryByText('To account')).not.toBeInTheDocument();
    expect(within(owed!).getByRole('link', { name: 'Refund queue: Owed' })).toHaveAttribute(
      'href',
      `${ROUTES.storeAdminPages.refunds}?status=OWED`,
    );
  });

  it("puts each step of the order's refunds in its timeline, where it happened", async () => {
    const owedAt = new Date(Date.now() - 60_000).toISOString();
    const paidAt = new Date(Date.now() - 30_000).toISOString();
    openOrder({
      ...CANCELLED,
      refunds: [
        orderRefund({
          status: 'PAID',
          paid_at: paidAt,
          needs_account: false,
          account: BUDI_ACCOUNT,
          history: [
            { from_status: null, to_status: 'OWED', note: null, created_at: owedAt },
            { from_status: 'OWED', to_status: 'PAID', note: 'Sent from BCA', created_at: paidAt },
          ],
        }),
      ],
    });
    const timeline = await screen.findByRole('region', { name: 'Timeline' }, LAZY);
    const steps = within(timeline).getAllByTestId('store-timeline-entry');
    expect(steps[0]).toHaveTextContent('Order placed by the shopper');
    expect(steps.at(-2)).toHaveTextContent(`Refund of ${rp(95_023)} owed`);
    expect(steps.at(-1)).toHaveTextContent(`Refund of ${rp(95_023)} paid`);
    expect(steps.at(-1)).toHaveTextContent('“Sent from BCA”');
  });

  it("says a transfer refund still waits for the shopper's bank account", async () => {
    openOrder(CANCELLED);
    const [refund] = await refundsIn(await refundsSection());
    expect(refund).toHaveTextContent("To accountWaiting for the shopper's bank account");
  });

  it('opens the queue on the tab the link names', async () => {
    const fake = fakeRefundApi([storeRefund({ status: 'PAID', paid_at: new Date().toISOString() })]);
    const { router } = openOrder(
      {
        ...CANCELLED,
        refunds: [orderRefund({ status: 'PAID', paid_at: new Date().toISOString(), needs_account: false })],
      },
      fake.routes,
    );
    await userEvent.click(within(await refundsSection()).getByRole('link', { name: 'Refund queue: Paid' }));
    const tabs = await screen.findByRole('group', { name: 'Refunds by status' }, LAZY);
    expect(within(tabs).getByRole('button', { name: /Paid/ })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?status=PAID');
    expect(await screen.findByRole('article', { name: 'Order #41' }, LAZY)).toBeInTheDocument();
  });

  it('shows no refunds section for an order that took no money back', async () => {
    openOrder(backOfficeOrder({ status: 'PROCESSING', store_actions: FINISHED }));
    await screen.findByRole('region', { name: 'Payment' }, LAZY);
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('says what the shopper paid when they paid more than was due, beside the refund of the difference', async () => {
    openOrder({
      ...PAID_ORDER,
      paid_amount: 100_023,
      refunds: [orderRefund({ amount: 5_000, reason: 'OVERPAID', method: 'GATEWAY', needs_account: false })],
    });
    const section = await refundsSection();
    const [refund] = await refundsIn(section);
    expect(within(section).getByTestId('order-paid-amount')).toHaveTextContent(rp(100_023));
    expect(refund).toHaveTextContent(`Refund of ${rp(5_000)}`);
    expect(refund).toHaveTextContent('Paid more than the order was due');
  });
});

describe('cancelling a paid order', () => {
  it('says before and after that the money paid is owed back to the shopper', async () => {
    const { api } = openOrder(PAID_ORDER, {
      'PUT /api/order/store-cancel/:storeId/:orderId': () => ({ message: 'ok', data: { order: CANCELLED } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #41?' });
    expect(dialog).toHaveTextContent(
      `The shopper paid ${rp(95_023)}: it is owed back to them as a refund, in your refund queue.`,
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason for the shopper/ }),
      'Out of eggs today',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText(
        `Order cancelled: its stock and vouchers are back. ${rp(95_023)} is owed to the shopper: refund it from the refund queue.`,
        { normalizer: (text) => text.replace(/\s+/g, ' ').trim() },
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/order/store-cancel/28/41')).toHaveLength(1);
    // The page now reads the answer's order: the refund owed, in its section.
    const [refund] = await refundsIn(await refundsSection());
    expect(within(refund!).getByTestId('refund-status')).toHaveTextContent('Owed');
  });

  it('does not speak of a refund when nothing was paid', async () => {
    openOrder(backOfficeOrder({ status: 'AWAITING_PAYMENT', payment: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #41?' });
    expect(dialog).toHaveTextContent('The order is cancelled; its stock and unused vouchers go back.');
    expect(dialog).not.toHaveTextContent('refund');
  });

  it('says it in Bahasa Indonesia too, and names the refund status as the queue does', async () => {
    await switchLocale('id');
    openOrder(PAID_ORDER, {
      'PUT /api/order/store-cancel/:storeId/:orderId': () => ({ message: 'ok', data: { order: CANCELLED } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan pesanan' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pesanan #41?' });
    expect(dialog).toHaveTextContent(
      `Pembeli sudah membayar ${rp(95_023)}: dana itu harus dikembalikan kepadanya dan masuk antrean pengembalian dana.`,
    );
    await userEvent.type(within(dialog).getByRole('textbox'), 'Telur habis hari ini');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan pesanan' }));
    const section = await screen.findByRole('region', { name: 'Pengembalian dana' }, LAZY);
    const [refund] = await refundsIn(section);
    expect(within(refund!).getByTestId('refund-status')).toHaveTextContent('Belum dikembalikan');
    expect(
      within(refund!).getByRole('link', { name: 'Antrean pengembalian dana: Belum dikembalikan' }),
    ).toBeInTheDocument();
  });
});
