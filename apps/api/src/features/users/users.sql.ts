/**
 * The SQL of the super admin's list of accounts: only the listed columns are read, so a password
 * hash or a token can never reach the answer. Drizzle's builder.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, Role, USER_SORT_FIELDS } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { storeAdmins, stores, users } from '../../db/schema';
import { containing } from '../../db/sql-helpers';

const SORTS = {
  created_at: users.created_at,
  username: sql`lower(${users.username})`,
  email: users.email,
  role: users.role,
} as const;

export interface UserPageQuery {
  page: number;
  pageSize: number;
  sortField: (typeof USER_SORT_FIELDS)[number];
  sortOrder: 'asc' | 'desc';
  search?: string;
  role?: Role;
}

/** One page of live accounts (a store admin with their store) and how many match in all. */
export async function selectUserPage(
  db: Db,
  q: UserPageQuery,
): Promise<{ rows: AdminUser[]; total: number }> {
  const where: SQL[] = [eq(users.is_deleted, false)];
  if (q.role) where.push(eq(users.role, q.role));
  if (q.search) {
    const pattern = containing(q.search);
    where.push(or(ilike(users.username, pattern), ilike(users.email, pattern))!);
  }
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user_id: users.user_id,
        username: users.username,
        email: users.email,
        role: users.role,
        is_verified: users.is_verified,
        image: users.image,
        store_id: storeAdmins.store_id,
        store_name: stores.store_name,
        created_at: users.created_at,
      })
      .from(users)
      .leftJoin(storeAdmins, eq(storeAdmins.user_id, users.user_id))
      .leftJoin(stores, eq(stores.store_id, storeAdmins.store_id))
      .where(and(...where))
      .orderBy(direction(SORTS[q.sortField]), direction(users.user_id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(users)
      .where(and(...where)),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      // A store is named only for a store admin (an account that was one keeps no store).
      store_id: r.role === 'STORE_ADMIN' ? r.store_id : null,
      store_name: r.role === 'STORE_ADMIN' ? r.store_name : null,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}
