/**
 * The mail a new store admin gets: a link to choose a password (platform/mail.ts look), in the
 * language of the super admin who made the account (the new account has none of its own yet).
 */
import { BRAND, STORE_ADMIN_INVITE_TTL_HOURS, type Locale } from '@lumbung/contracts';
import { renderMail, type MailMessage } from '../../platform/mail';
import { MAIL_FRAME } from '../../platform/mail-texts';

interface InviteTexts {
  subject: string;
  store: (storeName: string | null) => string;
  created: string;
  choosePassword: string;
  button: string;
  footnote: string;
}

export const STORE_ADMIN_INVITE_TEXTS: Record<Locale, InviteTexts> = {
  en: {
    subject: `Your ${BRAND} store admin account`,
    store: (storeName) =>
      storeName
        ? `You will run ${storeName}: its orders, payments, stock, discounts and sales.`
        : 'The shop will assign you to a store; you will then run its orders, payments, stock, discounts and sales.',
    created: `An account for the ${BRAND} back-office has been created for you.`,
    choosePassword:
      'Choose your password with the button below. Setting it also confirms this e-mail address, and then you can log in.',
    button: 'Choose my password',
    footnote: `The link works once and for ${STORE_ADMIN_INVITE_TTL_HOURS} hours. Once it has expired, ask for a new one with "Forgot password" on the login page.`,
  },
  id: {
    subject: `Akun admin toko ${BRAND} kamu`,
    store: (storeName) =>
      storeName
        ? `Kamu akan mengelola ${storeName}: pesanan, pembayaran, stok, diskon, dan penjualannya.`
        : 'Kamu akan ditugaskan ke salah satu toko; setelah itu kamu mengelola pesanan, pembayaran, stok, diskon, dan penjualannya.',
    created: `Akun back-office ${BRAND} sudah dibuat untukmu.`,
    choosePassword:
      'Buat kata sandimu lewat tombol di bawah. Sekaligus mengonfirmasi alamat e-mail ini, lalu kamu bisa masuk.',
    button: 'Buat kata sandi saya',
    footnote: `Link ini hanya bisa dipakai sekali dan berlaku ${STORE_ADMIN_INVITE_TTL_HOURS} jam. Kalau sudah kedaluwarsa, minta link baru lewat "Lupa kata sandi" di halaman masuk.`,
  },
};

export function storeAdminInviteMail(input: {
  username: string;
  link: string;
  storeName: string | null;
  locale: Locale;
}): Omit<MailMessage, 'to'> {
  const texts = STORE_ADMIN_INVITE_TEXTS[input.locale];
  return {
    subject: texts.subject,
    ...renderMail(
      {
        greeting: MAIL_FRAME[input.locale].greeting(input.username),
        paragraphs: [`${texts.created} ${texts.store(input.storeName)}`, texts.choosePassword],
        action: { label: texts.button, url: input.link },
        footnote: texts.footnote,
      },
      input.locale,
    ),
  };
}
