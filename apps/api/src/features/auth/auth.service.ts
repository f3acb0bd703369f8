/**
 * Accounts: registration with e-mail verification, referral rewards once the address is
 * verified (auth.referrals.ts), and password reset. Sessions (login, refresh, logout) are in
 * auth.sessions.ts. Rules and transactions only; the HTTP side (rate limits, status codes) is in
 * auth.routes.ts.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { EMAIL_LINK_TTL_HOURS, type PublicUser, type Role } from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { emailTokens, refreshTokens, users } from '../../db/schema';
import { createEmailToken } from '../../platform/account-links';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import type { Log, Mailer } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import { hashToken } from '../../platform/tokens';
import { accountLink, resetPasswordMail, verificationMail } from './auth.mails';
import {
  giveReferralVouchers,
  mailReferralVouchers,
  randomCode,
  type ReferralReward,
} from './auth.referrals';

export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Log;
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

export async function findLiveUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.is_deleted, false)))
    .limit(1);
  return user;
}

// A link token for a mail: platform/account-links.ts (the store-admins feature mails one too).
export { createEmailToken };

// ---------------------------------------------------------------------------------------------
// Register and verify

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  referral_code?: string | undefined;
}

/**
 * Creates an unverified shopper and mails the verification link. The e-mail must be free and a
 * given referral code must exist; otherwise nothing is created. With a referral code the account
 * remembers its referrer; both get their vouchers once the new account is verified.
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

    const token = await createEmailToken(tx, user.user_id, 'VERIFY_EMAIL', EMAIL_LINK_TTL_HOURS.verifyEmail);
    return { user, token };
  });

  // The mail goes out only after the account is really there.
  await ctx.mailer.sendMail({
    to: created.user.email,
    ...verificationMail({
      username: created.user.username,
      link: accountLink(config.publicUrl, 'verifyEmail', created.token),
      referred: referrer !== undefined,
    }),
  });
  return toPublicUser(created.user);
}

/**
 * Turns an account's is_verified from false to true, and gives its referral vouchers: once, since
 * only the update that changes the flag returns the account. Undefined when it was verified already.
 */
export async function markVerified(tx: Tx, log: Log, userId: number) {
  const [verified] = await tx
    .update(users)
    .set({ is_verified: true })
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false), eq(users.is_verified, false)))
    .returning({
      user_id: users.user_id,
      username: users.username,
      email: users.email,
      referred_by: users.referred_by,
    });
  return verified ? giveReferralVouchers(tx, log, verified) : undefined;
}

/**
 * Marks the e-mail of the link's account verified and gives its referral vouchers. A link works
 * once and for 24 hours; opening it again after it worked just says the address is verified (mail
 * scanners open links too).
 */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const reward = await ctx.db.transaction(async (tx): Promise<ReferralReward | null> => {
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
    const [known] = await tx
      .select({ user_id: users.user_id, is_verified: users.is_verified })
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
    if (used && known) return (await markVerified(tx, ctx.log, known.user_id)) ?? null;
    if (!known?.is_verified) throw new AppError(400, 'LINK_INVALID');
    return null;
  });
  await mailReferralVouchers(ctx.mailer, reward);
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
 * every other reset link, every pending e-mail change and every session (refresh token) of the
 * account. The link came by
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
  const reward = await ctx.db.transaction(async (tx) => {
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
      .set({ password_hash: passwordHash })
      .where(and(eq(users.user_id, used.user_id), eq(users.is_deleted, false)))
      .returning({ user_id: users.user_id });
    if (!user) throw new AppError(400, 'LINK_INVALID');
    // The link came by mail: the address is proven, and a referral rewarded if this verifies it.
    const verified = await markVerified(tx, ctx.log, user.user_id);
    // Other reset links and e-mail changes still out end with the old password: a change the
    // owner did not ask for must not move the account after they took it back.
    await tx
      .update(emailTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(emailTokens.user_id, user.user_id),
          inArray(emailTokens.purpose, ['RESET_PASSWORD', 'CHANGE_EMAIL']),
          isNull(emailTokens.used_at),
        ),
      );
    await tx
      .update(refreshTokens)
      .set({ revoked_at: now })
      .where(and(eq(refreshTokens.user_id, user.user_id), isNull(refreshTokens.revoked_at)));
    return verified ?? null;
  });
  await mailReferralVouchers(ctx.mailer, reward);
}
