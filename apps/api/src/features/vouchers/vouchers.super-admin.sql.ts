/**
 * The SQL of the super admin's vouchers: the templates with what their copies did (one grouped
 * pass), the writes, and the look-ups of a gift. Drizzle's builder.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminVoucher, VoucherSortField, VouchersQuery } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { users, userVouchers, vouchers } from '../../db/schema';
import type { Conn } from '../../db/statements';

/** What every copy of each voucher did, in one grouped pass (no query per row). */
function copyStats(db: Db) {
  return db
    .select({
      voucher_id: userVouchers.voucher_id,
      copies_given: sql<number>`count(*)::int`.as('copies_given'),
      copies_used: sql<number>`count(${userVouchers.used_at})::int`.as('copies_used'),
      discount_cost:
        sql<string>`coalesce(sum(${userVouchers.applied_amount}) filter (where ${userVouchers.used_at} is not null), 0)::bigint`.as(
          'discount_cost',
        ),
    })
    .from(userVouchers)
    .groupBy(userVouchers.voucher_id)
    .as('copy_stats');
}

type Stats = ReturnType<typeof copyStats>;

function columnsOf(stats: Stats) {
  return {
    voucher_id: vouchers.voucher_id,
    voucher_code: vouchers.voucher_code,
    description: vouchers.description,
    voucherType: vouchers.voucher_type,
    discountType: vouchers.discount_type,
    discount_amount: vouchers.discount_amount,
    min_purchase: vouchers.min_purchase,
    max_discount: vouchers.max_discount,
    valid_days: vouchers.valid_days,
    created_at: vouchers.created_at,
    updated_at: vouchers.updated_at,
    is_deleted: vouchers.is_deleted,
    copies_given: sql<number | string>`coalesce(${stats.copies_given}, 0)`,
    copies_used: sql<number | string>`coalesce(${stats.copies_used}, 0)`,
    discount_cost: sql<number | string>`coalesce(${stats.discount_cost}, 0)`,
  };
}

/** A row as the database answers it (counts may come back as text: bigint). */
type Row = Omit<
  AdminVoucher,
  'created_at' | 'updated_at' | 'copies_given' | 'copies_used' | 'discount_cost'
> & {
  created_at: Date | string;
  updated_at: Date | string;
  copies_given: number | string;
  copies_used: number | string;
  discount_cost: number | string;
};

const voucherOf = (r: Row): AdminVoucher => ({
  ...r,
  copies_given: Number(r.copies_given),
  copies_used: Number(r.copies_used),
  discount_cost: Number(r.discount_cost),
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

function sortColumn(field: VoucherSortField, stats: Stats): SQL | typeof vouchers.voucher_code {
  switch (field) {
    case 'discount_amount':
      return sql`${vouchers.discount_amount}`;
    case 'voucher_code':
      return vouchers.voucher_code;
    case 'min_purchase':
      return sql`${vouchers.min_purchase}`;
    case 'valid_days':
      return sql`${vouchers.valid_days}`;
    case 'created_at':
      return sql`${vouchers.created_at}`;
    case 'copies_given':
      return sql`coalesce(${stats.copies_given}, 0)`;
    case 'copies_used':
      return sql`coalesce(${stats.copies_used}, 0)`;
    case 'discount_cost':
      return sql`coalesce(${stats.discount_cost}, 0)`;
  }
}

/** One page of live vouchers with their copies' figures, and how many match in all. */
export async function selectVoucherPage(db: Db, q: z.output<typeof VouchersQuery>) {
  const stats = copyStats(db);
  const where = and(
    eq(vouchers.is_deleted, false),
    q.search
      ? sql`position(lower(${q.search}) in lower(${vouchers.voucher_code} || ' ' || ${vouchers.description})) > 0`
      : undefined,
    q.voucherType ? eq(vouchers.voucher_type, q.voucherType) : undefined,
    q.discountType ? eq(vouchers.discount_type, q.discountType) : undefined,
  );
  const order = q.sortOrder === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsOf(stats))
      .from(vouchers)
      .leftJoin(stats, eq(stats.voucher_id, vouchers.voucher_id))
      .where(where)
      .orderBy(order(sortColumn(q.sortField, stats)), asc(vouchers.voucher_id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(vouchers).where(where),
  ]);
  return { rows: rows.map(voucherOf), total: Number(total?.n ?? 0) };
}

/** One voucher, withdrawn or not, with its copies' figures; undefined when there is none. */
export async function selectVoucher(db: Db, id: number): Promise<AdminVoucher | undefined> {
  const stats = copyStats(db);
  const [row] = await db
    .select(columnsOf(stats))
    .from(vouchers)
    .leftJoin(stats, eq(stats.voucher_id, vouchers.voucher_id))
    .where(eq(vouchers.voucher_id, id))
    .limit(1);
  return row ? voucherOf(row) : undefined;
}

export type VoucherValues = typeof vouchers.$inferInsert;

/** Adds a voucher; answers its id (a taken code raises the unique index's error). */
export async function insertVoucher(db: Db, values: VoucherValues): Promise<number> {
  const [created] = await db.insert(vouchers).values(values).returning({ voucher_id: vouchers.voucher_id });
  return created!.voucher_id;
}

/** Writes a live voucher's changed terms (and its updated_at). */
export async function updateVoucherRow(db: Db, id: number, change: Partial<VoucherValues>): Promise<void> {
  await db
    .update(vouchers)
    .set({ ...change, updated_at: new Date() })
    .where(and(eq(vouchers.voucher_id, id), eq(vouchers.is_deleted, false)));
}

/** Share-locks a live voucher (a withdrawal waits); answers what a copy is made from, or undefined. */
export async function shareLockVoucher(tx: Conn, id: number) {
  const [template] = await tx
    .select({
      voucher_id: vouchers.voucher_id,
      voucher_code: vouchers.voucher_code,
      description: vouchers.description,
      valid_days: vouchers.valid_days,
    })
    .from(vouchers)
    .where(and(eq(vouchers.voucher_id, id), eq(vouchers.is_deleted, false)))
    .for('share');
  return template;
}

/** The live account with that e-mail: who they are and their role, or undefined. */
export async function selectLiveUserByEmail(tx: Conn, email: string) {
  const [found] = await tx
    .select({
      user_id: users.user_id,
      username: users.username,
      email: users.email,
      role: users.role,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.email, email), eq(users.is_deleted, false)))
    .limit(1);
  return found;
}
