import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ROUTES, type StoreRefund } from '@lumbung/contracts';
import { backOfficeSession, LAZY } from '@/test/back-office';
import { stubApi } from '@/test/fake-api';
import { countsOf, REFUND_PROOF_ROUTE, storeRefund } from '@/test/refund-fixtures';
import { renderApp } from '@/test/render';
import { superIdentity } from './super-admin-fixtures';

const KEMANG = storeRefund();
const DAGO = storeRefund({
  refund_id: 610,
  order_id: 7,
  store_id: 1,
  store_name: 'LUMBUNG Dago',
  status: 'PAID',
  has_proof: true,
  actions: { gateway: false, transfer: false, paid: false, failed: false },
});

function open(path: string) {
  const all = [KEMANG, DAGO];
  const api = stubApi({
    ...superIdentity,
    ...REFUND_PROOF_ROUTE,
    'GET /api/refunds/all': ({ url }) => {
      const status = url.searchParams.get('status');
      const store = url.searchParams.get('storeId');
      const rows = all.filter(
        (r: StoreRefund) => (!status || r.status === status) && (!store || r.store_id === Number(store)),
      );
      return {
        message: MESSAGES.REFUNDS_LISTED,
        data: rows,
        currentPage: 1,
        totalPages: 1,
        totalItems: rows.length,
        counts: countsOf(all),
      };
    },
  });
  window.history.replaceState(null, '', path);
  return { api, ...renderApp(path) };
}

backOfficeSession('super-admin');

describe('/admin-super/refunds', () => {
  it('lists every store’s refunds read-only, and filters them by status and store', async () => {
    const { api, router } = open(ROUTES.superAdminPages.refunds);
    const kemang = await screen.findByRole('article', { name: 'Order #41' }, LAZY);
    const dago = screen.getByRole('article', { name: 'Order #7' });
    expect(kemang).toHaveTextContent('LUMBUNG Kemang');
    expect(dago).toHaveTextContent('LUMBUNG Dago');
    expect(within(dago).getByRole('link', { name: 'Order #7' })).toHaveAttribute(
      'href',
      ROUTES.superAdminOrder(7),
    );
    // Read-only: the store acts on its refunds, the super admin watches.
    expect(within(kemang).queryByRole('button')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/api/refunds/all')[0]!.url.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid (1 refund)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PAID'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order #41' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LUMBUNG Kemang' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.requestsTo('/api/refunds/all').at(-1)!.url.searchParams)).toEqual({
        status: 'PAID',
        storeId: '28',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(await screen.findByText('No refunds yet')).toBeInTheDocument();
  });

  it('is in the super admin’s navigation', async () => {
    open(ROUTES.superAdminPages.refunds);
    await screen.findByRole('article', { name: 'Order #41' }, LAZY);
    expect(
      screen
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === ROUTES.superAdminPages.refunds),
    ).toBe(true);
  });
});
