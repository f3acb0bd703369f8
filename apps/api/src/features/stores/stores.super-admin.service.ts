/**
 * The super admin's stores (docs/product.md §7 "Super admin" stores): the list with each store's
 * admins, one store, its names for filters, create, edit and a soft delete. A new store opens a
 * stock-0 shelf for every live product in the transaction that creates it (domain/stock.ts), and the
 * shopper's nearest-store search reads the stores table directly, so it finds the store at once.
 * The SQL is in stores.super-admin.sql.ts.
 */
import {
  ORDER_STATUSES,
  STORE_MAX_KM_FROM_CITY,
  STORE_TEXTS,
  type CreateStoreInput,
  type OrderStatus,
  type StoreDetail,
  type StoreName,
  type StoreRow,
  type UpdateStoreInput,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { transaction, type Conn } from '../../db/statements';
import { haversineKm } from '../../domain/distance';
import { ORDER_TRANSITIONS } from '../../domain/order-status';
import { openShelves } from '../../domain/stock';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import {
  countLiveShelves,
  countOrdersIn,
  insertStore,
  lockLiveStore,
  selectCityCentre,
  selectStoreNames,
  selectStorePage,
  selectStoreRow,
  storeNameTaken,
  unassignStoreAdmins,
  updateStoreRow,
  type StorePageQuery,
} from './stores.super-admin.sql';

/** Orders not yet confirmed or cancelled: any status an order can still move on from. */
export const OPEN_ORDER_STATUSES: OrderStatus[] = ORDER_STATUSES.filter(
  (status) => Object.keys(ORDER_TRANSITIONS[status]).length > 0,
);

const text = (template: string, vars: Record<string, string | number> = {}) => ({
  text: template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)),
});

/** GET /api/super-admin/stores: live stores, 10 a page, by admin name by default (docs/product.md §9). */
export async function listStores(db: Db, q: StorePageQuery) {
  const { rows, total } = await selectStorePage(db, q);
  return pageOf(rows, total, q);
}

/** One live store as its row shows it; 404 for an unknown or deleted one. */
export async function storeRow(on: Conn, storeId: number): Promise<StoreRow> {
  const row = await selectStoreRow(on, storeId);
  if (!row) throw new AppError(404, 'STORE_NOT_FOUND');
  return row;
}

function openOrders(on: Conn, storeId: number): Promise<number> {
  return countOrdersIn(on, storeId, OPEN_ORDER_STATUSES);
}

/** GET /api/super-admin/store/{id}: the store, its shelves of live products and its open orders. */
export async function getStoreDetail(db: Db, storeId: number): Promise<StoreDetail> {
  const row = await storeRow(db, storeId);
  const [shelves, open] = await Promise.all([countLiveShelves(db, storeId), openOrders(db, storeId)]);
  return { ...row, shelves, open_orders: open };
}

/** GET /api/super-admin/store-names: every live store's id and name, by name. */
export function listStoreNames(db: Db): Promise<StoreName[]> {
  return selectStoreNames(db);
}

async function cityOf(on: Conn, cityId: number) {
  const city = await selectCityCentre(on, cityId);
  if (!city) throw new AppError(400, 'CITY_UNKNOWN', {}, [{ path: 'body.city_id', message: 'no such city' }]);
  return city;
}

/** The store's point: the one given, which must lie near the city's centre, else the centre. */
function pointIn(
  city: { city_name: string; latitude: number; longitude: number },
  given: { latitude?: number | undefined; longitude?: number | undefined },
) {
  if (given.latitude === undefined || given.longitude === undefined) {
    return { latitude: city.latitude, longitude: city.longitude };
  }
  const km = haversineKm(city.latitude, city.longitude, given.latitude, given.longitude);
  if (km > STORE_MAX_KM_FROM_CITY) {
    throw new AppError(
      422,
      text(STORE_TEXTS.POINT_FAR_FROM_CITY, {
        km: Math.round(km),
        city: city.city_name,
        max: STORE_MAX_KM_FROM_CITY,
      }),
      {},
      [{ path: 'body.latitude', message: 'too far from the city' }],
    );
  }
  return { latitude: given.latitude, longitude: given.longitude };
}

/** Two live stores may not share a name (case aside): the admins' lists and filters go by name. */
async function assertNameFree(on: Conn, name: string, exceptId: number | null) {
  if (await storeNameTaken(on, name, exceptId)) {
    throw new AppError(409, text(STORE_TEXTS.NAME_TAKEN, { name }), {}, [
      { path: 'body.store_name', message: 'taken' },
    ]);
  }
}

/**
 * POST /api/super-admin/store: a live store (its WhatsApp number if given) with a stock-0 shelf
 * for every live product, in one transaction (a store without shelves would sell nothing).
 */
export async function createStore(db: Db, input: CreateStoreInput): Promise<StoreRow> {
  return transaction(db, async (tx) => {
    const city = await cityOf(tx, input.city_id);
    const point = pointIn(city, input);
    await assertNameFree(tx, input.store_name, null);
    const storeId = await insertStore(tx, {
      store_name: input.store_name,
      store_location: input.store_location,
      city_id: input.city_id,
      ...point,
      whatsapp: input.whatsapp ?? null,
    });
    await openShelves(tx, { storeIds: [storeId] });
    return storeRow(tx, storeId);
  });
}

/** Locks a live store for a change; 404 for an unknown or deleted one. */
async function lockStore(on: Conn, storeId: number) {
  const store = await lockLiveStore(on, storeId);
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND');
  return store;
}

/**
 * PATCH /api/super-admin/store/{id}: name, place, city, point, WhatsApp number (null removes it).
 * A new point must lie near the (new) city; a new city without a point moves the store to the
 * city's centre.
 */
export async function updateStore(db: Db, storeId: number, input: UpdateStoreInput): Promise<StoreRow> {
  return transaction(db, async (tx) => {
    const current = await lockStore(tx, storeId);
    const cityId = input.city_id ?? current.city_id;
    const movesCity = cityId !== current.city_id;
    let point: { latitude: number; longitude: number } | undefined;
    if (input.latitude !== undefined || movesCity) {
      point = pointIn(await cityOf(tx, cityId), input);
    }
    if (input.store_name !== undefined) await assertNameFree(tx, input.store_name, storeId);
    await updateStoreRow(tx, storeId, {
      ...(input.store_name !== undefined ? { store_name: input.store_name } : {}),
      ...(input.store_location !== undefined ? { store_location: input.store_location } : {}),
      ...(input.whatsapp !== undefined ? { whatsapp: input.whatsapp } : {}),
      city_id: cityId,
      ...(point ?? {}),
    });
    return storeRow(tx, storeId);
  });
}

/**
 * PUT /api/super-admin/store/{id}: a soft delete. Refused (409) while the store has open orders:
 * they still need its staff. Its admins are unassigned in the same transaction (the super admin
 * assigns them elsewhere); old orders keep the store.
 */
export async function deleteStore(db: Db, storeId: number) {
  return transaction(db, async (tx) => {
    await lockStore(tx, storeId);
    const open = await openOrders(tx, storeId);
    if (open > 0) {
      throw new AppError(
        409,
        text(STORE_TEXTS.HAS_OPEN_ORDERS, { count: open, orders: open === 1 ? 'order' : 'orders' }),
      );
    }
    await updateStoreRow(tx, storeId, { is_deleted: true });
    const freed = await unassignStoreAdmins(tx, storeId);
    return { store_id: storeId, unassigned_admins: freed.sort((a, b) => a - b) };
  });
}
