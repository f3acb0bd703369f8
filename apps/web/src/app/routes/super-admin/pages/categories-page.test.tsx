import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MESSAGES,
  CATEGORY_NAME_MAX,
  fillText,
  MESSAGES,
  type AdminCategory,
} from '@lumbung/contracts';
import { backOfficeSession, LAZY, openPage, superProfile, tableRows } from '@/test/back-office';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { listed } from '@/test/store-admin-fixtures';
import { speakIndonesian } from './super-admin-fixtures';

const category = (id: number, name: string, products = 0, nameId: string | null = null): AdminCategory => ({
  category_id: id,
  category_name: name,
  category_name_id: nameId,
  product_count: products,
  created_at: '2026-10-01T03:00:00.000Z',
  updated_at: '2026-10-01T03:00:00.000Z',
});

function open(routes: Record<string, FakeHandler> = {}) {
  const rows = [
    category(1, 'Dairy', 4, 'Susu dan Olahan'),
    category(2, 'Poultry', 0),
    category(3, 'Snacks', 0, 'Camilan'),
  ];
  const api = stubApi({
    ...superProfile,
    'GET /api/products/categories': () => listed(CATEGORY_MESSAGES.LISTED, rows),
    ...routes,
  });
  openPage('/admin-super/categories');
  return api;
}

const { rowOf } = tableRows('Categories');

backOfficeSession('super-admin');

describe('the categories page', () => {
  it('asks 10 a page and keeps one row in edit mode at a time', async () => {
    const api = open();
    const dairy = await rowOf('Dairy');
    expect(Object.fromEntries(api.requestsTo('/api/products/categories')[0]!.url.searchParams)).toEqual({
      pageSize: '10',
      page: '1',
    });
    await userEvent.click(within(dairy).getByRole('button', { name: 'Rename Dairy' }));
    expect(screen.getByRole('textbox', { name: 'New name for Dairy' })).toHaveValue('Dairy');
    await userEvent.click(screen.getByRole('button', { name: 'Rename Poultry' }));
    expect(screen.getByRole('textbox', { name: 'New name for Poultry' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New name for Dairy' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^New name for/ })).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /^New name for/ })).not.toBeInTheDocument();
  });

  it('renames with one request and shows the answer without asking the list again', async () => {
    const api = open({
      'PATCH /api/products/categories/:id': (request) => ({
        message: CATEGORY_MESSAGES.UPDATED,
        data: category(3, (request.body as { category_name: string }).category_name),
      }),
    });
    const snacks = await rowOf('Snacks');
    const lists = api.requestsTo('/api/products/categories').filter((r) => r.method === 'GET').length;
    await userEvent.click(within(snacks).getByRole('button', { name: 'Rename Snacks' }));
    const input = screen.getByRole('textbox', { name: 'New name for Snacks' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Snacks and Crackers{Enter}');
    expect(await rowOf('Snacks and Crackers')).toBeInTheDocument();
    const patches = api.requestsTo('/api/products/categories/3').filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => r.body)).toEqual([{ category_name: 'Snacks and Crackers' }]);
    expect(api.requestsTo('/api/products/categories').filter((r) => r.method === 'GET')).toHaveLength(lists);
    expect(screen.queryByRole('textbox', { name: /^New name for/ })).not.toBeInTheDocument();
  });

  it('shows a taken name under the field it belongs to', async () => {
    const taken = fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name: 'dairy' });
    open({
      'POST /api/products/categories': () =>
        json({ message: taken, errors: [{ path: 'body.category_name', message: taken }] }, 409),
    });
    await rowOf('Dairy');
    const form = screen.getByRole('form', { name: 'New category' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(CATEGORY_MESSAGES.NAME_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'New category' }), 'dairy');
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();
  });

  it('deletes only after the confirmation, and shows the refusal when products remain', async () => {
    const refusal = fillText(CATEGORY_MESSAGES.HAS_PRODUCTS, { count: 4 });
    const api = open({
      'PATCH /api/products/categories/delete/:id': (request) =>
        request.params.id === '1'
          ? json({ message: refusal }, 409)
          : { message: CATEGORY_MESSAGES.DELETED, data: category(2, 'Poultry') },
    });
    const dairy = await rowOf('Dairy');
    await userEvent.click(within(dairy).getByRole('button', { name: 'Delete Dairy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this category?' });
    expect(api.requestsTo('/api/products/categories/delete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(await rowOf('Poultry')).getByRole('button', { name: 'Delete Poultry' }));
    const second = await screen.findByRole('dialog', { name: 'Delete this category?' });
    await userEvent.click(within(second).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/products/categories/delete/2')).toHaveLength(1);
  });

  it('shows both names of each category, and says which has no Indonesian name yet', async () => {
    open();
    const dairy = await rowOf('Dairy');
    expect(within(dairy).getByText('Susu dan Olahan')).toHaveAttribute('lang', 'id');
    expect(within(await rowOf('Poultry')).getByText('No name in Bahasa Indonesia yet')).toBeInTheDocument();
    expect(within(dairy).queryByText('No name in Bahasa Indonesia yet')).toBeNull();
  });

  it('creates a category with its Indonesian name, or without one when left empty', async () => {
    const api = open({
      'POST /api/products/categories': (request) => {
        const body = request.body as { category_name: string; category_name_id?: string };
        return json(
          {
            message: CATEGORY_MESSAGES.CREATED,
            data: category(9, body.category_name, 0, body.category_name_id ?? null),
          },
          201,
        );
      },
    });
    await rowOf('Dairy');
    const form = screen.getByRole('form', { name: 'New category' });
    const name = within(form).getByRole('textbox', { name: 'New category' });
    const nameId = within(form).getByRole('textbox', { name: /^Name in Bahasa Indonesia/ });
    await userEvent.type(name, 'Spices and Herbs');
    await userEvent.type(nameId, 'x'.repeat(CATEGORY_NAME_MAX + 1));
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(CATEGORY_MESSAGES.NAME_ID_TOO_LONG)).toBeInTheDocument();
    expect(api.requestsTo('/api/products/categories').filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.clear(nameId);
    await userEvent.type(nameId, '  Bumbu dan Rempah ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(nameId).toHaveValue(''));
    await userEvent.type(name, 'Frozen');
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(name).toHaveValue(''));
    const posts = api.requestsTo('/api/products/categories').filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([
      { category_name: 'Spices and Herbs', category_name_id: 'Bumbu dan Rempah' },
      { category_name: 'Frozen' },
    ]);
  });

  it('edits the Indonesian name in place: a new one is sent, an emptied one is removed', async () => {
    let answer = category(3, 'Snacks', 0, 'Camilan');
    const api = open({
      'GET /api/products/categories': () =>
        listed(CATEGORY_MESSAGES.LISTED, [category(1, 'Dairy', 4, 'Susu dan Olahan'), answer]),
      'PATCH /api/products/categories/:id': (request) => {
        const body = request.body as { category_name: string; category_name_id?: string | null };
        answer = { ...answer, ...body };
        return { message: CATEGORY_MESSAGES.UPDATED, data: answer };
      },
    });
    const snacks = await rowOf('Snacks');
    const edit = async () => {
      await userEvent.click(within(snacks).getByRole('button', { name: 'Rename Snacks' }));
      return screen.getByRole('textbox', { name: 'Name in Bahasa Indonesia for Snacks' });
    };
    let input = await edit();
    expect(input).toHaveValue('Camilan');
    await userEvent.clear(input);
    await userEvent.type(input, 'Jajanan{Enter}');
    expect(await within(snacks).findByText('Jajanan')).toBeInTheDocument();

    input = await edit();
    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');
    expect(await within(snacks).findByText('No name in Bahasa Indonesia yet')).toBeInTheDocument();
    const patches = api.requestsTo('/api/products/categories/3').filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => r.body)).toEqual([
      { category_name: 'Snacks', category_name_id: 'Jajanan' },
      { category_name: 'Snacks', category_name_id: null },
    ]);
  });

  it('names the new field in Bahasa Indonesia once the language is switched', async () => {
    open();
    await rowOf('Dairy');
    const english = speakIndonesian();
    try {
      const form = screen.getByRole('form', { name: 'Kategori baru' });
      expect(within(form).getByRole('textbox', { name: /^Nama dalam Bahasa Indonesia/ })).toBeInTheDocument();
      expect(await screen.findByText('Belum ada nama dalam Bahasa Indonesia')).toBeInTheDocument();
    } finally {
      english();
    }
  });

  it('shows the docs/product.md §8 fallback when the list fails without a message', async () => {
    open({ 'GET /api/products/categories': () => json({}, 500) });
    expect(await screen.findByText(MESSAGES.CATEGORIES_FETCH_FAILED, {}, LAZY)).toBeInTheDocument();
  });
});
