import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES, type OrderSummary } from '@lumbung/contracts';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { fakeOrderApi, orderSummary, payment, paymentHistoryItem } from '@/test/order-fixtures';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';

configure({ asyncUtilTimeout: 6000 });
afterEach(() => vi.unstubAllGlobals());

function open(path: string, routes: Record<string, FakeHandler>) {
  signIn(CLAIMS.user);
  const network = stubApi(routes);
  return { ...network, ...renderApp(path, { initialLocation: {} }) };
}

function ordersAnswer(data: OrderSummary[], { page = 1, totalPages = 1 } = {}) {
  return {
    message: MESSAGES.ORDERS_LISTED,
    data,
    currentPage: page,
    totalPages,
    totalItems: data.length + (totalPages - 1) * 10,
  };
}

describe('/user/orders', () => {
  it('lists the orders with their status, total and a way to pay the unpaid ones', async () => {
    open(ROUTES.orders, {
      'GET /api/order/user/:userId': () =>
        ordersAnswer([orderSummary(), orderSummary({ order_id: 11, status: 'SHIPPED', item_count: 1 })]),
    });
    const first = await screen.findByRole('article', { name: 'Order #12' });
    expect(within(first).getByTestId('order-status')).toHaveTextContent('Waiting for payment');
    expect(within(first).getByText('and 1 more product')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', ROUTES.checkout(12));
    const second = screen.getByRole('article', { name: 'Order #11' });
    expect(within(second).getByTestId('order-status')).toHaveTextContent('On the way');
    expect(within(second).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Details of order #11' })).toHaveAttribute(
      'href',
      ROUTES.order(11),
    );
  });

  it('filters by status, order number and dates, and pages, through the address bar', async () => {
    const { requestsTo, router } = open(ROUTES.orders, {
      'GET /api/order/user/:userId': ({ url }) =>
        ordersAnswer([orderSummary()], { page: Number(url.searchParams.get('page')), totalPages: 3 }),
    });
    await screen.findByRole('article', { name: 'Order #12' });
    expect(requestsTo('/api/order/user/7')[0]!.url.search).toBe('?page=1&limit=10');

    await userEvent.click(screen.getByRole('radio', { name: 'On the way' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=SHIPPED'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search orders' }), '12{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=SHIPPED&search=12'));
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-11-01');
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-11-01'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() =>
      expect(requestsTo('/api/order/user/7').at(-1)!.url.search).toBe(
        '?page=2&limit=10&status=SHIPPED&search=12&from=2026-11-01',
      ),
    );
  });

  it("says 'Failed to fetch orders.' when the list fails, and tries again", async () => {
    let fail = true;
    open(ROUTES.orders, {
      'GET /api/order/user/:userId': () =>
        fail ? json({ message: 'boom' }, 500) : ordersAnswer([orderSummary()]),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      MESSAGES.ORDERS_FETCH_FAILED,
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order #12' })).toBeInTheDocument();
  });

  it('tells a new shopper there are no orders yet, and a filtered list that nothing matches', async () => {
    open(`${ROUTES.orders}?status=CANCELLED`, { 'GET /api/order/user/:userId': () => ordersAnswer([]) });
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', ROUTES.products);
  });
});

describe('/user/orders/{orderId}', () => {
  const shipped = {
    status: 'SHIPPED' as const,
    payment_deadline: null,
    payment: payment({ payment_status: 'SUCCESS' }),
    actions: { change_shipping: false, pay: false, cancel: false, confirm: true },
    history: [
      {
        from_status: null,
        to_status: 'AWAITING_PAYMENT' as const,
        actor: 'SHOPPER' as const,
        reason: null,
        created_at: '2026-11-20T03:00:00.000Z',
      },
      {
        from_status: 'AWAITING_PAYMENT' as const,
        to_status: 'AWAITING_CONFIRMATION' as const,
        actor: 'SHOPPER' as const,
        reason: null,
        created_at: '2026-11-20T03:10:00.000Z',
      },
      {
        from_status: 'AWAITING_CONFIRMATION' as const,
        to_status: 'PROCESSING' as const,
        actor: 'STORE' as const,
        reason: null,
        created_at: '2026-11-20T05:00:00.000Z',
      },
      {
        from_status: 'PROCESSING' as const,
        to_status: 'SHIPPED' as const,
        actor: 'STORE' as const,
        reason: null,
        created_at: '2026-11-21T01:00:00.000Z',
      },
    ],
  };

  it('shows the timeline, the items, the delivery and the payment with its proof', async () => {
    const { requestsTo } = open(
      ROUTES.order(12),
      fakeOrderApi({
        order: {
          ...shipped,
          address: {
            address_id: 31,
            address: 'Jl. Kemang Raya No. 8',
            city_name: 'Jakarta Selatan',
            label: null,
            recipient_name: null,
            phone: null,
          },
          shipping_method: 'REGULAR',
          distance_km: 3.2,
        },
      }).routes,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    const entries = within(await screen.findByRole('region', { name: 'Timeline' })).getAllByTestId(
      'timeline-entry',
    );
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('Payment being checked'),
      expect.stringContaining('Payment accepted by the store'),
      expect.stringContaining('On the way'),
    ]);
    expect(entries[0]).toHaveTextContent('20 Nov 2026, 10:00 WIB');
    expect(
      within(screen.getByRole('region', { name: 'Delivery' })).getByText(
        'Regular · 1-2 days · 3.2 km from the store',
      ),
    ).toBeInTheDocument();
    const pay = screen.getByRole('region', { name: 'Payment' });
    // The proof is private: fetched with the token and shown from an object URL.
    expect(await within(pay).findByRole('img', { name: 'Proof of payment for order #12' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(requestsTo('/api/order/payment-proof/70')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(within(pay).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // A store without a WhatsApp number offers no chat; an address saved without a label,
    // recipient or phone shows only the place.
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-address')).toHaveTextContent(
      /^Jl\. Kemang Raya No\. 8Jakarta Selatan$/,
    );
  });

  it("offers a chat with the store on WhatsApp about this order, and shows the address's label, recipient and phone", async () => {
    open(
      ROUTES.order(12),
      fakeOrderApi({
        order: {
          ...shipped,
          store_whatsapp: '+6281299990000',
          address: {
            address_id: 31,
            address: 'Jl. Kemang Raya No. 8',
            city_name: 'Jakarta Selatan',
            label: 'Rumah',
            recipient_name: 'Budi Santoso',
            phone: '+6281234567890',
          },
          shipping_method: 'REGULAR',
          distance_km: 3.2,
        },
      }).routes,
    );
    const chat = await screen.findByRole('link', { name: 'Chat the store on WhatsApp' });
    expect(chat).toHaveAttribute(
      'href',
      'https://wa.me/6281299990000?text=Hello%20LUMBUNG%20Kemang%2C%20about%20my%20order%20%2312%3A%20',
    );
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    // Reached with the keyboard like any link of the page.
    for (let step = 0; step < 60 && document.activeElement !== chat; step++) await userEvent.tab();
    expect(chat).toHaveFocus();

    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('Rumah')).toBeInTheDocument();
    expect(delivery.getByText('Budi Santoso · +62 812-3456-7890')).toBeInTheDocument();
  });

  it('confirms receipt after a confirmation dialog', async () => {
    const { requestsTo } = open(ROUTES.order(12), fakeOrderApi({ order: shipped }).routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    expect(requestsTo('/api/order/confirm')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('/api/order/confirm/7/12')).toHaveLength(1);
    expect(screen.getAllByText('Done').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  });

  it('cancels an unpaid order after a confirmation, and offers to pay it before', async () => {
    const { requestsTo } = open(ROUTES.order(12), fakeOrderApi().routes);
    // No address or method yet: the checkout is where it goes on.
    expect(await screen.findByRole('link', { name: 'Continue checkout' })).toHaveAttribute(
      'href',
      ROUTES.checkout(12),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    // Going back sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the order' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('/api/order/cancel/7/12')).toHaveLength(1);
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Continue checkout' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with 'Failed to cancel the order.' when the cancel fails", async () => {
    open(
      ROUTES.order(12),
      fakeOrderApi({
        override: {
          'PUT /api/order/cancel/:userId/:orderId': () =>
            json({ message: MESSAGES.ORDER_CANCEL_NOT_ALLOWED }, 422),
        },
      }).routes,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${MESSAGES.ORDER_CANCEL_FAILED} ${MESSAGES.ORDER_CANCEL_NOT_ALLOWED}`,
    );
  });
});

describe('/user/payment-history', () => {
  it('lists payments with page, limit and status, and a row opens its details', async () => {
    const { requestsTo, router } = open(ROUTES.paymentHistory, {
      'GET /api/order/payment-history/:userId': () => ({
        message: MESSAGES.PAYMENT_HISTORY_LISTED,
        data: [paymentHistoryItem()],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
      }),
      'GET /api/order/payment-details/:userId/:orderId': () => ({
        message: MESSAGES.PAYMENT_DETAILS_FOUND,
        data: {
          order: fakeOrderApi().state.order,
          payments: [
            payment(),
            payment({ payment_id: 69, payment_status: 'FAILED', note: 'Blurry picture' }),
          ],
        },
      }),
    });
    const row = await screen.findByRole('button', { name: /^Order #12\b/ });
    expect(row).toHaveTextContent('Being checked');
    expect(requestsTo('/api/order/payment-history/7')[0]!.url.search).toBe('?page=1&limit=10');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=SUCCESS'));
    await waitFor(() =>
      expect(requestsTo('/api/order/payment-history/7').at(-1)!.url.search).toBe(
        '?page=1&limit=10&status=SUCCESS',
      ),
    );

    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Payments of order #12' });
    expect(await within(dialog).findByText('Latest payment')).toBeInTheDocument();
    expect(within(dialog).getByText('The store refused this proof: “Blurry picture”')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open order #12' })).toHaveAttribute(
      'href',
      ROUTES.order(12),
    );
  });

  it("says 'Failed to fetch payment history.' and 'Failed to fetch payment details.' on failures", async () => {
    open(`${ROUTES.paymentHistory}?order=12`, {
      'GET /api/order/payment-history/:userId': () => json({ message: 'nope' }, 400),
      'GET /api/order/payment-details/:userId/:orderId': () => json({ message: 'nope' }, 400),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payments of order #12' });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      MESSAGES.PAYMENT_DETAILS_FAILED,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close payment details' }));
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      MESSAGES.PAYMENT_HISTORY_FAILED,
    );
  });
});
