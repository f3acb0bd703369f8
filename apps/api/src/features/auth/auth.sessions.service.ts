/**
 * Sessions: login, refresh-token rotation with a short grace window, logout.
 * A session is a refresh-token family; its access tokens carry the family as `sid` and stop when
 * it is revoked (platform/auth.ts). Rules and transactions only; the HTTP side is auth.routes.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { PublicUser } from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/statements';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newSecretToken, signAccessToken, successorToken } from '../../platform/tokens';
import { toPublicUser, type AuthContext } from './auth.service';
import { findLiveUserByEmail, liveUserById, type UserRow } from './auth.sql';
import {
  insertRefreshToken,
  liveInFamily,
  refreshTokenByHash,
  revokeFamilyTokens,
  revokeUserTokens,
  rotateToken,
} from './auth.sessions.sql';

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
  await insertRefreshToken(tx, {
    userId,
    tokenHash: hashToken(token),
    familyId,
    expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * DAY_MS),
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
  await revokeFamilyTokens(tx, familyId);
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
  await revokeUserTokens(tx, userId, keepFamilyId, new Date());
}

const liveUser = (db: Db | Tx, userId: number): Promise<UserRow | undefined> => liveUserById(db, userId);

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
  const next = await liveInFamily(ctx.db, hashToken(successor), rotated.family_id, new Date());
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
  const result = await transaction(ctx.db, async (tx) => {
    const rotated = await rotateToken(tx, tokenHash, rotatedAt);
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
  const known = await refreshTokenByHash(ctx.db, tokenHash);
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
  const known = await refreshTokenByHash(ctx.db, hashToken(presented));
  if (known) await revokeFamily(ctx.db, known.family_id);
}
