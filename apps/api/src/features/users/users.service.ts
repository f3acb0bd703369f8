/**
 * The super admin's list of accounts (docs/product.md §7 "Super admin"): 10 a page, newest first by default,
 * a role filter and a search in the username or e-mail. The SQL is in users.sql.ts.
 */
import type { Db } from '../../db/client';
import { pageOf } from '../../platform/paging';
import { selectUserPage, type UserPageQuery } from './users.sql';

export async function listUsers(db: Db, q: UserPageQuery) {
  const { rows, total } = await selectUserPage(db, q);
  return pageOf(rows, total, q);
}
