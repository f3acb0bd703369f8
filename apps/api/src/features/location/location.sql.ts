/**
 * The SQL of the location feature: the live store nearest a point (haversine on the stored
 * coordinates, the statement runner), the point of a shopper's address, and a store as a shopper
 * sees it (Drizzle's builder).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ClosestStore, ShopperStore } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { addresses, cities, stores } from '../../db/schema';
import { runner } from '../../db/statements';
import { HAVERSINE_KM_SQL } from '../../domain/distance';

/**
 * $1 latitude, $2 longitude, $3 the radius (km): the nearest live store within the radius, if any.
 * Distances are compared to the millimetre, so rounding noise does not decide the edge.
 */
const CLOSEST_STORE_SQL = `
      select * from (
        select s.store_id, s.store_name, s.store_location, s.city_id, ci.city_name, s.latitude, s.longitude,
          s.whatsapp,
          ${HAVERSINE_KM_SQL('$1::float8', '$2::float8', 's.latitude', 's.longitude')} as distance_km
        from stores s
        join cities ci on ci.city_id = s.city_id
        where not s.is_deleted
      ) nearby
      where round(nearby.distance_km::numeric, 6) <= $3::numeric
      order by nearby.distance_km, nearby.store_id
      limit 1`;

/** The nearest live store within `radiusKm`, its distance to the metre; null when none is. */
export async function selectClosestStore(
  db: Db,
  latitude: number,
  longitude: number,
  radiusKm: number,
): Promise<ClosestStore | null> {
  const [row] = await runner(db)<Omit<ClosestStore, 'distance_km'> & { distance_km: number | string }>(
    'location_closest_store',
    CLOSEST_STORE_SQL,
    [latitude, longitude, radiusKm],
  );
  if (!row) return null;
  return { ...row, distance_km: Math.round(Number(row.distance_km) * 1000) / 1000 };
}

/** The point of the user's default address (else the newest), or undefined without one. */
export async function selectAddressPoint(db: Db, userId: number) {
  const [point] = await db
    .select({ latitude: addresses.latitude, longitude: addresses.longitude })
    .from(addresses)
    .where(and(eq(addresses.user_id, userId), eq(addresses.is_deleted, false)))
    .orderBy(desc(addresses.is_default), desc(addresses.address_id))
    .limit(1);
  return point;
}

/** A live store with its city's name, or null. */
export async function selectShopperStore(db: Db, storeId: number): Promise<ShopperStore | null> {
  const [row] = await db
    .select({
      store_id: stores.store_id,
      store_name: stores.store_name,
      store_location: stores.store_location,
      city_id: stores.city_id,
      city_name: cities.city_name,
      whatsapp: stores.whatsapp,
    })
    .from(stores)
    .innerJoin(cities, eq(cities.city_id, stores.city_id))
    .where(and(eq(stores.store_id, storeId), eq(stores.is_deleted, false)));
  return row ?? null;
}
