import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupiah, MESSAGES } from '@lumbung/contracts';
import { backOfficeSession, LAZY, openPage } from '@/test/back-office';
import { json, stubApi } from '@/test/fake-api';
import { monthChange } from './dashboard-page';
import { superDashboard, superIdentity } from './super-admin-fixtures';

const rp = (amount: number) => formatRupiah(amount).replace(/\s/g, ' ');

backOfficeSession('super-admin');

describe('the super admin dashboard', () => {
  it('shows this month against last, proofs per store, stores without an admin and low stock, linking to the pages', async () => {
    const api = stubApi({
      ...superIdentity,
      'GET /api/super-admin/dashboard': () => ({ message: 'ok', data: superDashboard() }),
    });
    openPage('/admin-super');

    const sales = await screen.findByRole('region', { name: 'Sales this month' }, LAZY);
    expect(sales).toHaveTextContent(rp(3_000_000));
    expect(sales).toHaveTextContent('(+50%)');
    const proofs = screen.getByRole('region', { name: 'Payments to review' });
    expect(within(proofs).getByRole('link', { name: 'LUMBUNG Dago: 3' })).toHaveAttribute(
      'href',
      '/admin-super/orders?storeName=LUMBUNG+Dago&orderStatus=AWAITING_CONFIRMATION',
    );
    expect(screen.getByRole('region', { name: 'Stores without an admin' })).toHaveTextContent(
      'LUMBUNG Surabaya',
    );
    const low = screen.getByRole('region', { name: 'Low-stock shelves' });
    expect(within(low).getByText('12')).toBeInTheDocument();
    const emptiest = screen.getByRole('table', { name: 'Emptiest shelves' });
    const row = within(emptiest).getByRole('row', { name: /Susu UHT 1 L/ });
    expect(within(row).getByRole('cell', { name: '0' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'LUMBUNG Dago' })).toHaveAttribute(
      'href',
      '/admin-super/stock?store=1',
    );
    expect(
      within(screen.getByRole('region', { name: 'Orders by status' })).getByRole('link', {
        name: 'Payment being checked: 3',
      }),
    ).toHaveAttribute('href', '/admin-super/orders?orderStatus=AWAITING_CONFIRMATION');
    // The chart's figures, per store, in its table for screen readers.
    const chart = screen.getByRole('figure', { name: 'Sales per store: this month against last month' });
    expect(within(chart).getByRole('rowheader', { name: 'LUMBUNG Kemang' })).toBeInTheDocument();
    expect(within(chart).getAllByText(rp(2_500_000)).length).toBeGreaterThan(0);
    // The section cards stay below.
    expect(screen.getByRole('link', { name: /Orders of every store/ })).toHaveAttribute(
      'href',
      '/admin-super/orders',
    );
    expect(api.requestsTo('/api/super-admin/dashboard')).toHaveLength(1);
  });

  it.each([
    [
      "says 'Failed to fetch sales data.' when the dashboard cannot be read",
      () => new Response('', { status: 500 }),
      MESSAGES.SALES_FETCH_FAILED,
    ],
    [
      'shows the server’s message when it refuses',
      () => json({ message: 'Not for you.' }, 403),
      'Not for you.',
    ],
  ])('%s', async (_title, answer, text) => {
    stubApi({ ...superIdentity, 'GET /api/super-admin/dashboard': answer });
    openPage('/admin-super');
    expect(await screen.findByText(text, {}, LAZY)).toBeInTheDocument();
  });
});

describe('monthChange', () => {
  it('gives the change in percent, and none without last month', () => {
    expect(monthChange(150, 100)).toBe('+50%');
    expect(monthChange(80, 100)).toBe('−20%');
    expect(monthChange(80, 0)).toBeNull();
  });
});
