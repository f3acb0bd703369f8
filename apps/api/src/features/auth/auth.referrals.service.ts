/**
 * Referral rewards: a new account that joined with someone's referral code and that
 * someone each get their own copy of the referral voucher. They are given when the new account's
 * e-mail is verified, not at registration, so throwaway addresses farm nothing; the
 * caller gives them in the transaction that turns is_verified from false to true, so once.
 */
import { REFERRAL_VOUCHER_CODE } from '@lumbung/contracts';
import type { Tx } from '../../db/client';
import { giveVoucherCopy } from '../../domain/vouchers';
import { randomCode } from '../../platform/account-links';
import type { AppContext } from '../../platform/context';
import type { Log } from '../../platform/mail';
import { mailLocale } from '../../platform/mail-texts';
import { referralRewardMail, welcomeVoucherMail, type VoucherGift } from './auth.mails';
import { liveContact, referralTemplate } from './auth.sql';

// Letters and digits that cannot be mistaken for each other: platform/account-links.ts.
export { randomCode };

interface Person {
  username: string;
  email: string;
  /** The account's language (users.locale), null when it has none. */
  locale: string | null;
}

/** Who got which voucher, for the mails sent once the transaction has committed. */
export interface ReferralReward {
  friend: Person & { gift: VoucherGift };
  referrer: (Person & { gift: VoucherGift }) | null;
}

/**
 * Gives the referral vouchers of an account that has just been verified: its own, and its live
 * referrer's. Null when it joined without a referral code, or when the voucher template is gone.
 */
export async function giveReferralVouchers(
  tx: Tx,
  log: Log,
  verified: Person & { user_id: number; referred_by: number | null },
): Promise<ReferralReward | null> {
  if (verified.referred_by === null) return null;
  const template = await referralTemplate(tx);
  if (!template) {
    log.warn({ code: REFERRAL_VOUCHER_CODE }, 'referral verified without a referral voucher template');
    return null;
  }
  const referrer = await liveContact(tx, verified.referred_by);
  const now = new Date();
  const friendGift: VoucherGift = await giveVoucherCopy(tx, verified.user_id, template, now);
  const referrerGift: VoucherGift | null = referrer
    ? await giveVoucherCopy(tx, referrer.user_id, template, now)
    : null;
  return {
    friend: { username: verified.username, email: verified.email, locale: verified.locale, gift: friendGift },
    referrer: referrer && referrerGift ? { ...referrer, gift: referrerGift } : null,
  };
}

/**
 * Tells both people about their voucher (after the vouchers are really there), each in their own
 * language, else the language of the request that verified the new account.
 */
export async function mailReferralVouchers(
  ctx: Pick<AppContext, 'mailer' | 'locale'>,
  reward: ReferralReward | null,
): Promise<void> {
  if (!reward) return;
  const { friend, referrer } = reward;
  await ctx.mailer.sendMail({
    to: friend.email,
    ...welcomeVoucherMail({
      username: friend.username,
      gift: friend.gift,
      locale: mailLocale(friend.locale, ctx.locale),
    }),
  });
  if (referrer) {
    await ctx.mailer.sendMail({
      to: referrer.email,
      ...referralRewardMail({
        username: referrer.username,
        friend: friend.username,
        gift: referrer.gift,
        locale: mailLocale(referrer.locale, ctx.locale),
      }),
    });
  }
}
