import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatRupiah,
  MESSAGES,
  MONTH_LABELS,
  type SalesData,
  type StoreOrderSummary,
} from '@lumbung/contracts';
import { backOfficeSession, LAZY, openPage } from '@/test/back-office';
import { stubApi } from '@/test/fake-api';
import { adminIdentity, paged, shelf } from '@/test/store-admin-fixtures';
import { wibDay } from '@/lib/dates';

const rp = (amount: number) => formatRupiah(amount).replace(/\s/g, ' ');

function months(values: Partial<Record<number, number>>): number[] {
  return MONTH_LABELS.map((_, month) => values[month] ?? 0);
}

function sales(
  year: number,
  datasets: { label: string; data: number[]; units?: number }[],
  orders = 3,
  refunded = 0,
): SalesData {
  return {
    year,
    store_id: 28,
    labels: [...MONTH_LABELS],
    datasets: datasets.map((set) => ({
      ...set,
      total: set.data.reduce((a, b) => a + b, 0),
      units: set.units ?? 1,
    })),
    total: datasets.reduce((sum, set) => sum + set.data.reduce((a, b) => a + b, 0), 0),
    orders,
    refunded,
  };
}

backOfficeSession('store-admin');

describe('the store dashboard', () => {
  it("shows today's orders, payments to review, low-stock items and this month against last", async () => {
    const now = new Date();
    const year = Number(wibDay(now).slice(0, 4));
    const month = Number(wibDay(now).slice(5, 7)) - 1;
    const order = (id: number, created_at: string): StoreOrderSummary => ({
      order_id: id,
      status: 'PROCESSING',
      customer_name: 'Budi',
      customer_email: 'b@lumbung.test',
      total_price: 100_000,
      item_count: 1,
      created_at,
      payment_method: 'BANK_TRANSFER',
      payment_status: 'SUCCESS',
    });
    stubApi({
      ...adminIdentity,
      'GET /api/order/store/:storeId': () =>
        paged([
          order(3, now.toISOString()),
          order(2, now.toISOString()),
          order(1, '2020-01-01T00:00:00.000Z'),
        ]),
      'GET /api/order/payments/:storeId': () => paged([], 1, 4, 4),
      'GET /api/inventory/:storeId': () => ({
        ...paged([shelf(1, 'Apel Fuji', 3)]),
        low_stock_threshold: 10,
      }),
      'GET /api/store-admin/sales/': (request) => ({
        message: 'ok',
        data:
          Number(request.url.searchParams.get('year')) === year
            ? sales(year, [{ label: 'All sales', data: months({ [month]: 300_000, [month - 1]: 200_000 }) }])
            : sales(year - 1, [{ label: 'All sales', data: months({ 11: 200_000 }) }]),
      }),
    });
    openPage('/admin-store');
    const today = await screen.findByRole('region', { name: 'Today’s orders' }, LAZY);
    expect(await within(today).findByText('2')).toBeInTheDocument();
    expect(within(today).getByText(`${rp(200_000)} ordered today (WIB).`)).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Payments to review' });
    expect(await within(review).findByText('4')).toBeInTheDocument();
    const low = screen.getByRole('region', { name: 'Low-stock items' });
    expect(await within(low).findByText('Apel Fuji: 3 left')).toBeInTheDocument();
    expect(within(low).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/admin-store/inventory?lowStock=true',
    );
    const chart = await screen.findByRole('figure', { name: /This month’s sales against last month’s/ });
    expect(within(chart).getByText(rp(300_000), { selector: 'strong' })).toBeInTheDocument();
    expect(within(chart).getByText(/\+50%/)).toBeInTheDocument();
  });
});

describe('the sales reports', () => {
  it('shows the year by month with its total from paid orders, net of refunds', async () => {
    const year = Number(wibDay(new Date()).slice(0, 4));
    const api = stubApi({
      ...adminIdentity,
      'GET /api/store-admin/sales/': () => ({
        message: 'ok',
        data: sales(year, [{ label: 'All sales', data: months({ 0: 120_000, 1: 80_000 }) }], 5, 15_000),
      }),
      'GET /api/store-admin/data/all': () => ({
        message: 'ok',
        data: { categories: [], products: [], stores: [] },
      }),
    });
    openPage('/admin-store/sales');
    const chart = await screen.findByRole('figure', { name: /Sales by month/ }, LAZY);
    expect(within(chart).getByText(rp(200_000), { selector: 'strong' })).toBeInTheDocument();
    expect(within(chart).getByText(/from 5 paid orders/)).toBeInTheDocument();
    expect(within(chart).getByText(new RegExp(`net of ${rp(15_000)} refunded`))).toBeInTheDocument();
    expect(screen.getByText(/Only paid orders count, net of refunds\./)).toBeInTheDocument();
    expect(api.requestsTo('/api/store-admin/sales/')[0]!.url.searchParams.get('store_id')).toBe('28');
  });

  it('shows each product’s total beside the chart', async () => {
    const year = Number(wibDay(new Date()).slice(0, 4));
    stubApi({
      ...adminIdentity,
      'GET /api/store-admin/sales/products/': () => ({
        message: 'ok',
        data: sales(year, [
          { label: 'Apel Fuji', data: months({ 2: 64_000 }), units: 2 },
          { label: 'Telur Ayam', data: months({ 3: 28_000 }), units: 1 },
        ]),
      }),
      'GET /api/store-admin/data/all': () => ({
        message: 'ok',
        data: { categories: [], products: [], stores: [] },
      }),
    });
    openPage('/admin-store/sales?view=products');
    const totals = await screen.findByRole('table', { name: `Product: totals of ${year}` }, LAZY);
    const apel = within(totals).getByRole('row', { name: /Apel Fuji/ });
    expect(within(apel).getByText(rp(64_000))).toBeInTheDocument();
    expect(within(apel).getByText('2')).toBeInTheDocument();
  });

  it(`says '${MESSAGES.SALES_CATEGORY_FAILED}' when the categories report fails without a message`, async () => {
    stubApi({
      ...adminIdentity,
      'GET /api/store-admin/sales/categories/': () => new Response('', { status: 500 }),
      'GET /api/store-admin/data/all': () => ({
        message: 'ok',
        data: { categories: [], products: [], stores: [] },
      }),
    });
    openPage('/admin-store/sales?view=categories');
    expect(await screen.findByText(MESSAGES.SALES_CATEGORY_FAILED, {}, LAZY)).toBeInTheDocument();
  });
});
