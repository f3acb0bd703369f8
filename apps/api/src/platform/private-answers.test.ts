/**
 * API answers are kept by no browser and no proxy: the tokens of a login, refresh or registration,
 * a cart, an order, a profile, and every other answer of every route, errors included, carry
 * `Cache-Control: no-store`, unless a route sets a Cache-Control of its own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@lumbung/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, DEMO, loginAs, tokenFor, userIdOf } from '../../test/sessions';

const SHARED = 'public, max-age=60';
const fixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cache-fixture/shared', { config: { auth: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', SHARED);
    return { ok: true };
  });
};

let t: TestApp;
let shopperId: number;
const headersOf = {} as Record<Role, { authorization: string }>;
beforeAll(async () => {
  t = await buildTestApp({ extend: (app) => app.register(fixtureRoutes, { prefix: '/api' }) });
  shopperId = await userIdOf(t.app, DEMO.shopper);
  headersOf.USER = bearer(await tokenFor(t.app, DEMO.shopper));
  headersOf.STORE_ADMIN = bearer(await tokenFor(t.app, DEMO.jakartaAdmin));
  headersOf.SUPER_ADMIN = bearer(await tokenFor(t.app, DEMO.superAdmin));
});
afterAll(() => t.close());

describe('private answers', () => {
  it('the answers that carry tokens are not to be stored: login, refresh, registration', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.shopper, password: DEMO.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const { refreshToken } = await loginAs(t.app, DEMO.shopper);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().data.refreshToken.accessToken).toEqual(expect.any(String));
    expect(refresh.headers['cache-control']).toBe('no-store');

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'cache_walker', email: 'cache.walker@example.com', password: 'walker-pass-1' },
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers['cache-control']).toBe('no-store');
  });

  it("a shopper's cart, orders and profile are not to be stored", async () => {
    for (const url of [
      `/api/cart/items/${shopperId}`,
      `/api/order/user/${shopperId}`,
      `/api/profile/user/${shopperId}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: headersOf.USER });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it(
    'no answer of any route is to be stored, whoever calls it and however it ends',
    { timeout: 180_000 },
    async () => {
      const unmarked: string[] = [];
      for (const route of t.app.routeTable) {
        if (route.url === '/api/cache-fixture/shared') continue;
        const url = route.url
          .replace(/:userId(?![A-Za-z0-9_])/g, String(shopperId))
          .replace(/:storeId(?![A-Za-z0-9_])/g, String(DEMO.jakartaStoreId))
          .replace(/:[A-Za-z_]+/g, '1');
        const callers: Array<Record<string, string>> = [
          {},
          ...(route.access.roles ?? ROLES).map((role) => headersOf[role]),
        ];
        for (const headers of callers) {
          const res = await t.app.inject({ method: route.method as 'GET', url, headers });
          if (res.headers['cache-control'] !== 'no-store')
            unmarked.push(
              `${route.method} ${url}: ${res.statusCode} ${String(res.headers['cache-control'])}`,
            );
        }
      }
      expect(unmarked).toEqual([]);
      const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
    },
  );

  it('a route that may be shared keeps its own Cache-Control', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cache-fixture/shared' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SHARED);
  });
});
