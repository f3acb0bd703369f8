import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { backOfficeSession, LAZY, openPage } from '@/test/back-office';
import { json, stubApi, type FakeRequest } from '@/test/fake-api';
import { adminIdentity, paged, shelf } from '@/test/store-admin-fixtures';

const SHELVES = [shelf(1, 'Apel Fuji', 4), shelf(2, 'Beras Pandan 5 kg', 40), shelf(3, 'Telur Ayam', 12)];

function inventoryApi(handler?: (request: FakeRequest) => unknown) {
  return stubApi({
    ...adminIdentity,
    'GET /api/inventory/:storeId': (request) =>
      handler?.(request) ?? { ...paged(SHELVES, 1, 3, 23), low_stock_threshold: 10 },
    'POST /api/inventory/stock-journal/:storeId': () => ({
      message: 'Stock journal saved: 2 lines',
      data: { entries: [] },
    }),
  });
}

backOfficeSession('store-admin');

describe('the inventory page', () => {
  it('lists the shelves 10 a page, stock ascending by default, with low stock marked', async () => {
    const api = inventoryApi();
    openPage('/admin-store/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' }, LAZY);
    await within(table).findByText('Apel Fuji');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Apel Fuji')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Low stock')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Low stock')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Stock/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByText('23 results · page 1 of 3')).toBeInTheDocument();
    const asked = api.requestsTo('/api/inventory/28')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      page: '1',
      pageSize: '10',
      sortField: 'stock',
      sortOrder: 'asc',
    });
  });

  it('keeps sort, search, filter and page in the URL and asks the server for them', async () => {
    const api = inventoryApi();
    const { router } = openPage('/admin-store/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' }, LAZY);
    await userEvent.click(within(table).getByRole('button', { name: /Stock, sorted ascending/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=stock&sortOrder=desc'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'apel{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sortField=stock&sortOrder=desc&search=apel'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    const last = api.requestsTo('/api/inventory/28').at(-1)!.url.searchParams;
    expect(last.get('search')).toBe('apel');
    expect(last.get('sortOrder')).toBe('desc');
    expect(last.get('page')).toBe('2');
  });

  it('opens a bookmarked view as it was', async () => {
    const api = inventoryApi();
    openPage('/admin-store/inventory?search=telur&lowStock=true&page=2');
    await screen.findByRole('table', { name: 'Inventory' }, LAZY);
    const asked = api.requestsTo('/api/inventory/28')[0]!.url.searchParams;
    expect(asked.get('search')).toBe('telur');
    expect(asked.get('lowStock')).toBe('true');
    expect(asked.get('page')).toBe('2');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('telur');
  });

  it('says so when nothing matches, and shows the server’s message when the list fails', async () => {
    inventoryApi((request) =>
      request.url.searchParams.get('search') === 'durian'
        ? { ...paged([], 1, 0, 0), low_stock_threshold: 10 }
        : json({ message: 'The inventory is being counted.' }, 503),
    );
    openPage('/admin-store/inventory?search=durian');
    expect(await screen.findByText('No product matches this search', {}, LAZY)).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it("falls back to 'Failed to fetch inventories.' without a server message", async () => {
    inventoryApi(() => new Response('', { status: 502 }));
    openPage('/admin-store/inventory');
    expect(await screen.findByText(MESSAGES.INVENTORIES_FETCH_FAILED, {}, LAZY)).toBeInTheDocument();
  });
});

describe('the stock journal', { timeout: 30_000 }, () => {
  async function openJournal() {
    const api = inventoryApi();
    openPage('/admin-store/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' }, LAZY);
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Add Apel Fuji to a stock journal' }),
    );
    const form = await screen.findByRole('form', { name: 'Stock journal' });
    return { api, form };
  }

  it('refuses a positive SOLD change: "Sold Stock change can\'t be a positive value"', async () => {
    const { api, form } = await openJournal();
    await userEvent.click(within(form).getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sold' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Stock change/ }), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save 1 line' }));
    expect(await within(form).findByText(MESSAGES.STOCK_SOLD_POSITIVE)).toBeInTheDocument();
    expect(api.requestsTo('/api/inventory/stock-journal')).toHaveLength(0);
  });

  it('does not let a line take the shelf below 0', async () => {
    const { form } = await openJournal();
    await userEvent.click(within(form).getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Damaged' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Stock change/ }), '-5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save 1 line' }));
    expect(await within(form).findByText('Stock cannot go below 0: 4 on the shelf.')).toBeInTheDocument();
  });

  it('posts several lines at once with a note, then says so', async () => {
    const { api, form } = await openJournal();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Stock change/ }), '24');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a line' }));
    const second = within(form).getAllByRole('group')[1]!;
    await userEvent.click(within(second).getByRole('combobox', { name: /^Product/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Telur Ayam (stock 12)' }));
    await userEvent.click(within(second).getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Damaged' }));
    await userEvent.type(within(second).getByRole('textbox', { name: /^Stock change/ }), '-2');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Note' }),
      'Delivery 118; two cracked trays',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save 2 lines' }));
    expect(await screen.findByText('Stock journal saved: 2 lines')).toBeInTheDocument();
    expect(api.requestsTo('/api/inventory/stock-journal/28')[0]!.body).toEqual({
      inventories: [
        { inventoryId: 1, stockChange: 24, changeCategory: 'RESTOCK' },
        { inventoryId: 3, stockChange: -2, changeCategory: 'DAMAGED' },
      ],
      note: 'Delivery 118; two cracked trays',
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    const api = stubApi({
      ...adminIdentity,
      'GET /api/inventory/:storeId': () => ({ ...paged(SHELVES), low_stock_threshold: 10 }),
      'POST /api/inventory/stock-journal/:storeId': () =>
        json(
          {
            message: 'Only 4 left in stock of Apel Fuji.',
            code: 'BAD_REQUEST',
            errors: [
              { path: 'body.inventories.0.stockChange', message: 'Only 4 left in stock of Apel Fuji.' },
            ],
          },
          422,
        ),
    });
    openPage('/admin-store/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' }, LAZY);
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Add Apel Fuji to a stock journal' }),
    );
    const form = await screen.findByRole('form', { name: 'Stock journal' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Stock change/ }), '-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save 1 line' }));
    const field = within(form).getByRole('textbox', { name: /^Stock change/ });
    const error = await within(form).findByText('Only 4 left in stock of Apel Fuji.', {
      selector: '.mantine-InputWrapper-error',
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(api.requestsTo('/api/inventory/stock-journal/28')).toHaveLength(1);
  });
});
