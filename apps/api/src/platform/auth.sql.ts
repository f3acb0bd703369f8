/** The SQL of the access check: the caller of a token as the database knows them now. */
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@lumbung/contracts';
import type { Db } from '../db/client';
import { refreshTokens, storeAdmins, stores, users } from '../db/schema';

/**
 * The live account `id` with its role, verification and live store (null without one), if its
 * session `sessionId` is still open (a session ends when its refresh-token family is revoked:
 * logout, reset, replay); undefined otherwise.
 */
export async function selectAuthUser(
  db: Db,
  id: number,
  sessionId: string | null,
): Promise<{ id: number; role: Role; is_verified: boolean; store_id: number | null } | undefined> {
  const sessionOpen = sessionId
    ? sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.family_id} = ${sessionId}
        and ${refreshTokens.user_id} = ${users.user_id} and ${refreshTokens.revoked_at} is null)`
    : sql`true`;
  const [row] = await db
    .select({
      id: users.user_id,
      role: users.role,
      is_verified: users.is_verified,
      store_id: stores.store_id,
    })
    .from(users)
    .leftJoin(storeAdmins, eq(storeAdmins.user_id, users.user_id))
    .leftJoin(stores, and(eq(stores.store_id, storeAdmins.store_id), eq(stores.is_deleted, false)))
    .where(and(eq(users.user_id, id), eq(users.is_deleted, false), sessionOpen))
    .limit(1);
  return row;
}
