/**
 * The account mails: plain, friendly words in the LUMBUNG look (platform/mail.ts), in the
 * language each is given (auth.mail-texts.ts holds both).
 */
import { EMAIL_LINK_TTL_HOURS, type Locale } from '@lumbung/contracts';
import { accountLink } from '../../platform/account-links';
import { renderMail, type MailMessage } from '../../platform/mail';
import { MAIL_FRAME, mailDate } from '../../platform/mail-texts';
import { AUTH_MAIL_TEXTS } from './auth.mail-texts';

/** A voucher copy given to someone, as a mail describes it. */
export interface VoucherGift {
  redeemCode: string;
  description: string;
  expiresAt: Date;
}

type MailParts = Omit<MailMessage, 'to'>;

// The web page a mailed link opens: platform/account-links.ts (the store-admins feature mails one too).
export { accountLink };

function describeGift(gift: VoucherGift, locale: Locale): string {
  return AUTH_MAIL_TEXTS[locale].gift({
    description: gift.description,
    code: gift.redeemCode,
    until: mailDate(gift.expiresAt, locale),
  });
}

export function verificationMail(input: {
  username: string;
  link: string;
  /** Joined with a friend's referral code: the vouchers come with the verification. */
  referred?: boolean;
  locale: Locale;
}): MailParts {
  const texts = AUTH_MAIL_TEXTS[input.locale];
  const paragraphs = [texts.verification.welcome];
  if (input.referred) paragraphs.push(texts.verification.referred);
  return {
    subject: texts.verification.subject,
    ...renderMail(
      {
        greeting: MAIL_FRAME[input.locale].greeting(input.username),
        paragraphs,
        action: { label: texts.verification.button, url: input.link },
        footnote: `${texts.linkLifetime(EMAIL_LINK_TTL_HOURS.verifyEmail)} ${texts.verification.ignore}`,
      },
      input.locale,
    ),
  };
}

/** To a new account that joined with a referral code, once its address is verified. */
export function welcomeVoucherMail(input: {
  username: string;
  gift: VoucherGift;
  locale: Locale;
}): MailParts {
  const texts = AUTH_MAIL_TEXTS[input.locale];
  return {
    subject: texts.welcomeVoucher.subject,
    ...renderMail(
      {
        greeting: MAIL_FRAME[input.locale].greeting(input.username),
        paragraphs: [texts.welcomeVoucher.intro, describeGift(input.gift, input.locale)],
      },
      input.locale,
    ),
  };
}

export function referralRewardMail(input: {
  username: string;
  friend: string;
  gift: VoucherGift;
  locale: Locale;
}): MailParts {
  const texts = AUTH_MAIL_TEXTS[input.locale];
  return {
    subject: texts.referralReward.subject,
    ...renderMail(
      {
        greeting: MAIL_FRAME[input.locale].greeting(input.username),
        paragraphs: [texts.referralReward.intro(input.friend), describeGift(input.gift, input.locale)],
      },
      input.locale,
    ),
  };
}

export function resetPasswordMail(input: { username: string; link: string; locale: Locale }): MailParts {
  const texts = AUTH_MAIL_TEXTS[input.locale];
  return {
    subject: texts.resetPassword.subject,
    ...renderMail(
      {
        greeting: MAIL_FRAME[input.locale].greeting(input.username),
        paragraphs: [texts.resetPassword.intro],
        action: { label: texts.resetPassword.button, url: input.link },
        footnote: `${texts.linkLifetime(EMAIL_LINK_TTL_HOURS.resetPassword)} ${texts.resetPassword.ignore}`,
      },
      input.locale,
    ),
  };
}

/** To the new address of an e-mail change: the account moves there once this is opened. */
export function emailChangeMail(input: {
  username: string;
  email: string;
  link: string;
  locale: Locale;
}): MailParts {
  const texts = AUTH_MAIL_TEXTS[input.locale];
  return {
    subject: texts.emailChange.subject,
    ...renderMail(
      {
        greeting: MAIL_FRAME[input.locale].greeting(input.username),
        paragraphs: [texts.emailChange.intro(input.email)],
        action: { label: texts.emailChange.button, url: input.link },
        footnote: `${texts.linkLifetime(EMAIL_LINK_TTL_HOURS.changeEmail)} ${texts.emailChange.ignore}`,
      },
      input.locale,
    ),
  };
}

/**
 * To the current address when someone asks to move the account to another one, with a link that
 * cancels the change: the owner who did not ask for it stops it without logging in.
 */
export function emailChangeNoticeMail(input: {
  username: string;
  email: string;
  cancelLink: string;
  locale: Locale;
}): MailParts {
  const texts = AUTH_MAIL_TEXTS[input.locale];
  return {
    subject: texts.emailChangeNotice.subject,
    ...renderMail(
      {
        greeting: MAIL_FRAME[input.locale].greeting(input.username),
        paragraphs: [texts.emailChangeNotice.intro(input.email), texts.emailChangeNotice.notYou],
        action: { label: texts.emailChangeNotice.button, url: input.cancelLink },
      },
      input.locale,
    ),
  };
}
