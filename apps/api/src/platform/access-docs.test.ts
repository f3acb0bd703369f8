/**
 * The OpenAPI document says who may call each route: every route that
 * needs a token carries `security` and the roles that may call it, read from the same rules the
 * access guard enforces, so a route added later is documented without anyone writing it down.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@lumbung/contracts';
import { fileApp } from '../../test/file-app';
import { describeAccess } from './access-docs';

interface Operation {
  security?: unknown;
  description?: string;
  'x-roles'?: unknown;
  'x-verified-roles'?: unknown;
}

const t = fileApp();
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  paths = (res.json() as { paths: typeof paths }).paths;
});

const operationOf = (method: string, url: string): Operation | undefined =>
  paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('marks every route that needs a token with bearer security and the roles that may call it', () => {
    const routes = t.app.routeTable.filter((r) => !r.access.public);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const operation = operationOf(route.method, route.url);
      const where = `${route.method} ${route.url}`;
      expect(operation, where).toBeDefined();
      expect(operation!.security, where).toEqual([{ bearer: [] }]);
      expect(operation!['x-roles'], where).toEqual([...(route.access.roles ?? ROLES)]);
      expect(operation!['x-verified-roles'], where).toEqual([...route.access.verifiedRoles]);
      expect(operation!.description, where).toContain(describeAccess(route.access));
    }
  });

  it('says which roles, and which must be verified, in words', () => {
    expect(operationOf('GET', '/api/store-admin/assigned-store/:userId')!.description).toContain(
      'Needs a bearer token. Roles: STORE_ADMIN (verified).',
    );
    expect(operationOf('POST', '/api/cart/checkout/:userId')!.description).toContain(
      'Needs a bearer token. Roles: USER (verified).',
    );
    expect(operationOf('GET', '/api/profile/user/:userId')!.description).toContain(
      'Needs a bearer token. Any role: SUPER_ADMIN, STORE_ADMIN, USER.',
    );
  });

  it('leaves public routes without security, and says they are public', () => {
    const routes = t.app.routeTable.filter((r) => r.access.public);
    expect(routes.map((r) => r.url)).toContain('/api/auth/login');
    for (const route of routes) {
      const operation = operationOf(route.method, route.url);
      const where = `${route.method} ${route.url}`;
      expect(operation?.security, where).toBeUndefined();
      expect(operation?.['x-roles'], where).toEqual([]);
      expect(operation?.description, where).toContain('Public: no token needed.');
    }
  });
});
