import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, MESSAGES, PRODUCT_MESSAGES, type AdminProduct } from '@lumbung/contracts';
import { backOfficeSession, LAZY, openPage, superProfile } from '@/test/back-office';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { speakIndonesian } from './super-admin-fixtures';

const identity = {
  ...superProfile,
  'GET /api/products/categories/all': () => ({
    message: CATEGORY_MESSAGES.LISTED,
    data: [
      { category_id: 1, category_name: 'Dairy', category_name_id: 'Susu dan Olahan' },
      { category_id: 2, category_name: 'Poultry', category_name_id: null },
      { category_id: 3, category_name: 'Bakery', category_name_id: 'Aneka Roti' },
    ],
  }),
};

function product(extra: Partial<AdminProduct> = {}): AdminProduct {
  return {
    product_id: 7,
    product_name: 'Susu Segar',
    description: 'Fresh milk',
    category_id: 1,
    category_name: 'Dairy',
    price: 18_500,
    availability: 120,
    is_deleted: false,
    created_at: '2026-10-01T03:00:00.000Z',
    updated_at: '2026-10-01T03:00:00.000Z',
    product_images: [{ product_image_id: 70, product_image: '/uploads/products/a.jpg', is_primary: true }],
    ...extra,
  };
}

function open(path: string, routes: Record<string, FakeHandler> = {}) {
  const api = stubApi({
    ...identity,
    'GET /api/super-admin/products': () => ({
      message: MESSAGES.PRODUCTS_LISTED,
      data: [product()],
      currentPage: 1,
      totalPages: 1,
      totalItems: 1,
    }),
    'GET /api/super-admin/products/details/:id': () => ({ message: MESSAGES.PRODUCT_FOUND, data: product() }),
    ...routes,
  });
  const view = openPage(path);
  return { api, router: view.router };
}

backOfficeSession('super-admin');

describe('the products list', () => {
  it('asks 10 a page by name ascending, shows rupiah, links the product, filters by category', async () => {
    const { api } = open('/admin-super/products');
    const table = await screen.findByRole('table', { name: 'Products' }, LAZY);
    const link = await within(table).findByRole('link', { name: 'Susu Segar' }, LAZY);
    expect(link).toHaveAttribute('href', '/admin-super/products/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText(/^Rp\s18\.500$/)).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/api/super-admin/products')[0]!.url.searchParams)).toEqual({
      pageSize: '10',
      page: '1',
      sortField: 'product_name',
      sortOrder: 'asc',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Poultry' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/super-admin/products').at(-1)!.url.searchParams.get('category')).toBe('2'),
    );
  });

  it('checks a new product with docs/product.md §5 texts before sending anything', async () => {
    const { api } = open('/admin-super/products?new');
    const form = await screen.findByRole('form', { name: 'New product' }, LAZY);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Telur Ayam');
    await userEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await within(form).findByText(MESSAGES.PRODUCT_CATEGORY_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.PRODUCT_PRICE_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText(PRODUCT_MESSAGES.IMAGES_REQUIRED)).toBeInTheDocument();
    expect(api.requestsTo('/api/products').filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says the rules of a new product in Bahasa Indonesia once the language is switched', async () => {
    open('/admin-super/products?new');
    await screen.findByRole('form', { name: 'New product' }, LAZY);
    const english = speakIndonesian();
    try {
      const form = screen.getByRole('form', { name: 'Produk baru' });
      await userEvent.type(within(form).getByRole('textbox', { name: /^Nama/ }), 'Telur Ayam');
      await userEvent.click(within(form).getByRole('button', { name: 'Buat produk' }));
      expect(await within(form).findByText('Kategori wajib dipilih.')).toBeInTheDocument();
      expect(within(form).getByText('Harga wajib diisi.')).toBeInTheDocument();
      expect(within(form).getByText('Tambahkan minimal satu foto produk.')).toBeInTheDocument();
    } finally {
      english();
    }
  });

  it('names the categories in Bahasa Indonesia in the list and its filter once the language is switched', async () => {
    open('/admin-super/products');
    const table = await screen.findByRole('table', { name: 'Products' }, LAZY);
    const row = (await within(table).findByRole('link', { name: 'Susu Segar' }, LAZY)).closest('tr')!;
    expect(within(row).getByText('Dairy')).toBeInTheDocument();
    const english = speakIndonesian();
    try {
      expect(await within(row).findByText('Susu dan Olahan')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('combobox', { name: 'Kategori' }));
      const options = await screen.findAllByRole('option');
      // In the language's alphabetical order; a category without an Indonesian name keeps its name.
      expect(options.map((option) => option.textContent)).toEqual([
        'Semua kategori',
        'Aneka Roti',
        'Poultry',
        'Susu dan Olahan',
      ]);
    } finally {
      english();
    }
    expect(await within(row).findByText('Dairy')).toBeInTheDocument();
  });

  it('offers the categories by their Indonesian names in the new-product form', async () => {
    open('/admin-super/products?new');
    await screen.findByRole('form', { name: 'New product' }, LAZY);
    const english = speakIndonesian();
    try {
      const form = screen.getByRole('form', { name: 'Produk baru' });
      await userEvent.click(within(form).getByRole('combobox', { name: /^Kategori/ }));
      expect(await screen.findByRole('option', { name: 'Susu dan Olahan' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Poultry' })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'Dairy' })).toBeNull();
    } finally {
      english();
    }
  });

  it('creates a product with several pictures and the chosen primary one, in one request', async () => {
    const { api, router } = open('/admin-super/products?new', {
      'POST /api/products': () =>
        json(
          { message: PRODUCT_MESSAGES.CREATED, data: product({ product_id: 9, product_name: 'Telur Ayam' }) },
          201,
        ),
    });
    const form = await screen.findByRole('form', { name: 'New product' }, LAZY);
    await userEvent.click(within(form).getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Poultry' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Telur Ayam');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Price/ }), '32000');
    expect(within(form).getByText(/^Rp\s32\.000$/)).toBeInTheDocument();
    const files = [
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array([0x89, 0x50])], 'back.png', { type: 'image/png' }),
    ];
    await userEvent.upload(within(form).getByLabelText('Pictures', { selector: 'input' }), files);
    await userEvent.click(
      await within(form).findByRole('radio', { name: 'Make back.png the primary picture' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-super/products/9'));
    const posts = api.requestsTo('/api/products').filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    const sent = posts[0]!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      category_id: '2',
      product_name: 'Telur Ayam',
      description: '',
      price: '32000',
      primary_image: '1',
    });
    expect(sent.getAll('images').map((f) => (f as File).name)).toEqual(['front.jpg', 'back.png']);
  });
});

describe('one product', () => {
  it('saves the price by its own call and shows the answer', async () => {
    const { api } = open('/admin-super/products/7', {
      'PATCH /api/products/price/:id': (request) => ({
        message: PRODUCT_MESSAGES.UPDATED,
        data: product({ price: (request.body as { price: number }).price }),
      }),
    });
    const price = await screen.findByRole('form', { name: 'Price' }, LAZY);
    const input = within(price).getByRole('textbox', { name: /^Price/ });
    await userEvent.clear(input);
    await userEvent.click(within(price).getByRole('button', { name: 'Save price' }));
    expect(await within(price).findByText(MESSAGES.PRODUCT_PRICE_REQUIRED)).toBeInTheDocument();
    await userEvent.type(input, '21000');
    await userEvent.click(within(price).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText(/Rp\s21\.000 · 120 in stock/)).toBeInTheDocument();
    // The page reads the categories too (their names in the language shown): only writes count here.
    const patches = api.requestsTo('/api/products/').filter((r) => r.method !== 'GET');
    expect(patches.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['PATCH', '/api/products/price/7', { price: 21000 }],
    ]);
    expect(api.requestsTo('/api/super-admin/products/details/7')).toHaveLength(1);
  });

  it('renames through its own call and deletes only after the confirmation', async () => {
    const { api, router } = open('/admin-super/products/7', {
      'PATCH /api/products/name/:id': () => ({
        message: PRODUCT_MESSAGES.UPDATED,
        data: product({ product_name: 'Susu Murni' }),
      }),
      'PATCH /api/products/remove/:id': () => ({
        message: PRODUCT_MESSAGES.DELETED,
        data: product({ is_deleted: true }),
      }),
    });
    const name = await screen.findByRole('form', { name: 'Name' }, LAZY);
    const input = within(name).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'Susu Murni');
    await userEvent.click(within(name).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Susu Murni' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    expect(api.requestsTo('/api/products/remove')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-super/products'));
    expect(api.requestsTo('/api/products/remove/7')).toHaveLength(1);
  });

  it("shows the product's category in the language shown", async () => {
    open('/admin-super/products/7');
    await screen.findByRole('heading', { level: 1, name: 'Susu Segar' }, LAZY);
    expect(await screen.findByText('Dairy')).toBeInTheDocument();
    const english = speakIndonesian();
    try {
      expect(await screen.findByText('Susu dan Olahan')).toBeInTheDocument();
    } finally {
      english();
    }
  });

  it('shows the docs/product.md §8 fallback when the product cannot be read', async () => {
    open('/admin-super/products/7', { 'GET /api/super-admin/products/details/:id': () => json({}, 500) });
    expect(await screen.findByText(MESSAGES.PRODUCT_DETAILS_FAILED, {}, LAZY)).toBeInTheDocument();
  });
});
