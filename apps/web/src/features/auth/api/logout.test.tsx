import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, MESSAGES, ROUTES } from '@lumbung/contracts';
import { getCookie } from '@/lib/cookies';
import { reloadTo } from '@/lib/navigation';
import { canRenewSession, getAccessToken } from '@/lib/session';
import { stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';

/** The back-office areas are lazy chunks: their first render may take a while on a busy machine. */
const LAZY_AREA = { timeout: 5_000 };

/** Logout: the server revokes the refresh cookie's session and clears it; the web clears the rest, reloads to /. */

vi.mock('@/lib/navigation', () => ({ reloadTo: vi.fn() }));

beforeEach(() => vi.mocked(reloadTo).mockClear());
afterEach(() => vi.unstubAllGlobals());

function storeCookieAtAdminStore(): string | null {
  const here = window.location.pathname;
  window.history.replaceState(null, '', '/admin-store/orders');
  const value = getCookie(COOKIES.assignedStoreId.name);
  window.history.replaceState(null, '', here);
  return value;
}

describe('logout', () => {
  it('from the navigation bar: asks the server to end the cookie’s session, clears the cookies, reloads to /', async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const api = stubApi({ 'POST /api/auth/logout': () => ({ message: MESSAGES.LOGGED_OUT }) });
    renderApp('/about-page');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(ROUTES.home));
    // The HttpOnly cookie carries the refresh token; no script has it to send.
    expect(api.requestsTo('/api/auth/logout').map((r) => r.body)).toEqual([{}]);
    expect(getAccessToken()).toBeNull();
    expect(canRenewSession()).toBe(false);
  });

  it('from the store back-office: also forgets the assigned store', async () => {
    signIn(CLAIMS.storeAdmin);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    document.cookie = `${COOKIES.assignedStoreId.name}=28; path=/admin-store`;
    const api = stubApi({
      'POST /api/auth/logout': () => ({ message: MESSAGES.LOGGED_OUT }),
      'GET /api/store-admin/assigned-store/:userId': () => ({
        message: MESSAGES.ASSIGNED_STORE_FOUND,
        data: { store_id: 28, store_name: 'LUMBUNG Kemang', store_location: 'Jl. Kemang Raya 8', city_id: 1 },
      }),
    });
    renderApp('/admin-store');
    expect(await screen.findByRole('heading', { name: 'LUMBUNG Kemang' }, LAZY_AREA)).toBeInTheDocument();
    expect(storeCookieAtAdminStore()).toBe('28');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(ROUTES.home));
    expect(api.requestsTo('/api/auth/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(storeCookieAtAdminStore()).toBeNull();
  });

  it('still logs out here when the server cannot be reached', async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    stubApi({
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/about-page');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(ROUTES.home));
    expect(getAccessToken()).toBeNull();
    expect(canRenewSession()).toBe(false);
  });
});
