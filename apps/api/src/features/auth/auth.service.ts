/**
 * Accounts and sessions (issue 3): registration with e-mail verification and referral rewards,
 * login, refresh-token rotation, logout, and password reset. Rules and transactions only; the
 * HTTP side (rate limits, status codes) is in auth.routes.ts.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_LINK_TTL_HOURS, REFERRAL_VOUCHER_CODE, type PublicUser, type Role } from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { emailTokens, refreshTokens, users, userVouchers, vouchers } from '../../db/schema';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import type { Log, Mailer } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newSecretToken, signAccessToken } from '../../platform/tokens';
import {
  accountLink,
  referralRewardMail,
  resetPasswordMail,
  verificationMail,
  type VoucherGift,
} from './auth.mails';

export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Log;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.user_id,
    username: user.username,
    email: user.email,
    role: user.role,
    is_verified: user.is_verified,
    image: user.image,
    referral_code: user.referral_code,
  };
}

async function findLiveUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.is_deleted, false)))
    .limit(1);
  return user;
}

/** A link token for a mail: only its hash is stored; it works once, until it expires. */
async function createEmailToken(
  tx: Db | Tx,
  userId: number,
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD',
  ttlHours: number,
): Promise<string> {
  const token = newSecretToken();
  await tx.insert(emailTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlHours * HOUR_MS),
  });
  return token;
}

// ---------------------------------------------------------------------------------------------
// Register and verify

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  referral_code?: string | undefined;
}

/** Gives one user a copy of a voucher template with its own unique redeem code. */
async function giveVoucher(
  tx: Tx,
  userId: number,
  voucher: typeof vouchers.$inferSelect,
  now: Date,
): Promise<VoucherGift> {
  const expiresAt = new Date(now.getTime() + voucher.valid_days * DAY_MS);
  for (;;) {
    const redeemCode = `${voucher.voucher_code}-${randomCode(8)}`;
    const [row] = await tx
      .insert(userVouchers)
      .values({
        user_id: userId,
        voucher_id: voucher.voucher_id,
        redeem_code: redeemCode,
        expires_at: expiresAt,
      })
      .onConflictDoNothing()
      .returning({ redeem_code: userVouchers.redeem_code });
    if (row) return { redeemCode: row.redeem_code, description: voucher.description, expiresAt };
  }
}

/**
 * Creates an unverified shopper and mails the verification link. The e-mail must be free and a
 * given referral code must exist; otherwise nothing is created. With a referral code, the new
 * user and the referrer each get their own copy of the referral voucher.
 */
export async function register(ctx: AuthContext, input: RegisterInput): Promise<PublicUser> {
  const { db, config } = ctx;
  if (await findLiveUserByEmail(db, input.email)) throw new AppError(409, 'EMAIL_TAKEN');
  let referrer: UserRow | undefined;
  if (input.referral_code) {
    [referrer] = await db
      .select()
      .from(users)
      .where(and(eq(users.referral_code, input.referral_code), eq(users.is_deleted, false)))
      .limit(1);
    if (!referrer) throw new AppError(422, 'REFERRAL_UNKNOWN');
  }
  const passwordHash = await hashPassword(input.password);

  const created = await db.transaction(async (tx) => {
    let user: UserRow | undefined;
    for (let attempt = 0; !user; attempt++) {
      // Any unique clash (the e-mail, registered in the meantime, or the random referral code)
      // leaves the row out instead of aborting the transaction; then we find out which it was.
      [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          password_hash: passwordHash,
          role: 'USER' satisfies Role,
          is_verified: false,
          referral_code: randomCode(8),
          referred_by: referrer?.user_id ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!user && (attempt >= 5 || (await findLiveUserByEmail(tx, input.email)))) {
        throw new AppError(409, 'EMAIL_TAKEN');
      }
    }

    let gifts: { user: VoucherGift; referrer: VoucherGift } | null = null;
    if (referrer) {
      const [template] = await tx
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.voucher_code, REFERRAL_VOUCHER_CODE), eq(vouchers.is_deleted, false)))
        .limit(1);
      if (template) {
        const now = new Date();
        gifts = {
          user: await giveVoucher(tx, user.user_id, template, now),
          referrer: await giveVoucher(tx, referrer.user_id, template, now),
        };
      } else {
        ctx.log.warn({ code: REFERRAL_VOUCHER_CODE }, 'referral sign-up without a referral voucher template');
      }
    }
    const token = await createEmailToken(tx, user.user_id, 'VERIFY_EMAIL', EMAIL_LINK_TTL_HOURS.verifyEmail);
    return { user, gifts, token };
  });

  // Mails go out only after the account is really there.
  await ctx.mailer.sendMail({
    to: created.user.email,
    ...verificationMail({
      username: created.user.username,
      link: accountLink(config.publicUrl, 'verifyEmail', created.token),
      gift: created.gifts?.user,
    }),
  });
  if (referrer && created.gifts) {
    await ctx.mailer.sendMail({
      to: referrer.email,
      ...referralRewardMail({
        username: referrer.username,
        friend: created.user.username,
        gift: created.gifts.referrer,
      }),
    });
  }
  return toPublicUser(created.user);
}

/**
 * Marks the e-mail of the link's account verified. A link works once and for 24 hours; opening
 * it again after it worked just says the address is verified (mail scanners open links too).
 */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(emailTokens.token_hash, tokenHash),
          eq(emailTokens.purpose, 'VERIFY_EMAIL'),
          isNull(emailTokens.used_at),
          gt(emailTokens.expires_at, new Date()),
        ),
      )
      .returning({ user_id: emailTokens.user_id });
    if (used) {
      const [user] = await tx
        .update(users)
        .set({ is_verified: true })
        .where(and(eq(users.user_id, used.user_id), eq(users.is_deleted, false)))
        .returning({ user_id: users.user_id });
      if (!user) throw new AppError(400, 'LINK_INVALID');
      return;
    }
    const [known] = await tx
      .select({ is_verified: users.is_verified })
      .from(emailTokens)
      .innerJoin(users, eq(users.user_id, emailTokens.user_id))
      .where(
        and(
          eq(emailTokens.token_hash, tokenHash),
          eq(emailTokens.purpose, 'VERIFY_EMAIL'),
          eq(users.is_deleted, false),
        ),
      )
      .limit(1);
    if (!known?.is_verified) throw new AppError(400, 'LINK_INVALID');
  });
}

/** Sends a new verification link to an unverified account; does nothing for any other address. */
export async function resendVerification(ctx: AuthContext, email: string): Promise<void> {
  const user = await findLiveUserByEmail(ctx.db, email);
  if (!user || user.is_verified) return;
  const token = await createEmailToken(
    ctx.db,
    user.user_id,
    'VERIFY_EMAIL',
    EMAIL_LINK_TTL_HOURS.verifyEmail,
  );
  await ctx.mailer.sendMail({
    to: user.email,
    ...verificationMail({
      username: user.username,
      link: accountLink(ctx.config.publicUrl, 'verifyEmail', token),
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Sessions

export interface Session {
  accessToken: string;
  refreshToken: string;
}

/** An access token of the session (refresh-token family): it ends when the session ends. */
function accessTokenFor(
  config: Config,
  user: Pick<UserRow, 'user_id' | 'role' | 'is_verified'>,
  familyId: string,
) {
  return signAccessToken(
    { id: user.user_id, role: user.role, is_verified: user.is_verified },
    { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds, sessionId: familyId },
  );
}

/** Stores a new refresh token (hashed) in the given family and returns the token itself. */
async function issueRefreshToken(tx: Db | Tx, config: Config, userId: number, familyId: string) {
  const token = newSecretToken();
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
async function revokeFamily(tx: Db | Tx, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/**
 * Rotates a refresh token: the presented one is marked rotated and a new one of the same family
 * is returned with a fresh access token (role and verification as of now). A token presented
 * again after it was rotated or revoked means it leaked: the whole family is revoked. Two
 * requests racing with the same token cannot both win: the rotation is a conditional update.
 */
export async function refreshSession(ctx: AuthContext, presented: string): Promise<Session> {
  const tokenHash = hashToken(presented);
  const result = await ctx.db.transaction(async (tx) => {
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ rotated_at: new Date() })
      .where(
        and(
          eq(refreshTokens.token_hash, tokenHash),
          isNull(refreshTokens.rotated_at),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, new Date()),
        ),
      )
      .returning({ user_id: refreshTokens.user_id, family_id: refreshTokens.family_id });
    if (!rotated) return { ok: false as const };
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.user_id, rotated.user_id), eq(users.is_deleted, false)))
      .limit(1);
    if (!user) {
      await revokeFamily(tx, rotated.family_id);
      return { ok: false as const };
    }
    const refreshToken = await issueRefreshToken(tx, ctx.config, user.user_id, rotated.family_id);
    return {
      ok: true as const,
      session: { accessToken: await accessTokenFor(ctx.config, user, rotated.family_id), refreshToken },
    };
  });
  if (result.ok) return result.session;

  // Not rotatable: unknown, expired, or used before. A used one is a replay: end its family.
  const [known] = await ctx.db
    .select({
      family_id: refreshTokens.family_id,
      rotated_at: refreshTokens.rotated_at,
      revoked_at: refreshTokens.revoked_at,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1);
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

// ---------------------------------------------------------------------------------------------
// Password reset

/** Mails a reset link (1 hour, once) when the e-mail belongs to an account; silent otherwise. */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const user = await findLiveUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await createEmailToken(
    ctx.db,
    user.user_id,
    'RESET_PASSWORD',
    EMAIL_LINK_TTL_HOURS.resetPassword,
  );
  await ctx.mailer.sendMail({
    to: user.email,
    ...resetPasswordMail({
      username: user.username,
      link: accountLink(ctx.config.publicUrl, 'resetPassword', token),
    }),
  });
}

/** The account of a live, unused reset link, or undefined. */
async function liveResetLink(db: Db | Tx, tokenHash: string, now: Date) {
  const [link] = await db
    .select({ user_id: emailTokens.user_id })
    .from(emailTokens)
    .innerJoin(users, eq(users.user_id, emailTokens.user_id))
    .where(
      and(
        eq(emailTokens.token_hash, tokenHash),
        eq(emailTokens.purpose, 'RESET_PASSWORD'),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, now),
        eq(users.is_deleted, false),
      ),
    )
    .limit(1);
  return link;
}

/**
 * Sets a new password with a reset link. The link works once and for one hour; using it ends
 * every other reset link and every session (refresh token) of the account. The link came by
 * mail, so it also proves the address: an unverified account becomes verified.
 */
export async function resetPassword(
  ctx: AuthContext,
  input: { token: string; password: string },
): Promise<void> {
  const tokenHash = hashToken(input.token);
  // Look before hashing: a wrong link must not cost an argon2 hash (cheap to ask, dear to answer).
  if (!(await liveResetLink(ctx.db, tokenHash, new Date()))) throw new AppError(400, 'LINK_INVALID');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    // The conditional update decides: of two requests racing with one link, only one wins.
    const [used] = await tx
      .update(emailTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(emailTokens.token_hash, tokenHash),
          eq(emailTokens.purpose, 'RESET_PASSWORD'),
          isNull(emailTokens.used_at),
          gt(emailTokens.expires_at, now),
        ),
      )
      .returning({ user_id: emailTokens.user_id });
    if (!used) throw new AppError(400, 'LINK_INVALID');
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, is_verified: true })
      .where(and(eq(users.user_id, used.user_id), eq(users.is_deleted, false)))
      .returning({ user_id: users.user_id });
    if (!user) throw new AppError(400, 'LINK_INVALID');
    await tx
      .update(emailTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(emailTokens.user_id, user.user_id),
          eq(emailTokens.purpose, 'RESET_PASSWORD'),
          isNull(emailTokens.used_at),
        ),
      );
    await tx
      .update(refreshTokens)
      .set({ revoked_at: now })
      .where(and(eq(refreshTokens.user_id, user.user_id), isNull(refreshTokens.revoked_at)));
  });
}
