import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES, type PublicUser, type UserLocale } from '@lumbung/contracts';
import { i18n, LOCALE_COOKIE, switchLocale } from '@/i18n';
import { startingLocale } from '@/i18n/locale';
import { getCookie } from '@/lib/cookies';
import { reloadTo } from '@/lib/navigation';
import { stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes, HOME_ADDRESS, KEMANG, profile } from '@/test/storefront-fixtures';
import { CLAIMS, clearAllCookies, makeAccessToken } from '@/test/tokens';

vi.mock('@/lib/navigation', () => ({ reloadTo: vi.fn() }));

const LAZY = { timeout: 8_000 };

afterEach(async () => {
  await switchLocale('en');
  vi.unstubAllGlobals();
  vi.mocked(reloadTo).mockReset();
  clearAllCookies();
});

/**
 * The login page, a shopper whose account keeps `locale`, and the shop behind it. The full load
 * after logging in (reloadTo) is played by the router: the next page renders in the language the
 * app is in, as a new load would start in the cookie's.
 */
function logInAs(locale: UserLocale | null) {
  const user: PublicUser = {
    id: CLAIMS.user.id,
    username: 'sari',
    email: 'shopper@lumbung.test',
    role: 'USER',
    is_verified: true,
    image: null,
    referral_code: 'SARI2026',
    locale,
  };
  stubApi({
    ...catalogueRoutes(),
    'POST /api/auth/login': () => ({
      message: MESSAGES.LOGGED_IN,
      data: { accessToken: makeAccessToken(CLAIMS.user), refreshToken: 'refresh-7', user },
    }),
    'GET /api/profile/user/:userId': () => ({ message: MESSAGES.PROFILE_FOUND, data: profile({ locale }) }),
    'GET /api/profile/address/:userId': () => ({ message: MESSAGES.ADDRESSES_LISTED, data: [HOME_ADDRESS] }),
    'GET /api/profile/closest-store/:userId': () => ({ message: 'Closest store found', data: KEMANG }),
  });
  const { router } = renderApp(ROUTES.login);
  vi.mocked(reloadTo).mockImplementation((path) => void router.navigate(path));
  return router;
}

async function submitLogin() {
  await userEvent.type(await screen.findByLabelText(/E-mail/, {}, LAZY), 'shopper@lumbung.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Lumbung#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('logging in to an account that chose its language', () => {
  it('shows the next page in Bahasa Indonesia, and the next load starts in it', async () => {
    const router = logInAs('id');
    await submitLogin();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(ROUTES.home));
    expect(router.state.location.pathname).toBe(ROUTES.home);
    expect(await screen.findByRole('navigation', { name: 'Utama' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beranda LUMBUNG' })).toBeInTheDocument();
    expect(i18n.locale).toBe('id');
    // A browser set to English still starts the next load in the account's language.
    expect(startingLocale(getCookie(LOCALE_COOKIE), ['en-US'])).toBe('id');
  });

  it("keeps the browser's language for an account with no choice", async () => {
    logInAs(null);
    await submitLogin();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(ROUTES.home));
    expect(await screen.findByRole('navigation', { name: 'Main' }, LAZY)).toBeInTheDocument();
    expect(i18n.locale).toBe('en');
    expect(getCookie(LOCALE_COOKIE)).toBeNull();
  });
});
