import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatRupiah, MESSAGES, type PaymentReview, type StoreOrderDetail } from '@lumbung/contracts';
import { backOfficeSession, LAZY, openPage } from '@/test/back-office';
import { json, PROOF_ROUTE, stubApi, type FakeHandler } from '@/test/fake-api';
import { payment } from '@/test/order-fixtures';
import { adminIdentity, backOfficeOrder, backOfficeOrderSummary, paged } from '@/test/store-admin-fixtures';

/** Rupiah as the page reads once whitespace is normalised (formatRupiah puts a no-break space). */
const rp = (amount: number) => formatRupiah(amount).replace(/\s/g, ' ');

function review(extra: Partial<PaymentReview> = {}): PaymentReview {
  return {
    ...payment({
      payment_id: 9,
      order_id: 41,
      payment_status: 'AWAITING_CONFIRMATION',
      pop_image: '/api/order/payment-proof/9',
      payment_date: '2026-11-23T03:00:00.000Z',
      amount: 148_623,
    }),
    expected_amount: 148_623,
    unique_code: 123,
    order_status: 'AWAITING_CONFIRMATION',
    order_total: 148_500,
    customer_name: 'Budi Santoso',
    order_created_at: '2026-11-23T02:00:00.000Z',
    payment_deadline: '2026-11-23T04:30:00.000Z',
    reviewed_at: null,
    ...extra,
  };
}

/** What the store may still do: a paid order to ship, and an order with nothing left to do. */
const PROCESSABLE = { review_payment: false, process: true, cancel: true };
const FINISHED = { review_payment: false, process: false, cancel: false };

/** Opens order #41 of the store, answered as `order`, with the action routes of the test. */
function openOrder(order: StoreOrderDetail, routes: Record<string, FakeHandler>) {
  const api = stubApi({
    ...adminIdentity,
    ...PROOF_ROUTE,
    'GET /api/order/store-items/:storeId/:orderId': () => ({ message: 'ok', data: { order } }),
    ...routes,
  });
  openPage('/admin-store/orders/41');
  return api;
}

/** Opens the review queue holding review(); the decision answers `decided`, the order `orderStatus`. */
async function openReviewQueue(
  decided: PaymentReview['payment_status'],
  orderStatus: StoreOrderDetail['status'],
) {
  const api = stubApi({
    ...adminIdentity,
    ...PROOF_ROUTE,
    'GET /api/order/payments/:storeId': () => paged([review()]),
    'PUT /api/order/payment/:storeId/:paymentId': () => ({
      message: 'ok',
      data: { payment: review({ payment_status: decided }), order: backOfficeOrder({ status: orderStatus }) },
    }),
  });
  openPage('/admin-store/payments');
  return { api, card: await screen.findByRole('article', { name: 'Order #41' }, LAZY) };
}

backOfficeSession('store-admin');

describe('the store’s orders', () => {
  it('lists them newest first with search and status in the URL', async () => {
    const api = stubApi({
      ...adminIdentity,
      ...PROOF_ROUTE,
      'GET /api/order/store/:storeId': () =>
        paged([
          backOfficeOrderSummary(41),
          backOfficeOrderSummary(40, { status: 'SHIPPED', payment_status: 'SUCCESS' }),
        ]),
    });
    const { router } = openPage('/admin-store/orders');
    const table = await screen.findByRole('table', { name: 'Orders' }, LAZY);
    expect(await within(table).findByRole('link', { name: '#41' })).toHaveAttribute(
      'href',
      '/admin-store/orders/41',
    );
    // The glossary's status names, the same the shopper reads.
    expect(within(table).getByText('Payment being checked')).toBeInTheDocument();
    expect(within(table).getByText('On the way')).toBeInTheDocument();
    expect(within(table).getAllByText(rp(148_500))).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: /Placed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(Object.fromEntries(api.requestsTo('/api/order/store/28')[0]!.url.searchParams)).toEqual({
      page: '1',
      sortField: 'created_at',
      sortOrder: 'desc',
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Order status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'On the way' }));
    await waitFor(() => expect(router.state.location.search).toBe('?orderStatus=SHIPPED'));
    await waitFor(() =>
      expect(api.requestsTo('/api/order/store/28').at(-1)!.url.searchParams.get('orderStatus')).toBe(
        'SHIPPED',
      ),
    );
  });

  it("says 'Error fetching store orders.' when the list fails", async () => {
    stubApi({ ...adminIdentity, 'GET /api/order/store/:storeId': () => new Response('', { status: 500 }) });
    openPage('/admin-store/orders');
    expect(await screen.findByText(MESSAGES.STORE_ORDERS_ERROR, {}, LAZY)).toBeInTheDocument();
  });
});

describe('one order of the store', () => {
  it('shows items, the shopper’s address, the proof and the timeline, and processes a paid order behind a confirmation', async () => {
    let order = backOfficeOrder({ status: 'PROCESSING', store_actions: PROCESSABLE });
    const api = stubApi({
      ...adminIdentity,
      ...PROOF_ROUTE,
      'GET /api/order/store-items/:storeId/:orderId': () => ({ message: 'ok', data: { order } }),
      'PUT /api/order/process/:storeId/:orderId': () => {
        order = { ...order, status: 'SHIPPED', store_actions: FINISHED };
        return { message: 'Order shipped', data: { order } };
      },
    });
    openPage('/admin-store/orders/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #41' }, LAZY)).toBeInTheDocument();
    const delivery = await screen.findByRole('region', { name: 'Shopper and delivery' }, LAZY);
    expect(within(delivery).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(delivery).getByText('Jl. Kemang Raya No. 8, Bangka, Jakarta Selatan')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Proof of transfer for order #41' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(
      within(screen.getByRole('region', { name: 'Timeline' })).getByText('Order placed by the shopper'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Process: mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process order #41?' });
    expect(api.requestsTo('/api/order/process')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Order processed: it is on its way to the shopper.')).toBeInTheDocument();
    expect(api.requestsTo('/api/order/process/28/41')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Process: mark as shipped' })).not.toBeInTheDocument();
  });

  it("keeps the confirmation open with 'Failed to process the order' and the server's reason", async () => {
    openOrder(backOfficeOrder({ status: 'PROCESSING', store_actions: PROCESSABLE }), {
      'PUT /api/order/process/:storeId/:orderId': () => json({ message: 'This order is not paid yet.' }, 422),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Process: mark as shipped' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Process order #41?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${MESSAGES.ORDER_PROCESS_FAILED} This order is not paid yet.`,
    );
  });

  it('cancels an unshipped order with a reason', async () => {
    const api = openOrder(backOfficeOrder(), {
      'PUT /api/order/store-cancel/:storeId/:orderId': () => ({
        message: 'ok',
        data: { order: backOfficeOrder({ status: 'CANCELLED', store_actions: FINISHED }) },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #41?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Please give the shopper a reason.')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason for the shopper/ }),
      'Out of eggs today',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled: its stock and vouchers are back.')).toBeInTheDocument();
    expect(api.requestsTo('/api/order/store-cancel/28/41')[0]!.body).toEqual({ reason: 'Out of eggs today' });
  });
});

describe('the payment review queue', () => {
  it('shows each proof beside the expected amount with its unique code, and accepts behind a confirmation', async () => {
    const { api, card } = await openReviewQueue('SUCCESS', 'PROCESSING');
    expect(
      await within(card).findByRole('img', { name: 'Proof of transfer for order #41' }),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('expected-amount')).toHaveTextContent(rp(148_623));
    expect(within(card).getByText('123')).toBeInTheDocument();
    // The deadline the shopper had: 04:30 UTC is 11:30 in Jakarta.
    expect(within(card).getByText(/23 Nov 2026.*11[.:]30 WIB/)).toBeInTheDocument();
    expect(api.requestsTo('/api/order/payments/28')[0]!.url.searchParams.get('status')).toBe(
      'AWAITING_CONFIRMATION',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the payment of order #41?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept payment' }));
    expect(await screen.findByText('Payment accepted: the order is ready to process.')).toBeInTheDocument();
    expect(api.requestsTo('/api/order/payment/28/9')[0]!.body).toEqual({ payment_status: 'SUCCESS' });
  });

  it('rejects with a reason the shopper reads', async () => {
    const { api, card } = await openReviewQueue('FAILED', 'AWAITING_PAYMENT');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the payment of order #41?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason for the shopper/ }),
      'The amount on the statement is Rp 140.000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByText('Payment rejected: the shopper has been told why.')).toBeInTheDocument();
    expect(api.requestsTo('/api/order/payment/28/9')[0]!.body).toEqual({
      payment_status: 'FAILED',
      note: 'The amount on the statement is Rp 140.000',
    });
  });

  it('says so when there is nothing to review', async () => {
    stubApi({ ...adminIdentity, 'GET /api/order/payments/:storeId': () => paged([]) });
    openPage('/admin-store/payments');
    expect(await screen.findByText('No payments to review', {}, LAZY)).toBeInTheDocument();
  });
});
