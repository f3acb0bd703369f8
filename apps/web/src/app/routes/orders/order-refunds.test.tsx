import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRupiah, MESSAGES, ROUTES, type OrderDetail } from '@lumbung/contracts';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { fakeOrderApi, payment, paymentHistoryItem } from '@/test/order-fixtures';
import { BUDI_ACCOUNT, orderRefund, REFUND_PROOF_ROUTE } from '@/test/refund-fixtures';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';

configure({ asyncUtilTimeout: 6000 });
afterEach(() => vi.unstubAllGlobals());

/** Rupiah as the page reads once whitespace is normalised (formatRupiah puts a no-break space). */
const rp = (amount: number) => formatRupiah(amount).replace(/\s/g, ' ');

/** A paid transfer order the store cancelled: its payment, and the refund it owes. */
const CANCELLED: Partial<OrderDetail> = {
  status: 'CANCELLED',
  payment_deadline: null,
  payment: payment({ payment_status: 'SUCCESS' }),
  paid_amount: 95_023,
  cancel_reason: 'Out of stock',
  actions: { change_shipping: false, pay: false, cancel: false, confirm: false },
  refunds: [orderRefund()],
};

function openOrder(order: Partial<OrderDetail>, override: Record<string, FakeHandler> = {}) {
  signIn(CLAIMS.user);
  const { routes, state } = fakeOrderApi({ order, override: { ...REFUND_PROOF_ROUTE, ...override } });
  const network = stubApi(routes);
  renderApp(ROUTES.order(12), { initialLocation: {} });
  return { ...network, state };
}

describe('refunds on the order page', () => {
  it('asks for the bank account of a transfer refund, sends it, and shows the order the answer carries', async () => {
    const { requestsTo, state } = openOrder(CANCELLED, {
      'PUT /api/refunds/account/:userId/:refundId': ({ body }) => {
        const order = {
          ...state.order,
          refunds: [orderRefund({ needs_account: false, account: body as typeof BUDI_ACCOUNT })],
        };
        return { message: MESSAGES.REFUND_ACCOUNT_SAVED, data: { order } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Refunds' });
    const refund = await within(section).findByTestId('order-refund');
    expect(refund).toHaveTextContent(`Refund of ${rp(95_023)}`);
    expect(within(refund).getByTestId('refund-status')).toHaveTextContent('Owed');
    expect(refund).toHaveTextContent('The store cancelled the order');
    expect(refund).toHaveTextContent('Bank transfer to the shopper');
    // The order's timeline says the refund is owed, after the order's own steps.
    expect(screen.getAllByTestId('timeline-entry').at(-1)).toHaveTextContent(`Refund of ${rp(95_023)} owed`);

    const form = within(refund).getByRole('form', { name: 'Where should the store send your refund?' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(form).toHaveTextContent('Please choose your bank.');
    expect(form).toHaveTextContent('An account number has 6 to 20 digits.');
    expect(requestsTo('/api/refunds/account')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('combobox', { name: /^Bank/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'BNI' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Account number/ }), '0123-456 789');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Account holder's name/ }),
      'Budi Santoso',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));

    await waitFor(() => expect(requestsTo('/api/refunds/account/7/501')).toHaveLength(1));
    const sent = requestsTo('/api/refunds/account/7/501')[0]!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual(BUDI_ACCOUNT);
    // The answer's order is the page's order now: the account shows, the form is gone, no re-read.
    await waitFor(() => expect(within(section).queryByRole('form')).not.toBeInTheDocument());
    expect(section).toHaveTextContent('BNI 0123456789 (Budi Santoso)');
    expect(section).toHaveTextContent('The store will transfer this to your bank account.');
    expect(await screen.findByText(/Bank account saved/)).toBeInTheDocument();
    expect(requestsTo('/api/order/details/7/12')).toHaveLength(1);
  });

  it("shows the server's refusal in the form", async () => {
    openOrder(CANCELLED, {
      'PUT /api/refunds/account/:userId/:refundId': () =>
        json({ message: MESSAGES.REFUND_ALREADY_SENT }, 409),
    });
    const form = await screen.findByRole('form', { name: 'Where should the store send your refund?' });
    await userEvent.click(within(form).getByRole('combobox', { name: /^Bank/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'BCA' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Account number/ }), '1234567890');
    await userEvent.type(within(form).getByRole('textbox', { name: /Account holder's name/ }), 'Budi');
    await userEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Failed to save the bank account. ${MESSAGES.REFUND_ALREADY_SENT}`,
    );
  });

  it('shows a paid refund with its date, the proof of the transfer, and what was paid when it differs', async () => {
    const owed = new Date(Date.now() - 60_000).toISOString();
    const paid = new Date().toISOString();
    openOrder({
      ...CANCELLED,
      paid_amount: 190_046,
      refunds: [
        orderRefund({
          status: 'PAID',
          needs_account: false,
          account: BUDI_ACCOUNT,
          has_proof: true,
          paid_at: paid,
          note: 'Sent from BCA',
          history: [
            { from_status: null, to_status: 'OWED', note: null, created_at: owed },
            { from_status: 'OWED', to_status: 'PAID', note: null, created_at: paid },
          ],
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Refunds' });
    expect(await within(section).findByTestId('paid-amount')).toHaveTextContent(
      `You paid ${rp(190_046)}; the order was due ${rp(95_023)}.`,
    );
    expect(within(section).getByTestId('refund-status')).toHaveTextContent('Paid');
    expect(section).toHaveTextContent('Refunded on');
    expect(section).toHaveTextContent('“Sent from BCA”');
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(
      await within(section).findByRole('link', { name: 'Open the proof of the refund for order #12' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('timeline-entry').at(-1)).toHaveTextContent(`Refund of ${rp(95_023)} paid`);
  });

  it('has no refunds section for an order without refunds', async () => {
    openOrder({});
    await screen.findByRole('region', { name: 'Items' });
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });
});

describe('refunds in the payment history', () => {
  it("shows each payment's refunds with their status", async () => {
    signIn(CLAIMS.user);
    stubApi({
      'GET /api/order/payment-history/:userId': () => ({
        message: MESSAGES.PAYMENT_HISTORY_LISTED,
        data: [
          paymentHistoryItem({
            payment_status: 'SUCCESS',
            order_status: 'CANCELLED',
            refunds: [orderRefund({ status: 'PROCESSING', needs_account: false, account: BUDI_ACCOUNT })],
          }),
        ],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
      }),
    });
    renderApp(ROUTES.paymentHistory, { initialLocation: {} });
    const refund = await screen.findByTestId('payment-refund');
    expect(refund).toHaveTextContent(`Refund ${rp(95_023)}`);
    expect(within(refund).getByTestId('refund-status')).toHaveTextContent('In progress');
  });
});
