/**
 * The signed-in person's own credentials: a new password, with the current one as proof (every
 * other session ends), and a new e-mail address, which takes effect only once the link sent to it
 * is opened; the current address gets a link that cancels the change. Rules and transactions only;
 * the HTTP side is auth.account.routes.ts.
 */
import { createHmac } from 'node:crypto';
import { EMAIL_LINK_TTL_HOURS, MESSAGES } from '@lumbung/contracts';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-helpers';
import { transaction } from '../../db/statements';
import { AppError } from '../../platform/errors';
import { mailLocale } from '../../platform/mail-texts';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newSecretToken } from '../../platform/tokens';
import { accountLink, emailChangeMail, emailChangeNoticeMail } from './auth.mails';
import { mailReferralVouchers } from './auth.referrals.service';
import { createEmailToken, findLiveUserByEmail, markVerified, type AuthContext } from './auth.service';
import { revokeOtherSessions } from './auth.sessions.service';
import {
  endOpenLink,
  endOpenLinks,
  linkAccount,
  liveUserById,
  setLiveEmail,
  setPassword,
  useLiveLink,
} from './auth.sql';

async function liveAccount(ctx: AuthContext, userId: number) {
  const user = await liveUserById(ctx.db, userId);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND');
  return user;
}

/** Refuses (400, on the field that holds it) a password that is not the account's. */
async function assertPassword(hash: string | null, password: string, field: string): Promise<void> {
  if (!(await verifyPassword(hash, password))) {
    throw new AppError(400, 'PASSWORD_CURRENT_WRONG', {}, [
      { path: field, message: MESSAGES.FIELD_NOT_CURRENT_PASSWORD },
    ]);
  }
}

/**
 * Sets a new password once the current one is proven. Every other session of the account ends
 * (`keepSessionId` is the caller's, which stays), and so do reset links and e-mail changes still
 * out: an owner who changes the password after the notice of a change they did not ask for must
 * not lose the account to the link already mailed to the other address.
 */
export async function changePassword(
  ctx: AuthContext,
  input: { userId: number; keepSessionId: string | null; currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await liveAccount(ctx, input.userId);
  await assertPassword(user.password_hash, input.currentPassword, 'body.current_password');
  if (input.newPassword === input.currentPassword) {
    throw new AppError(400, 'PASSWORD_UNCHANGED', {}, [
      { path: 'body.new_password', message: MESSAGES.FIELD_IS_CURRENT_PASSWORD },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(ctx.db, async (tx) => {
    await setPassword(tx, user.user_id, passwordHash);
    await revokeOtherSessions(tx, user.user_id, input.keepSessionId);
    await endLinks(tx, user.user_id, ['RESET_PASSWORD', 'CHANGE_EMAIL']);
  });
}

/** Ends the account's open links of the given purposes: they no longer work. */
export async function endLinks(
  tx: Tx,
  userId: number,
  purposes: Array<'RESET_PASSWORD' | 'CHANGE_EMAIL'>,
): Promise<void> {
  await endOpenLinks(tx, userId, purposes, new Date());
}

/**
 * The confirmation token of an e-mail change, derived from the token of its cancel link (an HMAC
 * under a key derived from the server's secret): the database keeps one row, the hash of the
 * confirmation token, and the cancel link finds it again. The derivation runs one way only, so the
 * confirmation link (at the new address) cannot be turned into the cancel link.
 */
function confirmTokenOf(secret: string, cancelToken: string): string {
  const key = createHmac('sha256', secret).update('lumbung e-mail change confirmation v1').digest();
  return createHmac('sha256', key).update(cancelToken).digest('base64url');
}

/**
 * Asks to move the account to another e-mail address: a link goes to the new address (only the
 * latest such link works), a notice with a link that cancels the change to the current one.
 * Nothing changes until the link is opened.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  input: { userId: number; email: string; password: string },
): Promise<void> {
  const user = await liveAccount(ctx, input.userId);
  await assertPassword(user.password_hash, input.password, 'body.password');
  if (input.email === user.email) {
    throw new AppError(400, 'EMAIL_SAME', {}, [
      { path: 'body.email', message: MESSAGES.FIELD_IS_CURRENT_EMAIL },
    ]);
  }
  if (await findLiveUserByEmail(ctx.db, input.email)) throw new AppError(409, 'EMAIL_TAKEN');
  const cancelToken = newSecretToken();
  const token = await transaction(ctx.db, async (tx) => {
    await endLinks(tx, user.user_id, ['CHANGE_EMAIL']);
    return createEmailToken(
      tx,
      user.user_id,
      'CHANGE_EMAIL',
      EMAIL_LINK_TTL_HOURS.changeEmail,
      input.email,
      confirmTokenOf(ctx.config.jwtSecret, cancelToken),
    );
  });
  await ctx.mailer.sendMail({
    to: input.email,
    ...emailChangeMail({
      username: user.username,
      email: input.email,
      link: accountLink(ctx.config.publicUrl, 'confirmEmail', token),
      locale: mailLocale(user.locale, ctx.locale),
    }),
  });
  await ctx.mailer.sendMail({
    to: user.email,
    ...emailChangeNoticeMail({
      username: user.username,
      email: input.email,
      cancelLink: accountLink(ctx.config.publicUrl, 'cancelEmailChange', cancelToken),
      locale: mailLocale(user.locale, ctx.locale),
    }),
  });
}

/**
 * Cancels an e-mail change with the link of the notice sent to the current address: every open
 * change of the account ends. Opening the link again answers the same; a change already confirmed
 * can no longer be cancelled (409); an unknown link is refused (400).
 */
export async function cancelEmailChange(ctx: AuthContext, cancelToken: string): Promise<void> {
  const tokenHash = hashToken(confirmTokenOf(ctx.config.jwtSecret, cancelToken));
  await transaction(ctx.db, async (tx) => {
    // The conditional update decides against a confirmation racing with it: one of them wins.
    const ended = await endOpenLink(tx, tokenHash, 'CHANGE_EMAIL');
    if (ended !== undefined) {
      await endLinks(tx, ended, ['CHANGE_EMAIL']);
      return;
    }
    const change = await linkAccount(tx, tokenHash, 'CHANGE_EMAIL');
    if (!change) throw new AppError(400, 'LINK_INVALID');
    if (change.email === change.new_email) throw new AppError(409, 'EMAIL_CHANGE_ALREADY_CONFIRMED');
  });
}

/**
 * Moves the account to the address of an e-mail change link: once, within its lifetime, unless
 * another account took that address meanwhile (409). The link came to that address, so it is
 * verified. Opening the link again after it worked answers the same (mail scanners open links).
 * Answers the new address.
 */
export async function confirmEmailChange(ctx: AuthContext, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  const result = await transaction(ctx.db, async (tx) => {
    const now = new Date();
    const link = await useLiveLink(tx, tokenHash, 'CHANGE_EMAIL', now);
    if (!link?.new_email) return { email: await alreadyConfirmed(tx, tokenHash), reward: null };
    const taken = await findLiveUserByEmail(tx, link.new_email);
    if (taken && taken.user_id !== link.user_id) throw new AppError(409, 'EMAIL_TAKEN');
    const moved = await setLiveEmail(tx, link.user_id, link.new_email);
    if (moved === undefined) throw new AppError(400, 'LINK_INVALID');
    return { email: link.new_email, reward: (await markVerified(tx, ctx.log, link.user_id)) ?? null };
  }).catch((error: unknown) => {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_TAKEN');
    throw error;
  });
  await mailReferralVouchers(ctx, result.reward);
  return result.email;
}

/** The address of a used link whose account already moved there; a dead link otherwise (400). */
async function alreadyConfirmed(tx: Tx, tokenHash: string): Promise<string> {
  const used = await linkAccount(tx, tokenHash, 'CHANGE_EMAIL');
  if (!used?.new_email || used.email !== used.new_email) throw new AppError(400, 'LINK_INVALID');
  return used.email;
}
