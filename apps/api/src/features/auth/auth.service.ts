/**
 * Accounts: registration with e-mail verification, referral rewards once the address is
 * verified (auth.referrals.service.ts), and password reset. Sessions (login, refresh, logout) are
 * in auth.sessions.service.ts. Rules and transactions only: the SQL is in auth.sql.ts and the HTTP
 * side (rate limits, status codes) in auth.routes.ts.
 */
import { isLocale, EMAIL_LINK_TTL_HOURS, type Locale, type PublicUser } from '@lumbung/contracts';
import type { Tx } from '../../db/client';
import { transaction } from '../../db/statements';
import { createEmailToken } from '../../platform/account-links';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { Log } from '../../platform/mail';
import { mailLocale } from '../../platform/mail-texts';
import { hashPassword } from '../../platform/passwords';
import { hashToken } from '../../platform/tokens';
import { accountLink, resetPasswordMail, verificationMail } from './auth.mails';
import {
  giveReferralVouchers,
  mailReferralVouchers,
  randomCode,
  type ReferralReward,
} from './auth.referrals.service';
import {
  findLiveUserByEmail,
  insertShopper,
  linkAccount,
  liveLinkAccount,
  liveUserByReferralCode,
  endOpenLinks,
  setLivePassword,
  setVerified,
  useLiveLink,
  type UserRow,
} from './auth.sql';
import { revokeUserTokens } from './auth.sessions.sql';

/** What the account services use; the routes hand them the request's log. */
export type AuthContext = Pick<AppContext, 'db' | 'config' | 'mailer' | 'log' | 'locale'>;

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.user_id,
    username: user.username,
    email: user.email,
    role: user.role,
    is_verified: user.is_verified,
    image: user.image,
    referral_code: user.referral_code,
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

export { findLiveUserByEmail };

// A link token for a mail: platform/account-links.ts (the store-admins feature mails one too).
export { createEmailToken };

// ---------------------------------------------------------------------------------------------
// Register and verify

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  referral_code?: string | undefined;
  /** The language the registering browser asks for; the account keeps it (null: it follows the browser). */
  locale?: Locale | null;
}

/**
 * Creates an unverified shopper and mails the verification link, in the account's language. The
 * e-mail must be free and a given referral code must exist; otherwise nothing is created. With a
 * referral code the account remembers its referrer; both get their vouchers once the new account
 * is verified.
 */
export async function register(ctx: AuthContext, input: RegisterInput): Promise<PublicUser> {
  const { db, config } = ctx;
  if (await findLiveUserByEmail(db, input.email)) throw new AppError(409, 'EMAIL_TAKEN');
  let referrer: UserRow | undefined;
  if (input.referral_code) {
    referrer = await liveUserByReferralCode(db, input.referral_code);
    if (!referrer) throw new AppError(422, 'REFERRAL_UNKNOWN');
  }
  const passwordHash = await hashPassword(input.password);

  const created = await transaction(db, async (tx) => {
    let user: UserRow | undefined;
    for (let attempt = 0; !user; attempt++) {
      // Any unique clash (the e-mail, registered in the meantime, or the random referral code)
      // leaves the row out instead of aborting the transaction; then we find out which it was.
      user = await insertShopper(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        referralCode: randomCode(8),
        referredBy: referrer?.user_id ?? null,
        locale: input.locale ?? null,
      });
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
      locale: mailLocale(created.user.locale, ctx.locale),
    }),
  });
  return toPublicUser(created.user);
}

/**
 * Turns an account's is_verified from false to true, and gives its referral vouchers: once, since
 * only the update that changes the flag returns the account. Undefined when it was verified already.
 */
export async function markVerified(tx: Tx, log: Log, userId: number) {
  const verified = await setVerified(tx, userId);
  return verified ? giveReferralVouchers(tx, log, verified) : undefined;
}

/**
 * Marks the e-mail of the link's account verified and gives its referral vouchers. A link works
 * once and for 24 hours; opening it again after it worked just says the address is verified (mail
 * scanners open links too).
 */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const reward = await transaction(ctx.db, async (tx): Promise<ReferralReward | null> => {
    const used = await useLiveLink(tx, tokenHash, 'VERIFY_EMAIL', new Date());
    const known = await linkAccount(tx, tokenHash, 'VERIFY_EMAIL');
    if (used && known) return (await markVerified(tx, ctx.log, known.user_id)) ?? null;
    if (!known?.is_verified) throw new AppError(400, 'LINK_INVALID');
    return null;
  });
  await mailReferralVouchers(ctx, reward);
}

/** Sends a new verification link to an unverified account; does nothing for any other address. */
export async function resendVerification(ctx: AuthContext, email: string): Promise<void> {
  const user = await findLiveUserByEmail(ctx.db, email);
  if (!user || user.is_verified) return;
  await mailAccountLink(ctx, user, 'VERIFY_EMAIL', 'verifyEmail', verificationMail);
}

/**
 * Makes the account a one-use link of `purpose` (its page's lifetime) and mails it in `mail`'s
 * words, in the account's language (else the request's).
 */
async function mailAccountLink(
  ctx: AuthContext,
  user: NonNullable<Awaited<ReturnType<typeof findLiveUserByEmail>>>,
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD',
  page: 'verifyEmail' | 'resetPassword',
  mail: typeof verificationMail | typeof resetPasswordMail,
): Promise<void> {
  const token = await createEmailToken(ctx.db, user.user_id, purpose, EMAIL_LINK_TTL_HOURS[page]);
  await ctx.mailer.sendMail({
    to: user.email,
    ...mail({
      username: user.username,
      link: accountLink(ctx.config.publicUrl, page, token),
      locale: mailLocale(user.locale, ctx.locale),
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Password reset

/** Mails a reset link (1 hour, once) when the e-mail belongs to an account; silent otherwise. */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const user = await findLiveUserByEmail(ctx.db, email);
  if (!user) return;
  await mailAccountLink(ctx, user, 'RESET_PASSWORD', 'resetPassword', resetPasswordMail);
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
  if ((await liveLinkAccount(ctx.db, tokenHash, 'RESET_PASSWORD', new Date())) === undefined)
    throw new AppError(400, 'LINK_INVALID');
  const passwordHash = await hashPassword(input.password);
  const reward = await transaction(ctx.db, async (tx) => {
    const now = new Date();
    // The conditional update decides: of two requests racing with one link, only one wins.
    const used = await useLiveLink(tx, tokenHash, 'RESET_PASSWORD', now);
    if (!used) throw new AppError(400, 'LINK_INVALID');
    const userId = await setLivePassword(tx, used.user_id, passwordHash);
    if (userId === undefined) throw new AppError(400, 'LINK_INVALID');
    // The link came by mail: the address is proven, and a referral rewarded if this verifies it.
    const verified = await markVerified(tx, ctx.log, userId);
    // Other reset links and e-mail changes still out end with the old password: a change the
    // owner did not ask for must not move the account after they took it back.
    await endOpenLinks(tx, userId, ['RESET_PASSWORD', 'CHANGE_EMAIL'], now);
    await revokeUserTokens(tx, userId, null, now);
    return verified ?? null;
  });
  await mailReferralVouchers(ctx, reward);
}
