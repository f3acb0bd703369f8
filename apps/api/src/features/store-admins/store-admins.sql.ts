/**
 * The SQL of store admins, through Drizzle's builder: the list with its search and sorts, one admin
 * with the live store they run, and the writes of register, assign and remove.
 */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { StoreAdminRow, StoreAdminSortField } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { emailTokens, refreshTokens, storeAdmins, stores, users } from '../../db/schema';
import type { Conn } from '../../db/statements';

const ROW = {
  user_id: users.user_id,
  username: users.username,
  email: users.email,
  is_verified: users.is_verified,
  store_id: stores.store_id,
  store_name: stores.store_name,
  created_at: users.created_at,
};

const rowOf = (r: Omit<StoreAdminRow, 'created_at'> & { created_at: Date | string }): StoreAdminRow => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
});

const LIVE_ADMIN = and(eq(users.role, 'STORE_ADMIN'), eq(users.is_deleted, false));

/** Store admins with the live store they run (none when unassigned or the store was deleted). */
function adminsQuery(on: Conn) {
  return on
    .select(ROW)
    .from(users)
    .leftJoin(storeAdmins, eq(storeAdmins.user_id, users.user_id))
    .leftJoin(stores, and(eq(stores.store_id, storeAdmins.store_id), eq(stores.is_deleted, false)));
}

const SORTS: Record<StoreAdminSortField, SQL> = {
  store: sql`lower(${stores.store_name})`,
  username: sql`lower(${users.username})`,
  email: sql`${users.email}`,
  created_at: sql`${users.created_at}`,
};

/** One page of live store admins (search over name, e-mail and store), and how many there are. */
export interface StoreAdminsQuery {
  page: number;
  pageSize: number;
  sortFieldAdmin: StoreAdminSortField;
  sortOrder: 'asc' | 'desc';
  search?: string;
}

export async function storeAdminsPage(db: Db, q: StoreAdminsQuery) {
  const search = q.search
    ? sql`position(lower(${q.search}) in lower(${users.username} || ' ' || ${users.email} || ' ' || coalesce(${stores.store_name}, ''))) > 0`
    : undefined;
  const where = and(LIVE_ADMIN, search);
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    adminsQuery(db)
      .where(where)
      // Unassigned admins come last when sorted by store; then by name and id for stable pages.
      .orderBy(
        sql`${SORTS[q.sortFieldAdmin]} ${sql.raw(q.sortOrder === 'asc' ? 'asc' : 'desc')} nulls last`,
        direction(sql`lower(${users.username})`),
        asc(users.user_id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(storeAdmins, eq(storeAdmins.user_id, users.user_id))
      .leftJoin(stores, and(eq(stores.store_id, storeAdmins.store_id), eq(stores.is_deleted, false)))
      .where(where),
  ]);
  return { rows: rows.map(rowOf), total: Number(total?.n ?? 0) };
}

/** A live store admin with the store they run; undefined when there is none of that id. */
export async function storeAdminRow(on: Conn, userId: number): Promise<StoreAdminRow | undefined> {
  const [row] = await adminsQuery(on)
    .where(and(eq(users.user_id, userId), LIVE_ADMIN))
    .limit(1);
  return row && rowOf(row);
}

export async function liveStoreOf(
  on: Conn,
  storeId: number,
): Promise<{ store_id: number; store_name: string } | undefined> {
  const [store] = await on
    .select({ store_id: stores.store_id, store_name: stores.store_name })
    .from(stores)
    .where(and(eq(stores.store_id, storeId), eq(stores.is_deleted, false)));
  return store;
}

/**
 * A STORE_ADMIN account without a password, not verified. A unique clash (the e-mail, or the
 * random referral code) leaves the row out instead of aborting the transaction: undefined.
 */
export async function insertStoreAdminUser(
  tx: Conn,
  u: { username: string; email: string; referralCode: string },
): Promise<number | undefined> {
  const [user] = await tx
    .insert(users)
    .values({
      username: u.username,
      email: u.email,
      password_hash: null,
      role: 'STORE_ADMIN',
      is_verified: false,
      referral_code: u.referralCode,
    })
    .onConflictDoNothing()
    .returning({ user_id: users.user_id });
  return user?.user_id;
}

/** Whether a live account has this e-mail. */
export async function emailTaken(tx: Conn, email: string): Promise<boolean> {
  const [taken] = await tx
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.is_deleted, false)))
    .limit(1);
  return taken !== undefined;
}

export async function insertStoreAdminLink(tx: Conn, userId: number, storeId: number | null): Promise<void> {
  await tx.insert(storeAdmins).values({ user_id: userId, store_id: storeId });
}

/** A live account's role, its row locked; undefined when there is none. */
export async function lockLiveUserRole(tx: Conn, userId: number): Promise<string | undefined> {
  const [user] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)))
    .for('update');
  return user?.role;
}

/** Assigns the admin to the store, or moves them there. */
export async function upsertStoreAssignment(tx: Conn, userId: number, storeId: number): Promise<void> {
  await tx
    .insert(storeAdmins)
    .values({ user_id: userId, store_id: storeId })
    .onConflictDoUpdate({
      target: storeAdmins.user_id,
      set: { store_id: storeId, updated_at: new Date() },
    });
}

/** Soft-deletes a live store admin; undefined when there is none of that id. */
export async function softDeleteStoreAdmin(
  tx: Conn,
  userId: number,
): Promise<{ user_id: number } | undefined> {
  const [removed] = await tx
    .update(users)
    .set({ is_deleted: true, updated_at: new Date() })
    .where(and(eq(users.user_id, userId), LIVE_ADMIN))
    .returning({ user_id: users.user_id });
  return removed;
}

/** Unassigns the account and ends its sessions and unused links. */
export async function endStoreAdminAccess(tx: Conn, userId: number, now: Date): Promise<void> {
  await tx
    .update(storeAdmins)
    .set({ store_id: null, updated_at: now })
    .where(eq(storeAdmins.user_id, userId));
  await tx
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
  await tx
    .update(emailTokens)
    .set({ used_at: now })
    .where(and(eq(emailTokens.user_id, userId), isNull(emailTokens.used_at)));
}
