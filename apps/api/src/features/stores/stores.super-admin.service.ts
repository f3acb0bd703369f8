/**
 * The super admin's stores (docs/product.md §7 "Super admin" stores): the list with each store's
 * admins, one store, its names for filters, create, edit and a soft delete. A new store opens a
 * stock-0 shelf for every live product in the transaction that creates it (domain/stock.ts), and the
 * shopper's nearest-store search reads the stores table directly, so it finds the store at once.
 * CRUD and the list through Drizzle's builder.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  STORE_MAX_KM_FROM_CITY,
  STORE_TEXTS,
  type CreateStoreInput,
  type OrderStatus,
  type StoreDetail,
  type StoreName,
  type StoreRow,
  type StoreSortField,
  type UpdateStoreInput,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { cities, inventories, orders, products, storeAdmins, stores, users } from '../../db/schema';
import { transaction, type Conn } from '../../db/statements';
import { haversineKm } from '../../domain/distance';
import { ORDER_TRANSITIONS } from '../../domain/order-status';
import { openShelves } from '../../domain/stock';
import { AppError } from '../../platform/errors';

/** Orders not yet confirmed or cancelled: any status an order can still move on from. */
export const OPEN_ORDER_STATUSES: OrderStatus[] = ORDER_STATUSES.filter(
  (status) => Object.keys(ORDER_TRANSITIONS[status]).length > 0,
);

const text = (template: string, vars: Record<string, string | number> = {}) => ({
  text: template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)),
});

/** The live store admins of a store, by name, as a JSON array. */
const ADMINS_JSON = sql<StoreRow['admins'] | string>`coalesce((
  select json_agg(json_build_object('user_id', u.user_id, 'username', u.username, 'email', u.email,
    'is_verified', u.is_verified) order by lower(u.username), u.user_id)
  from ${storeAdmins} sa join ${users} u on u.user_id = sa.user_id
  where sa.store_id = ${stores.store_id} and not u.is_deleted and u.role = 'STORE_ADMIN'), '[]'::json)`;

/** The first admin's name (docs/product.md §9: stores sorted by admin); null for a store without one. */
const FIRST_ADMIN = sql`(select min(lower(u.username)) from ${storeAdmins} sa join ${users} u on u.user_id = sa.user_id
  where sa.store_id = ${stores.store_id} and not u.is_deleted and u.role = 'STORE_ADMIN')`;

const ROW = {
  store_id: stores.store_id,
  store_name: stores.store_name,
  store_location: stores.store_location,
  city_id: stores.city_id,
  city_name: cities.city_name,
  latitude: stores.latitude,
  longitude: stores.longitude,
  admins: ADMINS_JSON,
  created_at: stores.created_at,
  updated_at: stores.updated_at,
};

type Row = Omit<StoreRow, 'admins' | 'created_at' | 'updated_at'> & {
  admins: StoreRow['admins'] | string;
  created_at: Date | string;
  updated_at: Date | string;
};

const rowOf = (r: Row): StoreRow => ({
  ...r,
  admins: typeof r.admins === 'string' ? (JSON.parse(r.admins) as StoreRow['admins']) : r.admins,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

const SORTS: Record<StoreSortField, SQL> = {
  admin: FIRST_ADMIN,
  store_name: sql`lower(${stores.store_name})`,
  store_location: sql`lower(${stores.store_location})`,
  city_name: sql`lower(${cities.city_name})`,
  created_at: sql`${stores.created_at}`,
};

/** A store matches a search when its name, place, city or an admin's name holds the text. */
function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return sql`position(lower(${search}) in lower(${stores.store_name} || ' ' || ${stores.store_location} || ' ' || ${cities.city_name}
    || ' ' || coalesce((select string_agg(u.username || ' ' || u.email, ' ') from ${storeAdmins} sa
      join ${users} u on u.user_id = sa.user_id
      where sa.store_id = ${stores.store_id} and not u.is_deleted and u.role = 'STORE_ADMIN'), ''))) > 0`;
}

/** GET /api/super-admin/stores: live stores, 10 a page, by admin name by default (docs/product.md §9). */
export async function listStores(
  db: Db,
  q: {
    page: number;
    pageSize: number;
    sortField: StoreSortField;
    sortOrder: 'asc' | 'desc';
    search?: string;
  },
) {
  const where = and(eq(stores.is_deleted, false), searchOf(q.search));
  const key = SORTS[q.sortField];
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(ROW)
      .from(stores)
      .innerJoin(cities, eq(cities.city_id, stores.city_id))
      .where(where)
      // Stores without an admin come last either way; then by name, then by id for stable pages.
      .orderBy(
        sql`${key} ${sql.raw(q.sortOrder === 'asc' ? 'asc' : 'desc')} nulls last`,
        direction(sql`lower(${stores.store_name})`),
        asc(stores.store_id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(stores).innerJoin(cities, eq(cities.city_id, stores.city_id)).where(where),
  ]);
  const totalItems = Number(total?.n ?? 0);
  return {
    data: (rows as Row[]).map(rowOf),
    currentPage: q.page,
    totalPages: Math.ceil(totalItems / q.pageSize),
    totalItems,
  };
}

/** One live store as its row shows it; 404 for an unknown or deleted one. */
export async function storeRow(on: Conn, storeId: number): Promise<StoreRow> {
  const [row] = await on
    .select(ROW)
    .from(stores)
    .innerJoin(cities, eq(cities.city_id, stores.city_id))
    .where(and(eq(stores.store_id, storeId), eq(stores.is_deleted, false)));
  if (!row) throw new AppError(404, 'STORE_NOT_FOUND');
  return rowOf(row as Row);
}

async function openOrders(on: Conn, storeId: number): Promise<number> {
  const [row] = await on
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.store_id, storeId), inArray(orders.status, OPEN_ORDER_STATUSES)));
  return Number(row?.n ?? 0);
}

/** GET /api/super-admin/store/{id}: the store, its shelves of live products and its open orders. */
export async function getStoreDetail(db: Db, storeId: number): Promise<StoreDetail> {
  const row = await storeRow(db, storeId);
  const [[shelves], open] = await Promise.all([
    db
      .select({ n: count() })
      .from(inventories)
      .innerJoin(products, eq(products.product_id, inventories.product_id))
      .where(and(eq(inventories.store_id, storeId), eq(products.is_deleted, false))),
    openOrders(db, storeId),
  ]);
  return { ...row, shelves: Number(shelves?.n ?? 0), open_orders: open };
}

/** GET /api/super-admin/store-names: every live store's id and name, by name. */
export async function listStoreNames(db: Db): Promise<StoreName[]> {
  return db
    .select({ store_id: stores.store_id, store_name: stores.store_name })
    .from(stores)
    .where(eq(stores.is_deleted, false))
    .orderBy(sql`lower(${stores.store_name})`, asc(stores.store_id));
}

async function cityOf(on: Conn, cityId: number) {
  const [city] = await on
    .select({ city_name: cities.city_name, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.city_id, cityId));
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
  const [taken] = await on
    .select({ store_id: stores.store_id })
    .from(stores)
    .where(
      and(
        eq(stores.is_deleted, false),
        sql`lower(${stores.store_name}) = lower(${name})`,
        exceptId === null ? undefined : ne(stores.store_id, exceptId),
      ),
    )
    .limit(1);
  if (taken) {
    throw new AppError(409, text(STORE_TEXTS.NAME_TAKEN, { name }), {}, [
      { path: 'body.store_name', message: 'taken' },
    ]);
  }
}

/**
 * POST /api/super-admin/store: a live store with a stock-0 shelf for every live product, in one
 * transaction (a store without shelves would sell nothing).
 */
export async function createStore(db: Db, input: CreateStoreInput): Promise<StoreRow> {
  return transaction(db, async (tx) => {
    const city = await cityOf(tx, input.city_id);
    const point = pointIn(city, input);
    await assertNameFree(tx, input.store_name, null);
    const [created] = await tx
      .insert(stores)
      .values({
        store_name: input.store_name,
        store_location: input.store_location,
        city_id: input.city_id,
        ...point,
      })
      .returning({ store_id: stores.store_id });
    await openShelves(tx, { storeIds: [created!.store_id] });
    return storeRow(tx, created!.store_id);
  });
}

/** Locks a live store for a change; 404 for an unknown or deleted one. */
async function lockStore(on: Conn, storeId: number) {
  const [store] = await on
    .select({ city_id: stores.city_id, latitude: stores.latitude, longitude: stores.longitude })
    .from(stores)
    .where(and(eq(stores.store_id, storeId), eq(stores.is_deleted, false)))
    .for('update');
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND');
  return store;
}

/**
 * PATCH /api/super-admin/store/{id}: name, place, city, point. A new point must lie near the
 * (new) city; a new city without a point moves the store to the city's centre.
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
    await tx
      .update(stores)
      .set({
        ...(input.store_name !== undefined ? { store_name: input.store_name } : {}),
        ...(input.store_location !== undefined ? { store_location: input.store_location } : {}),
        city_id: cityId,
        ...(point ?? {}),
        updated_at: new Date(),
      })
      .where(eq(stores.store_id, storeId));
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
    await tx
      .update(stores)
      .set({ is_deleted: true, updated_at: new Date() })
      .where(eq(stores.store_id, storeId));
    const freed = await tx
      .update(storeAdmins)
      .set({ store_id: null, updated_at: new Date() })
      .where(eq(storeAdmins.store_id, storeId))
      .returning({ user_id: storeAdmins.user_id });
    return { store_id: storeId, unassigned_admins: freed.map((a) => a.user_id).sort((a, b) => a - b) };
  });
}
