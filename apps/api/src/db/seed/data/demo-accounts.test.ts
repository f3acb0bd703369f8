import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normaliseIndonesianMobile } from '@lumbung/contracts';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION,
  ATTRIBUTION_TEXT,
  CITY_DATA_ATTRIBUTION,
  DEMO_ACCOUNTS,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  DEMO_STORES,
  DEMO_VOUCHERS,
  EMOJI_ATTRIBUTION,
  FLAGSHIP_STORE_ID,
  SHOPPER_ADDRESS,
  SHOPPER_VOUCHER_CODES,
  findCity,
} from './index';
import {
  cities,
  closestStore,
  expectUnique,
  haversineKm,
  storeById,
  TWEMOJI_DIR,
} from './demo-data.test-support';

describe('accounts', () => {
  const byEmail = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;

  it('has the accounts of docs/architecture.md §7 with the shared password', () => {
    expect(DEMO_PASSWORD).toBe('Lumbung#2026');
    expect(byEmail('super@lumbung.test')).toMatchObject({
      role: 'SUPER_ADMIN',
      isVerified: true,
      storeId: null,
    });
    expect(byEmail('admin.jakarta@lumbung.test')).toMatchObject({
      role: 'STORE_ADMIN',
      isVerified: true,
      storeId: FLAGSHIP_STORE_ID,
    });
    const unverified = byEmail('admin.unverified@lumbung.test');
    expect(unverified).toMatchObject({ role: 'STORE_ADMIN', isVerified: false });
    expect(unverified.storeId).not.toBe(FLAGSHIP_STORE_ID);
    expect(byEmail('shopper@lumbung.test')).toMatchObject({ role: 'USER', isVerified: true });
    expect(byEmail('new@lumbung.test')).toMatchObject({ role: 'USER', isVerified: true, addresses: [] });
    expect(Object.values(DEMO_EMAILS).every((email) => DEMO_ACCOUNTS.some((a) => a.email === email))).toBe(
      true,
    );
  });

  it('has unique e-mails, usernames and referral codes', () => {
    expectUnique(DEMO_ACCOUNTS.map((a) => a.email));
    expectUnique(DEMO_ACCOUNTS.map((a) => a.username.toLowerCase()));
    expectUnique(DEMO_ACCOUNTS.map((a) => a.referralCode));
    for (const a of DEMO_ACCOUNTS) {
      expect(a.referralCode).toMatch(/^[A-Z0-9]{8}$/);
      expect(DEMO_VOUCHERS.some((v) => v.code === a.referralCode)).toBe(false);
      expect(a.email).toBe(a.email.toLowerCase());
    }
  });

  it('assigns a verified admin to every store, and store ids only to store admins', () => {
    for (const store of DEMO_STORES) {
      expect(
        DEMO_ACCOUNTS.some((a) => a.role === 'STORE_ADMIN' && a.isVerified && a.storeId === store.id),
        store.name,
      ).toBe(true);
    }
    for (const a of DEMO_ACCOUNTS) {
      if (a.role === 'STORE_ADMIN') expect(() => storeById(a.storeId!)).not.toThrow();
      else expect(a.storeId).toBeNull();
    }
  });

  it('gives the shopper one default Jakarta address near store 28, and a voucher of each kind', () => {
    const shopper = byEmail('shopper@lumbung.test');
    expect(shopper.addresses).toEqual([SHOPPER_ADDRESS]);
    expect(SHOPPER_ADDRESS.isDefault).toBe(true);
    const city = findCity(cities, SHOPPER_ADDRESS.cityName, SHOPPER_ADDRESS.province);
    expect(city).toBeDefined();
    expect(city!.province).toBe('DKI Jakarta');
    expect(haversineKm(SHOPPER_ADDRESS, city!)).toBeLessThan(25);
    expect(haversineKm(SHOPPER_ADDRESS, storeById(FLAGSHIP_STORE_ID))).toBeLessThan(5);
    expect(closestStore(SHOPPER_ADDRESS).store.id).toBe(FLAGSHIP_STORE_ID);
    expect(closestStore(city!).store.id).toBe(FLAGSHIP_STORE_ID);
    expect(shopper.voucherCodes).toEqual(SHOPPER_VOUCHER_CODES);
    for (const a of DEMO_ACCOUNTS) {
      if (a !== shopper) expect(a.addresses).toEqual([]);
    }
  });

  it('gives the address a label, a recipient and a phone, and the shopper a phone, kept as +62…', () => {
    expect(SHOPPER_ADDRESS).toMatchObject({ label: 'Rumah', recipientName: expect.any(String) });
    expect(normaliseIndonesianMobile(SHOPPER_ADDRESS.phone)).toBe(SHOPPER_ADDRESS.phone);
    const phones = DEMO_ACCOUNTS.flatMap((a) => (a.phone === null ? [] : [a.phone]));
    expect(byEmail('shopper@lumbung.test').phone).toBe(SHOPPER_ADDRESS.phone);
    expect(byEmail('new@lumbung.test').phone).toBeNull();
    for (const phone of phones) expect(normaliseIndonesianMobile(phone)).toBe(phone);
    expectUnique(phones);
  });
});

describe('attribution', () => {
  it('credits the Twemoji graphics (CC-BY 4.0) and the city data', () => {
    expect(EMOJI_ATTRIBUTION).toContain('Twemoji');
    expect(EMOJI_ATTRIBUTION).toContain('Twitter');
    expect(EMOJI_ATTRIBUTION).toContain('CC-BY 4.0');
    expect(EMOJI_ATTRIBUTION).toContain('@twemoji/svg');
    expect(ATTRIBUTION.map((a) => a.text)).toEqual([CITY_DATA_ATTRIBUTION, EMOJI_ATTRIBUTION]);
    expect(ATTRIBUTION_TEXT).toContain(CITY_DATA_ATTRIBUTION);
    const pkg = JSON.parse(readFileSync(join(TWEMOJI_DIR, 'package.json'), 'utf8')) as { version: string };
    expect(EMOJI_ATTRIBUTION).toContain(pkg.version);
  });
});
