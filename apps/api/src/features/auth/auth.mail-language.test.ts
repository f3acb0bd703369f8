/**
 * The account mails arrive over SMTP in the account's language: the one it keeps (users.locale),
 * else the language of the request that caused the mail. Registration keeps the language the
 * browser asks for.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES_ID } from '@lumbung/contracts';
import { users } from '../../db/schema';
import { fileMailApp } from '../../../test/file-app';
import { linkIn } from '../../../test/smtp';

const { t, smtp } = fileMailApp({ PUBLIC_URL: 'https://shop.example.id' });

const ID = { 'accept-language': 'id-ID,id;q=0.9,en;q=0.5' };
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

let n = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${(n += 1)}@example.com`;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function registered(name: string, headers: Record<string, string>, extra: object = {}) {
  const email = address(name.toLowerCase());
  const res = await post(
    '/api/auth/register',
    { username: name, email, password: 'kopi-susu-99', ...extra },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  await t.app.mailer.idle();
  return { email, answer: res.json() as { message: string; data: { user: { referral_code: string } } } };
}

async function localeOf(email: string) {
  const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
  return row?.locale;
}

const setLocale = (email: string, locale: string | null) =>
  t.db.update(users).set({ locale }).where(eq(users.email, email));

describe('the language of the account mails', () => {
  it('registers in Indonesian: the answer, the kept language and the verification mail', async () => {
    const { email, answer } = await registered('Sari', ID);
    expect(answer.message).toBe(MESSAGES_ID.REGISTERED.replace('{email}', email));
    expect(await localeOf(email)).toBe('id');
    const mail = smtp.latestTo(email);
    expect(mail.subject).toBe('Verifikasi alamat e-mail kamu di LUMBUNG');
    expect(mail.text).toContain('Hai Sari,');
    expect(mail.text).toContain('Selamat datang di LUMBUNG!');
    expect(mail.text).toContain('Verifikasi e-mail saya: https://shop.example.id/');
    expect(mail.text).toContain('berlaku 24 jam');
    expect(mail.text).toContain('Tim LUMBUNG');
    expect(mail.text).not.toMatch(/Welcome|Verify|The LUMBUNG team/);
    expect(mail.html).toContain('<html lang="id">');
    expect(mail.html).toContain('Kalau tombolnya tidak berfungsi');
  });

  it('registers in English, and keeps no language when the browser names neither', async () => {
    const english = await registered('Rudi', EN);
    expect(await localeOf(english.email)).toBe('en');
    const mail = smtp.latestTo(english.email);
    expect(mail.subject).toBe('Verify your e-mail address for LUMBUNG');
    expect(mail.text).toContain('Hi Rudi,');
    expect(mail.text).toContain('The LUMBUNG team');
    expect(mail.html).toContain('<html lang="en">');

    const french = await registered('Amelie', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(await localeOf(french.email)).toBeNull();
    expect(smtp.latestTo(french.email).subject).toBe('Verify your e-mail address for LUMBUNG');
    const silent = await registered('Tono', {});
    expect(await localeOf(silent.email)).toBeNull();
  });

  it("mails a reset link in the account's own language, whatever the request's", async () => {
    const { email } = await registered('Wati', ID);
    expect((await post('/api/auth/forgot-password', { email }, EN)).statusCode).toBe(200);
    await t.app.mailer.idle();
    const reset = smtp.latestTo(email);
    expect(reset.subject).toBe('Atur ulang kata sandi LUMBUNG kamu');
    expect(reset.text).toContain('Buat kata sandi baru: https://shop.example.id/');
    expect(reset.text).toContain('berlaku 1 jam');

    await setLocale(email, 'en');
    expect((await post('/api/auth/forgot-password', { email }, ID)).statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(smtp.latestTo(email).subject).toBe('Reset your LUMBUNG password');
  });

  it("follows the request's language for an account that keeps none (resend verification)", async () => {
    const { email } = await registered('Joko', {});
    expect((await post('/api/auth/resend-verification', { email }, ID)).statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(smtp.latestTo(email).subject).toBe('Verifikasi alamat e-mail kamu di LUMBUNG');
    expect((await post('/api/auth/resend-verification', { email }, EN)).statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(smtp.latestTo(email).subject).toBe('Verify your e-mail address for LUMBUNG');
  });

  it('tells each person of a referral in their own language, with the date in it', async () => {
    const referrer = await registered('Budi', EN);
    const code = referrer.answer.data.user.referral_code;
    const friend = await registered('Lestari', ID, { referral_code: code });
    const invitation = smtp.latestTo(friend.email);
    expect(invitation.text).toContain('Kamu daftar dengan kode referral teman');
    const token = linkIn(invitation, '/auth/verify-email').searchParams.get('token');
    expect((await post('/api/auth/verify-email', { token }, ID)).statusCode).toBe(200);
    await t.app.mailer.idle();

    const welcome = smtp.latestTo(friend.email);
    expect(welcome.subject).toBe('Voucher selamat datang dari LUMBUNG');
    expect(welcome.text).toMatch(
      /Kode vouchermu TEMANBARU-[A-Z2-9]{8}, berlaku sampai \d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}\./,
    );
    const thanks = smtp.latestTo(referrer.email);
    expect(thanks.subject).toBe('Your friend joined LUMBUNG: a voucher for you');
    expect(thanks.text).toContain('Lestari just joined LUMBUNG with your referral code.');
    expect(thanks.text).toMatch(/valid until \d{1,2} [A-Z][a-z]+ \d{4}/);
  });
});
