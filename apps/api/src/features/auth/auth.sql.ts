/**
 * The SQL of accounts, through Drizzle's builder: live users by e-mail, id or referral code, the
 * new shopper, the one-time links (e-mail tokens) and the account changes they make.
 */
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { REFERRAL_VOUCHER_CODE, type Role } from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { emailTokens, users, vouchers } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
type Conn = Db | Tx;
type LinkPurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CHANGE_EMAIL';

/** The first live account that `match` finds. */
async function firstLiveUser(on: Conn, match: SQL): Promise<UserRow | undefined> {
  const [user] = await on
    .select()
    .from(users)
    .where(and(match, eq(users.is_deleted, false)))
    .limit(1);
  return user;
}

export const findLiveUserByEmail = (on: Conn, email: string) => firstLiveUser(on, eq(users.email, email));
export const liveUserById = (on: Conn, userId: number) => firstLiveUser(on, eq(users.user_id, userId));
export const liveUserByReferralCode = (on: Conn, code: string) =>
  firstLiveUser(on, eq(users.referral_code, code));

/**
 * An unverified shopper. Any unique clash (the e-mail, or the random referral code) leaves the row
 * out instead of aborting the transaction: undefined.
 */
export async function insertShopper(
  tx: Tx,
  u: {
    username: string;
    email: string;
    passwordHash: string;
    referralCode: string;
    referredBy: number | null;
    locale: string | null;
  },
): Promise<UserRow | undefined> {
  const [user] = await tx
    .insert(users)
    .values({
      username: u.username,
      email: u.email,
      password_hash: u.passwordHash,
      role: 'USER' satisfies Role,
      is_verified: false,
      referral_code: u.referralCode,
      referred_by: u.referredBy,
      locale: u.locale,
    })
    .onConflictDoNothing()
    .returning();
  return user;
}

/** Turns is_verified from false to true; the account only when this update changed it. */
export async function setVerified(tx: Tx, userId: number) {
  const [verified] = await tx
    .update(users)
    .set({ is_verified: true })
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false), eq(users.is_verified, false)))
    .returning({
      user_id: users.user_id,
      username: users.username,
      email: users.email,
      referred_by: users.referred_by,
      locale: users.locale,
    });
  return verified;
}

export async function setPassword(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.user_id, userId));
}

/** Changes a live account; its id, or undefined when the account is gone. */
async function updateLiveUser(
  tx: Tx,
  userId: number,
  set: { password_hash: string } | { email: string },
): Promise<number | undefined> {
  const [user] = await tx
    .update(users)
    .set(set)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)))
    .returning({ user_id: users.user_id });
  return user?.user_id;
}

/** A live account's new password; undefined when the account is gone. */
export const setLivePassword = (tx: Tx, userId: number, passwordHash: string) =>
  updateLiveUser(tx, userId, { password_hash: passwordHash });

/** A live account's new address; undefined when the account is gone. */
export const setLiveEmail = (tx: Tx, userId: number, email: string) => updateLiveUser(tx, userId, { email });

/**
 * Uses a link that is unused and within its lifetime: the conditional update decides, so of two
 * requests racing with one link only one wins. Its account and (for a change) new address.
 */
export async function useLiveLink(tx: Tx, tokenHash: string, purpose: LinkPurpose, now: Date) {
  const [link] = await tx
    .update(emailTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(emailTokens.token_hash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, now),
      ),
    )
    .returning({ user_id: emailTokens.user_id, new_email: emailTokens.new_email });
  return link;
}

/** Ends an unused link whatever its lifetime; its account, or undefined when it was not open. */
export async function endOpenLink(
  tx: Tx,
  tokenHash: string,
  purpose: LinkPurpose,
): Promise<number | undefined> {
  const [ended] = await tx
    .update(emailTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(emailTokens.token_hash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.used_at),
      ),
    )
    .returning({ user_id: emailTokens.user_id });
  return ended?.user_id;
}

/** The live account of a link (used or not): whether it is verified, its address and the link's new one. */
export async function linkAccount(on: Conn, tokenHash: string, purpose: LinkPurpose) {
  const [row] = await on
    .select({
      user_id: users.user_id,
      is_verified: users.is_verified,
      email: users.email,
      new_email: emailTokens.new_email,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.user_id, emailTokens.user_id))
    .where(
      and(
        eq(emailTokens.token_hash, tokenHash),
        eq(emailTokens.purpose, purpose),
        eq(users.is_deleted, false),
      ),
    )
    .limit(1);
  return row;
}

/** The live account of a link that is unused and within its lifetime, or undefined. */
export async function liveLinkAccount(
  on: Conn,
  tokenHash: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<number | undefined> {
  const [link] = await on
    .select({ user_id: emailTokens.user_id })
    .from(emailTokens)
    .innerJoin(users, eq(users.user_id, emailTokens.user_id))
    .where(
      and(
        eq(emailTokens.token_hash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, now),
        eq(users.is_deleted, false),
      ),
    )
    .limit(1);
  return link?.user_id;
}

/** Ends the account's open links of the given purposes. */
export async function endOpenLinks(
  tx: Tx,
  userId: number,
  purposes: Array<'RESET_PASSWORD' | 'CHANGE_EMAIL'>,
  now: Date,
): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(emailTokens.user_id, userId),
        inArray(emailTokens.purpose, purposes),
        isNull(emailTokens.used_at),
      ),
    );
}

/** The live referral voucher template, or undefined when it is gone. */
export async function referralTemplate(tx: Tx) {
  const [template] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.voucher_code, REFERRAL_VOUCHER_CODE), eq(vouchers.is_deleted, false)))
    .limit(1);
  return template;
}

/** A live account's name and address, for a mail. */
export async function liveContact(tx: Tx, userId: number) {
  const [person] = await tx
    .select({ user_id: users.user_id, username: users.username, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)))
    .limit(1);
  return person;
}
