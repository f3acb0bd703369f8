/**
 * Walks the app's whole route table (every /api route, including those other features add
 * later) and checks the access rules of docs/architecture.md §4 on each one: no token -> 401; someone else's
 * {userId} -> 403; a {storeId} the caller does not run -> 403, a super admin runs them all; the
 * same for user_id and store_id in bodies and query strings; unverified callers kept off routes
 * that need a verified account. A route that opts out of a check has to say why
 * (config.ownershipExempt), and is listed in the route table with its reason.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, ROLES, type Role } from '@lumbung/contracts';
import type { RouteEntry } from '../app';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, DEMO, tokenFor, userIdOf } from '../../test/sessions';
import { signAccessToken } from './tokens';

/**
 * Routes added after the app is built, as a later feature would add them, so that every kind of
 * check below has at least one route to walk even before the back-office features exist.
 */
const FIXTURE_PREFIX = '/api/route-walk-fixture';
const fixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  const ok = async () => ({ ok: true });
  app.get(
    '/route-walk-fixture/stores/:storeId/report',
    { config: { auth: ['STORE_ADMIN', 'SUPER_ADMIN'], requireVerified: true } },
    ok,
  );
  app.get('/route-walk-fixture/stores/:storeId/orders/:orderId', ok);
  app.post(
    '/route-walk-fixture/users/:userId/notes',
    { schema: { body: z.object({ note: z.string() }).passthrough() } },
    ok,
  );
  app.put('/route-walk-fixture/shoppers/:userId', { config: { auth: 'USER', requireVerified: true } }, ok);
};

interface Caller {
  role: Role;
  id: number;
  headers: { authorization: string };
  /** A store this caller may manage (any for a super admin), and one it may not. */
  ownStoreId: number;
  otherStoreId: number | null;
}

let t: TestApp;
const callers = {} as Record<Role, Caller>;
const unverified = {} as Partial<Record<Role, Caller>>;
let otherUserId: number;

beforeAll(async () => {
  t = await buildTestApp({ extend: (app) => app.register(fixtureRoutes, { prefix: '/api' }) });
  const make = async (email: string, role: Role, ownStoreId: number, otherStoreId: number | null) => ({
    role,
    id: await userIdOf(t.app, email),
    headers: bearer(await tokenFor(t.app, email)),
    ownStoreId,
    otherStoreId,
  });
  callers.USER = await make(DEMO.shopper, 'USER', DEMO.jakartaStoreId, DEMO.jakartaStoreId);
  callers.STORE_ADMIN = await make(
    DEMO.jakartaAdmin,
    'STORE_ADMIN',
    DEMO.jakartaStoreId,
    DEMO.bandungStoreId,
  );
  callers.SUPER_ADMIN = await make(DEMO.superAdmin, 'SUPER_ADMIN', DEMO.bandungStoreId, null);
  unverified.STORE_ADMIN = await make(
    DEMO.unverifiedAdmin,
    'STORE_ADMIN',
    DEMO.bandungStoreId,
    DEMO.jakartaStoreId,
  );
  const [shopper] = await t.db
    .insert(users)
    .values({ username: 'unverified_walker', email: 'walker@example.com', referral_code: 'WALKER01' })
    .returning();
  unverified.USER = await make(shopper!.email, 'USER', DEMO.jakartaStoreId, DEMO.jakartaStoreId);
  otherUserId = await userIdOf(t.app, DEMO.newUser);
});
afterAll(() => t.close());

describe('an unverified store admin', () => {
  it('gets 403 from GET /api/store-admin/assigned-store/{id}, which a verified one gets 200 from', async () => {
    const path = (caller: Caller) => `/api/store-admin/assigned-store/${caller.id}`;
    const refused = await t.app.inject({
      method: 'GET',
      url: path(unverified.STORE_ADMIN!),
      headers: unverified.STORE_ADMIN!.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.ACCOUNT_NOT_VERIFIED,
      code: 'ACCOUNT_NOT_VERIFIED',
    });
    const served = await t.app.inject({
      method: 'GET',
      url: path(callers.STORE_ADMIN),
      headers: callers.STORE_ADMIN.headers,
    });
    expect(served.statusCode).toBe(200);
  });
});

/** Walks grow with every route the features add: give them room. */
const WALK_TIMEOUT = 180_000;

const has = (route: RouteEntry, param: string) => new RegExp(`:${param}(?![A-Za-z0-9_])`).test(route.url);
const allowedRoles = (route: RouteEntry): Role[] => [...(route.access.roles ?? ROLES)];

/** Fills :userId and :storeId as asked and every other param with 1. */
function fill(route: RouteEntry, ids: { userId: number; storeId: number }): string {
  return route.url
    .replace(/:userId(?![A-Za-z0-9_])/g, String(ids.userId))
    .replace(/:storeId(?![A-Za-z0-9_])/g, String(ids.storeId))
    .replace(/:[A-Za-z_]+/g, '1');
}

const sendsBody = (route: RouteEntry) => !['GET', 'DELETE', 'HEAD', 'OPTIONS'].includes(route.method);

async function call(
  route: RouteEntry,
  url: string,
  headers: Record<string, string> = {},
  payload?: Record<string, unknown>,
) {
  const body = sendsBody(route) ? (payload ?? {}) : undefined;
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  let code: string | undefined;
  let message: string | undefined;
  try {
    ({ code, message } = res.json());
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code, message };
}

/** Collects every broken rule, so one run names all the routes at fault. */
function problems() {
  const list: string[] = [];
  return {
    list,
    expect(ok: boolean, route: RouteEntry, what: string, got: { status: number; code?: string | undefined }) {
      if (!ok) list.push(`${route.method} ${route.url}: ${what} (got ${got.status} ${got.code ?? ''})`);
    },
  };
}

describe('the route table', () => {
  it('lists the routes of every feature, with the access rules of each', () => {
    const urls = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/health');
    expect(urls).toContain('POST /api/auth/login');
    expect(urls).toContain('GET /api/store-admin/assigned-store/:userId');
    expect(urls).toContain(`GET ${FIXTURE_PREFIX}/stores/:storeId/report`);
    for (const refunds of [
      'PUT /api/refunds/account/:userId/:refundId',
      'GET /api/refunds/store/:storeId',
      'PUT /api/refunds/store/:storeId/:refundId/gateway',
      'PUT /api/refunds/store/:storeId/:refundId/transfer',
      'PUT /api/refunds/store/:storeId/:refundId/paid',
      'PUT /api/refunds/store/:storeId/:refundId/failed',
      'GET /api/refunds/proof/:refundId',
      'GET /api/refunds/all',
    ]) {
      expect(urls).toContain(refunds);
    }
    for (const route of t.app.routeTable) {
      for (const [kind, reason] of Object.entries(route.access.ownershipExempt)) {
        expect(reason.trim().length, `${route.url} opts out of ${kind} without a reason`).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the account calls and the health check public, and nothing with a :userId', () => {
    const publicUrls = t.app.routeTable.filter((r) => r.access.public).map((r) => r.url);
    for (const url of ['/api/health', '/api/auth/login', '/api/auth/register', '/api/auth/refresh-token']) {
      expect(publicUrls).toContain(url);
    }
    expect(t.app.routeTable.filter((r) => r.access.public && has(r, 'userId')).map((r) => r.url)).toEqual([]);
  });
});

describe('every route that is not public', () => {
  it(
    'answers 401 without a token, with an expired one and with one signed by someone else',
    { timeout: WALK_TIMEOUT },
    async () => {
      const expired = bearer(await tokenFor(t.app, DEMO.superAdmin, { ttlSeconds: -1 }));
      const forged = bearer(
        await signAccessToken(
          { id: callers.SUPER_ADMIN.id, role: 'SUPER_ADMIN', is_verified: true },
          { secret: 'f'.repeat(48), ttlSeconds: 600 },
        ),
      );
      const found = problems();
      const routes = t.app.routeTable.filter((r) => !r.access.public);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        const url = fill(route, { userId: callers.SUPER_ADMIN.id, storeId: DEMO.jakartaStoreId });
        for (const [what, headers] of [
          ['no token', {}],
          ['expired token', expired],
          ['forged token', forged],
        ] as const) {
          const res = await call(route, url, headers);
          found.expect(res.status === 401, route, `${what} must get 401`, res);
        }
      }
      expect(found.list).toEqual([]);
    },
  );
});

describe('every route with {userId}', () => {
  it(
    "answers 403 to every role for someone else's id, and lets the owner past the check",
    { timeout: WALK_TIMEOUT },
    async () => {
      const routes = t.app.routeTable.filter((r) => has(r, 'userId') && r.access.checks.userId);
      expect(routes.filter((r) => !r.url.startsWith(FIXTURE_PREFIX)).length).toBeGreaterThan(0);
      const found = problems();
      for (const route of routes) {
        for (const caller of Object.values(callers)) {
          const theirs = await call(
            route,
            fill(route, { userId: otherUserId, storeId: caller.ownStoreId }),
            caller.headers,
          );
          found.expect(
            theirs.status === 403,
            route,
            `${caller.role} with another user's id must get 403`,
            theirs,
          );
          if (!allowedRoles(route).includes(caller.role)) continue;
          const own = await call(
            route,
            fill(route, { userId: caller.id, storeId: caller.ownStoreId }),
            caller.headers,
          );
          found.expect(
            own.status !== 401 && own.code !== 'NOT_YOURS' && own.code !== 'FORBIDDEN',
            route,
            `${caller.role} with its own id must get past the access checks`,
            own,
          );
        }
      }
      expect(found.list).toEqual([]);
    },
  );
});

describe('every route with {storeId}', () => {
  it(
    'answers 403 to a shopper and to the admin of another store; a super admin runs every store',
    { timeout: WALK_TIMEOUT },
    async () => {
      const routes = t.app.routeTable.filter((r) => has(r, 'storeId') && r.access.checks.storeId);
      expect(routes.length).toBeGreaterThan(0);
      const found = problems();
      for (const route of routes) {
        const shopper = callers.USER;
        const asShopper = await call(
          route,
          fill(route, { userId: shopper.id, storeId: DEMO.jakartaStoreId }),
          shopper.headers,
        );
        found.expect(asShopper.status === 403, route, 'a shopper must get 403', asShopper);

        const admin = callers.STORE_ADMIN;
        const otherStore = await call(
          route,
          fill(route, { userId: admin.id, storeId: DEMO.bandungStoreId }),
          admin.headers,
        );
        found.expect(otherStore.status === 403, route, 'the admin of another store must get 403', otherStore);
        if (allowedRoles(route).includes('STORE_ADMIN')) {
          const ownStore = await call(
            route,
            fill(route, { userId: admin.id, storeId: DEMO.jakartaStoreId }),
            admin.headers,
          );
          found.expect(
            ownStore.status !== 401 && ownStore.status !== 403,
            route,
            "the store's own admin must get past the access checks",
            ownStore,
          );
        }

        const superAdmin = callers.SUPER_ADMIN;
        const anyStore = await call(
          route,
          fill(route, { userId: superAdmin.id, storeId: DEMO.bandungStoreId }),
          superAdmin.headers,
        );
        if (allowedRoles(route).includes('SUPER_ADMIN')) {
          found.expect(
            anyStore.status !== 401 && anyStore.status !== 403,
            route,
            'a super admin must get past the access checks for any store',
            anyStore,
          );
        } else {
          found.expect(
            anyStore.status === 403,
            route,
            'a super admin is not allowed on this route',
            anyStore,
          );
        }
      }
      expect(found.list).toEqual([]);
    },
  );
});

describe('user_id and store_id in bodies and query strings, on every route', () => {
  it("answers 403 for someone else's user_id, whatever the route", { timeout: WALK_TIMEOUT }, async () => {
    const found = problems();
    for (const route of t.app.routeTable.filter((r) => r.access.checks.userId)) {
      const caller = callers[allowedRoles(route)[0]!];
      const url = fill(route, { userId: caller.id, storeId: caller.ownStoreId });
      const inQuery = await call(route, `${url}?user_id=${otherUserId}`, caller.headers);
      found.expect(
        inQuery.status === 403 && inQuery.code === 'NOT_YOURS',
        route,
        'user_id in the query',
        inQuery,
      );
      if (sendsBody(route)) {
        const inBody = await call(route, url, caller.headers, { user_id: otherUserId });
        found.expect(
          inBody.status === 403 && inBody.code === 'NOT_YOURS',
          route,
          'user_id in the body',
          inBody,
        );
      }
    }
    expect(found.list).toEqual([]);
  });

  it(
    'answers 403 for a store_id the caller does not run, whatever the route',
    { timeout: WALK_TIMEOUT },
    async () => {
      const found = problems();
      let walked = 0;
      for (const route of t.app.routeTable.filter((r) => r.access.checks.storeId)) {
        // A caller who does not run every store: the store admin if allowed, else the shopper.
        const role = allowedRoles(route).find((r) => r !== 'SUPER_ADMIN');
        if (!role) continue;
        walked += 1;
        const caller = callers[role];
        const url = fill(route, { userId: caller.id, storeId: caller.ownStoreId });
        const notTheirs = role === 'STORE_ADMIN' ? DEMO.bandungStoreId : DEMO.jakartaStoreId;
        const inQuery = await call(route, `${url}?store_id=${notTheirs}`, caller.headers);
        found.expect(inQuery.status === 403, route, `store_id in the query (${role})`, inQuery);
        if (sendsBody(route)) {
          const inBody = await call(route, url, caller.headers, { store_id: notTheirs });
          found.expect(inBody.status === 403, route, `store_id in the body (${role})`, inBody);
        }
      }
      expect(walked).toBeGreaterThan(0);
      expect(found.list).toEqual([]);
    },
  );
});

describe('every route that needs a verified account', () => {
  it('lists STORE_ADMIN among the roles to verify on every route a store admin may call', () => {
    const storeAdminRoutes = t.app.routeTable.filter((r) => r.access.roles?.includes('STORE_ADMIN'));
    expect(storeAdminRoutes.map((r) => r.url)).toContain('/api/store-admin/assigned-store/:userId');
    for (const route of storeAdminRoutes) {
      expect(route.access.verifiedRoles, route.url).toContain('STORE_ADMIN');
    }
    for (const route of t.app.routeTable.filter((r) => r.access.requireVerified)) {
      expect(route.access.verifiedRoles, route.url).toEqual(allowedRoles(route));
    }
  });

  it(
    'answers 403 to an unverified caller of a role that must be verified',
    { timeout: WALK_TIMEOUT },
    async () => {
      const routes = t.app.routeTable.filter((r) => r.access.verifiedRoles.length > 0);
      expect(routes.length).toBeGreaterThan(0);
      const found = problems();
      for (const route of routes) {
        for (const role of route.access.verifiedRoles) {
          const caller = unverified[role];
          if (!caller) continue;
          const res = await call(
            route,
            fill(route, { userId: caller.id, storeId: caller.ownStoreId }),
            caller.headers,
          );
          found.expect(
            res.status === 403 &&
              res.code === 'ACCOUNT_NOT_VERIFIED' &&
              res.message === MESSAGES.ACCOUNT_NOT_VERIFIED,
            route,
            `an unverified ${role} must get 403`,
            res,
          );
        }
      }
      expect(found.list).toEqual([]);
    },
  );
});
