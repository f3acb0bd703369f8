/**
 * The browser's refresh token: an HttpOnly, SameSite=Strict cookie scoped to the auth calls, set,
 * rotated and cleared by the server. The body of the calls stays for API clients
 * (auth.refresh.test.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COOKIES, LoginResponse, MESSAGES, RefreshTokenResponse } from '@lumbung/contracts';
import { users } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { type TestApp } from '../../../test/build-test-app';
import { fileApp } from '../../../test/file-app';
import { makeShoppers } from '../../../test/factories';
import { DEMO_PASSWORD } from '../../../test/sessions';

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

const t = fileApp();

async function shopperEmail() {
  const [email] = await makeShoppers(t.db, 1);
  await t.db
    .update(users)
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.email, email!));
  return email!;
}

const NAME = COOKIES.refreshToken.name;
const cookieOf = (res: InjectResponse) => res.cookies.find((c) => c.name === NAME);
const login = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    headers,
  });
/** A browser's renewal: no token in the body, the cookie instead (when given). */
const renew = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    payload: {},
    cookies: cookie ? { [NAME]: cookie } : {},
  });

describe('the refresh-token cookie', () => {
  it('login sets it HttpOnly, Secure on localhost, SameSite=Strict, for the auth calls only, 30 days', async () => {
    const res = await login(await shopperEmail());
    expect(res.statusCode, res.body).toBe(200);
    const body = LoginResponse.parse(res.json());
    expect(cookieOf(res)).toMatchObject({
      value: body.data.refreshToken,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 30 * 24 * 60 * 60,
    });
  });

  it('renews through the cookie: the access token in the body, the rotated token only in a new cookie', async () => {
    const first = cookieOf(await login(await shopperEmail()))!.value;
    const res = await renew(first);
    expect(res.statusCode, res.body).toBe(200);
    const body = RefreshTokenResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.TOKEN_REFRESHED);
    expect(body.data.refreshToken.accessToken.split('.')).toHaveLength(3);
    expect(body.data.refreshToken).not.toHaveProperty('refreshToken');
    const next = cookieOf(res)!;
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(next.value).not.toBe(first);
    expect((await renew(next.value)).statusCode).toBe(200);
  });

  it('without a cookie or a body token: 401 with the no-session words', async () => {
    const res = await renew();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.SESSION_NONE, code: 'SESSION_NONE' });
  });

  it('a cookie that renews nothing is refused and cleared', async () => {
    const res = await renew('not-a-session');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      message: MESSAGES.REFRESH_TOKEN_INVALID,
      code: 'REFRESH_TOKEN_INVALID',
    });
    const cleared = cookieOf(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/auth');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
  });

  it('logout ends the session of the cookie and clears it', async () => {
    const token = cookieOf(await login(await shopperEmail()))!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      cookies: { [NAME]: token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.LOGGED_OUT });
    expect(cookieOf(res)!.value).toBe('');
    expect((await renew(token)).statusCode).toBe(401);
  });

  it('is not Secure on a plain-http host other than localhost, where the browser would drop it', async () => {
    const email = await shopperEmail();
    expect(cookieOf(await login(email, { host: 'toko.lan:3000' }))!.secure).toBeUndefined();
  });
});
