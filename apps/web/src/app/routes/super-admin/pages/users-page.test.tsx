import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type AdminUser } from '@lumbung/contracts';
import { backOfficeSession, LAZY, openPage, superProfile } from '@/test/back-office';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { KEMANG, SARI } from '@/test/store-admin-fixtures';
import { speakIndonesian } from './super-admin-fixtures';

function user(extra: Partial<AdminUser> = {}): AdminUser {
  return {
    ...SARI,
    store_id: KEMANG.store_id,
    store_name: KEMANG.store_name,
    created_at: '2026-10-01T03:00:00.000Z',
    ...extra,
  };
}

function open(routes: Record<string, FakeHandler>, path = '/admin-super/users') {
  const api = stubApi({ ...superProfile, ...routes });
  openPage(path);
  return api;
}

backOfficeSession('super-admin');

describe('the users page', () => {
  it('asks 10 a page, newest first, and shows each role, verification and a store admin’s store', async () => {
    const api = open({
      'GET /api/super-admin/users': () => ({
        message: 'Users retrieved',
        data: [
          user(),
          user({
            user_id: 9,
            username: 'Budi',
            email: 'budi@example.com',
            role: 'USER',
            is_verified: false,
            store_id: null,
            store_name: null,
          }),
        ],
        currentPage: 1,
        totalPages: 3,
        totalItems: 22,
      }),
    });
    const table = await screen.findByRole('table', { name: 'Users' }, LAZY);
    const sari = (await within(table).findByText('Sari Jakarta', {}, LAZY)).closest('tr')!;
    expect(within(sari).getByText('Store admin')).toBeInTheDocument();
    expect(within(sari).getByText('LUMBUNG Kemang')).toBeInTheDocument();
    const budi = within(table).getByText('Budi').closest('tr')!;
    expect(within(budi).getByText('Shopper')).toBeInTheDocument();
    expect(within(budi).getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText(/22 results · page 1 of 3/)).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/api/super-admin/users')[0]!.url.searchParams)).toEqual({
      pageSize: '10',
      page: '1',
      sortField: 'created_at',
      sortOrder: 'desc',
    });
  });

  it('speaks Bahasa Indonesia once the language is switched, headers and roles alike', async () => {
    open({
      'GET /api/super-admin/users': () => ({
        message: 'Users retrieved',
        data: [user({ user_id: 9, username: 'Budi', role: 'USER', is_verified: false, store_name: null })],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
      }),
    });
    const table = await screen.findByRole('table', { name: 'Users' }, LAZY);
    await within(table).findByText('Budi', {}, LAZY);
    const english = speakIndonesian();
    try {
      const tabel = screen.getByRole('table', { name: 'Pengguna' });
      expect(within(tabel).getByRole('columnheader', { name: /Peran/ })).toBeInTheDocument();
      const budi = within(tabel).getByText('Budi').closest('tr')!;
      expect(within(budi).getByText('Pembeli')).toBeInTheDocument();
      expect(within(budi).getByText('Belum diverifikasi')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeInTheDocument();
    } finally {
      english();
    }
    expect(within(table).getByRole('columnheader', { name: /Role/ })).toBeInTheDocument();
  });

  it('sends the role filter and the search, starting again at page 1', async () => {
    const api = open(
      {
        'GET /api/super-admin/users': () => ({
          message: 'ok',
          data: [user()],
          currentPage: 2,
          totalPages: 2,
          totalItems: 11,
        }),
      },
      '/admin-super/users?page=2',
    );
    const table = await screen.findByRole('table', { name: 'Users' }, LAZY);
    await within(table).findByText('Sari Jakarta', {}, LAZY);
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Store admin' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/super-admin/users').at(-1)!.url.searchParams.get('role')).toBe(
        'STORE_ADMIN',
      ),
    );
    expect(api.requestsTo('/api/super-admin/users').at(-1)!.url.searchParams.get('page')).toBe('1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'sari{Enter}');
    await waitFor(() =>
      expect(api.requestsTo('/api/super-admin/users').at(-1)!.url.searchParams.get('search')).toBe('sari'),
    );
    expect(api.requestsTo('/api/super-admin/users').at(-1)!.url.searchParams.get('role')).toBe('STORE_ADMIN');
  });

  it('shows the docs/product.md §8 fallback when the list fails without a message', async () => {
    open({ 'GET /api/super-admin/users': () => json({}, 500) });
    expect(await screen.findByText(MESSAGES.USERS_FETCH_FAILED, {}, LAZY)).toBeInTheDocument();
  });
});
