import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, STORE_TEXTS, type City, type StoreRow } from '@lumbung/contracts';
import { backOfficeSession, LAZY, LONG, openPage, superProfile, tableRows } from '@/test/back-office';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { listed } from '@/test/store-admin-fixtures';
import { speakIndonesian } from './super-admin-fixtures';

const JAKARTA: City = {
  city_id: 10,
  city_name: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  latitude: -6.26,
  longitude: 106.81,
};
const BANDUNG: City = {
  city_id: 20,
  city_name: 'Bandung',
  province: 'Jawa Barat',
  latitude: -6.91,
  longitude: 107.61,
};

function store(id: number, name: string, extra: Partial<StoreRow> = {}): StoreRow {
  return {
    store_id: id,
    store_name: name,
    store_location: `Jl. ${name} 1`,
    city_id: JAKARTA.city_id,
    city_name: JAKARTA.city_name,
    latitude: -6.25,
    longitude: 106.8,
    whatsapp: null,
    admins: [
      { user_id: 100 + id, username: `Admin ${name}`, email: `a${id}@lumbung.test`, is_verified: true },
    ],
    created_at: '2026-11-01T03:00:00.000Z',
    updated_at: '2026-11-01T03:00:00.000Z',
    ...extra,
  };
}

const page = (rows: StoreRow[]) => listed(STORE_TEXTS.LISTED, rows);

const identity: Record<string, FakeHandler> = {
  ...superProfile,
  'GET /api/profile/cities': () => ({ message: MESSAGES.CITIES_LISTED, data: [JAKARTA, BANDUNG] }),
};

function open(routes: Record<string, FakeHandler>) {
  const api = stubApi({
    ...identity,
    'GET /api/super-admin/stores': () => page([store(1, 'Kemang'), store(2, 'Menteng')]),
    ...routes,
  });
  openPage('/admin-super/stores');
  return api;
}

const { table, rowOf } = tableRows('Stores');

backOfficeSession('super-admin');

describe('the stores page', () => {
  it('asks for the stores by admin, and shows each store with its admins', async () => {
    const api = open({
      'GET /api/super-admin/stores': () => page([store(1, 'Kemang'), store(3, 'Dago', { admins: [] })]),
    });
    const row = await rowOf('Kemang');
    expect(within(row).getByText('Admin Kemang')).toBeInTheDocument();
    expect(within(await rowOf('Dago')).getByText('No admin')).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/api/super-admin/stores')[0]!.url.searchParams)).toEqual({
      page: '1',
      sortField: 'admin',
      sortOrder: 'asc',
    });
  });

  it(
    'keeps one row in edit mode, sends only what changed and sets the answer without asking again',
    { timeout: LONG },
    async () => {
      const api = open({
        'PATCH /api/super-admin/store/:id': (request) => ({
          message: STORE_TEXTS.UPDATED,
          data: store(1, (request.body as { store_name: string }).store_name),
        }),
      });
      const kemang = await rowOf('Kemang');
      await userEvent.click(within(kemang).getByRole('button', { name: 'Edit Kemang' }));

      const name = within(kemang).getByRole('textbox', { name: 'Store name' });
      expect(within(await rowOf('Admin Menteng')).queryByRole('textbox', { name: 'Store name' })).toBeNull();
      expect(screen.getAllByRole('textbox', { name: 'Store name' })).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Edit Menteng' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Delete Menteng' })).toBeDisabled();

      await userEvent.clear(name);
      await userEvent.type(name, 'Kemang Raya');
      await userEvent.click(within(kemang).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Kemang Raya is saved.')).toBeInTheDocument();
      expect(api.requestsTo('/api/super-admin/store/1')).toHaveLength(1);
      expect(api.requestsTo('/api/super-admin/store/1')[0]!.body).toEqual({ store_name: 'Kemang Raya' });
      expect(await within(await table()).findByText('Kemang Raya')).toBeInTheDocument();
      expect(screen.queryAllByRole('textbox', { name: 'Store name' })).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Edit Menteng' })).toBeEnabled();
      expect(api.requestsTo('/api/super-admin/stores')).toHaveLength(1);
    },
  );

  it(
    'checks an edit with the contract before sending, and shows the server refusal with the fixed text',
    { timeout: LONG },
    async () => {
      const api = open({
        'PATCH /api/super-admin/store/:id': () =>
          json({ message: 'Another store is already called Menteng.' }, 409),
      });
      const kemang = await rowOf('Kemang');
      await userEvent.click(within(kemang).getByRole('button', { name: 'Edit Kemang' }));
      const name = within(kemang).getByRole('textbox', { name: 'Store name' });
      await userEvent.clear(name);
      await userEvent.click(within(kemang).getByRole('button', { name: 'Save' }));
      expect(await within(kemang).findByText(STORE_TEXTS.NAME_REQUIRED)).toBeInTheDocument();
      expect(api.requestsTo('/api/super-admin/store/1')).toHaveLength(0);

      await userEvent.type(name, 'Menteng');
      await userEvent.click(within(kemang).getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(`${MESSAGES.STORE_UPDATE_ERROR}: Another store is already called Menteng.`),
      ).toBeInTheDocument();
      // Still in edit mode, with what was typed.
      expect(within(kemang).getByRole('textbox', { name: 'Store name' })).toHaveValue('Menteng');
    },
  );

  it('deletes only after the confirmation, and shows why the server refused', { timeout: LONG }, async () => {
    let refuse = true;
    const api = open({
      'PUT /api/super-admin/store/:id': () =>
        refuse
          ? json({ message: formatOpen(2) }, 409)
          : { message: STORE_TEXTS.DELETED, data: { store_id: 2, unassigned_admins: [102] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Menteng' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Menteng?' });
    expect(api.requestsTo('/api/super-admin/store/2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete store' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${MESSAGES.STORE_DELETE_ERROR}: ${formatOpen(2)}`,
    );

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete store' }));
    expect(await screen.findByText('Menteng no longer takes orders.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Stores' })).queryByText('Menteng')).toBeNull(),
    );
    expect(api.requestsTo('/api/super-admin/stores')).toHaveLength(1);
  });

  it(`says '${MESSAGES.STORE_DELETE_ERROR}' when the delete fails without a reason`, async () => {
    open({ 'PUT /api/super-admin/store/:id': () => new Response('', { status: 500 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kemang' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Kemang?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete store' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      new RegExp(`^${MESSAGES.STORE_DELETE_ERROR}$`),
    );
  });

  it(`says '${MESSAGES.STORE_DATA_ERROR}' when the list cannot be fetched`, async () => {
    open({ 'GET /api/super-admin/stores': () => new Response('', { status: 500 }) });
    expect(await screen.findByText(MESSAGES.STORE_DATA_ERROR, {}, LAZY)).toBeInTheDocument();
  });

  it(
    "creates a store with the city's centre filled in, and adds it to the list",
    { timeout: LONG },
    async () => {
      const api = open({
        'POST /api/super-admin/store': (request) => ({
          message: STORE_TEXTS.CREATED,
          data: store(9, (request.body as { store_name: string }).store_name, {
            admins: [],
            city_id: BANDUNG.city_id,
            city_name: BANDUNG.city_name,
          }),
        }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'New store' }, LAZY));
      const form = await screen.findByRole('form', { name: 'New store' });
      await userEvent.click(within(form).getByRole('button', { name: 'Create store' }));
      expect(await within(form).findByText(STORE_TEXTS.NAME_REQUIRED)).toBeInTheDocument();
      expect(within(form).getByText(MESSAGES.CITY_UNKNOWN)).toBeInTheDocument();

      await userEvent.type(within(form).getByRole('textbox', { name: /Store name/ }), 'Dago');
      await userEvent.type(within(form).getByRole('textbox', { name: /Location/ }), 'Jl. Ir. H. Juanda 100');
      await userEvent.type(within(form).getByRole('combobox', { name: /City/ }), 'Band');
      await userEvent.click(await screen.findByRole('option', { name: 'Bandung, Jawa Barat' }));
      expect(within(form).getByRole('textbox', { name: /Latitude/ })).toHaveValue('-6.91');
      await userEvent.click(within(form).getByRole('button', { name: 'Create store' }));

      expect(await screen.findByText('Dago is open, with every product at stock 0.')).toBeInTheDocument();
      expect(api.requestsTo('/api/super-admin/store').find((r) => r.method === 'POST')!.body).toEqual({
        store_name: 'Dago',
        store_location: 'Jl. Ir. H. Juanda 100',
        city_id: BANDUNG.city_id,
        latitude: BANDUNG.latitude,
        longitude: BANDUNG.longitude,
      });
      expect(await within(await table()).findByText('Dago')).toBeInTheDocument();
      expect(api.requestsTo('/api/super-admin/stores')).toHaveLength(1);
    },
  );
});

describe("a store's WhatsApp number", () => {
  it('shows each number as people read it, and a dash for a store without one', async () => {
    open({
      'GET /api/super-admin/stores': () =>
        page([store(1, 'Kemang', { whatsapp: '+6281234567890' }), store(2, 'Menteng')]),
    });
    const kemang = await rowOf('Kemang');
    const number = within(kemang).getByRole('link', { name: '+62 812-3456-7890' });
    expect(number).toHaveAttribute('href', 'tel:+6281234567890');
    const menteng = await rowOf('Menteng');
    expect(within(menteng).getByText('No WhatsApp number')).toBeInTheDocument();
    expect(within(menteng).queryByRole('link')).toBeNull();
  });

  it('creates a store with the number as +62…', { timeout: LONG }, async () => {
    const api = open({
      'POST /api/super-admin/store': (request) => ({
        message: STORE_TEXTS.CREATED,
        data: store(9, 'Dago', { whatsapp: (request.body as { whatsapp: string }).whatsapp }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New store' }, LAZY));
    const form = await screen.findByRole('form', { name: 'New store' });
    const whatsapp = within(form).getByRole('textbox', { name: /WhatsApp number/ });
    expect(whatsapp).toHaveAttribute('inputmode', 'tel');

    await userEvent.type(within(form).getByRole('textbox', { name: /Store name/ }), 'Dago');
    await userEvent.type(within(form).getByRole('textbox', { name: /Location/ }), 'Jl. Ir. H. Juanda 100');
    await userEvent.type(within(form).getByRole('combobox', { name: /City/ }), 'Band');
    await userEvent.click(await screen.findByRole('option', { name: 'Bandung, Jawa Barat' }));
    await userEvent.type(whatsapp, '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Create store' }));
    expect(await within(form).findByText(MESSAGES.PHONE_INVALID)).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/store').filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, '0812 3456 7890');
    await userEvent.click(within(form).getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('Dago is open, with every product at stock 0.')).toBeInTheDocument();
    const posts = api.requestsTo('/api/super-admin/store').filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ store_name: 'Dago', whatsapp: '+6281234567890' });
    expect(
      await within(await rowOf('Dago')).findByRole('link', { name: '+62 812-3456-7890' }),
    ).toBeInTheDocument();
  });

  it('names the field and its rule in Bahasa Indonesia once the language is switched', async () => {
    const api = open({});
    await userEvent.click(await screen.findByRole('button', { name: 'New store' }, LAZY));
    await screen.findByRole('form', { name: 'New store' });
    const english = speakIndonesian();
    try {
      const form = screen.getByRole('form', { name: 'Toko baru' });
      await userEvent.type(within(form).getByRole('textbox', { name: /Nomor WhatsApp/ }), '0212345678');
      await userEvent.click(within(form).getByRole('button', { name: 'Buat toko' }));
      expect(
        await within(form).findByText(
          'Masukkan nomor HP Indonesia, misalnya 0812-3456-7890 atau +62 812-3456-7890.',
        ),
      ).toBeInTheDocument();
      expect(api.requestsTo('/api/super-admin/store').filter((r) => r.method === 'POST')).toHaveLength(0);
    } finally {
      english();
    }
  });

  it(
    'edits the number in place: a bad one stays unsent, a new one is sent, an emptied one is removed',
    { timeout: LONG },
    async () => {
      let answer = store(1, 'Kemang', { whatsapp: '+6281234567890' });
      const api = open({
        'GET /api/super-admin/stores': () => page([answer, store(2, 'Menteng')]),
        'PATCH /api/super-admin/store/:id': (request) => {
          const { whatsapp } = request.body as { whatsapp: string | null };
          answer = { ...answer, whatsapp: whatsapp === null ? null : '+6285712345678' };
          return { message: STORE_TEXTS.UPDATED, data: answer };
        },
      });
      const patches = () => api.requestsTo('/api/super-admin/store/1').map((r) => r.body);
      const kemang = await rowOf('Kemang');
      const edit = async () => {
        await userEvent.click(within(kemang).getByRole('button', { name: 'Edit Kemang' }));
        return within(kemang).getByRole('textbox', { name: 'WhatsApp number' });
      };

      let input = await edit();
      expect(input).toHaveValue('+62 812-3456-7890');
      expect(input).toHaveAttribute('inputmode', 'tel');
      await userEvent.clear(input);
      await userEvent.type(input, '0812');
      await userEvent.click(within(kemang).getByRole('button', { name: 'Save' }));
      expect(await within(kemang).findByText(MESSAGES.PHONE_INVALID)).toBeInTheDocument();
      expect(patches()).toEqual([]);

      // The same number in another spelling is no change: nothing is sent.
      await userEvent.clear(input);
      await userEvent.type(input, '081234567890');
      await userEvent.click(within(kemang).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(kemang).queryByRole('textbox')).toBeNull());
      expect(patches()).toEqual([]);

      input = await edit();
      await userEvent.clear(input);
      await userEvent.type(input, '+62 857-1234-5678');
      await userEvent.click(within(kemang).getByRole('button', { name: 'Save' }));
      expect(await within(kemang).findByRole('link', { name: '+62 857-1234-5678' })).toBeInTheDocument();

      input = await edit();
      await userEvent.clear(input);
      await userEvent.click(within(kemang).getByRole('button', { name: 'Save' }));
      expect(await within(kemang).findByText('No WhatsApp number')).toBeInTheDocument();
      expect(patches()).toEqual([{ whatsapp: '+6285712345678' }, { whatsapp: null }]);
    },
  );
});

function formatOpen(count: number) {
  return STORE_TEXTS.HAS_OPEN_ORDERS.replace('{count}', String(count)).replace('{orders}', 'orders');
}
