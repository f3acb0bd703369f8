/**
 * Which language a mail goes in, and the mails of the back-office (a gifted voucher, a new store
 * admin's invitation) arriving over SMTP in it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VoucherResponse } from '@lumbung/contracts';
import { users } from '../db/schema';
import { fileHeaders, fileMailApp } from '../../test/file-app';
import { makeShoppers } from '../../test/factories';
import { DEMO } from '../../test/sessions';
import { mailDate, mailLocale } from './mail-texts';

const { t, smtp } = fileMailApp({ PUBLIC_URL: 'https://lumbung.example' });
const sup = fileHeaders(t, DEMO.superAdmin);

const ID = { 'accept-language': 'id' };
const EN = { 'accept-language': 'en' };

describe('the language of a mail', () => {
  it("is the account's own, else the request's, else English", () => {
    expect(mailLocale('id', 'en')).toBe('id');
    expect(mailLocale('en', 'id')).toBe('en');
    expect(mailLocale(null, 'id')).toBe('id');
    expect(mailLocale('fr', 'id')).toBe('id');
    expect(mailLocale(undefined, undefined)).toBe('en');
  });

  it('says a day in the language, in Jakarta time', () => {
    // 17:30 UTC on 2 December is already 3 December in Jakarta.
    const day = new Date('2026-12-02T17:30:00Z');
    expect(mailDate(day, 'id')).toBe('3 Desember 2026');
    expect(mailDate(day, 'en')).toBe('3 December 2026');
  });
});

describe('the back-office mails', () => {
  async function cartVoucher() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/voucher',
      headers: sup,
      payload: {
        voucher_code: `BAHASA${Date.now().toString(36).toUpperCase().slice(-5)}`,
        description: 'Hadiah dari toko',
        valid_days: 10,
        voucherType: 'CART_DISCOUNT',
        discountType: 'NOMINAL',
        discount_amount: 15_000,
        min_purchase: 50_000,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return VoucherResponse.parse(res.json()).data;
  }

  it("gives a voucher in the shopper's own language, not the super admin's", async () => {
    const voucher = await cartVoucher();
    const [indonesian, english] = await makeShoppers(t.db, 2);
    await t.db.update(users).set({ locale: 'id' }).where(eq(users.email, indonesian!));
    const gift = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/super-admin/gift-voucher/${voucher.voucher_id}`,
        headers: { ...sup, ...EN },
        payload: { email },
      });
    expect((await gift(indonesian!)).statusCode).toBe(201);
    expect((await gift(english!)).statusCode).toBe(201);
    await t.app.mailer.idle();

    const id = smtp.latestTo(indonesian!);
    expect(id.subject).toBe('Voucher keranjang untukmu dari LUMBUNG');
    expect(id.text).toContain(
      'LUMBUNG punya hadiah untukmu: voucher keranjang, potongan Rp\u00a015.000 dengan min. belanja Rp\u00a050.000.',
    );
    expect(id.text).toMatch(/Kode vouchermu BAHASA\w+-[A-Z2-9]{8}, berlaku sampai \d{1,2} \w+ \d{4}\./);
    expect(id.text).toContain('Lihat voucher saya: https://lumbung.example/');

    const en = smtp.latestTo(english!);
    expect(en.subject).toBe('A cart voucher for you from LUMBUNG');
    expect(en.text).toContain('See my vouchers: https://lumbung.example/');
  });

  it("invites a new store admin in the super admin's language", async () => {
    const email = `admin.bahasa.${Date.now().toString(36)}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/register',
      headers: { ...sup, ...ID },
      payload: { username: 'Admin Bahasa', email },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.mailer.idle();
    const mail = smtp.latestTo(email);
    expect(mail.subject).toBe('Akun admin toko LUMBUNG kamu');
    expect(mail.text).toContain('Hai Admin Bahasa,');
    expect(mail.text).toContain('Buat kata sandi saya: https://lumbung.example/');
    expect(mail.text).toContain('berlaku 72 jam');
  });
});
