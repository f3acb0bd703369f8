/**
 * The SQL of the super admin's stores: the list with each store's admins (a JSON array), one store,
 * its counts, the names for filters, the city a store is in, and the writes. Drizzle's builder.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, StoreName, StoreRow, StoreSortField } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { cities, inventories, orders, products, storeAdmins, stores, users } from '../../db/schema';
import { json } from '../../db/sql-helpers';
import type { Conn } from '../../db/statements';

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
  whatsapp: stores.whatsapp,
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
  admins: json(r.admins),
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

export interface StorePageQuery {
  page: number;
  pageSize: number;
  sortField: StoreSortField;
  sortOrder: 'asc' | 'desc';
  search?: string;
}

/** One page of live stores and how many match in all. */
export async function selectStorePage(db: Db, q: StorePageQuery) {
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
  return { rows: (rows as Row[]).map(rowOf), total: Number(total?.n ?? 0) };
}

/** One live store as its row shows it, or undefined. */
export async function selectStoreRow(on: Conn, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await on
    .select(ROW)
    .from(stores)
    .innerJoin(cities, eq(cities.city_id, stores.city_id))
    .where(and(eq(stores.store_id, storeId), eq(stores.is_deleted, false)));
  return row ? rowOf(row as Row) : undefined;
}

/** How many of the store's orders have one of `statuses`. */
export async function countOrdersIn(on: Conn, storeId: number, statuses: OrderStatus[]): Promise<number> {
  const [row] = await on
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.store_id, storeId), inArray(orders.status, statuses)));
  return Number(row?.n ?? 0);
}

/** How many shelves of live products the store has. */
export async function countLiveShelves(on: Conn, storeId: number): Promise<number> {
  const [row] = await on
    .select({ n: count() })
    .from(inventories)
    .innerJoin(products, eq(products.product_id, inventories.product_id))
    .where(and(eq(inventories.store_id, storeId), eq(products.is_deleted, false)));
  return Number(row?.n ?? 0);
}

/** Every live store's id and name, by name. */
export function selectStoreNames(db: Db): Promise<StoreName[]> {
  return db
    .select({ store_id: stores.store_id, store_name: stores.store_name })
    .from(stores)
    .where(eq(stores.is_deleted, false))
    .orderBy(sql`lower(${stores.store_name})`, asc(stores.store_id));
}

/** A city's name and centre, or undefined. */
export async function selectCityCentre(on: Conn, cityId: number) {
  const [city] = await on
    .select({ city_name: cities.city_name, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.city_id, cityId));
  return city;
}

/** Whether a live store other than `exceptId` has the name, case aside. */
export async function storeNameTaken(on: Conn, name: string, exceptId: number | null): Promise<boolean> {
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
  return taken !== undefined;
}

/** Adds a store; answers its id. */
export async function insertStore(
  on: Conn,
  values: {
    store_name: string;
    store_location: string;
    city_id: number;
    latitude: number;
    longitude: number;
    whatsapp: string | null;
  },
): Promise<number> {
  const [created] = await on.insert(stores).values(values).returning({ store_id: stores.store_id });
  return created!.store_id;
}

/** Locks a live store; answers its city and point, or undefined. */
export async function lockLiveStore(on: Conn, storeId: number) {
  const [store] = await on
    .select({ city_id: stores.city_id, latitude: stores.latitude, longitude: stores.longitude })
    .from(stores)
    .where(and(eq(stores.store_id, storeId), eq(stores.is_deleted, false)))
    .for('update');
  return store;
}

/** Writes a store's changed fields (and its updated_at). */
export async function updateStoreRow(
  on: Conn,
  storeId: number,
  change: Partial<{
    store_name: string;
    store_location: string;
    city_id: number;
    latitude: number;
    longitude: number;
    whatsapp: string | null;
    is_deleted: boolean;
  }>,
): Promise<void> {
  await on
    .update(stores)
    .set({ ...change, updated_at: new Date() })
    .where(eq(stores.store_id, storeId));
}

/** Unassigns the store's admins; answers their user ids. */
export async function unassignStoreAdmins(on: Conn, storeId: number): Promise<number[]> {
  const freed = await on
    .update(storeAdmins)
    .set({ store_id: null, updated_at: new Date() })
    .where(eq(storeAdmins.store_id, storeId))
    .returning({ user_id: storeAdmins.user_id });
  return freed.map((a) => a.user_id);
}
