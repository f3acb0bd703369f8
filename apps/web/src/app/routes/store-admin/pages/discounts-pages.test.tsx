import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Discount } from '@lumbung/contracts';
import { backOfficeSession, LAZY, openPage } from '@/test/back-office';
import { json, stubApi } from '@/test/fake-api';
import { adminIdentity } from '@/test/store-admin-fixtures';

function discount(extra: Partial<Discount> = {}): Discount {
  return {
    discount_id: 5,
    store_id: 28,
    inventory_id: 1,
    inventory_name: 'Apel Fuji',
    type: 'PERCENTAGE',
    value: 10,
    min_purchase: 50_000,
    max_discount: 20_000,
    bogo_product_id: null,
    bogo_product_name: null,
    description: 'Apples 10% off',
    is_active: true,
    image: null,
    start_date: '2026-11-01T00:00:00+07:00',
    end_date: '2026-12-31T23:59:59+07:00',
    created_at: '2026-11-01T03:00:00.000Z',
    updated_at: '2026-11-01T03:00:00.000Z',
    is_deleted: false,
    is_running: true,
    ...extra,
  };
}

backOfficeSession('store-admin');

describe('the discounts list', () => {
  it('asks 10 a page by start date ascending, and toggles a discount off at once', async () => {
    let current = discount();
    const api = stubApi({
      ...adminIdentity,
      'GET /api/store-admin/discounts/:storeId': () => ({
        message: 'ok',
        discounts: [current],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
      }),
      'PATCH /api/store-admin/discounts/value/:id': (request) => {
        current = { ...current, ...(request.body as { is_active: boolean }), is_running: false };
        return { message: MESSAGES.DISCOUNT_UPDATED, data: current };
      },
    });
    openPage('/admin-store/discounts');
    const table = await screen.findByRole('table', { name: 'Discounts' }, LAZY);
    expect(await within(table).findByRole('link', { name: 'Apples 10% off' })).toHaveAttribute(
      'href',
      '/admin-store/discounts/5',
    );
    expect(within(table).getByText('10%')).toBeInTheDocument();
    expect(within(table).getByText('Running')).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/api/store-admin/discounts/28')[0]!.url.searchParams)).toEqual({
      pageSize: '10',
      page: '1',
      sortField: 'start_date',
      sortOrder: 'asc',
    });
    await userEvent.click(within(table).getByRole('switch', { name: 'Apples 10% off: active' }));
    expect(await screen.findByText('Discount turned off')).toBeInTheDocument();
    expect(api.requestsTo('/api/store-admin/discounts/value/5')[0]!.body).toEqual({ is_active: false });
  });

  it(`says '${MESSAGES.DISCOUNT_TOGGLE_FAILED}' when the toggle fails without a message`, async () => {
    stubApi({
      ...adminIdentity,
      'GET /api/store-admin/discounts/:storeId': () => ({
        message: 'ok',
        discounts: [discount()],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
      }),
      'PATCH /api/store-admin/discounts/value/:id': () => new Response('', { status: 500 }),
    });
    openPage('/admin-store/discounts');
    const table = await screen.findByRole('table', { name: 'Discounts' }, LAZY);
    await userEvent.click(await within(table).findByRole('switch', { name: 'Apples 10% off: active' }));
    expect(await screen.findByText(MESSAGES.DISCOUNT_TOGGLE_FAILED)).toBeInTheDocument();
  });

  it(`says '${MESSAGES.DISCOUNTS_FETCH_FAILED}' when the list fails without a message`, async () => {
    stubApi({
      ...adminIdentity,
      'GET /api/store-admin/discounts/:storeId': () => new Response('', { status: 502 }),
    });
    openPage('/admin-store/discounts');
    expect(await screen.findByText(MESSAGES.DISCOUNTS_FETCH_FAILED, {}, LAZY)).toBeInTheDocument();
  });
});

describe('one discount', () => {
  function detailApi(extra: Record<string, (request: { body: unknown }) => unknown> = {}) {
    return stubApi({
      ...adminIdentity,
      'GET /api/store-admin/discounts/details/:id': () => ({
        message: MESSAGES.DISCOUNT_FOUND,
        data: discount(),
      }),
      'GET /api/store-admin/discounts/:storeId': () => ({
        message: 'ok',
        discounts: [],
        currentPage: 1,
        totalPages: 0,
        totalItems: 0,
      }),
      ...extra,
    });
  }

  it(`refuses a value of 0 with '${MESSAGES.DISCOUNT_VALUE_POSITIVE}', and 150% with the percentage bounds`, async () => {
    const api = detailApi();
    openPage('/admin-store/discounts/5');
    const form = await screen.findByRole('form', { name: 'Value' }, LAZY);
    const field = within(form).getByRole('textbox', { name: /^Value/ });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save value' }));
    expect(await within(form).findByText(MESSAGES.DISCOUNT_VALUE_POSITIVE)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Save value' }));
    expect(await within(form).findByText(MESSAGES.DISCOUNT_PERCENTAGE_RANGE)).toBeInTheDocument();
    expect(api.requestsTo('/api/store-admin/discounts/value')).toHaveLength(0);
  });

  it(`shows '${MESSAGES.DISCOUNT_VALUE_FAILED}' when the change fails without a message`, async () => {
    detailApi({ 'PATCH /api/store-admin/discounts/value/:id': () => new Response('', { status: 500 }) });
    openPage('/admin-store/discounts/5');
    const form = await screen.findByRole('form', { name: 'Value' }, LAZY);
    const field = within(form).getByRole('textbox', { name: /^Value/ });
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save value' }));
    expect(await within(form).findByText(MESSAGES.DISCOUNT_VALUE_FAILED)).toBeInTheDocument();
  });

  it('deletes only behind a confirmation, then goes back to the list', async () => {
    const api = detailApi({
      'PATCH /api/store-admin/discounts/remove/:id': () => ({
        message: MESSAGES.DISCOUNT_REMOVED,
        data: discount({ is_deleted: true }),
      }),
    });
    const { router } = openPage('/admin-store/discounts/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete discount' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this discount?' });
    expect(api.requestsTo('/api/store-admin/discounts/remove')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete discount' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-store/discounts'));
    expect(api.requestsTo('/api/store-admin/discounts/remove/5')).toHaveLength(1);
    expect(await screen.findByText('Discount deleted')).toBeInTheDocument();
  });

  it('shows the server’s detail when the delete is refused', async () => {
    detailApi({
      'PATCH /api/store-admin/discounts/remove/:id': () =>
        json({ message: 'Refused', detail: 'This discount is already deleted.' }, 409),
    });
    openPage('/admin-store/discounts/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete discount' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this discount?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete discount' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This discount is already deleted.');
  });
});
