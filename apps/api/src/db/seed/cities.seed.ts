import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { cities } from '../schema';
import { loadIndonesianCities } from './data';

/** The city list is reference data, loaded on every database (demo or not); existing rows stay. */
export async function seedCities(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(cities);
  if (existing && existing.n > 0) return;
  const rows = loadIndonesianCities().map((c) => ({
    city_name: c.name,
    province: c.province,
    latitude: c.latitude,
    longitude: c.longitude,
  }));
  await db.insert(cities).values(rows).onConflictDoNothing();
}
