/** The account mails: plain, friendly words in the LUMBUNG look (platform/mail.ts). */
import { BRAND, EMAIL_LINK_TTL_HOURS } from '@lumbung/contracts';
import { accountLink } from '../../platform/account-links';
import { renderMail, type MailMessage } from '../../platform/mail';

/** A voucher copy given to someone, as a mail describes it. */
export interface VoucherGift {
  redeemCode: string;
  description: string;
  expiresAt: Date;
}

type MailParts = Omit<MailMessage, 'to'>;

// The web page a mailed link opens: platform/account-links.ts (the store-admins feature mails one too).
export { accountLink };

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

function describeGift(gift: VoucherGift): string {
  return `${gift.description} Your voucher code is ${gift.redeemCode}, valid until ${dateFormat.format(gift.expiresAt)}; you will find it in your vouchers when you shop.`;
}

export function verificationMail(input: {
  username: string;
  link: string;
  /** Joined with a friend's referral code: the vouchers come with the verification. */
  referred?: boolean;
}): MailParts {
  const paragraphs = [
    `Welcome to ${BRAND}! Please confirm that this is your e-mail address, so we can keep your account safe and send you news about your orders.`,
  ];
  if (input.referred)
    paragraphs.push(
      "You joined with a friend's referral code: once your address is verified, a welcome voucher is yours, and your friend gets one too.",
    );
  return {
    subject: `Verify your e-mail address for ${BRAND}`,
    ...renderMail({
      greeting: `Hi ${input.username},`,
      paragraphs,
      action: { label: 'Verify my e-mail address', url: input.link },
      footnote: `The link works once and for ${EMAIL_LINK_TTL_HOURS.verifyEmail} hours. If you did not create an account, you can ignore this mail.`,
    }),
  };
}

/** To a new account that joined with a referral code, once its address is verified. */
export function welcomeVoucherMail(input: { username: string; gift: VoucherGift }): MailParts {
  return {
    subject: `Your welcome voucher for ${BRAND}`,
    ...renderMail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        `Your e-mail address is verified. You joined with a friend's referral code, so here is your welcome voucher.`,
        describeGift(input.gift),
      ],
    }),
  };
}

export function referralRewardMail(input: {
  username: string;
  friend: string;
  gift: VoucherGift;
}): MailParts {
  return {
    subject: `Your friend joined ${BRAND}: a voucher for you`,
    ...renderMail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        `${input.friend} just joined ${BRAND} with your referral code. Thank you for spreading the word! As a thank-you, here is a voucher for you too.`,
        describeGift(input.gift),
      ],
    }),
  };
}

export function resetPasswordMail(input: { username: string; link: string }): MailParts {
  return {
    subject: `Reset your ${BRAND} password`,
    ...renderMail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        'We received a request to reset the password of your account. Choose a new password with the button below.',
      ],
      action: { label: 'Choose a new password', url: input.link },
      footnote: `The link works once and for ${EMAIL_LINK_TTL_HOURS.resetPassword} hour. If you did not ask for this, you can ignore this mail: your password stays as it is.`,
    }),
  };
}

/** To the new address of an e-mail change: the account moves there once this is opened. */
export function emailChangeMail(input: { username: string; email: string; link: string }): MailParts {
  return {
    subject: `Confirm your new e-mail address for ${BRAND}`,
    ...renderMail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        `You asked to use ${input.email} for your ${BRAND} account. Confirm it with the button below: from then on you log in with this address and our mails come here.`,
      ],
      action: { label: 'Confirm my new e-mail address', url: input.link },
      footnote: `The link works once and for ${EMAIL_LINK_TTL_HOURS.changeEmail} hours. If you did not ask for this, you can ignore this mail: nothing changes.`,
    }),
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
}): MailParts {
  return {
    subject: `Your ${BRAND} e-mail address is about to change`,
    ...renderMail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        `We were asked to change the e-mail address of your ${BRAND} account to ${input.email}. It changes only once the link we sent to that address is opened.`,
        'If this was not you, cancel the change with the button below and change your password now: someone may know it.',
      ],
      action: { label: 'Cancel this change', url: input.cancelLink },
    }),
  };
}
