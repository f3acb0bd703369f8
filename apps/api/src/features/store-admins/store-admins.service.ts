/**
 * Store admins (docs/product.md §7 "Super admin" store admins): the super admin lists them, registers
 * one (an account without a password, which the new admin chooses through a mailed reset link:
 * setting it verifies the address), assigns or moves one to a store, and removes one (the account is
 * soft-deleted: its tokens stop at once). CRUD and the list through Drizzle's builder (store-admins.sql.ts).
 */
import { STORE_ADMIN_INVITE_TTL_HOURS, STORE_ADMIN_TEXTS, type StoreAdminRow } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { transaction, type Conn } from '../../db/statements';
import { accountLink, createEmailToken, randomCode } from '../../platform/account-links';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { storeAdminInviteMail } from './store-admins.mails';
import {
  emailTaken,
  endStoreAdminAccess,
  insertStoreAdminLink,
  insertStoreAdminUser,
  liveStoreOf,
  lockLiveUserRole,
  softDeleteStoreAdmin,
  storeAdminRow,
  storeAdminsPage,
  upsertStoreAssignment,
  type StoreAdminsQuery,
} from './store-admins.sql';
import { pageOf } from '../../platform/paging';

/** GET /api/super-admin/store-admin: 10 a page, by store name by default (docs/product.md §9), search. */
export async function listStoreAdmins(db: Db, q: StoreAdminsQuery) {
  const { rows, total } = await storeAdminsPage(db, q);
  return pageOf(rows, total, q);
}

async function adminRow(on: Conn, userId: number): Promise<StoreAdminRow> {
  const row = await storeAdminRow(on, userId);
  if (!row) throw new AppError(404, { text: STORE_ADMIN_TEXTS.NOT_FOUND });
  return row;
}

async function liveStore(on: Conn, storeId: number) {
  const store = await liveStoreOf(on, storeId);
  if (!store) {
    throw new AppError(404, 'STORE_NOT_FOUND', {}, [{ path: 'body.store_id', message: 'no such store' }]);
  }
  return store;
}

/**
 * POST /api/super-admin/register: a STORE_ADMIN account without a password, not verified, assigned
 * to `store_id` when given; its owner gets a mail with a link to choose the password (a reset link
 * of the auth flow, valid STORE_ADMIN_INVITE_TTL_HOURS), which also verifies the address.
 */
export async function registerStoreAdmin(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer' | 'locale'>,
  input: { username: string; email: string; store_id?: number | undefined },
): Promise<StoreAdminRow> {
  const created = await transaction(ctx.db, async (tx) => {
    const store = input.store_id === undefined ? null : await liveStore(tx, input.store_id);
    let userId: number | undefined;
    for (let attempt = 0; userId === undefined; attempt++) {
      // A unique clash (the e-mail, or the random referral code) leaves the row out instead of
      // aborting the transaction; then we find out which it was.
      userId = await insertStoreAdminUser(tx, {
        username: input.username,
        email: input.email,
        referralCode: randomCode(8),
      });
      if (userId === undefined && ((await emailTaken(tx, input.email)) || attempt >= 5)) {
        throw new AppError(409, 'EMAIL_TAKEN', {}, [{ path: 'body.email', message: 'taken' }]);
      }
    }
    await insertStoreAdminLink(tx, userId, store?.store_id ?? null);
    const token = await createEmailToken(tx, userId, 'RESET_PASSWORD', STORE_ADMIN_INVITE_TTL_HOURS);
    return { row: await adminRow(tx, userId), token, storeName: store?.store_name ?? null };
  });
  // The mail goes out only once the account is really there.
  await ctx.mailer.sendMail({
    to: created.row.email,
    ...storeAdminInviteMail({
      username: created.row.username,
      link: accountLink(ctx.config.publicUrl, 'resetPassword', created.token),
      storeName: created.storeName,
      locale: ctx.locale ?? 'en',
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
    const role = await lockLiveUserRole(tx, input.user_id);
    if (role === undefined) {
      throw new AppError(404, 'USER_NOT_FOUND', {}, [{ path: 'body.user_id', message: 'no such account' }]);
    }
    if (role !== 'STORE_ADMIN') {
      throw new AppError(422, { text: STORE_ADMIN_TEXTS.NOT_STORE_ADMIN }, {}, [
        { path: 'body.user_id', message: STORE_ADMIN_TEXTS.NOT_STORE_ADMIN },
      ]);
    }
    const store = await liveStore(tx, input.store_id);
    await upsertStoreAssignment(tx, input.user_id, store.store_id);
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
    const removed = await softDeleteStoreAdmin(tx, userId);
    if (!removed) throw new AppError(404, { text: STORE_ADMIN_TEXTS.NOT_FOUND });
    await endStoreAdminAccess(tx, userId, new Date());
    return removed;
  });
}
