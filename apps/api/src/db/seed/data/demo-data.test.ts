import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATEGORY_NAME_MAX,
  DISCOUNT_TYPES,
  FOOTER_CATEGORIES,
  normaliseIndonesianMobile,
  VOUCHER_TYPES,
} from '@lumbung/contracts';
import { describe, expect, it } from 'vitest';
import {
  CITY_DATA_ATTRIBUTION,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_STORES,
  DEMO_VOUCHERS,
  FLAGSHIP_STORE_ID,
  MAX_INITIAL_STOCK,
  REFERRAL_VOUCHER,
  SHOPPER_VOUCHER_CODES,
  demoDiscounts,
  findCity,
  initialStock,
  loadIndonesianCities,
  productBySku,
  twemojiSvgPath,
} from './index';
import {
  cities,
  closestStore,
  expectUnique,
  haversineKm,
  storeById,
  TWEMOJI_DIR,
} from './demo-data.test-support';
import { CITY_DATA_SOURCE } from './cities.data';

const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('cities', () => {
  it('loads the Indonesian cities with numeric coordinates inside Indonesia', () => {
    expect(cities.length).toBeGreaterThan(800);
    for (const city of cities) {
      expect(city.name.length).toBeGreaterThan(0);
      expect(city.province.length).toBeGreaterThan(0);
      expect(typeof city.latitude).toBe('number');
      expect(typeof city.longitude).toBe('number');
      expect(city.latitude).toBeGreaterThan(-11.5);
      expect(city.latitude).toBeLessThan(6.5);
      expect(city.longitude).toBeGreaterThan(94);
      expect(city.longitude).toBeLessThan(142);
    }
  });

  it('has no duplicate name + province, is sorted by name and is the same on every call', () => {
    expectUnique(cities.map((c) => `${c.name}|${c.province}`));
    for (let i = 1; i < cities.length; i++) {
      expect(cities[i - 1]!.name.localeCompare(cities[i]!.name, 'en')).toBeLessThanOrEqual(0);
    }
    expect(loadIndonesianCities()).toEqual(cities);
  });

  it('covers nearly every province (the package has no city in Kalimantan Barat)', () => {
    expect(new Set(cities.map((c) => c.province)).size).toBeGreaterThanOrEqual(33);
  });

  it('credits the data it was generated from, with its version and licence', () => {
    expect(CITY_DATA_ATTRIBUTION).toContain('country-state-city');
    expect(CITY_DATA_ATTRIBUTION).toContain(CITY_DATA_SOURCE.packageVersion);
    expect(CITY_DATA_ATTRIBUTION).toContain(CITY_DATA_SOURCE.databaseLicence);
    expect(CITY_DATA_ATTRIBUTION).toContain(CITY_DATA_SOURCE.databaseUrl);
  });
});

describe('stores', () => {
  it('has at least eight stores with unique positive integer ids and names', () => {
    expect(DEMO_STORES.length).toBeGreaterThanOrEqual(8);
    for (const store of DEMO_STORES) expect(Number.isSafeInteger(store.id) && store.id > 0).toBe(true);
    expectUnique(DEMO_STORES.map((s) => String(s.id)));
    expectUnique(DEMO_STORES.map((s) => s.name));
    expectUnique(DEMO_STORES.map((s) => s.cityName));
    for (const store of DEMO_STORES) {
      expect(store.name).toMatch(/^LUMBUNG /);
      expect(store.location).toMatch(/^Jl\. .+, .+/);
    }
  });

  it('gives every store its own WhatsApp number, stored as the phone rule keeps it', () => {
    expectUnique(DEMO_STORES.map((s) => s.whatsapp));
    for (const store of DEMO_STORES) {
      expect(normaliseIndonesianMobile(store.whatsapp), store.name).toBe(store.whatsapp);
    }
  });

  it('has the flagship, store 28, in Jakarta', () => {
    const flagship = storeById(FLAGSHIP_STORE_ID);
    expect(FLAGSHIP_STORE_ID).toBe(28);
    expect(flagship.province).toBe('DKI Jakarta');
    expect(flagship.cityName).toContain('Jakarta');
    expect(flagship.location).toContain('Jakarta');
  });

  it('covers the required cities', () => {
    const text = DEMO_STORES.map((s) => `${s.cityName} ${s.location}`).join(' | ');
    for (const city of [
      'Jakarta',
      'Bandung',
      'Surabaya',
      'Yogyakarta',
      'Medan',
      'Denpasar',
      'Makassar',
      'Semarang',
    ]) {
      expect(text).toContain(city);
    }
  });

  it('puts every store in a listed city, within 25 km of its coordinates', () => {
    for (const store of DEMO_STORES) {
      const city = findCity(cities, store.cityName, store.province);
      expect(city, `${store.name}: ${store.cityName}, ${store.province}`).toBeDefined();
      // The name alone is unambiguous too, for code that looks cities up by name only.
      expect(findCity(cities, store.cityName), store.cityName).toBeDefined();
      expect(haversineKm(store, city!), store.name).toBeLessThan(25);
    }
  });

  it('places the Jakarta and Bandung stores more than 100 km apart', () => {
    const jakarta = storeById(FLAGSHIP_STORE_ID);
    const bandung = DEMO_STORES.find((s) => s.cityName.includes('Bandung'))!;
    expect(haversineKm(jakarta, bandung)).toBeGreaterThan(100);
    expect(haversineKm(jakarta, bandung)).toBeLessThan(150);
  });

  it("gives a shopper in each store city that city's store, within the 50 km radius", () => {
    for (const store of DEMO_STORES) {
      const city = findCity(cities, store.cityName, store.province)!;
      const nearest = closestStore(city);
      expect(nearest.store.id, store.cityName).toBe(store.id);
      expect(nearest.km).toBeLessThan(50);
    }
    const bandung = findCity(cities, 'Bandung', 'Jawa Barat')!;
    expect(closestStore(bandung).store.cityName).toBe('Kota Bandung');
    const jakarta = findCity(cities, 'Jakarta', 'DKI Jakarta')!;
    expect(closestStore(jakarta).store.id).toBe(FLAGSHIP_STORE_ID);
  });
});

describe('categories and products', () => {
  const categoryNames = DEMO_CATEGORIES.map((c) => c.name);

  it('has the four footer categories and at least four more, names unique', () => {
    for (const footer of FOOTER_CATEGORIES) expect(categoryNames).toContain(footer);
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expectUnique(categoryNames.map((n) => n.toLowerCase()));
  });

  it('names every category in Bahasa Indonesia too, each its own and none left in English', () => {
    for (const c of DEMO_CATEGORIES) {
      expect(c.nameId.trim(), c.name).not.toBe('');
      expect(c.nameId.length, c.name).toBeLessThanOrEqual(CATEGORY_NAME_MAX);
      expect(c.nameId.toLowerCase(), c.name).not.toBe(c.name.toLowerCase());
    }
    expectUnique(DEMO_CATEGORIES.map((c) => c.nameId.toLowerCase()));
  });

  it('has at least 60 products, eight or more in each footer category, and some in every category', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(72);
    for (const footer of FOOTER_CATEGORIES) {
      expect(DEMO_PRODUCTS.filter((p) => p.categoryName === footer).length, footer).toBeGreaterThanOrEqual(8);
    }
    for (const name of categoryNames) {
      expect(
        DEMO_PRODUCTS.some((p) => p.categoryName === name),
        name,
      ).toBe(true);
    }
  });

  it('gives every product an existing category', () => {
    for (const product of DEMO_PRODUCTS) expect(categoryNames, product.sku).toContain(product.categoryName);
  });

  it('has unique slug SKUs and unique names (case-insensitive)', () => {
    expectUnique(DEMO_PRODUCTS.map((p) => p.sku));
    expectUnique(DEMO_PRODUCTS.map((p) => p.name.toLowerCase()));
    for (const product of DEMO_PRODUCTS) expect(product.sku).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(productBySku('apel-fuji-1kg').name).toBe('Apel Fuji 1 kg');
    expect(() => productBySku('no-such-sku')).toThrow();
  });

  it('prices every product in whole rupiah: positive safe integers, multiples of 100', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(Number.isSafeInteger(product.price), product.sku).toBe(true);
      expect(product.price, product.sku).toBeGreaterThanOrEqual(3500);
      expect(product.price, product.sku).toBeLessThanOrEqual(250000);
      expect(product.price % 100, product.sku).toBe(0);
    }
  });

  it('describes every product in one or two English sentences', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.description, product.sku).toMatch(/^[A-Z].*\.$/);
      expect(
        product.description.split(/[.!?](\s|$)/).filter((s) => s && s.trim()).length,
      ).toBeLessThanOrEqual(2);
    }
  });

  it('has an SVG on disk for every picture', () => {
    const codes = DEMO_PRODUCTS.flatMap((p) => (p.secondEmoji ? [p.emoji, p.secondEmoji] : [p.emoji]));
    expect(DEMO_PRODUCTS.some((p) => p.secondEmoji)).toBe(true);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-f]{4,5}(-[0-9a-f]{4,5})*$/);
      expect(existsSync(join(TWEMOJI_DIR, `${code}.svg`)), code).toBe(true);
      expect(twemojiSvgPath(code)).toBe(join(TWEMOJI_DIR, `${code}.svg`));
    }
  });
});

describe('initialStock', () => {
  const storeIds = DEMO_STORES.map((s) => s.id);

  it('is deterministic and within 0..150', () => {
    for (const storeId of storeIds) {
      for (const product of DEMO_PRODUCTS) {
        const stock = initialStock(storeId, product.sku);
        expect(Number.isInteger(stock)).toBe(true);
        expect(stock).toBeGreaterThanOrEqual(0);
        expect(stock).toBeLessThanOrEqual(MAX_INITIAL_STOCK);
        expect(initialStock(storeId, product.sku)).toBe(stock);
      }
    }
  });

  it('leaves a few products out of stock in every store, and stores differ', () => {
    const shelves = storeIds.map((storeId) => DEMO_PRODUCTS.map((p) => initialStock(storeId, p.sku)));
    for (const shelf of shelves) {
      const zeros = shelf.filter((s) => s === 0).length;
      expect(zeros).toBeGreaterThanOrEqual(1);
      expect(zeros).toBeLessThanOrEqual(Math.ceil(shelf.length * 0.15));
    }
    expectUnique(shelves.map((shelf) => shelf.join(',')));
  });

  it('refuses a store id that is not an integer', () => {
    expect(() => initialStock(1.5, 'apel-fuji-1kg')).toThrow(RangeError);
  });
});

describe('discounts', () => {
  const discounts = demoDiscounts(NOW);
  const storeIds = new Set(DEMO_STORES.map((s) => s.id));
  const running = (d: (typeof discounts)[number]) => d.isActive && d.startDate <= NOW && d.endDate >= NOW;

  it('is the same for the same now', () => {
    expect(demoDiscounts(new Date(NOW))).toEqual(discounts);
    expectUnique(discounts.map((d) => d.key));
  });

  it('covers BOGO, PERCENTAGE and NOMINAL, all on the flagship', () => {
    for (const type of DISCOUNT_TYPES) {
      expect(
        discounts.some((d) => d.type === type && d.storeId === FLAGSHIP_STORE_ID && running(d)),
        type,
      ).toBe(true);
    }
    expect(new Set(discounts.map((d) => d.storeId)).size).toBeGreaterThanOrEqual(2);
  });

  it('has a running general discount, an inactive one and an expired one', () => {
    expect(discounts.some((d) => d.sku === null && running(d) && d.storeId === FLAGSHIP_STORE_ID)).toBe(true);
    expect(discounts.some((d) => !d.isActive)).toBe(true);
    expect(discounts.some((d) => d.endDate < NOW)).toBe(true);
    expect(discounts.some((d) => d.startDate > NOW)).toBe(true);
  });

  it('keeps every discount within the rules of docs/product.md §5 and the schema', () => {
    for (const d of discounts) {
      expect(storeIds.has(d.storeId), d.key).toBe(true);
      expect(d.endDate.getTime()).toBeGreaterThanOrEqual(d.startDate.getTime());
      expect(d.description.length).toBeGreaterThan(0);
      expect(Number.isSafeInteger(d.value)).toBe(true);
      if (d.sku !== null) expect(() => productBySku(d.sku!)).not.toThrow();
      for (const amount of [d.minPurchase, d.maxDiscount]) {
        if (amount !== null) expect(Number.isSafeInteger(amount) && amount > 0, d.key).toBe(true);
      }
      if (d.type === 'BOGO') {
        expect(d.sku, d.key).not.toBeNull();
        expect(d.bogoSku, d.key).not.toBeNull();
        expect(() => productBySku(d.bogoSku!)).not.toThrow();
        expect(d.value).toBe(0);
      } else {
        expect(d.bogoSku, d.key).toBeNull();
      }
      if (d.type === 'PERCENTAGE') {
        expect(d.value).toBeGreaterThanOrEqual(1);
        expect(d.value).toBeLessThanOrEqual(100);
      }
      if (d.type === 'NOMINAL') expect(d.value).toBeGreaterThan(0);
    }
  });

  it('has at most one running discount per product and one running general discount per store', () => {
    const live = discounts.filter(running);
    expectUnique(live.map((d) => `${d.storeId}|${d.sku ?? 'GENERAL'}`));
  });

  it('discounts only products that are in stock in that store', () => {
    for (const d of discounts) {
      for (const sku of [d.sku, d.bogoSku]) {
        if (sku !== null) expect(initialStock(d.storeId, sku), `${d.key} ${sku}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('vouchers', () => {
  it('has unique upper-case codes, at least two of each kind', () => {
    expectUnique(DEMO_VOUCHERS.map((v) => v.code));
    for (const v of DEMO_VOUCHERS) expect(v.code).toMatch(/^[A-Z0-9]{4,20}$/);
    for (const kind of VOUCHER_TYPES) {
      expect(DEMO_VOUCHERS.filter((v) => v.voucherType === kind).length, kind).toBeGreaterThanOrEqual(2);
      for (const discountType of ['PERCENTAGE', 'NOMINAL'] as const) {
        expect(DEMO_VOUCHERS.some((v) => v.voucherType === kind && v.discountType === discountType)).toBe(
          true,
        );
      }
    }
  });

  it('keeps percentages within 1..100 and money in whole rupiah', () => {
    for (const v of DEMO_VOUCHERS) {
      expect(Number.isSafeInteger(v.discountAmount)).toBe(true);
      if (v.discountType === 'PERCENTAGE') {
        expect(v.discountAmount, v.code).toBeGreaterThanOrEqual(1);
        expect(v.discountAmount, v.code).toBeLessThanOrEqual(100);
      } else {
        expect(v.discountAmount, v.code).toBeGreaterThan(0);
      }
      expect(Number.isSafeInteger(v.minPurchase) && v.minPurchase >= 0).toBe(true);
      if (v.maxDiscount !== null) expect(Number.isSafeInteger(v.maxDiscount) && v.maxDiscount > 0).toBe(true);
      expect(Number.isSafeInteger(v.validDays) && v.validDays > 0).toBe(true);
      expect(v.description.length).toBeGreaterThan(0);
    }
  });

  it('gives the shopper one voucher of each kind, and defines the referral voucher', () => {
    const kinds = SHOPPER_VOUCHER_CODES.map(
      (code) => DEMO_VOUCHERS.find((v) => v.code === code)?.voucherType,
    );
    expect([...kinds].sort()).toEqual([...VOUCHER_TYPES].sort());
    expect(DEMO_VOUCHERS).toContain(REFERRAL_VOUCHER);
    expect(SHOPPER_VOUCHER_CODES).not.toContain(REFERRAL_VOUCHER.code);
  });
});
