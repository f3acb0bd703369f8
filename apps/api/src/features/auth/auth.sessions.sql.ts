/**
 * The SQL of sessions, through Drizzle's builder: refresh tokens (hashed) in families, their
 * rotation and their revocation.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens } from '../../db/schema';

type Conn = Db | Tx;

export async function insertRefreshToken(
  on: Conn,
  t: { userId: number; tokenHash: string; familyId: string; expiresAt: Date },
): Promise<void> {
  await on.insert(refreshTokens).values({
    user_id: t.userId,
    token_hash: t.tokenHash,
    family_id: t.familyId,
    expires_at: t.expiresAt,
  });
}

/** Revokes every live token of a family. */
export async function revokeFamilyTokens(on: Conn, familyId: string): Promise<void> {
  await on
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** Revokes every live token of an account but those of `keepFamilyId` (null: all of them). */
export async function revokeUserTokens(
  on: Conn,
  userId: number,
  keepFamilyId: string | null,
  now: Date,
): Promise<void> {
  await on
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        keepFamilyId ? ne(refreshTokens.family_id, keepFamilyId) : undefined,
      ),
    );
}

/** Whether a token is live (not revoked, not expired) in the family. */
export async function liveInFamily(
  on: Conn,
  tokenHash: string,
  familyId: string,
  now: Date,
): Promise<boolean> {
  const [next] = await on
    .select({ refresh_token_id: refreshTokens.refresh_token_id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.token_hash, tokenHash),
        eq(refreshTokens.family_id, familyId),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, now),
      ),
    )
    .limit(1);
  return next !== undefined;
}

/** Marks a live, never rotated token rotated (a conditional update: one request wins). */
export async function rotateToken(tx: Tx, tokenHash: string, rotatedAt: Date) {
  const [rotated] = await tx
    .update(refreshTokens)
    .set({ rotated_at: rotatedAt })
    .where(
      and(
        eq(refreshTokens.token_hash, tokenHash),
        isNull(refreshTokens.rotated_at),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, rotatedAt),
      ),
    )
    .returning({ user_id: refreshTokens.user_id, family_id: refreshTokens.family_id });
  return rotated;
}

/** A token as stored (any state), or undefined when unknown. */
export async function refreshTokenByHash(on: Conn, tokenHash: string) {
  const [known] = await on
    .select({
      family_id: refreshTokens.family_id,
      user_id: refreshTokens.user_id,
      rotated_at: refreshTokens.rotated_at,
      revoked_at: refreshTokens.revoked_at,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1);
  return known;
}
