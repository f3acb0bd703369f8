/**
 * Accounts of a test's own, for the auth tests that change passwords or end sessions (the demo
 * accounts stay untouched): a shopper logged in through the real login, and accounts inserted
 * with a known password.
 */
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/platform/passwords';
import type { TestApp } from './build-test-app';
import { makeShoppers } from './factories';
import { bearer, DEMO_PASSWORD, loginAs } from './sessions';

let demoPasswordHash: Promise<string> | undefined;

/** A fresh verified shopper with the demo password, logged in through the real login (a session of its own). */
export async function loggedInShopper(t: TestApp) {
  const [email] = await makeShoppers(t.db, 1);
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  await t.db
    .update(users)
    .set({ password_hash: await demoPasswordHash })
    .where(eq(users.email, email!));
  const session = await loginAs(t.app, email!, DEMO_PASSWORD);
  return { email: email!, id: session.user.id, session, headers: bearer(session.accessToken) };
}

/**
 * Makes verified accounts `<name><n>@example.com` (referral code `<code><nnn>`, password
 * kopi-susu-99), with any column overridden; each answers its row and its password.
 */
export function accountMaker(app: () => TestApp, name: string, code: string) {
  let counter = 0;
  return async (overrides: Partial<typeof users.$inferInsert> = {}) => {
    counter += 1;
    const [user] = await app()
      .db.insert(users)
      .values({
        username: `${name}${counter}`,
        email: `${name}${counter}@example.com`,
        password_hash: await hashPassword('kopi-susu-99'),
        referral_code: `${code}${String(counter).padStart(3, '0')}`,
        is_verified: true,
        ...overrides,
      })
      .returning();
    return { ...user!, password: 'kopi-susu-99' };
  };
}

/** The claims of a signed token (not verified: the tests read what the server put in). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
