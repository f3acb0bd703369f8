import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, MESSAGES, ROUTES } from '@lumbung/contracts';
import { reloadTo } from '@/lib/navigation';
import { getAccessToken } from '@/lib/session';
import { json, stubApi, type FakeRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { CLAIMS, makeAccessToken, signIn } from '@/test/tokens';

/** The back-office areas are lazy chunks: their first render may take a while on a busy machine. */
const LAZY_AREA = { timeout: 5_000 };

/**
 * A page opened after the access token expired (its cookie outlives it): with a refresh token the
 * person is still themselves, and their first API call renews the session (docs/product.md §6, §8).
 */

vi.mock('@/lib/navigation', () => ({ reloadTo: vi.fn() }));

const alert = vi.fn();
const KEMANG = {
  store_id: 28,
  store_name: 'LUMBUNG Kemang',
  store_location: 'Jl. Kemang Raya 8',
  city_id: 1,
};

beforeEach(() => {
  alert.mockReset();
  vi.mocked(reloadTo).mockClear();
  vi.stubGlobal('alert', alert);
});

afterEach(() => vi.unstubAllGlobals());

describe('an expired access token with a refresh cookie', () => {
  it('still opens the person’s own pages; the first API call renews and is retried', async () => {
    const expired = signIn(CLAIMS.storeAdmin, { expiresInSeconds: -60 });
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const fresh = makeAccessToken(CLAIMS.storeAdmin);
    const bearer = (request: FakeRequest) => request.headers.get('Authorization');
    const api = stubApi({
      'GET /api/store-admin/assigned-store/:userId': (request) =>
        bearer(request) === `Bearer ${fresh}`
          ? { message: MESSAGES.ASSIGNED_STORE_FOUND, data: KEMANG }
          : json({ message: MESSAGES.TOKEN_INVALID }, 401),
      'POST /api/auth/refresh-token': () => ({
        message: MESSAGES.TOKEN_REFRESHED,
        data: { refreshToken: { accessToken: fresh } },
      }),
    });
    renderApp('/admin-store');
    expect(await screen.findByRole('heading', { name: 'LUMBUNG Kemang' }, LAZY_AREA)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.ACCESS_DENIED_TITLE)).not.toBeInTheDocument();
    expect(api.requestsTo('/api/store-admin/assigned-store/8').map(bearer)).toEqual([
      `Bearer ${expired}`,
      `Bearer ${fresh}`,
    ]);
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(1);
    expect(getAccessToken()).toBe(fresh);
    expect(alert).not.toHaveBeenCalled();
  });

  it("ends on the login page with 'Session expired. Please log in again.' when the refresh is refused", async () => {
    signIn(CLAIMS.storeAdmin, { expiresInSeconds: -60 });
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    stubApi({
      'GET /api/store-admin/assigned-store/:userId': () => json({ message: MESSAGES.TOKEN_INVALID }, 401),
      'POST /api/auth/refresh-token': () => json({ message: MESSAGES.REFRESH_TOKEN_INVALID }, 401),
    });
    renderApp('/admin-store');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(ROUTES.login));
    expect(alert).toHaveBeenCalledWith(MESSAGES.SESSION_EXPIRED);
    expect(getAccessToken()).toBeNull();
  });
});

describe('an expired access token without a refresh cookie', () => {
  it('is no session: Access Denied on a shopper page, and nothing is asked of the server', async () => {
    signIn(CLAIMS.user, { expiresInSeconds: -60 });
    const api = stubApi({});
    renderApp('/user/profile-editor');
    expect(
      await screen.findByRole('heading', { name: MESSAGES.ACCESS_DENIED_TITLE }, LAZY_AREA),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });
});
