import { backOfficeSession, LAZY, openPage } from '@/test/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fake-api';
import { entry, paged } from '@/test/store-admin-fixtures';
import { superIdentity } from './super-admin-fixtures';

backOfficeSession('super-admin');

describe('stock across stores', () => {
  it('lists every store’s journal with the store, and one store’s when it is chosen', async () => {
    const api = stubApi({
      ...superIdentity,
      'GET /api/super-admin/stocks': () =>
        paged([entry(1, { store_id: 1, store_name: 'LUMBUNG Dago', product_name: 'Susu UHT 1 L' })]),
    });
    const { router } = openPage('/admin-super/stock');
    const table = await screen.findByRole('table', { name: 'Stock journal' }, LAZY);
    expect(await within(table).findByText('Susu UHT 1 L')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Store' })).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/stocks')[0]!.url.searchParams.has('store_id')).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LUMBUNG Kemang' }));
    await waitFor(() => expect(router.state.location.search).toBe('?store=28'));
    await waitFor(() =>
      expect(api.requestsTo('/api/super-admin/stocks').at(-1)!.url.searchParams.get('store_id')).toBe('28'),
    );
  });

  it('summarises one store’s month (the first store until one is chosen)', async () => {
    const api = stubApi({
      ...superIdentity,
      'GET /api/super-admin/stocks/summary': () => ({
        message: 'ok',
        data: {
          month: '2026-11',
          rows: [
            {
              inventory_id: 5,
              product_name: 'Susu UHT 1 L',
              start_stock: 10,
              additions: 5,
              reductions: 3,
              end_stock: 12,
            },
          ],
        },
      }),
    });
    openPage('/admin-super/stock?view=summary');
    const table = await screen.findByRole('table', { name: /Stock summary of/ }, LAZY);
    expect(within(table).getByText('Susu UHT 1 L')).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/stocks/summary')[0]!.url.searchParams.get('store_id')).toBe('1');
  });
});

describe('sales across stores', () => {
  it('asks every store’s sales, then one store’s', async () => {
    const sales = {
      year: 2026,
      store_id: null,
      labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      datasets: [{ label: 'Sales', data: Array(12).fill(100_000), total: 1_200_000, units: 12 }],
      total: 1_200_000,
      orders: 12,
      refunded: 0,
    };
    const api = stubApi({
      ...superIdentity,
      'GET /api/super-admin/sales/': () => ({ message: 'ok', data: sales }),
    });
    const { router } = openPage('/admin-super/sales');
    expect(
      await screen.findByRole('figure', { name: 'Sales by month: all stores' }, LAZY),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/sales/')[0]!.url.searchParams.has('store_id')).toBe(false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LUMBUNG Dago' }));
    await waitFor(() => expect(router.state.location.search).toBe('?store=1'));
    expect(await screen.findByRole('figure', { name: 'Sales by month: LUMBUNG Dago' })).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/sales/').at(-1)!.url.searchParams.get('store_id')).toBe('1');
  });
});
