/**
 * The location feature: the live store nearest a shopper (docs/product.md §4, §5). Its routes keep
 * the /api/profile paths of docs/product.md §7. The SQL is in location.sql.ts.
 */
import { STORE_SEARCH_RADIUS_KM, type ClosestStore, type ShopperStore } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { selectAddressPoint, selectClosestStore, selectShopperStore } from './location.sql';

/**
 * The live store nearest to a point by haversine distance on the stored coordinates, if it is
 * within STORE_SEARCH_RADIUS_KM (docs/product.md §5); null otherwise. A store exactly on the
 * radius counts.
 */
export function closestStore(db: Db, latitude: number, longitude: number): Promise<ClosestStore | null> {
  return selectClosestStore(db, latitude, longitude, STORE_SEARCH_RADIUS_KM);
}

/**
 * The store nearest to the user's default address (or, without a default, the newest address).
 * `address: false` when the user has no address yet.
 */
export async function closestStoreForUser(
  db: Db,
  userId: number,
): Promise<{ address: false } | { address: true; store: ClosestStore | null }> {
  const point = await selectAddressPoint(db, userId);
  if (!point) return { address: false };
  return { address: true, store: await closestStore(db, point.latitude, point.longitude) };
}

/** A live store as a shopper sees it (its name over the products it sells), or null. */
export function findStore(db: Db, storeId: number): Promise<ShopperStore | null> {
  return selectShopperStore(db, storeId);
}
