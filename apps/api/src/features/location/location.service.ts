/**
 * The location feature: the live store nearest a shopper (docs/product.md §4, §5). Its routes keep the SPEC
 * paths under /api/profile.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { STORE_SEARCH_RADIUS_KM, type ClosestStore, type ShopperStore } from '@lumbung/contracts';
import { queryRows, type Db } from '../../db/client';
import { addresses, cities, stores } from '../../db/schema';

/** Mean Earth radius (km) of the haversine distance. */
export const EARTH_RADIUS_KM = 6371;

interface ClosestRow extends Omit<ClosestStore, 'distance_km'> {
  distance_km: number | string;
}

/**
 * The live store nearest to a point by haversine distance on the stored coordinates, if it is
 * within STORE_SEARCH_RADIUS_KM (docs/product.md §5); null otherwise. A store exactly on the radius counts
 * (distances are compared to the millimetre, so rounding noise does not decide the edge).
 */
export async function closestStore(
  db: Db,
  latitude: number,
  longitude: number,
): Promise<ClosestStore | null> {
  const rows = await queryRows<ClosestRow>(
    db,
    sql`
      select * from (
        select s.store_id, s.store_name, s.store_location, s.city_id, ci.city_name, s.latitude, s.longitude,
          2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
            power(sin(radians(s.latitude - ${latitude}::float8) / 2), 2)
            + cos(radians(${latitude}::float8)) * cos(radians(s.latitude))
              * power(sin(radians(s.longitude - ${longitude}::float8) / 2), 2)
          ))) as distance_km
        from stores s
        join cities ci on ci.city_id = s.city_id
        where not s.is_deleted
      ) nearby
      where round(nearby.distance_km::numeric, 6) <= ${STORE_SEARCH_RADIUS_KM}
      order by nearby.distance_km, nearby.store_id
      limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, distance_km: Math.round(Number(row.distance_km) * 1000) / 1000 };
}

/**
 * The store nearest to the user's default address (or, without a default, the newest address).
 * `address: false` when the user has no address yet.
 */
export async function closestStoreForUser(
  db: Db,
  userId: number,
): Promise<{ address: false } | { address: true; store: ClosestStore | null }> {
  const [point] = await db
    .select({ latitude: addresses.latitude, longitude: addresses.longitude })
    .from(addresses)
    .where(and(eq(addresses.user_id, userId), eq(addresses.is_deleted, false)))
    .orderBy(desc(addresses.is_default), desc(addresses.address_id))
    .limit(1);
  if (!point) return { address: false };
  return { address: true, store: await closestStore(db, point.latitude, point.longitude) };
}

/** A live store as a shopper sees it (its name over the products it sells), or null. */
export async function findStore(db: Db, storeId: number): Promise<ShopperStore | null> {
  const [row] = await db
    .select({
      store_id: stores.store_id,
      store_name: stores.store_name,
      store_location: stores.store_location,
      city_id: stores.city_id,
      city_name: cities.city_name,
    })
    .from(stores)
    .innerJoin(cities, eq(cities.city_id, stores.city_id))
    .where(and(eq(stores.store_id, storeId), eq(stores.is_deleted, false)));
  return row ?? null;
}
