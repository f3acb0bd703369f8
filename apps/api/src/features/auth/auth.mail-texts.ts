/** The account mails' words in both languages (auth.mails.ts puts them together). */
import { BRAND, type Locale } from '@lumbung/contracts';

export interface AuthMailTexts {
  /** How long a link works, said under its button. */
  linkLifetime: (hours: number) => string;
  gift: (input: { description: string; code: string; until: string }) => string;
  verification: {
    subject: string;
    welcome: string;
    referred: string;
    button: string;
    ignore: string;
  };
  welcomeVoucher: { subject: string; intro: string };
  referralReward: { subject: string; intro: (friend: string) => string };
  resetPassword: { subject: string; intro: string; button: string; ignore: string };
  emailChange: { subject: string; intro: (email: string) => string; button: string; ignore: string };
  emailChangeNotice: { subject: string; intro: (email: string) => string; notYou: string; button: string };
}

export const AUTH_MAIL_TEXTS: Record<Locale, AuthMailTexts> = {
  en: {
    linkLifetime: (hours) => `The link works once and for ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    gift: ({ description, code, until }) =>
      `${description} Your voucher code is ${code}, valid until ${until}; you will find it in your vouchers when you shop.`,
    verification: {
      subject: `Verify your e-mail address for ${BRAND}`,
      welcome: `Welcome to ${BRAND}! Please confirm that this is your e-mail address, so we can keep your account safe and send you news about your orders.`,
      referred:
        "You joined with a friend's referral code: once your address is verified, a welcome voucher is yours, and your friend gets one too.",
      button: 'Verify my e-mail address',
      ignore: 'If you did not create an account, you can ignore this mail.',
    },
    welcomeVoucher: {
      subject: `Your welcome voucher for ${BRAND}`,
      intro:
        "Your e-mail address is verified. You joined with a friend's referral code, so here is your welcome voucher.",
    },
    referralReward: {
      subject: `Your friend joined ${BRAND}: a voucher for you`,
      intro: (friend) =>
        `${friend} just joined ${BRAND} with your referral code. Thank you for spreading the word! As a thank-you, here is a voucher for you too.`,
    },
    resetPassword: {
      subject: `Reset your ${BRAND} password`,
      intro:
        'We received a request to reset the password of your account. Choose a new password with the button below.',
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    },
    emailChange: {
      subject: `Confirm your new e-mail address for ${BRAND}`,
      intro: (email) =>
        `You asked to use ${email} for your ${BRAND} account. Confirm it with the button below: from then on you log in with this address and our mails come here.`,
      button: 'Confirm my new e-mail address',
      ignore: 'If you did not ask for this, you can ignore this mail: nothing changes.',
    },
    emailChangeNotice: {
      subject: `Your ${BRAND} e-mail address is about to change`,
      intro: (email) =>
        `We were asked to change the e-mail address of your ${BRAND} account to ${email}. It changes only once the link we sent to that address is opened.`,
      notYou:
        'If this was not you, cancel the change with the button below and change your password now: someone may know it.',
      button: 'Cancel this change',
    },
  },
  id: {
    linkLifetime: (hours) => `Link ini hanya bisa dipakai sekali dan berlaku ${hours} jam.`,
    gift: ({ description, code, until }) =>
      `${description} Kode vouchermu ${code}, berlaku sampai ${until}. Voucher ini ada di daftar vouchermu saat belanja.`,
    verification: {
      subject: `Verifikasi alamat e-mail kamu di ${BRAND}`,
      welcome: `Selamat datang di ${BRAND}! Konfirmasi dulu bahwa ini alamat e-mail kamu, supaya akunmu aman dan kami bisa mengirim kabar soal pesananmu.`,
      referred:
        'Kamu daftar dengan kode referral teman: setelah alamatmu terverifikasi, kamu dapat voucher selamat datang, dan temanmu juga dapat satu.',
      button: 'Verifikasi e-mail saya',
      ignore: 'Kalau kamu tidak merasa membuat akun, abaikan saja e-mail ini.',
    },
    welcomeVoucher: {
      subject: `Voucher selamat datang dari ${BRAND}`,
      intro:
        'Alamat e-mail kamu sudah terverifikasi. Kamu daftar dengan kode referral teman, jadi ini voucher selamat datang untukmu.',
    },
    referralReward: {
      subject: `Temanmu sudah gabung di ${BRAND}: ada voucher untukmu`,
      intro: (friend) =>
        `${friend} baru saja gabung di ${BRAND} pakai kode referral-mu. Terima kasih sudah mengajak! Sebagai tanda terima kasih, ini voucher untukmu juga.`,
    },
    resetPassword: {
      subject: `Atur ulang kata sandi ${BRAND} kamu`,
      intro:
        'Kami menerima permintaan untuk mengatur ulang kata sandi akunmu. Buat kata sandi baru lewat tombol di bawah.',
      button: 'Buat kata sandi baru',
      ignore: 'Kalau kamu tidak memintanya, abaikan saja e-mail ini: kata sandimu tetap sama.',
    },
    emailChange: {
      subject: `Konfirmasi alamat e-mail baru untuk ${BRAND}`,
      intro: (email) =>
        `Kamu minta memakai ${email} untuk akun ${BRAND}-mu. Konfirmasi lewat tombol di bawah: setelah itu kamu masuk dengan alamat ini dan e-mail dari kami dikirim ke sini.`,
      button: 'Konfirmasi e-mail baru saya',
      ignore: 'Kalau kamu tidak memintanya, abaikan saja e-mail ini: tidak ada yang berubah.',
    },
    emailChangeNotice: {
      subject: `Alamat e-mail ${BRAND} kamu akan diganti`,
      intro: (email) =>
        `Ada permintaan untuk mengganti alamat e-mail akun ${BRAND}-mu menjadi ${email}. Alamatnya baru berganti setelah link yang kami kirim ke alamat itu dibuka.`,
      notYou:
        'Kalau ini bukan kamu, batalkan perubahannya lewat tombol di bawah dan segera ganti kata sandimu: mungkin ada orang lain yang tahu.',
      button: 'Batalkan perubahan ini',
    },
  },
};
