import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, RegisterResponse } from '@lumbung/contracts';
import { emailTokens, mailOutbox, refreshTokens, users } from '../../db/schema';
import { escapeHtml, renderMail } from '../../platform/mail';
import { fileMailApp } from '../../../test/file-app';
import { DEMO, loginAs } from '../../../test/sessions';
import { linkIn } from '../../../test/smtp';

// Mails go over real SMTP to a server in this process; the links are read from what arrived.
const { t, smtp } = fileMailApp({
  PUBLIC_URL: 'https://shop.example.id/',
  MAIL_FROM: 'LUMBUNG <halo@shop.example.id>',
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
/** Waits until the app handed every mail so far to the SMTP server (which stored it on acceptance). */
const delivered = () => t.app.mailer.idle();

describe('verification mail over SMTP', () => {
  it('arrives with a link that verifies the account; then the account logs in verified', async () => {
    const res = await post('/api/auth/register', {
      username: 'Kartika',
      email: 'kartika@example.com',
      password: 'kopi-susu-99',
    });
    expect(res.statusCode).toBe(201);
    await delivered();

    const mail = smtp.latestTo('kartika@example.com');
    expect(mail.envelopeFrom).toBe('halo@shop.example.id');
    expect(mail.from).toContain('halo@shop.example.id');
    expect(mail.subject).toBe('Verify your e-mail address for LUMBUNG');
    expect(mail.text).toContain('Hi Kartika,');
    const link = linkIn(mail, '/auth/verify-email');
    expect(link.origin).toBe('https://shop.example.id');
    expect(mail.html).toContain(escapeHtml(link.href));

    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'kartika@example.com'));
    expect(row).toMatchObject({ status: 'SENT', error: null });
    expect(row!.sent_at).toBeInstanceOf(Date);

    const verify = await post('/api/auth/verify-email', { token: link.searchParams.get('token') });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe(MESSAGES.EMAIL_VERIFIED);
    const session = await loginAs(t.app, 'kartika@example.com', 'kopi-susu-99');
    expect(session.user.is_verified).toBe(true);
  });

  it('tells both people of a referral about their voucher once the new account is verified', async () => {
    const [referrer] = await t.db.select().from(users).where(eq(users.email, DEMO.newUser));
    const res = await post('/api/auth/register', {
      username: 'Lestari',
      email: 'lestari@example.com',
      password: 'kopi-susu-99',
      referral_code: referrer!.referral_code,
    });
    expect(res.statusCode).toBe(201);
    RegisterResponse.parse(res.json());
    await delivered();
    // The vouchers come with the verification.
    const invitation = smtp.latestTo('lestari@example.com');
    expect(invitation.text).not.toContain('TEMANBARU');
    const token = linkIn(invitation, '/auth/verify-email').searchParams.get('token');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    await delivered();
    const welcome = smtp.latestTo('lestari@example.com');
    expect(welcome.subject).toBe('Your welcome voucher for LUMBUNG');
    expect(welcome.text).toMatch(/Your voucher code is TEMANBARU-[A-Z2-9]{8}, valid until \d{1,2} \w+ \d{4}/);
    const thanks = smtp.latestTo(DEMO.newUser);
    expect(thanks.text).toContain('Lestari just joined LUMBUNG with your referral code.');
    expect(thanks.html).toMatch(/TEMANBARU-[A-Z2-9]{8}/);
  });

  it('keeps the mail as FAILED with the reason, and still creates the account, when SMTP refuses it', async () => {
    smtp.refuseMessages(true);
    try {
      const res = await post('/api/auth/register', {
        username: 'Maya',
        email: 'maya@example.com',
        password: 'kopi-susu-99',
      });
      expect(res.statusCode).toBe(201);
      await delivered();
    } finally {
      smtp.refuseMessages(false);
    }
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'maya@example.com'));
    expect(row!.status).toBe('FAILED');
    expect(row!.error).toMatch(/550/);
    expect(() => smtp.latestTo('maya@example.com')).toThrow(/No mail to maya@example.com/);
    // A new link can be asked for, and this time it arrives.
    expect((await post('/api/auth/resend-verification', { email: 'maya@example.com' })).statusCode).toBe(200);
    await delivered();
    expect(linkIn(smtp.latestTo('maya@example.com'), '/auth/verify-email')).toBeInstanceOf(URL);
  });
});

describe('password reset over SMTP', () => {
  async function account(email: string) {
    await post('/api/auth/register', { username: 'Reset Tester', email, password: 'old-password-1' });
    return loginAs(t.app, email, 'old-password-1');
  }
  async function resetLink(email: string): Promise<string> {
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.RESET_SENT });
    await delivered();
    const mail = smtp.latestTo(email);
    expect(mail.subject).toBe('Reset your LUMBUNG password');
    return linkIn(mail, '/auth/reset-password-page').searchParams.get('token')!;
  }

  it('gives the same answer for an unknown e-mail, and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.RESET_SENT });
    await delivered();
    expect(smtp.messages.length).toBe(before);
    const bad = await post('/api/auth/forgot-password', { email: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.EMAIL_INVALID);
  });

  it('sets a new password with the mailed link, once, and ends every session of the account', async () => {
    const email = 'nadia@example.com';
    const session = await account(email);
    const token = await resetLink(email);

    const res = await post('/api/auth/reset-password', { token, password: 'new-password-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.PASSWORD_RESET_DONE });

    expect((await post('/api/auth/login', { email, password: 'old-password-1' })).statusCode).toBe(401);
    const after = await loginAs(t.app, email, 'new-password-2');
    // The link proved the address.
    expect(after.user.is_verified).toBe(true);
    // The session from before the reset is over: its refresh token and its access token.
    expect((await post('/api/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/store-admin/assigned-store/${session.user.id}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(before.statusCode).toBe(401);
    expect(before.json().message).toBe(MESSAGES.TOKEN_INVALID);
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, session.user.id));
    expect(live.filter((r) => !r.revoked_at && !r.rotated_at)).toHaveLength(1); // the new login's

    const again = await post('/api/auth/reset-password', { token, password: 'third-password-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.LINK_INVALID);
  });

  it('ends the older reset links when one of them is used', async () => {
    const email = 'oki@example.com';
    await account(email);
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect(
      (await post('/api/auth/reset-password', { token: second, password: 'new-password-2' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token: first, password: 'new-password-3' })).statusCode,
    ).toBe(400);
  });

  it('refuses an expired link, a wrong one and a short password; a refused try does not use the link', async () => {
    const email = 'putri@example.com';
    const { user } = await account(email);
    const token = await resetLink(email);

    const short = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.PASSWORD_TOO_SHORT);
    const wrong = await post('/api/auth/reset-password', {
      token: 'not-the-token',
      password: 'new-password-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.LINK_INVALID);
    const missing = await post('/api/auth/reset-password', { password: 'new-password-2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.LINK_INVALID);

    const [link] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.user_id, user.id))
      .orderBy(desc(emailTokens.email_token_id))
      .limit(1);
    expect(link!.purpose).toBe('RESET_PASSWORD');
    // One hour: the link the mail promised.
    expect(link!.expires_at.getTime() - link!.created_at.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(link!.expires_at.getTime() - link!.created_at.getTime()).toBeLessThanOrEqual(
      60 * 60 * 1000 + 1000,
    );
    await t.db
      .update(emailTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.email_token_id, link!.email_token_id));
    const expired = await post('/api/auth/reset-password', { token, password: 'new-password-2' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.LINK_INVALID);
    expect((await post('/api/auth/login', { email, password: 'old-password-1' })).statusCode).toBe(200);
  });
});

describe('mail rendering', () => {
  it('escapes what it is given in the HTML part and keeps the text part plain', () => {
    const mail = renderMail({
      greeting: 'Hi <script>alert(1)</script>,',
      paragraphs: ['Tom & Jerry say "hi"'],
      action: { label: 'Open', url: 'https://shop.example.id/x?a=1&b=2' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('Tom &amp; Jerry say &quot;hi&quot;');
    expect(mail.html).toContain('href="https://shop.example.id/x?a=1&amp;b=2"');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
    expect(mail.text).toContain('Open: https://shop.example.id/x?a=1&b=2');
  });
});
