import { describe, expect, it } from 'vitest';
import { and, count, eq, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { FALLBACK_STORE, FOOTER_CATEGORIES } from '@lumbung/contracts';
import { fileApp } from '../../../test/file-app';
import { brokenJournals } from '../../../test/stock';
import { verifyPassword } from '../../platform/passwords';
import {
  addresses,
  categories,
  cities,
  discounts,
  inventories,
  productImages,
  products,
  storeAdmins,
  stores,
  userVouchers,
  users,
  vouchers,
} from '../schema';
import * as schema from '../schema';
import { DEMO_PASSWORD } from './data';
import { seedDemo } from '.';

const t = fileApp();

/** The row count of every table of the schema, by its export name (`productImages`, …). */
async function tableCounts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue; // an enum
    const [row] = await t.db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

describe('demo seed', () => {
  it('holds the demo shop of docs/architecture.md §7', async () => {
    const counts = await tableCounts();
    expect(counts.cities).toBeGreaterThan(800);
    expect(counts.stores).toBeGreaterThanOrEqual(6);
    expect(counts.products).toBeGreaterThanOrEqual(60);
    expect(counts.inventories).toBe(counts.stores! * counts.products!);
    expect(counts.productImages).toBeGreaterThanOrEqual(counts.products!);

    const [flagship] = await t.db.select().from(stores).where(eq(stores.store_id, FALLBACK_STORE.store_id));
    const [city] = await t.db.select().from(cities).where(eq(cities.city_id, flagship!.city_id));
    expect(city!.province).toBe('DKI Jakarta');
    expect(flagship!.whatsapp).toBe('+6281120260028');
    const withoutWhatsApp = await t.db
      .select()
      .from(stores)
      .where(sql`${stores.whatsapp} is null`);
    expect(withoutWhatsApp).toEqual([]);

    const names = (await t.db.select().from(categories)).map((c) => c.category_name);
    expect(names).toEqual(expect.arrayContaining([...FOOTER_CATEGORIES]));

    const types = await t.db.selectDistinct({ type: discounts.type }).from(discounts);
    expect(types.map((d) => d.type).sort()).toEqual(['BOGO', 'NOMINAL', 'PERCENTAGE']);
    const kinds = await t.db.selectDistinct({ kind: vouchers.voucher_type }).from(vouchers);
    expect(kinds.map((v) => v.kind).sort()).toEqual([
      'CART_DISCOUNT',
      'PRODUCT_DISCOUNT',
      'SHIPPING_DISCOUNT',
    ]);
  });

  it('creates the demo accounts with their roles and the shared password', async () => {
    const byEmail = new Map((await t.db.select().from(users)).map((u) => [u.email, u]));
    expect(byEmail.get('super@lumbung.test')).toMatchObject({ role: 'SUPER_ADMIN', is_verified: true });
    expect(byEmail.get('admin.jakarta@lumbung.test')).toMatchObject({
      role: 'STORE_ADMIN',
      is_verified: true,
    });
    expect(byEmail.get('admin.unverified@lumbung.test')).toMatchObject({
      role: 'STORE_ADMIN',
      is_verified: false,
    });
    expect(byEmail.get('shopper@lumbung.test')).toMatchObject({ role: 'USER', is_verified: true });
    expect(byEmail.get('new@lumbung.test')).toMatchObject({ role: 'USER' });
    expect(await verifyPassword(byEmail.get('shopper@lumbung.test')!.password_hash, DEMO_PASSWORD)).toBe(
      true,
    );
    expect(await verifyPassword(byEmail.get('shopper@lumbung.test')!.password_hash, 'wrong')).toBe(false);

    const [jakartaAdmin] = await t.db
      .select()
      .from(storeAdmins)
      .where(eq(storeAdmins.user_id, byEmail.get('admin.jakarta@lumbung.test')!.user_id));
    expect(jakartaAdmin!.store_id).toBe(28);

    const shopperId = byEmail.get('shopper@lumbung.test')!.user_id;
    const shopperAddresses = await t.db.select().from(addresses).where(eq(addresses.user_id, shopperId));
    expect(shopperAddresses).toHaveLength(1);
    expect(shopperAddresses[0]).toMatchObject({
      is_default: true,
      label: 'Rumah',
      recipient_name: 'Siti Rahayu',
      phone: '+6281298760027',
    });
    expect(byEmail.get('shopper@lumbung.test')).toMatchObject({ phone: '+6281298760027', locale: null });
    const owned = await t.db
      .select({ kind: vouchers.voucher_type })
      .from(userVouchers)
      .innerJoin(vouchers, eq(vouchers.voucher_id, userVouchers.voucher_id))
      .where(eq(userVouchers.user_id, shopperId));
    expect(owned.map((v) => v.kind).sort()).toEqual([
      'CART_DISCOUNT',
      'PRODUCT_DISCOUNT',
      'SHIPPING_DISCOUNT',
    ]);

    const newUserId = byEmail.get('new@lumbung.test')!.user_id;
    expect(await t.db.select().from(addresses).where(eq(addresses.user_id, newUserId))).toHaveLength(0);
  });

  it('writes the opening stock through the journal: every inventory journal sums to its stock', async () => {
    expect(await brokenJournals(t.db)).toEqual([]);
    const [outOfStock] = await t.db.select({ n: count() }).from(inventories).where(eq(inventories.stock, 0));
    expect(outOfStock!.n).toBeGreaterThan(0);
  });

  it('gives each product one primary picture, drawn as a PNG from the emoji package', async () => {
    const primaries = await t.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.is_primary, true)));
    const [products_] = await t.db.select({ n: count() }).from(products);
    expect(primaries).toHaveLength(products_!.n);
    expect(primaries.every((p) => /^\/media\/emoji\/[0-9a-f-]+\.png$/.test(p.product_image))).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: primaries[0]!.product_image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('is idempotent: seeding a seeded database changes nothing', async () => {
    const before = await tableCounts();
    await expect(seedDemo(t.db)).resolves.toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });

  it('moves the store id sequence past the explicit ids', async () => {
    const [maxRow] = await t.db.select({ max: sql<number>`max(store_id)::int` }).from(stores);
    const [created] = await t.db
      .insert(stores)
      .values({
        store_name: 'Test',
        store_location: 'Jl. Uji 1',
        city_id: 1,
        latitude: -6.2,
        longitude: 106.8,
      })
      .returning();
    expect(created!.store_id).toBeGreaterThan(maxRow!.max);
  });
});
