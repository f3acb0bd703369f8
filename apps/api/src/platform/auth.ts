/**
 * Access control for every /api route, in one place (docs/architecture.md §4, docs/product.md §6).
 *
 * A route says who may call it in its config; a route that says nothing needs a valid token
 * (secure by default):
 *
 *   app.get('/x', { config: { auth: 'public' } }, ...)                        anyone, token optional
 *   app.get('/x', ...)                                                         any logged-in user
 *   app.get('/x', { config: { auth: 'USER' } }, ...)                           shoppers only
 *   app.get('/x', { config: { auth: ['STORE_ADMIN', 'SUPER_ADMIN'] } }, ...)  either role
 *   app.get('/x', { config: { auth: 'USER', requireVerified: true } }, ...)     verified shoppers only
 *
 * A store admin must be verified on every route that lists STORE_ADMIN among its roles, whatever
 * the route says (403 ACCOUNT_NOT_VERIFIED): an unverified store admin runs no store.
 *
 * Ownership is automatic, from names alone, for every route:
 * - a `:userId` path param, a `user_id` body field or query parameter must be the caller's own id
 *   (403 NOT_YOURS), whatever the caller's role;
 * - a `:storeId` path param, a `store_id` body field or query parameter must be a store the
 *   caller runs: any store for a super admin, the assigned store for a store admin, none for a
 *   shopper (403 STORE_FORBIDDEN).
 * A route that really serves other people's ids opts out by name, with the reason:
 *   config: { auth: 'public', ownershipExempt: { storeId: 'shoppers browse any store' } }
 *
 * The token is checked on every call (signature, HS256 only, expiry) and so are its user and its
 * session: a deleted account's token, or one whose session ended (logout, password reset, a
 * replayed refresh token), is refused; role and verification are read fresh from the database.
 *
 * Multipart form fields are read by the handler, after these hooks: a multipart route that takes
 * a user_id or store_id field checks it itself with assertOwns.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_RULES, Id, ROLES, type AccessTokenClaims, type Role } from '@lumbung/contracts';
import type { Db } from '../db/client';
import { selectAuthUser } from './auth.sql';
import { AppError } from './errors';
import { bearerToken, verifyAccessToken } from './tokens';

/** Who may call a route: anyone, any logged-in user, or the listed roles. */
export type RouteAuth = 'public' | 'authenticated' | Role | readonly Role[];
/** A store's staff: its own store admin, and the super admin who may act for any store. */
export const STORE_STAFF: readonly Role[] = ['STORE_ADMIN', 'SUPER_ADMIN'];
/** The kinds of ids that are checked for ownership. */
export type OwnedId = 'userId' | 'storeId';

/** The caller as the server sees it: the token's claims, refreshed from the database. */
export interface AuthUser extends AccessTokenClaims {
  /** The store a store admin runs (null for other roles or when none is assigned). */
  store_id: number | null;
  /** The token's session (refresh-token family), null for a token without one. */
  session_id: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; unset means any logged-in user. */
    auth?: RouteAuth;
    /** Refuse callers whose e-mail is not verified (403 ACCOUNT_NOT_VERIFIED). */
    requireVerified?: boolean;
    /** Turns off an automatic ownership check of this route; the value says why. */
    ownershipExempt?: Partial<Record<OwnedId, string>>;
  }
  interface FastifyRequest {
    /** The caller, or null for a visitor (only possible on public routes). */
    user: AuthUser | null;
  }
}

/** The access rules of one route, as the route table lists them. */
export interface RouteAccess {
  public: boolean;
  /** Roles allowed; null means every role. */
  roles: readonly Role[] | null;
  requireVerified: boolean;
  /** Roles whose callers must have a verified e-mail here (requireVerified, and STORE_ADMIN always). */
  verifiedRoles: readonly Role[];
  /** Which ownership checks apply (path param, body field and query parameter alike). */
  checks: Record<OwnedId, boolean>;
  ownershipExempt: Partial<Record<OwnedId, string>>;
}

const OWNED: Record<OwnedId, { param: string; field: string }> = {
  userId: { param: 'userId', field: 'user_id' },
  storeId: { param: 'storeId', field: 'store_id' },
};

/** The API routes: everything under /api except the OpenAPI pages. */
export function isApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

function hasParam(url: string, name: string): boolean {
  return new RegExp(`:${name}(?![A-Za-z0-9_])`).test(url);
}

/**
 * Reads and checks a route's access config; throws at start-up for a config that cannot be
 * right, so a mistake is found when the route is added, not in production.
 */
export function routeAccess(url: string, config: FastifyContextConfig | undefined): RouteAccess {
  const auth = config?.auth ?? 'authenticated';
  const where = `Route ${url}`;
  let roles: readonly Role[] | null = null;
  if (auth !== 'public' && auth !== 'authenticated') {
    roles = typeof auth === 'string' ? [auth as Role] : auth;
    if (roles.length === 0 || roles.some((role) => !ROLES.includes(role))) {
      throw new Error(
        `${where}: config.auth must be 'public', 'authenticated', a role or roles of ${ROLES.join(', ')}`,
      );
    }
  }
  const exempt = config?.ownershipExempt ?? {};
  for (const [kind, reason] of Object.entries(exempt)) {
    if (!(kind in OWNED) || typeof reason !== 'string' || reason.trim().length === 0) {
      throw new Error(`${where}: ownershipExempt takes userId or storeId with a reason`);
    }
  }
  const isPublic = auth === 'public';
  if (isPublic && config?.requireVerified)
    throw new Error(`${where}: a public route cannot require verification`);
  for (const kind of Object.keys(OWNED) as OwnedId[]) {
    if (isPublic && hasParam(url, OWNED[kind].param) && !exempt[kind]) {
      throw new Error(
        `${where} is public but has :${OWNED[kind].param}, which only its owner may use: ` +
          `drop auth: 'public', or set ownershipExempt.${kind} with the reason`,
      );
    }
  }
  const requireVerified = config?.requireVerified ?? false;
  const verifiedRoles: readonly Role[] = requireVerified
    ? (roles ?? ROLES)
    : roles?.includes('STORE_ADMIN')
      ? ['STORE_ADMIN']
      : [];
  return {
    public: isPublic,
    roles,
    requireVerified,
    verifiedRoles,
    checks: { userId: !exempt.userId, storeId: !exempt.storeId },
    ownershipExempt: exempt,
  };
}

/**
 * The caller of a token, if the account still exists and the token's session is still open:
 * role, verification and store as of now.
 */
async function loadAuthUser(db: Db, id: number, sessionId: string | null): Promise<AuthUser | null> {
  const row = await selectAuthUser(db, id, sessionId);
  if (!row) return null;
  return { ...row, store_id: row.role === 'STORE_ADMIN' ? row.store_id : null, session_id: sessionId };
}

/** Reads an id by the rule every route's schema reads it (`Id` of the contracts). */
function readId(raw: unknown, where: string): number {
  const read = Id.safeParse(raw);
  if (read.success) return read.data;
  const message = read.error.issues[0]?.message ?? FIELD_RULES.id;
  throw new AppError(400, 'BAD_REQUEST', { detail: `${where}: ${message}` }, [{ path: where, message }]);
}

/** Throws unless the caller owns the id (see the file's comment for the rules). */
export function assertOwns(user: AuthUser | null, kind: OwnedId, raw: unknown, where: string): void {
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  const id = readId(raw, where);
  if (kind === 'userId') {
    if (id !== user.id) throw new AppError(403, 'NOT_YOURS');
    return;
  }
  if (user.role === 'SUPER_ADMIN') return;
  if (user.role === 'STORE_ADMIN' && user.store_id === id) return;
  throw new AppError(403, 'STORE_FORBIDDEN');
}

function fieldsOf(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const HOOKED = Symbol('lumbung.auth');

/**
 * Registers the access control: decorates request.user and gives every /api route, as it is
 * added, an onRequest hook (token, role, path ids: before the body is even read) and a
 * preValidation hook (ids in the body and the query). Register before the features.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    async function identify(request: FastifyRequest, access: RouteAccess): Promise<AuthUser | null> {
      const token = bearerToken(request.headers.authorization);
      if (!token) return null;
      const claims = await verifyAccessToken(token, app.config.jwtSecret);
      const user = claims ? await loadAuthUser(app.db, claims.id, claims.sid) : null;
      // On a public route a stale token only makes the caller a visitor.
      if (!user && !access.public) throw new AppError(401, 'TOKEN_INVALID');
      return user;
    }

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isApiRoute(route.url)) return;
      const access = routeAccess(route.url, route.config);

      const onRequest = async (request: FastifyRequest) => {
        request.user = await identify(request, access);
        const user = request.user;
        if (!access.public) {
          if (!user) throw new AppError(401, 'UNAUTHORIZED');
          if (access.roles && !access.roles.includes(user.role)) throw new AppError(403, 'FORBIDDEN');
          if (!user.is_verified && access.verifiedRoles.includes(user.role)) {
            throw new AppError(403, 'ACCOUNT_NOT_VERIFIED');
          }
        }
        const params = fieldsOf(request.params) ?? {};
        for (const kind of Object.keys(OWNED) as OwnedId[]) {
          const name = OWNED[kind].param;
          if (access.checks[kind] && name in params) assertOwns(user, kind, params[name], `params.${name}`);
        }
      };

      const preValidation = async (request: FastifyRequest) => {
        for (const [source, fields] of [
          ['body', fieldsOf(request.body)],
          ['querystring', fieldsOf(request.query)],
        ] as const) {
          if (!fields) continue;
          for (const kind of Object.keys(OWNED) as OwnedId[]) {
            const name = OWNED[kind].field;
            if (access.checks[kind] && fields[name] !== undefined && fields[name] !== null) {
              assertOwns(request.user, kind, fields[name], `${source}.${name}`);
            }
          }
        }
      };

      Object.defineProperty(onRequest, HOOKED, { value: true });
      const asList = <T>(hooks: T | T[] | undefined): T[] =>
        hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
      const existing = asList(route.onRequest);
      if (existing.some((hook) => HOOKED in hook)) return;
      route.onRequest = [onRequest, ...existing];
      route.preValidation = [preValidation, ...asList(route.preValidation)];
    });
  },
  { name: 'lumbung-auth' },
);
