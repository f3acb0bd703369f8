import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeAdmins, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, DEMO, tokenFor, userIdOf } from '../../test/sessions';
import { routeAccess } from './auth';
import { bearerToken, signAccessToken, verifyAccessToken } from './tokens';

/**
 * Fixture routes added after the app is built, the way a later feature adds its own: the guard
 * must reach them without anything being wired by hand.
 */
const fixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  const who = async (request: { user: unknown }) => ({ user: request.user });
  app.get('/fixture/any-user', who);
  app.get('/fixture/public', { config: { auth: 'public' } }, who);
  app.get('/fixture/shoppers', { config: { auth: 'USER' } }, who);
  app.get('/fixture/staff', { config: { auth: ['STORE_ADMIN', 'SUPER_ADMIN'] } }, who);
  app.get('/fixture/verified', { config: { requireVerified: true } }, who);
  app.get('/fixture/users/:userId', who);
  app.get('/fixture/stores/:storeId', who);
  app.post('/fixture/cart', { schema: { body: z.object({ user_id: z.number(), note: z.string() }) } }, who);
  app.get(
    '/fixture/stock',
    { schema: { querystring: z.object({ store_id: z.coerce.number().optional() }) } },
    who,
  );
  app.get(
    '/fixture/browse/:storeId',
    { config: { auth: 'public', ownershipExempt: { storeId: 'shoppers browse any store' } } },
    who,
  );
};

let t: TestApp;
let shopperId: number;
let newUserId: number;
beforeAll(async () => {
  t = await buildTestApp({ extend: (app) => app.register(fixtureRoutes, { prefix: '/api' }) });
  shopperId = await userIdOf(t.app, DEMO.shopper);
  newUserId = await userIdOf(t.app, DEMO.newUser);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the token check on every /api route', () => {
  it('answers 401 without a token, with a token of another shape, and with a broken header', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
      bearer('not.a.jwt'),
    ]) {
      const res = await get('/api/fixture/any-user', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(new RegExp(`${MESSAGES.UNAUTHORIZED}|${MESSAGES.TOKEN_INVALID}`));
    }
    expect((await get('/api/fixture/any-user')).json()).toMatchObject({
      message: MESSAGES.UNAUTHORIZED,
      code: 'UNAUTHORIZED',
    });
  });

  it('lets a valid token in and tells the route who calls, as the database says now', async () => {
    const res = await get('/api/fixture/any-user', bearer(await tokenFor(t.app, DEMO.jakartaAdmin)));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: await userIdOf(t.app, DEMO.jakartaAdmin),
      role: 'STORE_ADMIN',
      is_verified: true,
      store_id: DEMO.jakartaStoreId,
      // tokenFor signs a token without a session; a login's token names its session here.
      session_id: null,
    });
  });

  it("refuses an 'alg: none' token carrying a real user's claims", async () => {
    const payload = {
      id: shopperId,
      role: 'SUPER_ADMIN',
      is_verified: true,
      sub: String(shopperId),
      iat: 1,
      exp: 4e9,
    };
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    const res = await get('/api/fixture/any-user', bearer(unsigned));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.TOKEN_INVALID);
  });

  it('refuses a token signed with another secret, or with another algorithm', async () => {
    const claims = { id: shopperId, role: 'USER' as const, is_verified: true };
    const otherSecret = await signAccessToken(claims, { secret: 'x'.repeat(48), ttlSeconds: 600 });
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(shopperId))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const token of [otherSecret, hs512]) {
      const res = await get('/api/fixture/any-user', bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.TOKEN_INVALID);
    }
  });

  it('refuses an expired token, a tampered payload and claims of the wrong shape', async () => {
    const expired = await tokenFor(t.app, DEMO.shopper, { ttlSeconds: -5 });
    const valid = await tokenFor(t.app, DEMO.shopper);
    const [head, , signature] = valid.split('.');
    const tampered = `${head}.${b64({ id: newUserId, role: 'USER', is_verified: true, sub: String(newUserId), iat: 1, exp: 4e9 })}.${signature}`;
    const wrongShape = await new SignJWT({ id: String(shopperId), role: 'KING', is_verified: 'yes' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(shopperId))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const noExpiry = await new SignJWT({ id: shopperId, role: 'USER', is_verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(shopperId))
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const token of [expired, tampered, wrongShape, noExpiry]) {
      expect((await get('/api/fixture/any-user', bearer(token))).statusCode).toBe(401);
    }
  });

  it('refuses the token of a deleted account, though it is signed and unexpired', async () => {
    const [user] = await t.db
      .insert(users)
      .values({
        username: 'leaving',
        email: 'leaving@example.com',
        referral_code: 'LEAVING1',
        is_verified: true,
      })
      .returning();
    const token = await signAccessToken(
      { id: user!.user_id, role: 'USER', is_verified: true },
      { secret: t.config.jwtSecret, ttlSeconds: 600 },
    );
    expect((await get('/api/fixture/any-user', bearer(token))).statusCode).toBe(200);
    await t.db.update(users).set({ is_deleted: true }).where(eq(users.user_id, user!.user_id));
    const res = await get('/api/fixture/any-user', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.TOKEN_INVALID);
    // On a public route the same token only makes the caller a visitor.
    const open = await get('/api/fixture/public', bearer(token));
    expect(open.statusCode).toBe(200);
    expect(open.json().user).toBeNull();
  });

  it('refuses a token whose session ended, or whose session id is not one of ours', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.newUser, password: DEMO.password },
    });
    const { accessToken, refreshToken } = login.json().data;
    expect((await get('/api/fixture/any-user', bearer(accessToken))).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
    const ended = await get('/api/fixture/any-user', bearer(accessToken));
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(MESSAGES.TOKEN_INVALID);

    const claims = { id: newUserId, role: 'USER' as const, is_verified: true };
    for (const sessionId of ['not-a-uuid', "x' or '1'='1", '00000000-0000-4000-8000-000000000000']) {
      const token = await signAccessToken(claims, { secret: t.config.jwtSecret, ttlSeconds: 600, sessionId });
      expect((await get('/api/fixture/any-user', bearer(token))).statusCode, sessionId).toBe(401);
    }
  });

  it('lets visitors and users alike onto public routes', async () => {
    expect((await get('/api/fixture/public')).json()).toEqual({ user: null });
    const res = await get('/api/fixture/public', bearer(await tokenFor(t.app, DEMO.shopper)));
    expect(res.json().user).toMatchObject({ id: shopperId, role: 'USER' });
    expect((await get('/api/fixture/public', bearer('garbage'))).json()).toEqual({ user: null });
  });
});

describe('roles and verification', () => {
  it('keeps each route to its roles', async () => {
    const cases: Array<[string, string, number]> = [
      ['/api/fixture/shoppers', DEMO.shopper, 200],
      ['/api/fixture/shoppers', DEMO.jakartaAdmin, 403],
      ['/api/fixture/shoppers', DEMO.superAdmin, 403],
      ['/api/fixture/staff', DEMO.shopper, 403],
      ['/api/fixture/staff', DEMO.jakartaAdmin, 200],
      ['/api/fixture/staff', DEMO.superAdmin, 200],
    ];
    for (const [url, email, status] of cases) {
      const res = await get(url, bearer(await tokenFor(t.app, email)));
      expect(res.statusCode, `${email} on ${url}`).toBe(status);
      if (status === 403) expect(res.json().message).toBe(MESSAGES.FORBIDDEN);
    }
  });

  it('refuses an unverified account on a route that needs a verified one', async () => {
    const res = await get('/api/fixture/verified', bearer(await tokenFor(t.app, DEMO.unverifiedAdmin)));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: MESSAGES.ACCOUNT_NOT_VERIFIED,
      code: 'ACCOUNT_NOT_VERIFIED',
    });
    expect(
      (await get('/api/fixture/verified', bearer(await tokenFor(t.app, DEMO.jakartaAdmin)))).statusCode,
    ).toBe(200);
  });

  it('reads role and verification from the database, not from an older token', async () => {
    const [user] = await t.db
      .insert(users)
      .values({
        username: 'promoted',
        email: 'promoted@example.com',
        referral_code: 'PROMOTE1',
        is_verified: false,
      })
      .returning();
    const oldToken = await signAccessToken(
      { id: user!.user_id, role: 'USER', is_verified: false },
      { secret: t.config.jwtSecret, ttlSeconds: 600 },
    );
    expect((await get('/api/fixture/verified', bearer(oldToken))).statusCode).toBe(403);
    await t.db
      .update(users)
      .set({ is_verified: true, role: 'STORE_ADMIN' })
      .where(eq(users.user_id, user!.user_id));
    expect((await get('/api/fixture/verified', bearer(oldToken))).statusCode).toBe(200);
    expect((await get('/api/fixture/shoppers', bearer(oldToken))).statusCode).toBe(403);
  });
});

describe('ownership of ids', () => {
  it('answers 403 for a :userId that is not the caller, whatever the role', async () => {
    for (const email of [DEMO.shopper, DEMO.jakartaAdmin, DEMO.superAdmin]) {
      const headers = bearer(await tokenFor(t.app, email));
      const own = await userIdOf(t.app, email);
      expect((await get(`/api/fixture/users/${own}`, headers)).statusCode).toBe(200);
      const res = await get(`/api/fixture/users/${newUserId}`, headers);
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toMatchObject({ message: MESSAGES.NOT_YOURS, code: 'NOT_YOURS' });
    }
  });

  it('answers 403 for a :storeId the caller does not run; a super admin runs them all', async () => {
    const jakarta = bearer(await tokenFor(t.app, DEMO.jakartaAdmin));
    expect((await get(`/api/fixture/stores/${DEMO.jakartaStoreId}`, jakarta)).statusCode).toBe(200);
    const other = await get(`/api/fixture/stores/${DEMO.bandungStoreId}`, jakarta);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.STORE_FORBIDDEN);
    const shopper = await get(
      `/api/fixture/stores/${DEMO.jakartaStoreId}`,
      bearer(await tokenFor(t.app, DEMO.shopper)),
    );
    expect(shopper.statusCode).toBe(403);
    const superAdmin = bearer(await tokenFor(t.app, DEMO.superAdmin));
    for (const storeId of [DEMO.jakartaStoreId, DEMO.bandungStoreId, 999]) {
      expect((await get(`/api/fixture/stores/${storeId}`, superAdmin)).statusCode).toBe(200);
    }
  });

  it('follows a store admin moved to another store at once', async () => {
    const jakartaAdminId = await userIdOf(t.app, DEMO.jakartaAdmin);
    const headers = bearer(await tokenFor(t.app, DEMO.jakartaAdmin));
    await t.db.update(storeAdmins).set({ store_id: 2 }).where(eq(storeAdmins.user_id, jakartaAdminId));
    try {
      expect((await get(`/api/fixture/stores/${DEMO.jakartaStoreId}`, headers)).statusCode).toBe(403);
      expect((await get('/api/fixture/stores/2', headers)).statusCode).toBe(200);
    } finally {
      await t.db
        .update(storeAdmins)
        .set({ store_id: DEMO.jakartaStoreId })
        .where(eq(storeAdmins.user_id, jakartaAdminId));
    }
  });

  it('checks user_id in a body and store_id in a query string before the route sees them', async () => {
    const shopper = bearer(await tokenFor(t.app, DEMO.shopper));
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/fixture/cart',
      headers: shopper,
      payload: { user_id: shopperId, note: 'mine' },
    });
    expect(own.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/fixture/cart',
      headers: shopper,
      payload: { user_id: newUserId, note: 'not mine' },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(MESSAGES.NOT_YOURS);
    // A user_id as a string is the same id (no bypass by type).
    const asText = await t.app.inject({
      method: 'POST',
      url: '/api/fixture/cart',
      headers: shopper,
      payload: { user_id: String(newUserId), note: 'x' },
    });
    expect(asText.statusCode).toBe(403);

    const jakarta = bearer(await tokenFor(t.app, DEMO.jakartaAdmin));
    expect((await get(`/api/fixture/stock?store_id=${DEMO.jakartaStoreId}`, jakarta)).statusCode).toBe(200);
    expect((await get(`/api/fixture/stock?store_id=${DEMO.bandungStoreId}`, jakarta)).statusCode).toBe(403);
    expect((await get('/api/fixture/stock', jakarta)).statusCode).toBe(200);
    expect((await get('/api/fixture/stock?store_id=abc', jakarta)).statusCode).toBe(400);
  });

  it('lets a route opt out of a check by name, with its reason', async () => {
    expect((await get(`/api/fixture/browse/${DEMO.bandungStoreId}`)).statusCode).toBe(200);
    const entry = t.app.routeTable.find((r) => r.url === '/api/fixture/browse/:storeId')!;
    expect(entry.access).toMatchObject({
      public: true,
      checks: { userId: true, storeId: false },
      ownershipExempt: { storeId: 'shoppers browse any store' },
    });
  });
});

describe('route access config', () => {
  it('refuses at start-up a config that cannot be right', () => {
    expect(() => routeAccess('/api/x/:userId', { auth: 'public' })).toThrow(/:userId/);
    expect(() => routeAccess('/api/x', { auth: 'KING' as never })).toThrow(/config.auth/);
    expect(() => routeAccess('/api/x', { auth: [] })).toThrow(/config.auth/);
    expect(() => routeAccess('/api/x/:storeId', { ownershipExempt: { storeId: ' ' } })).toThrow(/reason/);
    expect(() => routeAccess('/api/x', { auth: 'public', requireVerified: true })).toThrow(/verification/);
  });

  it('makes a route without a config need a token (secure by default)', () => {
    expect(routeAccess('/api/x/:userId', undefined)).toMatchObject({
      public: false,
      roles: null,
      requireVerified: false,
      checks: { userId: true, storeId: true },
    });
  });
});

describe('tokens', () => {
  it('carries exactly the claims of docs/product.md §3 and reads them back', async () => {
    const token = await signAccessToken(
      { id: 7, role: 'STORE_ADMIN', is_verified: false },
      { secret: t.config.jwtSecret, ttlSeconds: 60 },
    );
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(payload).toMatchObject({ id: 7, role: 'STORE_ADMIN', is_verified: false, sub: '7' });
    expect(payload.exp - payload.iat).toBe(60);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')).alg).toBe('HS256');
    expect(await verifyAccessToken(token, t.config.jwtSecret)).toEqual({
      id: 7,
      role: 'STORE_ADMIN',
      is_verified: false,
      sid: null,
    });
    const withSession = await signAccessToken(
      { id: 7, role: 'USER', is_verified: true },
      { secret: t.config.jwtSecret, ttlSeconds: 60, sessionId: '4f6c1b7e-3c2a-4d5e-9f80-123456789abc' },
    );
    expect((await verifyAccessToken(withSession, t.config.jwtSecret))?.sid).toBe(
      '4f6c1b7e-3c2a-4d5e-9f80-123456789abc',
    );
    expect(await verifyAccessToken(token, 'y'.repeat(48))).toBeNull();
  });

  it('reads only a Bearer authorization header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken('Token abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
