import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { switchLocale } from '@/i18n';
import { type FakeHandler, stubApi } from '@/test/fake-api';
import { fakeOrderApi, orderSummary, payment, paymentHistoryItem } from '@/test/order-fixtures';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';

configure({ asyncUtilTimeout: 6000 });
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLocale('en');
});

function open(path: string, routes: Record<string, FakeHandler>) {
  signIn(CLAIMS.user);
  const network = stubApi(routes);
  return { ...network, ...renderApp(path, { initialLocation: {} }) };
}

const shipped = {
  status: 'SHIPPED' as const,
  payment_deadline: null,
  payment: payment({ payment_status: 'SUCCESS' }),
  address: {
    address_id: 31,
    address: 'Jl. Kemang Raya No. 8',
    city_name: 'Jakarta Selatan',
    label: null,
    recipient_name: null,
    phone: null,
  },
  shipping_method: 'REGULAR' as const,
  distance_km: 3.2,
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
      to_status: 'SHIPPED' as const,
      actor: 'STORE' as const,
      reason: null,
      created_at: '2026-11-21T01:00:00.000Z',
    },
  ],
};

describe('the order pages in Bahasa Indonesia', () => {
  it("names the order's states as the glossary does, and confirms receipt in Indonesian", async () => {
    await switchLocale('id');
    const { requestsTo } = open(ROUTES.order(12), fakeOrderApi({ order: shipped }).routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan #12' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Dalam perjalanan');
    const entries = within(screen.getByRole('region', { name: 'Riwayat' })).getAllByTestId('timeline-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Menunggu pembayaran');
    expect(entries[0]).toHaveTextContent('Pesanan dibuat');
    expect(entries[1]).toHaveTextContent('Dalam perjalanan');
    expect(entries[1]).toHaveTextContent('Dikirim oleh toko');
    expect(
      within(screen.getByRole('region', { name: 'Pengiriman' })).getByText(
        'Reguler · 1-2 hari · 3,2 km dari toko',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Pembayaran' })).getByTestId('payment-status'),
    ).toHaveTextContent('Lunas');

    await userEvent.click(screen.getByRole('button', { name: 'Pesanan diterima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi pesanan diterima' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, sudah diterima' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Selesai'));
    expect(requestsTo('/api/order/confirm/7/12')).toHaveLength(1);
    expect(await screen.findByText('Pesanan selesai. Terima kasih sudah belanja!')).toBeInTheDocument();
  });

  it('writes the WhatsApp chat to the store in Indonesian, naming the order', async () => {
    await switchLocale('id');
    open(
      ROUTES.order(12),
      fakeOrderApi({
        order: {
          ...shipped,
          store_whatsapp: '+62 812-9999-0000',
          address: { ...shipped.address, label: 'Kantor', recipient_name: 'Sari', phone: '0812 3456 7890' },
        },
      }).routes,
    );
    const chat = await screen.findByRole('link', { name: 'Chat toko via WhatsApp' });
    expect(chat).toHaveAttribute(
      'href',
      'https://wa.me/6281299990000?text=Halo%20LUMBUNG%20Kemang%2C%20soal%20pesanan%20%2312%20saya%3A%20',
    );
    expect(chat).toHaveAttribute('target', '_blank');
    const delivery = within(screen.getByRole('region', { name: 'Pengiriman' }));
    expect(delivery.getByText('Kantor')).toBeInTheDocument();
    expect(delivery.getByText('Sari · +62 812-3456-7890')).toBeInTheDocument();
  });

  it('follows a change of language on the spot: the list, its status tabs and counts', async () => {
    open(ROUTES.orders, {
      'GET /api/order/user/:userId': () => ({
        message: MESSAGES.ORDERS_LISTED,
        data: [orderSummary(), orderSummary({ order_id: 11, status: 'SHIPPED', item_count: 1 })],
        currentPage: 1,
        totalPages: 1,
        totalItems: 2,
      }),
    });
    const first = await screen.findByRole('article', { name: 'Order #12' });
    expect(within(first).getByTestId('order-status')).toHaveTextContent('Waiting for payment');
    expect(screen.getByText('2 orders')).toBeInTheDocument();

    await switchLocale('id');
    const sameOrder = await screen.findByRole('article', { name: 'Pesanan #12' });
    expect(within(sameOrder).getByTestId('order-status')).toHaveTextContent('Menunggu pembayaran');
    expect(within(sameOrder).getByText('dan 1 produk lainnya')).toBeInTheDocument();
    expect(within(sameOrder).getByRole('link', { name: 'Bayar sekarang' })).toBeInTheDocument();
    expect(screen.getByText('2 pesanan')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pembayaran dicek' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeInTheDocument();
  });

  it("shows the payments' states by the glossary in the history and its filter", async () => {
    await switchLocale('id');
    open(ROUTES.paymentHistory, {
      'GET /api/order/payment-history/:userId': () => ({
        message: MESSAGES.PAYMENT_HISTORY_LISTED,
        data: [paymentHistoryItem()],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
      }),
    });
    const row = await screen.findByRole('button', { name: /^Pesanan #12\b/ });
    expect(row).toHaveTextContent('Sedang dicek');
    expect(row).toHaveTextContent('Transfer bank');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Ditolak' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Semua pembayaran' })).toBeInTheDocument();
  });
});
