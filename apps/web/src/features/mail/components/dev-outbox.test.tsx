import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMail } from '@lumbung/contracts';
import { json, stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';

/** /dev/outbox: the development server's mails, with links that open in the app. */

afterEach(() => vi.unstubAllGlobals());

const VERIFY: OutboxMail = {
  mail_id: 2,
  to_address: 'sari@example.com',
  subject: 'Verify your e-mail address',
  text_body: 'Hello Sari,\n\nOpen http://localhost:3000/auth/verify-email?token=abc123 to verify.',
  html_body: null,
  status: 'OUTBOX',
  error: null,
  created_at: '2026-11-23T08:00:00.000Z',
  sent_at: null,
  links: ['http://localhost:3000/auth/verify-email?token=abc123'],
};

describe('/dev/outbox', () => {
  it('lists the mails with their links, which open in the app', async () => {
    stubApi({
      'GET /api/dev/outbox': () => ({ data: [VERIFY] }),
      'POST /api/auth/verify-email': () => ({ message: 'Your e-mail is verified. You can log in now.' }),
    });
    const { router } = renderApp('/dev/outbox');
    const mail = await screen.findByRole('article', { name: 'Verify your e-mail address' });
    expect(within(mail).getByText(/To sari@example\.com/)).toBeInTheDocument();
    expect(within(mail).getByText('OUTBOX')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 mail, newest first');

    await userEvent.click(within(mail).getByRole('link', { name: VERIFY.links[0] }));
    expect(router.state.location.pathname).toBe('/auth/verify-email');
    expect(router.state.location.search).toBe('?token=abc123');
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
  });

  it('says when there are no mails yet', async () => {
    stubApi({ 'GET /api/dev/outbox': () => ({ data: [] }) });
    renderApp('/dev/outbox');
    expect(await screen.findByText('No mails yet')).toBeInTheDocument();
  });

  it('says the outbox exists only in development when the server has no such route', async () => {
    stubApi({ 'GET /api/dev/outbox': () => json({ message: 'Route GET /api/dev/outbox not found.' }, 404) });
    renderApp('/dev/outbox');
    expect(await screen.findByText('The outbox is not available')).toBeInTheDocument();
    expect(
      screen.getByText('The mail outbox exists only while the shop runs in development.'),
    ).toBeInTheDocument();
  });
});
