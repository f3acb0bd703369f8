import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, formatMessage, MESSAGES, ROUTES, type PublicUser, type Role } from '@lumbung/contracts';
import { getCookie } from '@/lib/cookies';
import { reloadTo } from '@/lib/navigation';
import { canRenewSession, getAccessToken } from '@/lib/session';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { makeAccessToken } from '@/test/tokens';
import { LoginForm } from './login-form';

vi.mock('@/lib/navigation', () => ({ reloadTo: vi.fn() }));

function user(id: number, role: Role, isVerified = true): PublicUser {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@lumbung.test`,
    role,
    is_verified: isVerified,
    image: null,
    referral_code: `CODE${id}`,
    locale: null,
  };
}

function loginAnswer(account: PublicUser) {
  const accessToken = makeAccessToken({
    id: account.id,
    role: account.role,
    is_verified: account.is_verified,
  });
  return {
    accessToken,
    handler: (() => ({
      message: MESSAGES.LOGGED_IN,
      data: { accessToken, refreshToken: `refresh-${account.id}`, user: account },
    })) satisfies FakeHandler,
  };
}

const JAKARTA = {
  store_id: 28,
  store_name: 'LUMBUNG Kemang',
  store_location: 'Jl. Kemang Raya 8',
  city_id: 1,
};

/** The store-id cookie lives at path /admin-store: read it as a page there would. */
function assignedStoreCookie(): string | null {
  const here = window.location.pathname;
  window.history.replaceState(null, '', '/admin-store');
  const value = getCookie(COOKIES.assignedStoreId.name);
  window.history.replaceState(null, '', here);
  return value;
}

/** The form's own alert (toasts elsewhere on the page are alerts too). */
function formAlert() {
  return within(screen.getByRole('form', { name: 'Welcome back' })).findByRole('alert');
}

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => vi.mocked(reloadTo).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('offers the ways out: forgot password and create an account', () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password-page',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/register-page',
    );
  });

  it('keeps the access token, never the refresh token, and sends a shopper to the shop', async () => {
    const shopper = loginAnswer(user(5, 'USER'));
    const api = stubApi({ 'POST /api/auth/login': shopper.handler });
    renderWithProviders(<LoginForm />);
    await logIn('  Shopper@Lumbung.test ', 'Lumbung#2026');

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(ROUTES.home));
    expect(api.requestsTo('/api/auth/login')[0]?.body).toEqual({
      email: 'Shopper@Lumbung.test',
      password: 'Lumbung#2026',
    });
    expect(getAccessToken()).toBe(shopper.accessToken);
    // The answer's refresh token is for API clients; the browser's lives in the server's HttpOnly cookie.
    expect(document.cookie).not.toContain('refresh-5');
    expect(canRenewSession()).toBe(true);
    expect(api.requestsTo('/api/store-admin/')).toHaveLength(0);
  });

  it('sends a super admin to /admin-super', async () => {
    stubApi({ 'POST /api/auth/login': loginAnswer(user(1, 'SUPER_ADMIN')).handler });
    renderWithProviders(<LoginForm />);
    await logIn('super@lumbung.test', 'Lumbung#2026');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/admin-super'));
  });

  it('fetches a store admin’s store with the new token, keeps its id at /admin-store and goes there', async () => {
    const admin = loginAnswer(user(3, 'STORE_ADMIN'));
    const api = stubApi({
      'POST /api/auth/login': admin.handler,
      'GET /api/store-admin/assigned-store/:userId': ({ params }) =>
        params.userId === '3'
          ? { message: MESSAGES.ASSIGNED_STORE_FOUND, data: JAKARTA }
          : json({ message: MESSAGES.NOT_YOURS }, 403),
    });
    renderWithProviders(<LoginForm />);
    await logIn('admin.jakarta@lumbung.test', 'Lumbung#2026');

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/admin-store'));
    const [lookup] = api.requestsTo('/api/store-admin/assigned-store/3');
    expect(lookup?.headers.get('Authorization')).toBe(`Bearer ${admin.accessToken}`);
    expect(assignedStoreCookie()).toBe('28');
    // Scoped to the store back-office: the storefront does not see it.
    expect(getCookie(COOKIES.assignedStoreId.name)).toBeNull();
  });

  it('lets a store admin without a store in, without a store id (the dashboard explains)', async () => {
    document.cookie = `${COOKIES.assignedStoreId.name}=9; path=/admin-store`;
    stubApi({
      'POST /api/auth/login': loginAnswer(user(4, 'STORE_ADMIN')).handler,
      'GET /api/store-admin/assigned-store/:userId': () =>
        json({ message: MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT }, 404),
    });
    renderWithProviders(<LoginForm />);
    await logIn('admin.new@lumbung.test', 'Lumbung#2026');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/admin-store'));
    // The id an earlier account left behind is gone too.
    expect(assignedStoreCookie()).toBeNull();
  });

  it('lets an unverified store admin in to /admin-store without asking for a store', async () => {
    const api = stubApi({
      'POST /api/auth/login': loginAnswer(user(9, 'STORE_ADMIN', false)).handler,
      'GET /api/store-admin/assigned-store/:userId': () =>
        json({ message: MESSAGES.ACCOUNT_NOT_VERIFIED, code: 'ACCOUNT_NOT_VERIFIED' }, 403),
    });
    renderWithProviders(<LoginForm />);
    await logIn('admin.unverified@lumbung.test', 'Lumbung#2026');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/admin-store'));
    expect(api.requestsTo('/api/store-admin/')).toHaveLength(0);
    expect(assignedStoreCookie()).toBeNull();
  });

  it('shows the one message the server gives for a wrong e-mail or password, and keeps no token', async () => {
    stubApi({ 'POST /api/auth/login': () => json({ message: MESSAGES.INVALID_CREDENTIALS }, 401) });
    renderWithProviders(<LoginForm />);
    await logIn('shopper@lumbung.test', 'wrong-password');
    expect(await formAlert()).toHaveTextContent(MESSAGES.INVALID_CREDENTIALS);
    expect(reloadTo).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    // The e-mail stays for the next try.
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('shopper@lumbung.test');
  });

  it('shows the rate limit (429) as the server words it', async () => {
    const text = formatMessage('RATE_LIMITED', { retryAfter: '15 minutes' });
    stubApi({ 'POST /api/auth/login': () => json({ message: text, code: 'RATE_LIMITED' }, 429) });
    renderWithProviders(<LoginForm />);
    await logIn('shopper@lumbung.test', 'again-wrong');
    expect(await formAlert()).toHaveTextContent(text);
  });

  it('is busy while the server answers, so a second click sends nothing', async () => {
    let answer!: () => void;
    const api = stubApi({
      'POST /api/auth/login': () =>
        new Promise((resolve) => {
          answer = () => resolve(json({ message: MESSAGES.INVALID_CREDENTIALS }, 401));
        }),
    });
    renderWithProviders(<LoginForm />);
    await logIn('shopper@lumbung.test', 'Lumbung#2026');
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.click(button);
    expect(api.requestsTo('/api/auth/login')).toHaveLength(1);
    answer();
    await formAlert();
    expect(button).toBeEnabled();
  });

  it('asks for a valid e-mail and a password before calling the server', async () => {
    const api = stubApi({});
    renderWithProviders(<LoginForm />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
