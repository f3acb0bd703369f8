import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AssignedStoreResponse, DevOutboxResponse, LoginResponse, MESSAGES } from '@lumbung/contracts';
import { refreshTokens, storeAdmins, stores } from '../../db/schema';
import { accountMaker, claimsOf } from '../../../test/accounts';
import { buildTestApp } from '../../../test/build-test-app';
import { fileApp } from '../../../test/file-app';
import { bearer, DEMO, loginAs, tokenFor, userIdOf } from '../../../test/sessions';

const t = fileApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const refresh = (refreshToken: string) => post('/api/auth/refresh-token', { refreshToken });

/** A fresh account of our own, so tests that end sessions do not touch the demo accounts. */
const newAccount = accountMaker(() => t, 'session', 'SESSN');

describe('POST /api/auth/login', () => {
  it('answers the tokens and the user; the access token decodes to { id, role, is_verified }', async () => {
    const res = await post('/api/auth/login', { email: 'Super@Lumbung.test', password: DEMO.password });
    expect(res.statusCode).toBe(200);
    const body = LoginResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.LOGGED_IN);
    const superId = await userIdOf(t.app, DEMO.superAdmin);
    expect(body.data.user).toMatchObject({
      id: superId,
      email: DEMO.superAdmin,
      role: 'SUPER_ADMIN',
      is_verified: true,
    });
    const claims = claimsOf(body.data.accessToken);
    expect(claims).toMatchObject({ id: superId, role: 'SUPER_ADMIN', is_verified: true });
    // One day by default, like the access_token cookie.
    expect(claims.exp - claims.iat).toBe(86_400);
    expect(body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);
    // Only the hash of the refresh token is stored.
    const stored = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, superId));
    expect(stored.some((r) => r.token_hash === body.data.refreshToken)).toBe(false);
    expect(stored.length).toBeGreaterThan(0);
  });

  it('lets an unverified account log in with a token that says so', async () => {
    const { accessToken, user } = await loginAs(t.app, DEMO.unverifiedAdmin);
    expect(user.is_verified).toBe(false);
    expect(claimsOf(accessToken)).toMatchObject({ role: 'STORE_ADMIN', is_verified: false });
  });

  it('gives one and the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await post('/api/auth/login', { email: DEMO.shopper, password: 'Lumbung#2025' });
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: DEMO.password,
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' });
    }
  });

  it("answers the user's chosen language, so the web shows it at once after a login", async () => {
    const account = await newAccount();
    const login = async () =>
      LoginResponse.parse(
        (await post('/api/auth/login', { email: account.email, password: account.password })).json(),
      ).data.user.locale;
    expect(await login()).toBeNull();
    const session = await loginAs(t.app, account.email, account.password);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/user/${account.user_id}`,
      headers: bearer(session.accessToken),
      payload: { locale: 'id' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await login()).toBe('id');
  });

  it('refuses a deleted account and an account without a password', async () => {
    const gone = await newAccount({ is_deleted: true });
    const noPassword = await newAccount({ password_hash: null });
    for (const email of [gone.email, noPassword.email]) {
      const res = await post('/api/auth/login', { email, password: 'kopi-susu-99' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.INVALID_CREDENTIALS);
    }
  });

  it('answers missing or malformed fields with a 400 and a message', async () => {
    const cases: Array<[unknown, string]> = [
      [{ password: DEMO.password }, MESSAGES.EMAIL_INVALID],
      [{ email: 'shopper', password: DEMO.password }, MESSAGES.EMAIL_INVALID],
      [{ email: DEMO.shopper }, MESSAGES.PASSWORD_REQUIRED],
      [{ email: DEMO.shopper, password: '' }, MESSAGES.PASSWORD_REQUIRED],
      [{ email: DEMO.shopper, password: 12345678 }, MESSAGES.PASSWORD_REQUIRED],
      [{ email: DEMO.shopper, password: 'x'.repeat(129) }, MESSAGES.INVALID_CREDENTIALS],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/auth/login', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const empty = await post('/api/auth/login', {});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.email', 'body.password']);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token on the server, and the access token of that session', async () => {
    const account = await newAccount({ role: 'STORE_ADMIN' });
    const session = await loginAs(t.app, account.email, account.password);
    const elsewhere = await loginAs(t.app, account.email, account.password);
    const storeOf = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/store-admin/assigned-store/${account.user_id}`,
        headers: bearer(token),
      });
    expect((await storeOf(session.accessToken)).statusCode).toBe(404); // in, but no store yet
    const res = await post(
      '/api/auth/logout',
      { refreshToken: session.refreshToken },
      bearer(session.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.LOGGED_OUT });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await storeOf(session.accessToken)).statusCode).toBe(401);
    // Logging out on one device leaves the others logged in.
    expect((await storeOf(elsewhere.accessToken)).statusCode).toBe(404);
  });

  it('works without an access token (it may have expired) and without a refresh token', async () => {
    const account = await newAccount();
    const session = await loginAs(t.app, account.email, account.password);
    const expired = await tokenFor(t.app, account.email, { ttlSeconds: -60 });
    expect(
      (await post('/api/auth/logout', { refreshToken: session.refreshToken }, bearer(expired))).statusCode,
    ).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await post('/api/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(200);
  });
});

describe('GET /api/store-admin/assigned-store/{userId}', () => {
  const assigned = async (email: string, userId?: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/store-admin/assigned-store/${userId ?? (await userIdOf(t.app, email))}`,
      headers: bearer(await tokenFor(t.app, email)),
    });

  it("answers the store admin's store", async () => {
    const res = await assigned(DEMO.jakartaAdmin);
    expect(res.statusCode).toBe(200);
    const body = AssignedStoreResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.ASSIGNED_STORE_FOUND);
    expect(body.data).toMatchObject({ store_id: DEMO.jakartaStoreId });
    expect(body.data.store_name.length).toBeGreaterThan(0);
  });

  it('refuses an unverified store admin, who runs no store yet', async () => {
    const res = await assigned(DEMO.unverifiedAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.ACCOUNT_NOT_VERIFIED, code: 'ACCOUNT_NOT_VERIFIED' });
  });

  it("says 'Store not found for your account.' without a store, or when the store was deleted", async () => {
    const admin = await newAccount({ role: 'STORE_ADMIN' });
    const res = await assigned(admin.email);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT });
    expect(MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT).toBe('Store not found for your account.');

    await t.db.insert(storeAdmins).values({ user_id: admin.user_id, store_id: null });
    expect((await assigned(admin.email)).statusCode).toBe(404);
    await t.db.update(storeAdmins).set({ store_id: 7 }).where(eq(storeAdmins.user_id, admin.user_id));
    expect((await assigned(admin.email)).statusCode).toBe(200);
    await t.db.update(stores).set({ is_deleted: true }).where(eq(stores.store_id, 7));
    const deleted = await assigned(admin.email);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe(MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT);
    await t.db.update(stores).set({ is_deleted: false }).where(eq(stores.store_id, 7));
  });

  it("refuses another admin's id, other roles, and visitors", async () => {
    const other = await assigned(DEMO.jakartaAdmin, await userIdOf(t.app, DEMO.bandungAdmin));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.NOT_YOURS);
    for (const email of [DEMO.shopper, DEMO.superAdmin]) {
      const res = await assigned(email);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.FORBIDDEN);
    }
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/store-admin/assigned-store/${await userIdOf(t.app, DEMO.jakartaAdmin)}`,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the development outbox', () => {
  it('does not exist outside development', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });

  it('lists the latest mails with their links in development', async () => {
    const dev = await buildTestApp({ env: { NODE_ENV: 'development', PUBLIC_URL: 'http://shop.test' } });
    try {
      await dev.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: DEMO.shopper },
      });
      await dev.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: DEMO.newUser },
      });
      const res = await dev.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=1' });
      expect(res.statusCode).toBe(200);
      const { data } = DevOutboxResponse.parse(res.json());
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        to_address: DEMO.newUser,
        status: 'OUTBOX',
        subject: 'Reset your LUMBUNG password',
      });
      expect(data[0]!.links).toHaveLength(1);
      expect(data[0]!.links[0]).toMatch(/^http:\/\/shop\.test\/auth\/reset-password-page\?token=/);
      const all = DevOutboxResponse.parse(
        (await dev.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json(),
      );
      expect(all.data.map((m) => m.to_address)).toEqual([DEMO.newUser, DEMO.shopper]);
      expect((await dev.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0' })).statusCode).toBe(400);
    } finally {
      await dev.close();
    }
  });
});
