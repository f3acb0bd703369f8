import { describe, expect, it } from 'vitest';
import { ROUTES } from './pages';

describe('ROUTES', () => {
  it('builds the path of a page with a parameter and keeps its pattern for the router', () => {
    expect(ROUTES.checkout(701)).toBe('/checkout/701');
    expect(ROUTES.checkout.pattern).toBe('/checkout/:orderId');
    expect(ROUTES.product(28)).toBe('/products-page/28');
    expect(ROUTES.product.pattern).toBe('/products-page/:inventoryId');
    expect(ROUTES.product('a/b c')).toBe('/products-page/a%2Fb%20c');
  });

  it('puts every back-office page under its area', () => {
    for (const path of Object.values(ROUTES.storeAdminPages))
      expect(path).toMatch(/^\/admin-store\/[a-z-]+$/);
    for (const path of Object.values(ROUTES.superAdminPages))
      expect(path).toMatch(/^\/admin-super\/[a-z-]+$/);
  });

  it('has one page per path', () => {
    const paths = Object.values(ROUTES).flatMap((page) =>
      typeof page === 'string' ? [page] : 'pattern' in page ? [page.pattern] : Object.values(page),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});
