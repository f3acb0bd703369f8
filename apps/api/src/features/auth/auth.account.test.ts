/**
 * The signed-in person's own password and e-mail address: the current password proves
 * the owner, a new password ends the other sessions, a new address takes effect once the link
 * mailed to it (over real SMTP) is opened.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES, ROUTES, UserProfileResponse } from '@lumbung/contracts';
import { loggedInShopper } from '../../../test/accounts';
import { fileMailApp } from '../../../test/file-app';
import { bearer, DEMO, DEMO_PASSWORD, loginAs } from '../../../test/sessions';
import { linkIn } from '../../../test/smtp';

const { t, smtp } = fileMailApp({ PUBLIC_URL: 'https://shop.example.id' });

/** A fresh verified shopper, logged in through the real login (a session of its own). */
const shopper = () => loggedInShopper(t);
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const changePassword = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/password', headers, payload });
const askEmailChange = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-change', headers, payload });
const confirm = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
const profileOf = async (s: { id: number; headers: Record<string, string> }) =>
  UserProfileResponse.parse(
    (await t.app.inject({ url: `/api/profile/user/${s.id}`, headers: s.headers })).json(),
  ).data;

describe('PUT /api/auth/password', () => {
  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const s = await shopper();
    const phone = await loginAs(t.app, s.email, DEMO_PASSWORD);
    const res = await changePassword(s.headers, {
      current_password: DEMO_PASSWORD,
      new_password: 'Kopi-Tubruk#77',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.PASSWORD_CHANGED });

    // This session goes on; the phone's session ended, its access token too.
    expect((await t.app.inject({ url: `/api/profile/user/${s.id}`, headers: s.headers })).statusCode).toBe(
      200,
    );
    expect((await refresh(s.session.refreshToken)).statusCode).toBe(200);
    const phoneCall = await t.app.inject({
      url: `/api/profile/user/${s.id}`,
      headers: bearer(phone.accessToken),
    });
    expect(phoneCall.statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await loginAs(t.app, s.email, 'Kopi-Tubruk#77');
  });

  it('refuses a wrong current password, the same password, a weak one, NUL bytes and a visitor', async () => {
    const s = await shopper();
    const wrong = await changePassword(s.headers, {
      current_password: 'not-it-at-all',
      new_password: 'Kopi-Tubruk#77',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.PASSWORD_CURRENT_WRONG);
    const same = await changePassword(s.headers, {
      current_password: DEMO_PASSWORD,
      new_password: DEMO_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(MESSAGES.PASSWORD_UNCHANGED);
    const short = await changePassword(s.headers, { current_password: DEMO_PASSWORD, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.PASSWORD_TOO_SHORT);
    const empty = await changePassword(s.headers, { new_password: 'Kopi-Tubruk#77' });
    expect(empty.json().message).toBe(MESSAGES.PASSWORD_REQUIRED);
    const nul = await changePassword(s.headers, {
      current_password: DEMO_PASSWORD,
      new_password: 'Kopi\u0000Tubruk#77',
    });
    expect(nul.statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { current_password: DEMO_PASSWORD, new_password: 'Kopi-Tubruk#77' },
    });
    expect(visitor.statusCode).toBe(401);
    // Nothing changed.
    await loginAs(t.app, s.email, DEMO_PASSWORD);
  });

  it('guesses at the current password no faster than logins: 429 after five wrong ones', async () => {
    const s = await shopper();
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(
        (await changePassword(s.headers, { current_password: `guess-${i}`, new_password: 'Kopi-Tubruk#77' }))
          .statusCode,
      );
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('POST /api/auth/email-change and /confirm', () => {
  it('mails a link to the new address and a notice to the old one; the address changes once it is opened', async () => {
    const s = await shopper();
    const res = await askEmailChange(s.headers, {
      email: ' Dewi.Baru@Example.com ',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(formatMessage('EMAIL_CHANGE_SENT', { email: 'dewi.baru@example.com' }));
    await t.app.mailer.idle();

    // Until the link is opened, nothing changes but the pending address.
    expect(await profileOf(s)).toMatchObject({ email: s.email, pending_email: 'dewi.baru@example.com' });
    const notice = smtp.latestTo(s.email);
    expect(notice.subject).toBe('Your LUMBUNG e-mail address is about to change');
    expect(notice.text).toContain('dewi.baru@example.com');
    const mail = smtp.latestTo('dewi.baru@example.com');
    expect(mail.subject).toBe('Confirm your new e-mail address for LUMBUNG');
    const link = linkIn(mail, ROUTES.confirmEmail);
    expect(link.origin).toBe('https://shop.example.id');

    const confirmed = await confirm(link.searchParams.get('token'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(formatMessage('EMAIL_CHANGED', { email: 'dewi.baru@example.com' }));
    expect(await profileOf(s)).toMatchObject({
      email: 'dewi.baru@example.com',
      pending_email: null,
      is_verified: true,
    });
    // Opened again (a mail scanner): the same answer, nothing else.
    expect((await confirm(link.searchParams.get('token'))).statusCode).toBe(200);

    await loginAs(t.app, 'dewi.baru@example.com', DEMO_PASSWORD);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: DEMO_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('only the latest link works, and not once another account took the address', async () => {
    const s = await shopper();
    await askEmailChange(s.headers, { email: 'first.try@example.com', password: DEMO_PASSWORD });
    await askEmailChange(s.headers, { email: 'second.try@example.com', password: DEMO_PASSWORD });
    await t.app.mailer.idle();
    const first = linkIn(smtp.latestTo('first.try@example.com'), ROUTES.confirmEmail);
    const stale = await confirm(first.searchParams.get('token'));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(MESSAGES.LINK_INVALID);

    // Someone registers the address meanwhile.
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Quick one', email: 'second.try@example.com', password: 'Kopi-Tubruk#77' },
    });
    expect(register.statusCode).toBe(201);
    await t.app.mailer.idle();
    const second = linkIn(
      smtp.messages
        .filter((m) => m.subject.startsWith('Confirm your new'))
        .findLast((m) => m.envelopeTo.includes('second.try@example.com'))!,
      ROUTES.confirmEmail,
    );
    const taken = await confirm(second.searchParams.get('token'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.EMAIL_TAKEN);
    expect((await profileOf(s)).email).toBe(s.email);
  });

  it('refuses a wrong password, the same address, a taken one, a bad address, a bad token and a visitor', async () => {
    const s = await shopper();
    const wrong = await askEmailChange(s.headers, { email: 'new.one@example.com', password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.PASSWORD_CURRENT_WRONG);
    const same = await askEmailChange(s.headers, { email: s.email.toUpperCase(), password: DEMO_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(MESSAGES.EMAIL_SAME);
    const taken = await askEmailChange(s.headers, { email: DEMO.shopper, password: DEMO_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.EMAIL_TAKEN);
    for (const email of ['not-an-address', 'a\u0000b@example.com', `${'x'.repeat(250)}@example.com`]) {
      const bad = await askEmailChange(s.headers, { email, password: DEMO_PASSWORD });
      expect(bad.statusCode, email.slice(0, 20)).toBe(400);
    }
    for (const token of ['', 'nope', 'x'.repeat(201), 42, 'a\u0000b']) {
      expect((await confirm(token)).statusCode, String(token).slice(0, 10)).toBe(400);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-change',
      payload: { email: 'new.one@example.com', password: DEMO_PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await profileOf(s)).pending_email).toBeNull();
  });

  it('sends at most three change mails an hour per account', async () => {
    const s = await shopper();
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (await askEmailChange(s.headers, { email: `limit${i}@example.com`, password: DEMO_PASSWORD }))
          .statusCode,
      );
    }
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});
