/**
 * Stores as their admins see them (SPEC §7 store-admin calls). Rules and queries only; the HTTP
 * side is in stores.routes.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { AssignedStore } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { storeAdmins, stores } from '../../db/schema';
import { AppError } from '../../platform/errors';

/**
 * The live store a store admin runs (SPEC §7 assigned-store), or a 404 with 'Store not found for
 * your account.' when none is assigned or it was deleted.
 */
export async function getAssignedStore(db: Db, userId: number): Promise<AssignedStore> {
  const [store] = await db
    .select({
      store_id: stores.store_id,
      store_name: stores.store_name,
      store_location: stores.store_location,
      city_id: stores.city_id,
    })
    .from(storeAdmins)
    .innerJoin(stores, eq(stores.store_id, storeAdmins.store_id))
    .where(and(eq(storeAdmins.user_id, userId), eq(stores.is_deleted, false)))
    .limit(1);
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND_FOR_ACCOUNT');
  return store;
}
