import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatRupiah, MESSAGES, ROUTES } from '@lumbung/contracts';
import { switchLocale } from '@/i18n';
import { backOfficeSession, LAZY, openPage } from '@/test/back-office';
import { json, stubApi } from '@/test/fake-api';
import { fakeRefundApi, REFUND_PROOF_ROUTE, storeRefund } from '@/test/refund-fixtures';
import { adminIdentity } from '@/test/store-admin-fixtures';

/** Rupiah as the page reads once whitespace is normalised (formatRupiah puts a no-break space). */
const rp = (amount: number) => formatRupiah(amount).replace(/\s/g, ' ');

/** A transfer refund ready to send, a QRIS refund for the gateway, one waiting for an account, one paid. */
const TRANSFER = storeRefund();
const QRIS = storeRefund({
  refund_id: 502,
  order_id: 42,
  amount: 50_000,
  method: 'GATEWAY',
  payment_method: 'QRIS',
  account: null,
  customer_name: 'Sari Dewi',
  actions: { gateway: true, transfer: false, paid: false, failed: false },
});
const NO_ACCOUNT = storeRefund({
  refund_id: 503,
  order_id: 43,
  amount: 20_000,
  account: null,
  needs_account: true,
  actions: { gateway: false, transfer: false, paid: false, failed: false },
});
const PAID = storeRefund({
  refund_id: 504,
  order_id: 44,
  status: 'PAID',
  amount: 10_000,
  actions: { gateway: false, transfer: false, paid: false, failed: false },
});

function openQueue(
  refunds = [TRANSFER, QRIS, NO_ACCOUNT, PAID],
  path: string = ROUTES.storeAdminPages.refunds,
) {
  const fake = fakeRefundApi(refunds);
  const api = stubApi({ ...adminIdentity, ...REFUND_PROOF_ROUTE, ...fake.routes });
  const { router } = openPage(path);
  return { api, fake, router };
}

const card = (order: number) => screen.findByRole('article', { name: `Order #${order}` }, LAZY);

backOfficeSession('store-admin');

describe('/admin-store/refunds', () => {
  it('shows the tabs with their counts and each owed refund with what can be done with it', async () => {
    const { api } = openQueue();
    const transfer = await card(41);
    const tabs = screen.getByRole('group', { name: 'Refunds by status' });
    expect(within(tabs).getByRole('button', { name: /Owed/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tabs).getByRole('button', { name: /Owed/ })).toHaveTextContent('Owed3');
    expect(within(tabs).getByRole('button', { name: /In progress/ })).toHaveTextContent('In progress0');
    expect(within(tabs).getByRole('button', { name: /Paid/ })).toHaveTextContent('Paid1');
    expect(screen.getByTestId('refund-total')).toHaveTextContent(`3 refunds, ${rp(165_023)} in all`);
    expect(api.requestsTo('/api/refunds/store/28')[0]!.url.search).toBe('?status=OWED&page=1&pageSize=10');

    expect(within(transfer).getByTestId('refund-amount')).toHaveTextContent(rp(95_023));
    expect(transfer).toHaveTextContent('Budi Santoso');
    expect(transfer).toHaveTextContent('The store cancelled the order');
    expect(transfer).toHaveTextContent('BNI 0123456789');
    expect(within(transfer).getByRole('link', { name: 'Order #41' })).toHaveAttribute(
      'href',
      '/admin-store/orders/41',
    );
    expect(within(transfer).getByRole('button', { name: 'Start transfer' })).toBeInTheDocument();
    expect(within(transfer).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(within(transfer).getByRole('button', { name: 'Mark failed' })).toBeInTheDocument();
    expect(
      within(transfer).queryByRole('button', { name: 'Refund through the gateway' }),
    ).not.toBeInTheDocument();

    const qris = await card(42);
    expect(qris).toHaveTextContent('QRIS');
    expect(
      within(qris)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Refund through the gateway']);
    const waiting = await card(43);
    expect(waiting).toHaveTextContent("Waiting for the shopper's bank account");
    expect(within(waiting).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refunds through the gateway after a confirmation, and the answer takes the row', async () => {
    const { api } = openQueue();
    const qris = await card(42);
    await userEvent.click(within(qris).getByRole('button', { name: 'Refund through the gateway' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(dialog).toHaveTextContent(
      `The payment gateway sends ${rp(50_000)} back to Sari Dewi's QRIS or e-wallet.`,
    );
    expect(api.requestsTo('/api/refunds/store/28/502')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund through the gateway' }));
    await waitFor(() => expect(within(qris).getByTestId('refund-status')).toHaveTextContent('In progress'));
    expect(api.requestsTo('/api/refunds/store/28/502/gateway')[0]!.method).toBe('PUT');
    expect(within(qris).queryByRole('button')).not.toBeInTheDocument();
    expect(qris).toHaveTextContent('rf-123');
    expect(await screen.findByText('Refund sent to the payment gateway')).toBeInTheDocument();
    const tabs = screen.getByRole('group', { name: 'Refunds by status' });
    expect(within(tabs).getByRole('button', { name: /In progress/ })).toHaveTextContent('In progress1');
  });

  it('marks a transfer paid with the proof picture and a note, sent as multipart', async () => {
    const { api } = openQueue();
    const transfer = await card(41);
    await userEvent.click(within(transfer).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark the refund of .* for order #41 paid/ });
    expect(dialog).toHaveTextContent('Upload the proof of the transfer to BNI 0123456789 (Budi Santoso).');
    // Without a picture nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(dialog).toHaveTextContent('Please attach the proof of the transfer.');
    expect(api.requestsTo('/api/refunds/store/28/501/paid')).toHaveLength(0);

    const proof = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'transfer.png', { type: 'image/png' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, proof);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Note for the shopper/ }),
      'Sent from BCA',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    await waitFor(() => expect(api.requestsTo('/api/refunds/store/28/501/paid')).toHaveLength(1));
    const sent = api.requestsTo('/api/refunds/store/28/501/paid')[0]!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toBeInstanceOf(FormData);
    const form = sent.body as FormData;
    expect((form.get('proof_image') as File).name).toBe('transfer.png');
    expect(form.get('note')).toBe('Sent from BCA');
    await waitFor(() => expect(within(transfer).getByTestId('refund-status')).toHaveTextContent('Paid'));
    expect(within(transfer).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText('Refund marked as paid')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a proof that is not a JPG or PNG before sending it', async () => {
    const { api } = openQueue();
    await userEvent.click(within(await card(41)).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark the refund/ });
    const pdf = new File(['%PDF'], 'transfer.pdf', { type: 'application/pdf' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pdf, {
      applyAccept: false,
    });
    expect(dialog).toHaveTextContent('The proof must be a JPG or PNG picture.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(api.requestsTo('/api/refunds/store/28/501/paid')).toHaveLength(0);
  });

  it('marks a transfer failed with the reason the shopper reads', async () => {
    const { api } = openQueue();
    const transfer = await card(41);
    await userEvent.click(within(transfer).getByRole('button', { name: 'Mark failed' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark the refund of .* failed/ });
    await userEvent.type(within(dialog).getByRole('textbox'), 'The account number is closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    await waitFor(() => expect(within(transfer).getByTestId('refund-status')).toHaveTextContent('Failed'));
    expect(api.requestsTo('/api/refunds/store/28/501/failed')[0]!.body).toEqual({
      note: 'The account number is closed',
    });
    expect(transfer).toHaveTextContent('“The account number is closed”');
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const fake = fakeRefundApi([TRANSFER]);
    stubApi({
      ...adminIdentity,
      ...fake.routes,
      'PUT /api/refunds/store/:storeId/:refundId/transfer': () =>
        json({ message: MESSAGES.REFUND_MOVED_ON }, 409),
    });
    openPage(ROUTES.storeAdminPages.refunds);
    await userEvent.click(within(await card(41)).getByRole('button', { name: 'Start transfer' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Failed to update the refund. ${MESSAGES.REFUND_MOVED_ON}`,
    );
  });

  it('says so when a tab has no refunds, and keeps the tab in the address', async () => {
    const { api, router } = openQueue([PAID]);
    expect(await screen.findByText('No refunds owed', {}, LAZY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Failed/ }));
    expect(await screen.findByText('No failed refunds')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?status=FAILED'));
    await waitFor(() =>
      expect(api.requestsTo('/api/refunds/store/28').at(-1)!.url.searchParams.get('status')).toBe('FAILED'),
    );
    await userEvent.click(screen.getByRole('button', { name: /Paid/ }));
    expect(await card(44)).toBeInTheDocument();
  });

  it('is in the back-office navigation next to payments', async () => {
    openQueue();
    await card(41);
    const nav = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    const payments = nav.indexOf(ROUTES.storeAdminPages.payments);
    expect(payments).toBeGreaterThanOrEqual(0);
    expect(nav[payments + 1]).toBe(ROUTES.storeAdminPages.refunds);
  });
});

describe('/admin-store/refunds in Bahasa Indonesia', () => {
  it("names each status the same on its filter button and on the refunds' badges", async () => {
    await switchLocale('id');
    try {
      openQueue();
      const transfer = await screen.findByRole('article', { name: 'Pesanan #41' }, LAZY);
      const tabs = screen.getByRole('group', { name: 'Pengembalian dana per status' });
      const owed = within(tabs).getByRole('button', { name: /Belum dikembalikan/ });
      expect(owed).toHaveAttribute('aria-pressed', 'true');
      expect(within(transfer).getByTestId('refund-status')).toHaveTextContent('Belum dikembalikan');
      expect(within(tabs).getByRole('button', { name: /Sedang diproses/ })).toBeInTheDocument();
      expect(within(tabs).getByRole('button', { name: /Gagal/ })).toBeInTheDocument();

      await userEvent.click(within(tabs).getByRole('button', { name: /Sudah dikembalikan/ }));
      const paid = await screen.findByRole('article', { name: 'Pesanan #44' }, LAZY);
      expect(within(paid).getByTestId('refund-status')).toHaveTextContent('Sudah dikembalikan');
      expect(screen.getByRole('region', { name: 'Pengembalian dana: Sudah dikembalikan' })).toContainElement(
        paid,
      );
    } finally {
      await switchLocale('en');
    }
  });
});
