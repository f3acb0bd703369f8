/**
 * Stores as their admins see them (docs/product.md §7 store-admin calls). Rules only; the HTTP side
 * is in stores.store-admin.routes.ts, the SQL in stores.store-admin.sql.ts.
 */
import {
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type AssignedStore,
  type StoreDashboard,
  type StoreInfo,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  dashboardOf,
  selectAssignedStore,
  selectStoreDashboard,
  selectStoreInfo,
} from './stores.store-admin.sql';

/**
 * The live store a store admin runs (docs/product.md §7 assigned-store), or a 404 with 'Store not found for
 * your account.' when none is assigned or it was deleted.
 */
export async function getAssignedStore(db: Db, userId: number): Promise<AssignedStore> {
  const store = await selectAssignedStore(db, userId);
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND_FOR_ACCOUNT');
  return store;
}

/** GET /api/store-admin/store/{storeId}: a live store with its city. */
export async function getStoreInfo(db: Db, storeId: number): Promise<StoreInfo> {
  const store = await selectStoreInfo(db, storeId);
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND_FOR_ACCOUNT');
  return store;
}

/** GET /api/store-admin/dashboard/{storeId}: one statement for the day and the month of a store. */
export async function getStoreDashboard(db: Db, storeId: number): Promise<StoreDashboard> {
  return dashboardOf(await selectStoreDashboard(db, storeId, LOW_STOCK_THRESHOLD), ORDER_STATUSES);
}
