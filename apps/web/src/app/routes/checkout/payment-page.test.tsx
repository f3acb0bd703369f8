import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, MESSAGES, ROUTES } from '@lumbung/contracts';
import { json, stubApi } from '@/test/fake-api';
import { fakeOrderApi, pendingVaPayment, SHIPPING_CHOSEN } from '@/test/order-fixtures';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';
import { paymentPath } from './payment-path';
import { rupiah } from '@/test/rupiah';

configure({ asyncUtilTimeout: 6000 });
beforeEach(() => {
  // jsdom has no object URLs: the proof's preview needs one.
  URL.createObjectURL = vi.fn(() => 'blob:proof');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const ready = {
  ...SHIPPING_CHOSEN,
  transfer: {
    bank_name: 'Bank Central Asia (BCA)',
    account_number: '123-456-7890',
    account_holder: 'PT Lumbung Pangan Nusantara',
    unique_code: 123,
    amount: 104023,
  },
};

function open(api: ReturnType<typeof fakeOrderApi>, path: string) {
  signIn(CLAIMS.user);
  const network = stubApi(api.routes);
  return { ...network, ...renderApp(path, { initialLocation: {} }) };
}

/** The file input behind the proof field (Mantine's FileInput opens it from a button). */
async function proofInput(): Promise<HTMLInputElement> {
  await screen.findByRole('button', { name: /Proof of payment/ });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const picture = (name: string, type: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('payment page: bank transfer', () => {
  it('has no shop chrome and shows the bank, the account, the exact amount with its unique code, and the deadline', async () => {
    open(fakeOrderApi({ order: ready }), paymentPath(12, 'transfer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByTestId('app-shell')).not.toBeInTheDocument();
    expect(await screen.findByTestId('transfer-bank')).toHaveTextContent('Bank Central Asia (BCA)');
    expect(screen.getByTestId('transfer-account')).toHaveTextContent('123-456-7890');
    expect(screen.getByTestId('transfer-holder')).toHaveTextContent('PT Lumbung Pangan Nusantara');
    expect(screen.getByTestId('transfer-amount')).toHaveTextContent(rupiah(104023));
    expect(screen.getByTestId('unique-code-note')).toHaveTextContent(
      `That is your order total of ${rupiah(103900)} plus ${rupiah(123)}, this order's unique code.`,
    );
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
    expect(screen.getByTestId('deadline')).toHaveTextContent(/Deadline .* WIB/);
  });

  it('refuses a file of another format or over 1 MB before sending anything', async () => {
    const { requestsTo } = open(fakeOrderApi({ order: ready }), paymentPath(12, 'transfer'));
    const input = await proofInput();
    await userEvent.upload(input, picture('proof.gif', 'image/gif'), { applyAccept: false });
    expect(
      await screen.findByText(formatMessage('IMAGE_NOT_ACCEPTED', { formats: 'JPG, JPEG or PNG' })),
    ).toBeInTheDocument();
    await userEvent.upload(input, picture('proof.jpg', 'image/jpeg', 1024 * 1024 + 1));
    expect(await screen.findByText(formatMessage('PAYLOAD_TOO_LARGE', { max: '1 MB' }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    expect(requestsTo('/api/order/payment')).toHaveLength(0);
  });

  it("sends the proof with a preview, and on 'Payment created successfully' opens the order page with the news", async () => {
    const api = fakeOrderApi({ order: ready });
    const { requestsTo, router } = open(api, paymentPath(12, 'transfer'));
    await userEvent.upload(await proofInput(), picture('receipt.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Preview of the proof of payment' })).toHaveAttribute(
      'src',
      'blob:proof',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.order(12)));
    const sent = requestsTo('/api/order/payment/7/12')[0]!.body as FormData;
    expect(sent.get('payment_method')).toBe('BANK_TRANSFER');
    expect(sent.get('payment_date')).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+07:00$/);
    expect((sent.get('pop_image') as File).name).toBe('receipt.png');
    expect(
      await screen.findByText(
        'Proof of payment sent. The store checks your transfer and then prepares your order.',
      ),
    ).toBeInTheDocument();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByTestId('timeline-entry').at(-1)).toHaveTextContent(
      'Payment being checked',
    );
  });

  it("shows the response's error, else 'Failed to submit payment', when the answer is not a success", async () => {
    const refusing = fakeOrderApi({
      order: ready,
      override: {
        'POST /api/order/payment/:userId/:orderId': () =>
          json({ message: 'Refused', error: MESSAGES.PAYMENT_ALREADY_SUBMITTED }, 409),
      },
    });
    open(refusing, paymentPath(12, 'transfer'));
    await userEvent.upload(await proofInput(), picture('receipt.jpg', 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.PAYMENT_ALREADY_SUBMITTED);
  });

  it("treats a 2xx answer without the payment as a failure: 'Failed to submit payment'", async () => {
    const odd = fakeOrderApi({
      order: ready,
      override: { 'POST /api/order/payment/:userId/:orderId': () => json({ message: 'Saved' }, 200) },
    });
    const { router } = open(odd, paymentPath(12, 'transfer'));
    await userEvent.upload(await proofInput(), picture('receipt.jpg', 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.PAYMENT_SUBMIT_FAILED);
    expect(router.state.location.pathname).toBe(ROUTES.checkoutPayment);
  });

  it('says so when no order is selected', async () => {
    open(fakeOrderApi(), ROUTES.checkoutPayment);
    expect(await screen.findByText('No order selected for payment')).toBeInTheDocument();
  });
});

describe('payment page: virtual account', () => {
  const withVa = {
    ...ready,
    actions: { change_shipping: false, pay: true, cancel: true, confirm: false },
    payment: pendingVaPayment({
      va_bank: 'bri',
      va_number: '8808000011112222',
      amount: 103900,
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    }),
  };

  it("shows the order's open account after a reload, and says when the bank has not reported the money yet", async () => {
    const { requestsTo } = open(fakeOrderApi({ order: withVa }), paymentPath(12, 'va'));
    expect(await screen.findByTestId('va-number')).toHaveTextContent('8808000011112222');
    expect(screen.getByTestId('va-bank')).toHaveTextContent('BRI virtual account');
    expect(screen.getByTestId('va-amount')).toHaveTextContent(rupiah(103900));
    expect(screen.getByRole('button', { name: 'Copy virtual account number' })).toBeInTheDocument();
    // The account is asked for again (the same one comes back) to learn the simulator's flag.
    expect(await screen.findByRole('button', { name: 'Simulate payment' })).toBeInTheDocument();
    expect(requestsTo('/api/midtrans')[0]!.body).toEqual({
      user_id: 7,
      transaction_id: 12,
      payment_type: 'bank_transfer',
      bank: 'bri',
    });
    expect(screen.getByTestId('va-number')).toHaveTextContent('8808000011112222');
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(
      await screen.findByText(
        'Your bank has not reported the payment yet. It usually arrives within a few minutes: try again shortly.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo('/api/midtrans/success/')[0]!.body).toEqual({ user_id: 7, transaction_id: 12 });
  });

  it('opens an account when the order has none, and the simulator pays it', async () => {
    const { router, requestsTo } = open(fakeOrderApi({ order: ready }), paymentPath(12, 'va'));
    await userEvent.click(await screen.findByRole('button', { name: 'Get my virtual account number' }));
    expect(requestsTo('/api/midtrans')[0]!.body).toEqual({
      user_id: 7,
      transaction_id: 12,
      payment_type: 'bank_transfer',
      bank: 'bca',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.order(12)));
    expect(
      await screen.findByText('Payment received. The store is preparing your order.'),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('Packing')).not.toHaveLength(0);
  });

  it("says 'Failed to update payment status' when the check fails", async () => {
    open(
      fakeOrderApi({
        order: withVa,
        override: { 'PUT /api/midtrans/success/': () => new Response('', { status: 502 }) },
      }),
      paymentPath(12, 'va'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.PAYMENT_STATUS_FAILED);
  });
});
