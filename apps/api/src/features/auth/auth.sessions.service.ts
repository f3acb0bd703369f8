/**
 * Sessions: login, refresh-token rotation with a short grace window, logout.
 * A session is a refresh-token family; its access tokens carry the family as `sid` and stop when
 * it is revoked (platform/auth.ts). Rules and transactions only; the HTTP side is auth.routes.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { PublicUser } from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newSecretToken, signAccessToken, successorToken } from '../../platform/tokens';
import { findLiveUserByEmail, toPublicUser, type AuthContext } from './auth.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seconds after a rotation in which the rotated refresh token, presented again, gets the same new
 * pair instead of ending the session: two tabs (or a retry after a lost answer) renewing with one
 * token at the same moment. Later, a rotated token presented again is a theft signal.
 */
export const REFRESH_GRACE_SECONDS = 30;

export interface Session {
  accessToken: string;
  refreshToken: string;
}

type UserRow = typeof users.$inferSelect;

/** An access token of the session (refresh-token family): it ends when the session ends. */
function accessTokenFor(
  config: Config,
  user: Pick<UserRow, 'user_id' | 'role' | 'is_verified'>,
  familyId: string,
  issuedAt?: Date,
) {
  return signAccessToken(
    { id: user.user_id, role: user.role, is_verified: user.is_verified },
    {
      secret: config.jwtSecret,
      ttlSeconds: config.accessTokenTtlSeconds,
      sessionId: familyId,
      issuedAt: issuedAt ? Math.floor(issuedAt.getTime() / 1000) : undefined,
    },
  );
}

/** Stores a refresh token (hashed) in the given family; a new random one unless given. */
async function issueRefreshToken(
  tx: Db | Tx,
  config: Config,
  userId: number,
  familyId: string,
  token: string = newSecretToken(),
) {
  await tx.insert(refreshTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    family_id: familyId,
    expires_at: new Date(Date.now() + config.refreshTokenTtlDays * DAY_MS),
  });
  return token;
}

let dummyHash: Promise<string> | undefined;
/** A real argon2id hash of nothing anyone knows, so an unknown e-mail costs as much as a known one. */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Logs in with e-mail and password: a new session (access token and a refresh token of a new
 * family), or null for a wrong e-mail or password alike. Unverified accounts may log in; their
 * token says is_verified false.
 */
export async function login(
  ctx: AuthContext,
  input: { email: string; password: string },
): Promise<(Session & { user: PublicUser }) | null> {
  const user = await findLiveUserByEmail(ctx.db, input.email);
  // Always one argon2 verification, so the answer time does not tell whether the e-mail exists.
  const hash = user?.password_hash ?? (await timingDummyHash());
  const matches = await verifyPassword(hash, input.password);
  if (!user || !user.password_hash || !matches) return null;
  const familyId = randomUUID();
  const refreshToken = await issueRefreshToken(ctx.db, ctx.config, user.user_id, familyId);
  return {
    accessToken: await accessTokenFor(ctx.config, user, familyId),
    refreshToken,
    user: toPublicUser(user),
  };
}

/** Revokes every live token of a family: the answer to a stolen (reused) refresh token. */
export async function revokeFamily(tx: Db | Tx, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/**
 * Ends every session of an account but one (`keepFamilyId`, the caller's; null ends them all):
 * after a password change, a session opened with the old password must not live on.
 */
export async function revokeOtherSessions(
  tx: Db | Tx,
  userId: number,
  keepFamilyId: string | null,
): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        keepFamilyId ? ne(refreshTokens.family_id, keepFamilyId) : undefined,
      ),
    );
}

async function liveUser(db: Db | Tx, userId: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)))
    .limit(1);
  return user;
}

/**
 * The pair a token rotated less than REFRESH_GRACE_SECONDS ago was rotated to, while its session
 * is open: the successor (derived again from the presented token, platform/tokens.ts) must still
 * be live in the same family. Null otherwise.
 */
async function pairOfRecentRotation(
  ctx: AuthContext,
  presented: string,
  rotated: { family_id: string; user_id: number; rotated_at: Date },
): Promise<Session | null> {
  if (Date.now() - rotated.rotated_at.getTime() > REFRESH_GRACE_SECONDS * 1000) return null;
  const successor = successorToken(ctx.config.jwtSecret, presented);
  const [next] = await ctx.db
    .select({ refresh_token_id: refreshTokens.refresh_token_id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.token_hash, hashToken(successor)),
        eq(refreshTokens.family_id, rotated.family_id),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, new Date()),
      ),
    )
    .limit(1);
  const user = next ? await liveUser(ctx.db, rotated.user_id) : undefined;
  if (!user) return null;
  return {
    accessToken: await accessTokenFor(ctx.config, user, rotated.family_id, rotated.rotated_at),
    refreshToken: successor,
  };
}

/**
 * Rotates a refresh token: the presented one is marked rotated and its successor of the same
 * family is returned with a fresh access token (role and verification as of now). Two requests
 * racing with one token cannot both rotate it (a conditional update); the loser, like any request
 * presenting the token again within REFRESH_GRACE_SECONDS, gets the same pair. A token presented
 * again later, or after its session was revoked, means it leaked: the whole family is revoked.
 */
export async function refreshSession(ctx: AuthContext, presented: string): Promise<Session> {
  const tokenHash = hashToken(presented);
  const rotatedAt = new Date();
  const result = await ctx.db.transaction(async (tx) => {
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
    if (!rotated) return null;
    const user = await liveUser(tx, rotated.user_id);
    if (!user) {
      await revokeFamily(tx, rotated.family_id);
      return null;
    }
    const successor = successorToken(ctx.config.jwtSecret, presented);
    await issueRefreshToken(tx, ctx.config, user.user_id, rotated.family_id, successor);
    return { user, familyId: rotated.family_id, successor };
  });
  if (result) {
    return {
      accessToken: await accessTokenFor(ctx.config, result.user, result.familyId, rotatedAt),
      refreshToken: result.successor,
    };
  }

  // Not rotatable: unknown, expired, or rotated or revoked before.
  const [known] = await ctx.db
    .select({
      family_id: refreshTokens.family_id,
      user_id: refreshTokens.user_id,
      rotated_at: refreshTokens.rotated_at,
      revoked_at: refreshTokens.revoked_at,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1);
  if (known?.rotated_at && !known.revoked_at) {
    const again = await pairOfRecentRotation(ctx, presented, { ...known, rotated_at: known.rotated_at });
    if (again) return again;
  }
  if (known && (known.rotated_at || known.revoked_at)) {
    await revokeFamily(ctx.db, known.family_id);
    ctx.log.warn(
      { familyId: known.family_id },
      'a rotated or revoked refresh token was presented: family revoked',
    );
  }
  throw new AppError(401, 'REFRESH_TOKEN_INVALID');
}

/**
 * Ends the session of a refresh token (its whole family); the session's access tokens stop working
 * too. Unknown tokens change nothing.
 */
export async function logout(ctx: AuthContext, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const [known] = await ctx.db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(presented)))
    .limit(1);
  if (known) await revokeFamily(ctx.db, known.family_id);
}
