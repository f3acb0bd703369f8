import { ROUTES, type AccessTokenClaims } from '@lumbung/contracts';

export type Access = 'allow' | 'deny';

/** True when `pathname` is `prefix` itself or a page below it ("/user" matches "/user/x", not "/users"). */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The route guard of docs/product.md §6, as a pure decision on a path and the decoded access token
 * (null for a visitor, or for a token that cannot be decoded or has expired).
 *
 * - Every "/admin..." path (the spec's "/admin" prefix family) is back-office: users and visitors
 *   are denied there.
 * - "/user" and "/checkout" belong to a signed-in shopper: visitors are denied.
 * - A super admin is kept to /admin-super and a store admin to /admin-store within those guarded
 *   areas (back-office, /user, /checkout); both may still open the public storefront pages
 *   (home, products, about, policies, /auth). See docs/decisions/0001-route-guard-within-guarded-areas.md.
 * - A store admin whose e-mail is not verified may open /admin-store itself but none of its sub-pages.
 */
export function checkAccess(pathname: string, claims: AccessTokenClaims | null): Access {
  const path = normalise(pathname);
  const inBackOffice = path.startsWith('/admin');
  const inShopperArea = isUnder(path, '/user') || isUnder(path, '/checkout');
  const guarded = inBackOffice || inShopperArea;

  if (!claims) return guarded ? 'deny' : 'allow';

  switch (claims.role) {
    case 'SUPER_ADMIN':
      return guarded && !isUnder(path, ROUTES.superAdmin) ? 'deny' : 'allow';
    case 'STORE_ADMIN': {
      if (guarded && !isUnder(path, ROUTES.storeAdmin)) return 'deny';
      const onSubPage = path.startsWith(`${ROUTES.storeAdmin}/`);
      return onSubPage && !claims.is_verified ? 'deny' : 'allow';
    }
    case 'USER':
      return inBackOffice ? 'deny' : 'allow';
    default:
      return 'deny';
  }
}
