import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '@/lib/navigation';
import { getAccessToken } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { CLAIMS, makeAccessToken } from '@/test/tokens';
import { LoginForm } from './login-form';

vi.mock('@/lib/navigation', () => ({ reloadTo: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(reloadTo).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('stores the tokens and sends a store admin to the store back-office', async () => {
    const accessToken = makeAccessToken(CLAIMS.storeAdmin);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          data: {
            accessToken,
            refreshToken: 'refresh',
            user: { id: 8, role: 'STORE_ADMIN', is_verified: true },
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('admin.jakarta@lumbung.test', 'Lumbung#2026');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/admin-store'));
    expect(getAccessToken()).toBe(accessToken);
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin.jakarta@lumbung.test',
      password: 'Lumbung#2026',
    });
  });

  it("shows the server's message when the login is refused", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Wrong e-mail or password.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('shopper@lumbung.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('asks for an e-mail and a password before calling the server', async () => {
    renderWithProviders(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
