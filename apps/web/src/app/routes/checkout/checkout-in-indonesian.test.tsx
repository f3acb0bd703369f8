import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, shippingPrice } from '@lumbung/contracts';
import { switchLocale } from '@/i18n';
import { json, stubApi } from '@/test/fake-api';
import { chargeOfType, paymentFieldsOf } from '@/test/charge-fixtures';
import { fakeOrderApi, pendingVaPayment, SHIPPING_CHOSEN } from '@/test/order-fixtures';
import { renderApp } from '@/test/render';
import { rupiah } from '@/test/rupiah';
import { CLAIMS, signIn } from '@/test/tokens';
import { paymentPath } from './payment-path';

configure({ asyncUtilTimeout: 6000 });
beforeEach(async () => {
  // jsdom has no object URLs: the proof's preview needs one.
  URL.createObjectURL = vi.fn(() => 'blob:proof');
  URL.revokeObjectURL = vi.fn();
  await switchLocale('id');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLocale('en');
});

function open(api: ReturnType<typeof fakeOrderApi>, path: string) {
  signIn(CLAIMS.user);
  const network = stubApi(api.routes);
  return { ...network, ...renderApp(path, { initialLocation: {} }) };
}

describe('the checkout and the payment in Bahasa Indonesia', () => {
  it('names the shipping methods, the distance and the shipping voucher in Indonesian', async () => {
    open(fakeOrderApi({ order: SHIPPING_CHOSEN }), ROUTES.checkout(12));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Pesanan #12 menunggu pembayaran')).toBeInTheDocument();
    expect(screen.getByText('Alamatmu berjarak 3,2 km dari toko.')).toBeInTheDocument();
    const regular = screen.getByRole('radio', { name: /Reguler/ });
    expect(regular).toHaveTextContent('1-2 hari');
    expect(regular).toHaveTextContent(rupiah(shippingPrice('REGULAR', 3.2)!));
    expect(screen.getByRole('radio', { name: /Instan/ })).toHaveTextContent('Tiba dalam 3 jam');
    const vouchers = screen.getByRole('region', { name: 'Voucher ongkir' });
    await userEvent.click(await within(vouchers).findByRole('combobox', { name: 'Voucher ongkir' }));
    const option = await screen.findByRole('option', { name: /GRATISONGKIR-7/ });
    expect(option).toHaveTextContent(`GRATISONGKIR-7 · Potongan ongkir ${rupiah(10000)}`);
    expect(screen.getByRole('button', { name: 'Bayar sekarang' })).toBeEnabled();
  });

  it("takes the server's Indonesian success message as a sent proof, and the order is then 'Pembayaran dicek'", async () => {
    const api = fakeOrderApi({ order: SHIPPING_CHOSEN });
    const created = api.routes['POST /api/order/payment/:userId/:orderId']!;
    // The API answers in the language asked for (Accept-Language): the same payment and order.
    api.routes['POST /api/order/payment/:userId/:orderId'] = async (request) => {
      const answer = (await (created(request) as Response).json()) as { data: unknown };
      return json({ message: 'Pembayaran berhasil dibuat', data: answer.data }, 201);
    };
    const { router, requestsTo } = open(api, paymentPath(12, 'transfer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pembayaran' })).toBeInTheDocument();
    expect(await screen.findByTestId('unique-code-note')).toHaveTextContent(/^Itu total pesananmu/);
    await screen.findByRole('button', { name: /Bukti bayar/ });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(2048)], 'bukti.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim bukti bayar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.order(12)));
    expect(requestsTo('/api/order/payment/7/12')[0]!.headers.get('Accept-Language')).toBe('id');
    expect(
      await screen.findByText(
        'Bukti bayar terkirim. Toko akan mengecek transfermu lalu menyiapkan pesananmu.',
      ),
    ).toBeInTheDocument();
    const timeline = await screen.findByRole('region', { name: 'Riwayat' });
    expect(within(timeline).getAllByTestId('timeline-entry').at(-1)).toHaveTextContent('Pembayaran dicek');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Sedang dicek');
  });

  it('shows a QRIS charge in Indonesian: its code, the countdown and another method', async () => {
    const qris = chargeOfType({ payment_type: 'qris' }, { order_id: 12, amount: 103900 });
    const order = {
      ...SHIPPING_CHOSEN,
      actions: { change_shipping: false, pay: true, cancel: true, confirm: false },
      payment: pendingVaPayment(paymentFieldsOf(qris)),
    };
    open(fakeOrderApi({ order }), paymentPath(12, 'qris'));
    expect(await screen.findByTestId('qr-code', {}, { timeout: 10_000 })).toHaveAccessibleName(
      'Kode QR QRIS untuk dipindai',
    );
    expect(screen.getByTestId('charge-countdown')).toHaveTextContent(/Berakhir dalam 1[45]:\d\d/);
    expect(screen.getByText(/^Sisa sekitar 1[45] menit untuk membayar$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ganti metode' }));
    const change = screen.getByRole('region', { name: 'Bayar dengan cara lain' });
    expect(within(change).getByRole('radio', { name: /GoPay/ })).toHaveTextContent('aplikasi Gojek');
    expect(within(change).getByRole('button', { name: 'Bayar dengan cara ini' })).toBeEnabled();
  });
});
