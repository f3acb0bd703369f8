import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, MESSAGES, type PublicUser } from '@lumbung/contracts';
import { json, stubApi, type FakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { passwordStrength } from './password-strength';
import { RegisterForm } from './register-form';

function registered(request: FakeRequest) {
  const body = request.body as { username: string; email: string };
  const user: PublicUser = {
    id: 40,
    username: body.username,
    email: body.email.toLowerCase(),
    role: 'USER',
    is_verified: false,
    image: null,
    referral_code: 'NEWCODE1',
    locale: null,
  };
  return json({ message: formatMessage('REGISTERED', { email: user.email }), data: { user } }, 201);
}

const form = () => screen.getByRole('form', { name: 'Create your account' });

async function fill(values: { username?: string; email?: string; password?: string; referral?: string }) {
  if (values.username) await userEvent.type(screen.getByLabelText(/^Username/), values.username);
  if (values.email) await userEvent.type(screen.getByLabelText(/^E-mail/), values.email);
  if (values.password)
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), values.password);
  if (values.referral) await userEvent.type(screen.getByLabelText(/^Referral code/), values.referral);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('creates the account, then says where the verification link went', async () => {
    const api = stubApi({ 'POST /api/auth/register': registered });
    renderWithProviders(<RegisterForm />);
    await fill({
      username: 'Sari Wulandari',
      email: 'Sari@Example.co.id',
      password: 'Kemang#2026',
      referral: 'shop2026',
    });
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    // On the page and in a toast.
    expect(screen.getAllByText(formatMessage('REGISTERED', { email: 'sari@example.co.id' }))).toHaveLength(2);
    expect(api.requestsTo('/api/auth/register')[0]?.body).toEqual({
      username: 'Sari Wulandari',
      email: 'Sari@Example.co.id',
      password: 'Kemang#2026',
      referral_code: 'SHOP2026',
    });
  });

  it('leaves out an empty referral code', async () => {
    const api = stubApi({ 'POST /api/auth/register': registered });
    renderWithProviders(<RegisterForm />);
    await fill({ username: 'budi', email: 'budi@example.com', password: 'longenough' });
    await submit();
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(api.requestsTo('/api/auth/register')[0]?.body).not.toHaveProperty('referral_code');
  });

  it('starts with the referral code of an invitation link', () => {
    renderWithProviders(<RegisterForm initialReferralCode=" shop2026 " />);
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('SHOP2026');
  });

  it('shows each field’s problem under it before calling the server', async () => {
    const api = stubApi({});
    renderWithProviders(<RegisterForm />);
    await fill({ username: 'ab', email: 'sari@', password: 'short' });
    await submit();
    expect(await screen.findByText(MESSAGES.USERNAME_INVALID)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('asks for a username when there is none', async () => {
    stubApi({});
    renderWithProviders(<RegisterForm />);
    await submit();
    expect(await screen.findByText('Choose a username')).toBeInTheDocument();
  });

  it('puts a taken e-mail under the e-mail field, and creates nothing', async () => {
    stubApi({
      'POST /api/auth/register': () => json({ message: MESSAGES.EMAIL_TAKEN, code: 'EMAIL_TAKEN' }, 409),
    });
    renderWithProviders(<RegisterForm />);
    await fill({ username: 'shopper', email: 'shopper@lumbung.test', password: 'Lumbung#2026' });
    await submit();
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form()).getByText(MESSAGES.EMAIL_TAKEN)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('puts an unknown referral code under its field', async () => {
    stubApi({
      'POST /api/auth/register': () =>
        json({ message: MESSAGES.REFERRAL_UNKNOWN, code: 'REFERRAL_UNKNOWN' }, 422),
    });
    renderWithProviders(<RegisterForm />);
    await fill({ username: 'sari', email: 'sari@example.com', password: 'Lumbung#2026', referral: 'NOPE' });
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Referral code/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(form()).getByText(MESSAGES.REFERRAL_UNKNOWN)).toBeInTheDocument();
  });

  it('shows a rate limit above the form', async () => {
    const text = formatMessage('RATE_LIMITED', { retryAfter: '58 minutes' });
    stubApi({ 'POST /api/auth/register': () => json({ message: text }, 429) });
    renderWithProviders(<RegisterForm />);
    await fill({ username: 'sari', email: 'sari@example.com', password: 'Lumbung#2026' });
    await submit();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(text);
  });

  it('sends the verification link again from the inbox screen', async () => {
    const api = stubApi({
      'POST /api/auth/register': registered,
      'POST /api/auth/resend-verification': () => ({ message: MESSAGES.VERIFICATION_SENT }),
    });
    renderWithProviders(<RegisterForm />);
    await fill({ username: 'sari', email: 'sari@example.com', password: 'Lumbung#2026' });
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.VERIFICATION_SENT);
    expect(api.requestsTo('/api/auth/resend-verification')[0]?.body).toEqual({ email: 'sari@example.com' });
  });

  it('rates the password as it is typed', async () => {
    stubApi({});
    renderWithProviders(<RegisterForm />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Kemang#2026!');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, ''],
    ['abc', 1, 'Too short'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgh1', 2, 'Weak'],
    ['Abcdefgh1', 3, 'Fair'],
    ['abcdefgh1!', 3, 'Fair'],
    ['Abcdefgh1!', 4, 'Strong'],
    ['correcthorse1battery', 3, 'Fair'],
  ])('%j is level %i (%s)', (password, level, label) => {
    expect(passwordStrength(password)).toMatchObject({ level, label });
  });

  it('lists which hints a password meets', () => {
    expect(passwordStrength('abcdefgh1').checks).toEqual([
      { label: 'At least 8 characters', met: true },
      { label: 'Upper and lower case', met: false },
      { label: 'A number', met: true },
      { label: 'A symbol', met: false },
    ]);
  });
});
