import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatRupiah, MESSAGES, type AllOrderSummary } from '@lumbung/contracts';
import { backOfficeSession, LAZY } from '@/test/back-office';
import { json, PROOF_ROUTE, stubApi, type FakeHandler } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { payment } from '@/test/order-fixtures';
import { BUDI_ACCOUNT, orderRefund } from '@/test/refund-fixtures';
import { backOfficeOrder, backOfficeOrderSummary, paged } from '@/test/store-admin-fixtures';
import { superIdentity } from './super-admin-fixtures';

function summary(id: number, extra: Partial<AllOrderSummary> = {}): AllOrderSummary {
  return { ...backOfficeOrderSummary(id), store_id: 28, store_name: 'LUMBUNG Kemang', ...extra };
}

function open(routes: Record<string, FakeHandler>, path: string) {
  const api = stubApi({ ...superIdentity, ...PROOF_ROUTE, ...routes });
  window.history.replaceState(null, '', path);
  return { api, ...renderApp(path) };
}

backOfficeSession('super-admin');

describe('every store’s orders', () => {
  it('lists them oldest first with the store, and narrows them to a store by its name', async () => {
    const { api, router } = open(
      {
        'GET /api/order/all': (request) =>
          request.url.searchParams.get('storeName') === 'LUMBUNG Dago'
            ? paged([summary(7, { store_id: 1, store_name: 'LUMBUNG Dago' })])
            : paged([summary(7, { store_id: 1, store_name: 'LUMBUNG Dago' }), summary(41)]),
      },
      '/admin-super/orders',
    );
    const table = await screen.findByRole('table', { name: 'Orders' }, LAZY);
    expect(await within(table).findByRole('link', { name: '#41' })).toHaveAttribute(
      'href',
      '/admin-super/orders/41',
    );
    expect(within(table).getByText('LUMBUNG Kemang')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Placed/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(Object.fromEntries(api.requestsTo('/api/order/all')[0]!.url.searchParams)).toEqual({
      page: '1',
      sortFieldOrder: 'created_at',
      sortOrder: 'asc',
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LUMBUNG Dago' }));
    await waitFor(() => expect(router.state.location.search).toBe('?storeName=LUMBUNG+Dago'));
    await waitFor(() =>
      expect(api.requestsTo('/api/order/all').at(-1)!.url.searchParams.get('storeName')).toBe('LUMBUNG Dago'),
    );
    await waitFor(() => expect(within(table).queryByRole('link', { name: '#41' })).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: '#7' })).toBeInTheDocument();
  });

  it('exports the filtered list as CSV with the same filters', async () => {
    const created = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { api } = open(
      {
        'GET /api/order/all': () => paged([summary(41)]),
        'GET /api/order/all-export': () =>
          new Response('order_id,store_id\r\n41,28\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      },
      '/admin-super/orders?storeName=LUMBUNG+Kemang&orderStatus=SHIPPED',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, LAZY));
    expect(await screen.findByText('Saved orders-lumbung-kemang-shipped.csv')).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/api/order/all-export')[0]!.url.searchParams)).toEqual({
      sortFieldOrder: 'created_at',
      sortOrder: 'asc',
      orderStatus: 'SHIPPED',
      storeName: 'LUMBUNG Kemang',
    });
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to fetch orders.' when the list fails, and 'Error fetching store names' without stores", async () => {
    open(
      {
        'GET /api/order/all': () => new Response('', { status: 500 }),
        'GET /api/super-admin/data/all': () => new Response('', { status: 500 }),
      },
      '/admin-super/orders',
    );
    expect(await screen.findByText(MESSAGES.ORDERS_FETCH_FAILED, {}, LAZY)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.STORE_NAMES_ERROR)).toBeInTheDocument();
  });
});

describe('one order of any store', () => {
  /** Order #41 of the Dago store. */
  const order = () =>
    backOfficeOrder({
      store_id: 1,
      store_name: 'LUMBUNG Dago',
      address: {
        address_id: 31,
        address: 'Jl. Dago No. 8',
        city_name: 'Bandung',
        label: null,
        recipient_name: null,
        phone: null,
      },
    });

  it('reads the order with its store, proof and history, and offers no action of the store', async () => {
    open(
      { 'GET /api/order/super-items/:orderId': () => ({ message: 'ok', data: { order: order() } }) },
      '/admin-super/orders/41',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #41' }, LAZY)).toBeInTheDocument();
    expect(
      await screen.findByText('Waiting for LUMBUNG Dago to review the proof of payment.', {}, LAZY),
    ).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Shopper and delivery' });
    expect(within(delivery).getByRole('link', { name: 'LUMBUNG Dago' })).toHaveAttribute(
      'href',
      '/admin-super/orders?storeName=LUMBUNG%20Dago',
    );
    expect(within(delivery).getByText('Jl. Dago No. 8, Bandung')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Proof of transfer for order #41' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Timeline' })).getByText('Order placed by the shopper'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept|Reject|Cancel|Process/ })).not.toBeInTheDocument();
  });

  it("shows the order's refunds, each linked to the store's refunds of its status", async () => {
    const paidAt = new Date().toISOString();
    open(
      {
        'GET /api/order/super-items/:orderId': () => ({
          message: 'ok',
          data: {
            order: {
              ...order(),
              status: 'CANCELLED',
              payment: payment({ payment_status: 'SUCCESS', amount: 95_023 }),
              paid_amount: 95_023,
              refunds: [
                orderRefund({ status: 'PAID', paid_at: paidAt, needs_account: false, account: BUDI_ACCOUNT }),
              ],
              store_actions: { review_payment: false, process: false, cancel: false },
            },
          },
        }),
      },
      '/admin-super/orders/41',
    );
    const section = await screen.findByRole('region', { name: 'Refunds' }, LAZY);
    const refund = await within(section).findByTestId('staff-refund', {}, LAZY);
    expect(refund).toHaveTextContent(`Refund of ${formatRupiah(95_023).replace(/\s/g, ' ')}`);
    expect(refund).toHaveTextContent('To accountBNI 0123456789 (Budi Santoso)');
    expect(within(refund).getByTestId('refund-status')).toHaveTextContent('Paid');
    expect(refund).toHaveTextContent('The store cancelled the order');
    expect(refund).toHaveTextContent('Bank transfer to the shopper');
    expect(within(refund).getByText('Refunded on')).toBeInTheDocument();
    expect(within(refund).getByRole('link', { name: "This store's refunds: Paid" })).toHaveAttribute(
      'href',
      '/admin-super/refunds?status=PAID&store=1',
    );
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s message for an unknown order', async () => {
    open(
      {
        'GET /api/order/super-items/:orderId': () => json({ message: MESSAGES.ORDER_NOT_FOUND }, 404),
      },
      '/admin-super/orders/99',
    );
    expect(
      await screen.findByText(`${MESSAGES.ORDER_DETAILS_FAILED} ${MESSAGES.ORDER_NOT_FOUND}`, {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All orders/ })).toHaveAttribute('href', '/admin-super/orders');
  });
});
