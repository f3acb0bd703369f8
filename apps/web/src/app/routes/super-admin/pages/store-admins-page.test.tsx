import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, STORE_ADMIN_TEXTS, STORE_TEXTS, type StoreAdminRow } from '@lumbung/contracts';
import { backOfficeSession, LAZY, LONG, openPage, superProfile, tableRows } from '@/test/back-office';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { listed } from '@/test/store-admin-fixtures';

function admin(id: number, username: string, extra: Partial<StoreAdminRow> = {}): StoreAdminRow {
  return {
    user_id: id,
    username,
    email: `${username.toLowerCase()}@lumbung.test`,
    is_verified: true,
    store_id: 28,
    store_name: 'Kemang',
    created_at: '2026-11-01T03:00:00.000Z',
    ...extra,
  };
}

const page = (rows: StoreAdminRow[]) => listed(STORE_ADMIN_TEXTS.LISTED, rows);

const identity: Record<string, FakeHandler> = {
  ...superProfile,
  'GET /api/super-admin/store-names': () => ({
    message: STORE_TEXTS.NAMES_LISTED,
    data: [
      { store_id: 1, store_name: 'Dago' },
      { store_id: 28, store_name: 'Kemang' },
    ],
  }),
};

function open(routes: Record<string, FakeHandler>) {
  const api = stubApi({
    ...identity,
    'GET /api/super-admin/store-admin': () =>
      page([admin(8, 'Rina'), admin(9, 'Budi', { store_id: null, store_name: null, is_verified: false })]),
    ...routes,
  });
  openPage('/admin-super/store-admins');
  return api;
}

const { table, rowOf } = tableRows('Store admins');

backOfficeSession('super-admin');

describe('the store admins page', () => {
  it('asks for the admins by store (sortFieldAdmin) and shows who is not assigned or only invited', async () => {
    const api = open({});
    expect(within(await rowOf('Rina')).getByText('Kemang')).toBeInTheDocument();
    const budi = await rowOf('Budi');
    expect(within(budi).getByText('Not assigned')).toBeInTheDocument();
    expect(within(budi).getByText('Invited')).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/api/super-admin/store-admin')[0]!.url.searchParams)).toEqual({
      page: '1',
      sortFieldAdmin: 'store',
      sortOrder: 'asc',
    });
  });

  it('assigns a store in place, one row at a time, with one request', { timeout: LONG }, async () => {
    const api = open({
      'POST /api/super-admin/assign': (request) => {
        const body = request.body as { user_id: number; store_id: number };
        return {
          message: 'Store admin assigned to Dago',
          data: admin(body.user_id, 'Budi', {
            store_id: body.store_id,
            store_name: 'Dago',
            is_verified: false,
          }),
        };
      },
    });
    const budi = await rowOf('Budi');
    await userEvent.click(within(budi).getByRole('button', { name: 'Assign Budi to a store' }));
    expect(screen.getAllByRole('combobox', { name: /^Store of / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Assign Rina to a store' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Rina' })).toBeDisabled();

    await userEvent.click(within(budi).getByRole('button', { name: 'Save' }));
    expect(await within(budi).findByText('Choose the store this admin runs.')).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/assign')).toHaveLength(0);

    await userEvent.click(within(budi).getByRole('combobox', { name: 'Store of Budi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dago' }));
    await userEvent.click(within(budi).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Budi now runs Dago.')).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/assign')[0]!.body).toEqual({ user_id: 9, store_id: 1 });
    expect(await within(budi).findByText('Dago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Rina to a store' })).toBeEnabled();
    expect(api.requestsTo('/api/super-admin/store-admin')).toHaveLength(1);
  });

  it(
    `shows '${MESSAGES.ADMIN_ASSIGN_ERROR}' with the server's reason when assigning fails`,
    { timeout: LONG },
    async () => {
      open({ 'POST /api/super-admin/assign': () => json({ message: MESSAGES.STORE_NOT_FOUND }, 404) });
      const rina = await rowOf('Rina');
      await userEvent.click(within(rina).getByRole('button', { name: 'Assign Rina to a store' }));
      await userEvent.click(within(rina).getByRole('combobox', { name: 'Store of Rina' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Dago' }));
      await userEvent.click(within(rina).getByRole('button', { name: 'Save' }));
      expect(
        (await screen.findAllByText(`${MESSAGES.ADMIN_ASSIGN_ERROR}: ${MESSAGES.STORE_NOT_FOUND}`)).length,
      ).toBeGreaterThan(0);
    },
  );

  it('removes an admin only after the confirmation', { timeout: LONG }, async () => {
    let fail = true;
    const api = open({
      'DELETE /api/super-admin/admin/:id': () =>
        fail
          ? new Response('', { status: 500 })
          : { message: STORE_ADMIN_TEXTS.REMOVED, data: { user_id: 8 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Rina' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Rina?' });
    expect(api.requestsTo('/api/super-admin/admin/8')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      new RegExp(`^${MESSAGES.ADMIN_DELETE_ERROR}$`),
    );
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText('Rina can no longer log in.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Store admins' })).queryByText('Rina')).toBeNull(),
    );
  });

  it('registers an admin in a dialog and shows the mail was sent', { timeout: LONG }, async () => {
    const api = open({
      'POST /api/super-admin/register': (request) => {
        const body = request.body as { username: string; email: string };
        return {
          message: `Store admin registered. We sent ${body.email} a link to choose a password.`,
          data: admin(12, body.username, {
            email: body.email,
            store_id: null,
            store_name: null,
            is_verified: false,
          }),
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Register admin' }, LAZY));
    const form = await screen.findByRole('form', { name: 'Register a store admin' });
    await userEvent.click(within(form).getByRole('button', { name: 'Register and send the mail' }));
    expect(await within(form).findByText(MESSAGES.USERNAME_INVALID)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.EMAIL_INVALID)).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Sari');
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'sari@lumbung.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Register and send the mail' }));
    expect(
      await screen.findByText(
        'Store admin registered. We sent sari@lumbung.test a link to choose a password.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/register')[0]!.body).toEqual({
      username: 'Sari',
      email: 'sari@lumbung.test',
    });
    expect(await within(await table()).findByText('Sari')).toBeInTheDocument();
  });

  it(
    `says '${MESSAGES.ADMIN_REGISTER_ERROR}' with the reason when the e-mail is taken`,
    { timeout: LONG },
    async () => {
      open({ 'POST /api/super-admin/register': () => json({ message: MESSAGES.EMAIL_TAKEN }, 409) });
      await userEvent.click(await screen.findByRole('button', { name: 'Register admin' }, LAZY));
      const form = await screen.findByRole('form', { name: 'Register a store admin' });
      await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Sari');
      await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'shopper@lumbung.test');
      await userEvent.click(within(form).getByRole('button', { name: 'Register and send the mail' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        `${MESSAGES.ADMIN_REGISTER_ERROR}: ${MESSAGES.EMAIL_TAKEN}`,
      );
    },
  );

  it(`says '${MESSAGES.STORE_ADMINS_FETCH_ERROR}' when the list cannot be fetched`, async () => {
    open({ 'GET /api/super-admin/store-admin': () => new Response('', { status: 500 }) });
    expect(await screen.findByText(MESSAGES.STORE_ADMINS_FETCH_ERROR, {}, LAZY)).toBeInTheDocument();
  });
});
