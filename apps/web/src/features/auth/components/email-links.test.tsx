import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, formatMessage, MESSAGES } from '@lumbung/contracts';
import { getAccessToken } from '@/lib/session';
import { json, stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { CLAIMS, makeAccessToken, signIn } from '@/test/tokens';

/** The pages the mailed links open: verify e-mail, and forgot / reset password. */

afterEach(() => vi.unstubAllGlobals());

describe('/auth/verify-email?token=...', () => {
  it('verifies once as the page opens and offers to log in', async () => {
    const api = stubApi({ 'POST /api/auth/verify-email': () => ({ message: MESSAGES.EMAIL_VERIFIED }) });
    renderApp('/auth/verify-email?token=tok-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail verified' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.EMAIL_VERIFIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login-page');
    expect(api.requestsTo('/api/auth/verify-email').map((r) => r.body)).toEqual([{ token: 'tok-123' }]);
  });

  it('renews the session of someone logged in here, so the token says verified, and offers to continue', async () => {
    signIn(CLAIMS.unverifiedStoreAdmin);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const verifiedToken = makeAccessToken({ ...CLAIMS.unverifiedStoreAdmin, is_verified: true });
    const api = stubApi({
      'POST /api/auth/verify-email': () => ({ message: MESSAGES.EMAIL_VERIFIED }),
      'POST /api/auth/refresh-token': () => ({
        message: MESSAGES.TOKEN_REFRESHED,
        data: { refreshToken: { accessToken: verifiedToken } },
      }),
    });
    renderApp('/auth/verify-email?token=tok-9');
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/admin-store');
    await waitFor(() => expect(getAccessToken()).toBe(verifiedToken));
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(1);
  });

  it('says a refused link is invalid or expired, and offers a new one', async () => {
    const api = stubApi({
      'POST /api/auth/verify-email': () => json({ message: MESSAGES.LINK_INVALID }, 400),
      'POST /api/auth/resend-verification': () => ({ message: MESSAGES.VERIFICATION_SENT }),
    });
    renderApp('/auth/verify-email?token=used-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.LINK_INVALID)).toBeInTheDocument();

    const resend = screen.getByRole('form', { name: 'Send a new verification link' });
    await userEvent.type(within(resend).getByLabelText(/E-mail/), 'sari@example.com');
    await userEvent.click(within(resend).getByRole('button', { name: 'Send a new link' }));
    expect(await within(resend).findByRole('status')).toHaveTextContent(MESSAGES.VERIFICATION_SENT);
    expect(api.requestsTo('/api/auth/resend-verification')[0]?.body).toEqual({ email: 'sari@example.com' });
  });

  it('shows a resend refused for too many tries', async () => {
    const text = formatMessage('RATE_LIMITED', { retryAfter: '45 minutes' });
    stubApi({
      'POST /api/auth/verify-email': () => json({ message: MESSAGES.LINK_INVALID }, 400),
      'POST /api/auth/resend-verification': () => json({ message: text }, 429),
    });
    renderApp('/auth/verify-email?token=old');
    const resend = await screen.findByRole('form', { name: 'Send a new verification link' });
    await userEvent.type(within(resend).getByLabelText(/E-mail/), 'sari@example.com');
    await userEvent.click(within(resend).getByRole('button', { name: 'Send a new link' }));
    expect(await within(resend).findByRole('alert')).toHaveTextContent(text);
  });

  it('without a token says the link is invalid and calls nothing', async () => {
    const api = stubApi({});
    renderApp('/auth/verify-email');
    expect(await screen.findByText(MESSAGES.LINK_INVALID)).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/')).toHaveLength(0);
  });
});

describe('/auth/forgot-password-page', () => {
  it('asks for a reset mail and gives the same answer for any address', async () => {
    const api = stubApi({ 'POST /api/auth/forgot-password': () => ({ message: MESSAGES.RESET_SENT }) });
    renderApp('/auth/forgot-password-page');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.RESET_SENT).length).toBeGreaterThanOrEqual(1);
    expect(api.requestsTo('/api/auth/forgot-password')[0]?.body).toEqual({ email: 'nobody@example.com' });
  });

  it('checks the address first and shows a rate limit in the form', async () => {
    const text = formatMessage('RATE_LIMITED', { retryAfter: '1 minute' });
    const api = stubApi({ 'POST /api/auth/forgot-password': () => json({ message: text }, 429) });
    renderApp('/auth/forgot-password-page');
    const field = await screen.findByLabelText(/E-mail/);
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.EMAIL_INVALID)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'sari@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const form = screen.getByRole('form', { name: 'Forgot your password?' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(text);
  });
});

describe('/auth/reset-password-page?token=...', () => {
  async function choose(password: string, confirm: string) {
    await userEvent.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), password);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the new password with the token, then offers to log in', async () => {
    const api = stubApi({
      'POST /api/auth/reset-password': () => ({ message: MESSAGES.PASSWORD_RESET_DONE }),
    });
    renderApp('/auth/reset-password-page?token=reset-1');
    await choose('Sawah#Padi2026', 'Sawah#Padi2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login-page');
    expect(api.requestsTo('/api/auth/reset-password')[0]?.body).toEqual({
      token: 'reset-1',
      password: 'Sawah#Padi2026',
    });
  });

  it('wants the two passwords to match and the new one long enough', async () => {
    const api = stubApi({});
    renderApp('/auth/reset-password-page?token=reset-1');
    await choose('short', 'shorter');
    expect(await screen.findByText(MESSAGES.PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('a used or expired link says so and offers a new one', async () => {
    stubApi({
      'POST /api/auth/reset-password': () =>
        json({ message: MESSAGES.LINK_INVALID, code: 'LINK_INVALID' }, 400),
    });
    renderApp('/auth/reset-password-page?token=used');
    await choose('Sawah#Padi2026', 'Sawah#Padi2026');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password-page',
    );
  });

  it('without a token there is no form, only the way to a new link', async () => {
    stubApi({});
    renderApp('/auth/reset-password-page');
    expect(await screen.findByText(MESSAGES.LINK_INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });
});
