import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES, type OrderDetail } from '@lumbung/contracts';
import { chargeOfType, paymentFieldsOf } from '@/test/charge-fixtures';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { fakeOrderApi, pendingVaPayment, SHIPPING_CHOSEN } from '@/test/order-fixtures';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';
import { paymentPath } from './payment-path';

/** Paying through the gateway by every method: the checkout's choice, the charge, another method. */

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 8000 });

const EMPTY_CART: Record<string, FakeHandler> = {
  'GET /api/cart/items/:userId': () => ({
    message: 'Cart retrieved',
    cart_data: {
      cart_items: [],
      cart_id: null,
      cart_price: 0,
      items_price: 0,
      store_discount: 0,
      cart_discount: 0,
      store_id: null,
      cart_voucher: null,
      user_discount: null,
    },
  }),
};
const LOAD = { timeout: 10_000 };

function open(api: ReturnType<typeof fakeOrderApi>, path: string) {
  signIn(CLAIMS.user);
  const network = stubApi({ ...EMPTY_CART, ...api.routes });
  return { ...network, ...renderApp(path, { initialLocation: {} }) };
}

/** An order whose open charge is `charge` (as after a reload). */
function withCharge(charge: ReturnType<typeof chargeOfType>): Partial<OrderDetail> {
  return {
    ...SHIPPING_CHOSEN,
    actions: { change_shipping: false, pay: true, cancel: true, confirm: false },
    payment: pendingVaPayment(paymentFieldsOf(charge)),
  };
}

const request = (requestsTo: (path: string) => { body: unknown }[], n = 0) =>
  requestsTo('/api/midtrans')[n]?.body;

describe('checkout: every way to pay', () => {
  it('charges QRIS from the checkout and draws its code on the payment page', async () => {
    const { router, requestsTo } = open(fakeOrderApi({ order: SHIPPING_CHOSEN }), ROUTES.checkout(12));
    await userEvent.click(await screen.findByRole('radio', { name: /QRIS/ }, LOAD));
    for (const name of [/Bank transfer/, /Virtual account/, /GoPay/, /ShopeePay/]) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=12&method=qris'));
    expect(request(requestsTo)).toEqual({ user_id: 7, transaction_id: 12, payment_type: 'qris' });
    expect(await screen.findByTestId('qr-code')).toHaveAccessibleName('QRIS QR code to scan');
    expect(screen.getByTestId('charge-clock')).toHaveTextContent(/^1[45]:\d\d$/);
    // The order's own deadline stays in view beside the charge's short one.
    expect(screen.getByTestId('deadline')).toHaveTextContent(/Deadline .* WIB/);
  });

  it('asks Mandiri for a bill (echannel, no bank) and shows its bill key', async () => {
    const { requestsTo } = open(fakeOrderApi({ order: SHIPPING_CHOSEN }), ROUTES.checkout(12));
    await userEvent.click(await screen.findByRole('radio', { name: /Virtual account/ }, LOAD));
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mandiri' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByTestId('bill-key')).toHaveTextContent('990011221');
    expect(request(requestsTo)).toEqual({ user_id: 7, transaction_id: 12, payment_type: 'echannel' });
    expect(screen.getByTestId('biller-code')).toHaveTextContent('70012');
  });
});

describe('payment page: another method, a lapsed charge', () => {
  const qris = chargeOfType({ payment_type: 'qris' }, { order_id: 12, amount: 103900 });

  it('changes the method: posts the new payment_type and shows its charge', async () => {
    const { router, requestsTo } = open(fakeOrderApi({ order: withCharge(qris) }), paymentPath(12, 'qris'));
    expect(await screen.findByTestId('qr-code', {}, LOAD)).toHaveAccessibleName('QRIS QR code to scan');
    await userEvent.click(screen.getByRole('button', { name: 'Change method' }));
    const change = screen.getByRole('region', { name: 'Pay another way' });
    expect(within(change).getByText('Pay another way')).toHaveFocus();
    await userEvent.click(within(change).getByRole('radio', { name: /GoPay/ }));
    await userEvent.click(within(change).getByRole('button', { name: 'Pay this way' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=12&method=gopay'));
    expect(requestsTo('/api/midtrans').map((r) => (r.body as { payment_type: string }).payment_type)).toEqual(
      [
        'qris', // the re-read of the open charge after the reload (the same one comes back)
        'gopay',
      ],
    );
    expect(await screen.findByTestId('qr-code')).toHaveAccessibleName('GoPay QR code to scan');
    expect(screen.queryByRole('region', { name: 'Pay another way' })).not.toBeInTheDocument();
  });

  it('shows the order as paid when the new method is refused with 409 PAYMENT_PAID_MEANWHILE', async () => {
    const api = fakeOrderApi({ order: withCharge(qris) });
    const override = {
      'POST /api/midtrans': (req: Parameters<FakeHandler>[0]) =>
        (req.body as { payment_type: string }).payment_type === 'qris'
          ? api.routes['POST /api/midtrans']!(req)
          : json({ message: MESSAGES.PAYMENT_PAID_MEANWHILE, code: 'PAYMENT_PAID_MEANWHILE' }, 409),
    };
    const { router } = open({ ...api, routes: { ...api.routes, ...override } }, paymentPath(12, 'qris'));
    await userEvent.click(await screen.findByRole('button', { name: 'Change method' }, LOAD));
    await userEvent.click(screen.getByRole('radio', { name: /ShopeePay/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.order(12)));
    expect(
      await screen.findAllByText('This order was paid meanwhile: no new payment was opened.'),
    ).not.toHaveLength(0);
  });

  it('offers "Charge again" for a lapsed charge (not asked again by itself) and shows the new one', async () => {
    const lapsed = { ...qris, expires_at: new Date(Date.now() - 60_000).toISOString() };
    const { requestsTo } = open(fakeOrderApi({ order: withCharge(lapsed) }), paymentPath(12, 'qris'));
    const again = await screen.findByRole('button', { name: 'Charge again' }, LOAD);
    expect(screen.getByTestId('charge-lapsed')).toHaveTextContent(
      'This payment expired before the money came.',
    );
    expect(screen.getByTestId('deadline')).toHaveTextContent(/Pay within/);
    expect(requestsTo('/api/midtrans')).toHaveLength(0);
    await userEvent.click(again);
    expect(await screen.findByTestId('qr-code')).toBeInTheDocument();
    expect(request(requestsTo)).toEqual({ user_id: 7, transaction_id: 12, payment_type: 'qris' });
    expect(screen.getByTestId('charge-clock')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(screen.queryByRole('button', { name: 'Charge again' })).not.toBeInTheDocument();
  });

  it("follows the open charge's method when the address names another", async () => {
    const { router } = open(fakeOrderApi({ order: withCharge(qris) }), paymentPath(12, 'va'));
    expect(await screen.findByTestId('qr-code', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?order=12&method=qris'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Payment' }).parentElement).toHaveTextContent(
        'Order #12 · QRIS',
      ),
    );
  });
});
