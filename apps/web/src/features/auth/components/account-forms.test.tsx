import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, MESSAGES } from '@lumbung/contracts';
import { json, stubApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { clearAllCookies, CLAIMS, signIn } from '@/test/tokens';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ConfirmEmailStatus } from './confirm-email-status';

beforeEach(() => signIn(CLAIMS.user));
afterEach(() => {
  vi.unstubAllGlobals();
  clearAllCookies();
});

describe('ChangePasswordForm', () => {
  it('sends the current and the new password, says the other sessions ended and empties the form', async () => {
    const api = stubApi({ 'PUT /api/auth/password': () => ({ message: MESSAGES.PASSWORD_CHANGED }) });
    renderWithProviders(<ChangePasswordForm />);
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/Current password/), 'Lumbung#2026');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'Kopi-Tubruk#77');
    await userEvent.type(within(form).getByLabelText(/Confirm new password/), 'Kopi-Tubruk#77');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.PASSWORD_CHANGED)).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/password')[0]?.body).toEqual({
      current_password: 'Lumbung#2026',
      new_password: 'Kopi-Tubruk#77',
    });
    await waitFor(() => expect(within(form).getByLabelText(/Current password/)).toHaveValue(''));
  });

  it('checks the fields first and shows a wrong current password under its field', async () => {
    const api = stubApi({
      'PUT /api/auth/password': () =>
        json({ message: MESSAGES.PASSWORD_CURRENT_WRONG, code: 'PASSWORD_CURRENT_WRONG' }, 400),
    });
    renderWithProviders(<ChangePasswordForm />);
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText(MESSAGES.PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Current password/), 'wrong-one');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'Kopi-Tubruk#77');
    await userEvent.type(within(form).getByLabelText(/Confirm new password/), 'Kopi-Tubruk#78');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('The two passwords do not match.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Confirm new password/));
    await userEvent.type(within(form).getByLabelText(/Confirm new password/), 'Kopi-Tubruk#77');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(MESSAGES.PASSWORD_CURRENT_WRONG)).toBeInTheDocument();
  });
});

describe('ChangeEmailForm', () => {
  it('sends the new address with the password and tells where the link went', async () => {
    const sent = formatMessage('EMAIL_CHANGE_SENT', { email: 'dewi@example.com' });
    const api = stubApi({ 'POST /api/auth/email-change': () => json({ message: sent }, 202) });
    const onSent = vi.fn();
    renderWithProviders(
      <ChangeEmailForm currentEmail="shopper@lumbung.test" pendingEmail={null} onSent={onSent} />,
    );
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await userEvent.type(within(form).getByLabelText(/New e-mail address/), 'dewi@example.com');
    await userEvent.type(within(form).getByLabelText(/Your password/), 'Lumbung#2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/email-change')[0]?.body).toEqual({
      email: 'dewi@example.com',
      password: 'Lumbung#2026',
    });
    expect(onSent).toHaveBeenCalled();
  });

  it('refuses the current address before asking, shows a taken one under its field, and a pending change', async () => {
    const api = stubApi({
      'POST /api/auth/email-change': () => json({ message: MESSAGES.EMAIL_TAKEN, code: 'EMAIL_TAKEN' }, 409),
    });
    renderWithProviders(
      <ChangeEmailForm currentEmail="shopper@lumbung.test" pendingEmail="baru@example.com" />,
    );
    expect(screen.getByTestId('pending-email')).toHaveTextContent(
      formatMessage('EMAIL_CHANGE_SENT', { email: 'baru@example.com' }),
    );
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await userEvent.type(within(form).getByLabelText(/New e-mail address/), 'Shopper@lumbung.test');
    await userEvent.type(within(form).getByLabelText(/Your password/), 'Lumbung#2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(within(form).getByText(MESSAGES.EMAIL_SAME)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText(/New e-mail address/));
    await userEvent.type(within(form).getByLabelText(/New e-mail address/), 'taken@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText(MESSAGES.EMAIL_TAKEN)).toBeInTheDocument();
  });
});

describe('ConfirmEmailStatus', () => {
  it('confirms the link once as the page opens and says the new address', async () => {
    const changed = formatMessage('EMAIL_CHANGED', { email: 'dewi@example.com' });
    const api = stubApi({ 'POST /api/auth/email-change/confirm': () => ({ message: changed }) });
    renderWithProviders(<ConfirmEmailStatus token="abc" />);
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeInTheDocument();
    expect(screen.getByText(changed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/email-change/confirm')).toHaveLength(1);
  });

  it("says why a link did not work: an invalid one, or the server's reason", async () => {
    stubApi({ 'POST /api/auth/email-change/confirm': () => json({ message: MESSAGES.EMAIL_TAKEN }, 409) });
    renderWithProviders(<ConfirmEmailStatus token="abc" />);
    expect(await screen.findByText(MESSAGES.EMAIL_TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
  });

  it('needs no call without a token', () => {
    const api = stubApi({});
    renderWithProviders(<ConfirmEmailStatus token={null} />);
    expect(screen.getByText(MESSAGES.LINK_INVALID)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});

describe('ConfirmEmailStatus for the cancel link of the notice to the current address', () => {
  it('cancels the change once as the page opens and says the address stays', async () => {
    const api = stubApi({
      'POST /api/auth/email-change/cancel': () => ({ message: MESSAGES.EMAIL_CHANGE_CANCELLED }),
    });
    renderWithProviders(<ConfirmEmailStatus link="cancel" token="cancel-1" />);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.EMAIL_CHANGE_CANCELLED_TITLE }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.EMAIL_CHANGE_CANCELLED)).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/email-change/cancel').map((r) => r.body)).toEqual([
      { token: 'cancel-1' },
    ]);
    expect(api.requestsTo('/api/auth/email-change/confirm')).toHaveLength(0);
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(0);
  });

  it('says when the change was already confirmed, and how cancel links work', async () => {
    stubApi({
      'POST /api/auth/email-change/cancel': () =>
        json({ message: MESSAGES.EMAIL_CHANGE_ALREADY_CONFIRMED }, 409),
    });
    renderWithProviders(<ConfirmEmailStatus link="cancel" token="late" />);
    expect(await screen.findByText(MESSAGES.EMAIL_CHANGE_ALREADY_CONFIRMED)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.EMAIL_CHANGE_CANCEL_HINT)).toBeInTheDocument();
  });
});
