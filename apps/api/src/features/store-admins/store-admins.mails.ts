/** The mail a new store admin gets: a link to choose a password (platform/mail.ts look). */
import { BRAND, STORE_ADMIN_INVITE_TTL_HOURS } from '@lumbung/contracts';
import { renderMail, type MailMessage } from '../../platform/mail';

export function storeAdminInviteMail(input: {
  username: string;
  link: string;
  storeName: string | null;
}): Omit<MailMessage, 'to'> {
  const store = input.storeName
    ? `You will run ${input.storeName}: its orders, payments, stock, discounts and sales.`
    : 'The shop will assign you to a store; you will then run its orders, payments, stock, discounts and sales.';
  return {
    subject: `Your ${BRAND} store admin account`,
    ...renderMail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        `An account for the ${BRAND} back-office has been created for you. ${store}`,
        'Choose your password with the button below. Setting it also confirms this e-mail address, and then you can log in.',
      ],
      action: { label: 'Choose my password', url: input.link },
      footnote: `The link works once and for ${STORE_ADMIN_INVITE_TTL_HOURS} hours. Once it has expired, ask for a new one with "Forgot password" on the login page.`,
    }),
  };
}
