import { count, eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from './data';
import type { Db } from '../client';
import { appMeta, stores } from '../schema';
import { seedCities } from './cities.seed';
import { seedDemoData } from './demo.seed';

export { seedCities } from './cities.seed';

const DEMO_MARKER = 'demo_seed';

export const DEMO_ACCOUNTS_SUMMARY = [
  `  Demo accounts (password ${DEMO_PASSWORD}):`,
  '    super@lumbung.test              super admin',
  '    admin.jakarta@lumbung.test      store admin of store 28 (Jakarta)',
  '    admin.unverified@lumbung.test   store admin, not verified',
  '    shopper@lumbung.test            shopper with an address and vouchers',
  '    new@lumbung.test                shopper without an address',
].join('\n');

/**
 * Loads the demo shop (docs/architecture.md §7) into an empty database, in one transaction. Idempotent: a database
 * that was seeded before, or that already holds stores of its own, is left exactly as it is.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  await seedCities(db);
  return db.transaction(async (tx) => {
    // Serialises concurrent starts on one PostgreSQL database.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
    if (marker) return { seeded: false };
    const [existing] = await tx.select({ n: count() }).from(stores);
    if (existing && existing.n > 0) return { seeded: false };
    await seedDemoData(tx, now);
    await tx
      .insert(appMeta)
      .values({ key: DEMO_MARKER, value: { at: now.toISOString() }, updated_at: now.getTime() });
    return { seeded: true };
  });
}
