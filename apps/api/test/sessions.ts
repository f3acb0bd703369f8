/**
 * Logged-in callers for API tests. The demo accounts (apps/api/src/db/seed/data/accounts.ts) are
 * in every test database:
 *
 *   const headers = await authHeaders(t.app, DEMO.shopper);          // fast: signs a token
 *   await t.app.inject({ method: 'GET', url: `/api/profile/user/${await userIdOf(t.app, DEMO.shopper)}`, headers });
 *   const { accessToken, refreshToken, user } = await loginAs(t.app, DEMO.superAdmin);  // the real login call
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LoginResponse } from '@lumbung/contracts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../src/db/seed/data/accounts';
import { users } from '../src/db/schema';
import { signAccessToken } from '../src/platform/tokens';

/** The demo accounts' e-mails (all with DEMO_PASSWORD) and the store ids they run. */
export const DEMO = {
  ...DEMO_EMAILS,
  /** Another verified store admin, of store 1 (Bandung). */
  bandungAdmin: 'admin.bandung@lumbung.test',
  password: DEMO_PASSWORD,
  /** The flagship store, run by DEMO.jakartaAdmin. */
  jakartaStoreId: 28,
  /** Store 1, run by DEMO.bandungAdmin (and by the unverified admin). */
  bandungStoreId: 1,
} as const;
export { DEMO_PASSWORD };

async function liveUser(app: FastifyInstance, email: string) {
  const [user] = await app.db
    .select({ user_id: users.user_id, role: users.role, is_verified: users.is_verified })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.is_deleted, false)))
    .limit(1);
  if (!user) throw new Error(`No live account with the e-mail ${email} in the test database`);
  return user;
}

/** The user id of an account. */
export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  return (await liveUser(app, email)).user_id;
}

/**
 * A valid access token of an account, signed as the login would (role and verification as they
 * are in the database now). No password hashing, no rate limit: use it wherever the login itself
 * is not what is tested. `ttlSeconds` may be negative for an expired token.
 */
export async function tokenFor(
  app: FastifyInstance,
  email: string,
  { ttlSeconds = app.config.accessTokenTtlSeconds }: { ttlSeconds?: number } = {},
): Promise<string> {
  const user = await liveUser(app, email);
  return signAccessToken(
    { id: user.user_id, role: user.role, is_verified: user.is_verified },
    { secret: app.config.jwtSecret, ttlSeconds },
  );
}

/** The Authorization header of a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The Authorization header of an account: `headers: await authHeaders(t.app, DEMO.shopper)`. */
export async function authHeaders(app: FastifyInstance, email: string): Promise<{ authorization: string }> {
  return bearer(await tokenFor(app, email));
}

/** Logs in through POST /api/auth/login; throws with the answer when it does not succeed. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<LoginResponse['data']> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`Login of ${email} answered ${res.statusCode}: ${res.body}`);
  return LoginResponse.parse(res.json()).data;
}
