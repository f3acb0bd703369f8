import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@lumbung/contracts';
import { routes } from './router';
import { STORE_ADMIN_SECTIONS } from './routes/store-admin/store-admin-area';
import { SUPER_ADMIN_SECTIONS } from './routes/super-admin/super-admin-area';

/** The route the router picks for a path: its own pattern, or '*' for the 404 page. */
function routeOf(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.path;
}

describe('the router and ROUTES', () => {
  it('has a page, not the 404, for every path of ROUTES', () => {
    const paths = Object.values(ROUTES).flatMap((page) =>
      typeof page === 'string' ? [page] : 'pattern' in page ? [page(7)] : Object.values(page),
    );
    for (const path of paths) expect(routeOf(path), path).not.toBe('*');
    expect(routeOf('/no-such-page')).toBe('*');
  });

  it('serves the back-office pages of ROUTES, and only those, in their areas', () => {
    expect(STORE_ADMIN_SECTIONS.map((section) => section.path)).toEqual(
      Object.values(ROUTES.storeAdminPages),
    );
    expect(SUPER_ADMIN_SECTIONS.map((section) => section.path)).toEqual(
      Object.values(ROUTES.superAdminPages),
    );
  });
});
