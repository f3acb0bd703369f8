/**
 * A pending e-mail change cannot outlive the owner taking the account back: a password change or
 * reset ends it, and the notice mailed (over real SMTP) to the current address cancels it.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, ROUTES, UserProfileResponse } from '@lumbung/contracts';
import { loggedInShopper } from '../../../test/accounts';
import { fileMailApp } from '../../../test/file-app';
import { bearer, DEMO_PASSWORD, loginAs } from '../../../test/sessions';
import { linkIn } from '../../../test/smtp';

const { t, smtp } = fileMailApp({ PUBLIC_URL: 'https://shop.example.id' });

/** A fresh verified shopper, logged in through the real login (a session of its own). */
const shopper = () => loggedInShopper(t);
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const profileOf = async (s: { id: number; headers: Record<string, string> }) =>
  UserProfileResponse.parse(
    (await t.app.inject({ url: `/api/profile/user/${s.id}`, headers: s.headers })).json(),
  ).data;

/** Asks to move the account to `to`; answers the token of each mailed link. */
async function askChange(s: { email: string; headers: Record<string, string> }, to: string) {
  const res = await post('/api/auth/email-change', { email: to, password: DEMO_PASSWORD }, s.headers);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.mailer.idle();
  const confirmLink = linkIn(smtp.latestTo(to), ROUTES.confirmEmail);
  const notice = smtp.latestTo(s.email);
  expect(notice.subject).toBe('Your LUMBUNG e-mail address is about to change');
  const cancelLink = linkIn(notice, ROUTES.cancelEmailChange);
  expect(cancelLink.origin).toBe('https://shop.example.id');
  return {
    confirmToken: confirmLink.searchParams.get('token')!,
    cancelToken: cancelLink.searchParams.get('token')!,
  };
}
const confirm = (token: unknown) => post('/api/auth/email-change/confirm', { token });
const cancel = (token: unknown) => post('/api/auth/email-change/cancel', { token });

async function expectDeadLink(token: string) {
  const res = await confirm(token);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(MESSAGES.LINK_INVALID);
}

describe('a pending e-mail change and the owner taking the account back', () => {
  it('a password change ends the change: its mailed link no longer moves the account', async () => {
    const s = await shopper();
    const { confirmToken } = await askChange(s, 'taker.one@example.com');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: s.headers,
      payload: { current_password: DEMO_PASSWORD, new_password: 'Kopi-Tubruk#77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    await expectDeadLink(confirmToken);
    expect(await profileOf(s)).toMatchObject({ email: s.email, pending_email: null });
  });

  it('a password reset ends the change too', async () => {
    const s = await shopper();
    const { confirmToken } = await askChange(s, 'taker.two@example.com');
    expect((await post('/api/auth/forgot-password', { email: s.email })).statusCode).toBe(200);
    await t.app.mailer.idle();
    const reset = linkIn(smtp.latestTo(s.email), ROUTES.resetPassword);
    const done = await post('/api/auth/reset-password', {
      token: reset.searchParams.get('token'),
      password: 'Kopi-Tubruk#77',
    });
    expect(done.statusCode, done.body).toBe(200);

    await expectDeadLink(confirmToken);
    const again = await loginAs(t.app, s.email, 'Kopi-Tubruk#77');
    expect(await profileOf({ id: s.id, headers: bearer(again.accessToken) })).toMatchObject({
      email: s.email,
      pending_email: null,
    });
  });

  it('the notice to the current address cancels the change, once or twice alike', async () => {
    const s = await shopper();
    const { confirmToken, cancelToken } = await askChange(s, 'taker.three@example.com');
    const res = await cancel(cancelToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.EMAIL_CHANGE_CANCELLED });
    expect((await profileOf(s)).pending_email).toBeNull();
    await expectDeadLink(confirmToken);
    // Opened again: the same answer.
    expect((await cancel(cancelToken)).json()).toEqual({ message: MESSAGES.EMAIL_CHANGE_CANCELLED });
  });

  it('the confirmation link is not a cancel link, and a confirmed change cannot be cancelled', async () => {
    const s = await shopper();
    const { confirmToken, cancelToken } = await askChange(s, 'owner.new@example.com');
    const wrongWay = await cancel(confirmToken);
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json().message).toBe(MESSAGES.LINK_INVALID);

    expect((await confirm(confirmToken)).statusCode).toBe(200);
    const late = await cancel(cancelToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.EMAIL_CHANGE_ALREADY_CONFIRMED);
    expect((await profileOf(s)).email).toBe('owner.new@example.com');
  });

  it('refuses a malformed or unknown cancel token with a clear 400', async () => {
    const unknown = await cancel('nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.LINK_INVALID);
    for (const token of ['', 'x'.repeat(201), 42, null, 'a\u0000b']) {
      const res = await cancel(token);
      expect(res.statusCode, String(token).slice(0, 10)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/email-change/cancel' });
    expect(noBody.statusCode).toBe(400);
  });
});
