/**
 * Store admins (docs/product.md §7 "Super admin" store admins): the super admin lists them, registers
 * one (an account without a password, which the new admin chooses through a mailed reset link:
 * setting it verifies the address), assigns or moves one to a store, and removes one (the account is
 * soft-deleted: its tokens stop at once). CRUD and the list through Drizzle's builder.
 */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  STORE_ADMIN_INVITE_TTL_HOURS,
  STORE_ADMIN_TEXTS,
  type StoreAdminRow,
  type StoreAdminSortField,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { emailTokens, refreshTokens, storeAdmins, stores, users } from '../../db/schema';
import { transaction, type Conn } from '../../db/statements';
import { accountLink, createEmailToken, randomCode } from '../../platform/account-links';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { storeAdminInviteMail } from './store-admins.mails';

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

/** GET /api/super-admin/store-admin: 10 a page, by store name by default (docs/product.md §9), search. */
export async function listStoreAdmins(
  db: Db,
  q: {
    page: number;
    pageSize: number;
    sortFieldAdmin: StoreAdminSortField;
    sortOrder: 'asc' | 'desc';
    search?: string;
  },
) {
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
  const totalItems = Number(total?.n ?? 0);
  return {
    data: rows.map(rowOf),
    currentPage: q.page,
    totalPages: Math.ceil(totalItems / q.pageSize),
    totalItems,
  };
}

async function adminRow(on: Conn, userId: number): Promise<StoreAdminRow> {
  const [row] = await adminsQuery(on)
    .where(and(eq(users.user_id, userId), LIVE_ADMIN))
    .limit(1);
  if (!row) throw new AppError(404, { text: STORE_ADMIN_TEXTS.NOT_FOUND });
  return rowOf(row);
}

async function liveStore(on: Conn, storeId: number) {
  const [store] = await on
    .select({ store_id: stores.store_id, store_name: stores.store_name })
    .from(stores)
    .where(and(eq(stores.store_id, storeId), eq(stores.is_deleted, false)));
  if (!store) {
    throw new AppError(404, 'STORE_NOT_FOUND', {}, [{ path: 'body.store_id', message: 'no such store' }]);
  }
  return store;
}

export interface StoreAdminsContext {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/**
 * POST /api/super-admin/register: a STORE_ADMIN account without a password, not verified, assigned
 * to `store_id` when given; its owner gets a mail with a link to choose the password (a reset link
 * of the auth flow, valid STORE_ADMIN_INVITE_TTL_HOURS), which also verifies the address.
 */
export async function registerStoreAdmin(
  ctx: StoreAdminsContext,
  input: { username: string; email: string; store_id?: number | undefined },
): Promise<StoreAdminRow> {
  const created = await transaction(ctx.db, async (tx) => {
    const store = input.store_id === undefined ? null : await liveStore(tx, input.store_id);
    let user: { user_id: number } | undefined;
    for (let attempt = 0; !user; attempt++) {
      // A unique clash (the e-mail, or the random referral code) leaves the row out instead of
      // aborting the transaction; then we find out which it was.
      [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          password_hash: null,
          role: 'STORE_ADMIN',
          is_verified: false,
          referral_code: randomCode(8),
        })
        .onConflictDoNothing()
        .returning({ user_id: users.user_id });
      if (!user) {
        const [taken] = await tx
          .select({ user_id: users.user_id })
          .from(users)
          .where(and(eq(users.email, input.email), eq(users.is_deleted, false)))
          .limit(1);
        if (taken || attempt >= 5) {
          throw new AppError(409, 'EMAIL_TAKEN', {}, [{ path: 'body.email', message: 'taken' }]);
        }
      }
    }
    await tx.insert(storeAdmins).values({ user_id: user.user_id, store_id: store?.store_id ?? null });
    const token = await createEmailToken(tx, user.user_id, 'RESET_PASSWORD', STORE_ADMIN_INVITE_TTL_HOURS);
    return { row: await adminRow(tx, user.user_id), token, storeName: store?.store_name ?? null };
  });
  // The mail goes out only once the account is really there.
  await ctx.mailer.sendMail({
    to: created.row.email,
    ...storeAdminInviteMail({
      username: created.row.username,
      link: accountLink(ctx.config.publicUrl, 'resetPassword', created.token),
      storeName: created.storeName,
    }),
  });
  return created.row;
}

/**
 * POST /api/super-admin/assign: assigns a store admin to a live store, or moves them there. An
 * unknown account is 404, one that is not a store admin 422, an unknown or deleted store 404.
 */
export async function assignStoreAdmin(
  db: Db,
  input: { user_id: number; store_id: number },
): Promise<StoreAdminRow> {
  return transaction(db, async (tx) => {
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.user_id, input.user_id), eq(users.is_deleted, false)))
      .for('update');
    if (!user) {
      throw new AppError(404, 'USER_NOT_FOUND', {}, [{ path: 'body.user_id', message: 'no such account' }]);
    }
    if (user.role !== 'STORE_ADMIN') {
      throw new AppError(422, { text: STORE_ADMIN_TEXTS.NOT_STORE_ADMIN }, {}, [
        { path: 'body.user_id', message: STORE_ADMIN_TEXTS.NOT_STORE_ADMIN },
      ]);
    }
    const store = await liveStore(tx, input.store_id);
    await tx
      .insert(storeAdmins)
      .values({ user_id: input.user_id, store_id: store.store_id })
      .onConflictDoUpdate({
        target: storeAdmins.user_id,
        set: { store_id: store.store_id, updated_at: new Date() },
      });
    return adminRow(tx, input.user_id);
  });
}

/**
 * DELETE /api/super-admin/admin/{id}: removes a store admin. The account is soft-deleted (so its
 * access tokens stop at the next call, its sessions and unused links end, and its address is free
 * for a new account) and unassigned; the stock journals and order history it wrote keep its id.
 */
export async function removeStoreAdmin(db: Db, userId: number): Promise<{ user_id: number }> {
  return transaction(db, async (tx) => {
    const [removed] = await tx
      .update(users)
      .set({ is_deleted: true, updated_at: new Date() })
      .where(and(eq(users.user_id, userId), LIVE_ADMIN))
      .returning({ user_id: users.user_id });
    if (!removed) throw new AppError(404, { text: STORE_ADMIN_TEXTS.NOT_FOUND });
    const now = new Date();
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
    return removed;
  });
}
