/**
 * The super admin's vouchers (docs/product.md §7 "Super admin"): the templates with what their copies did
 * (given, used, what they cost), create, edit, withdraw, and gift a copy to a shopper by e-mail.
 * CRUD and the list through Drizzle's builder; copies are made and withdrawn by domain/vouchers.ts.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REFERRAL_VOUCHER_CODE,
  voucherTermsIssues,
  voucherText,
  type AdminVoucher,
  type CreateVoucherBody,
  type UpdateVoucherBody,
  type VoucherSortField,
  type VouchersQuery,
} from '@lumbung/contracts';

type ListQuery = z.output<typeof VouchersQuery>;
type CreateInput = z.output<typeof CreateVoucherBody>;
type UpdateInput = z.output<typeof UpdateVoucherBody>;
import type { Db } from '../../db/client';
import { users, userVouchers, vouchers } from '../../db/schema';
import { transaction } from '../../db/statements';
import { giveVoucherCopy, withdrawVoucher, type GivenVoucher } from '../../domain/vouchers';
import { AppError } from '../../platform/errors';

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

/** GET /api/super-admin/vouchers: live vouchers, 10 a page, discount_amount ascending by default. */
export async function listVouchers(db: Db, q: ListQuery) {
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
  const totalItems = Number(total?.n ?? 0);
  return {
    data: rows.map(voucherOf),
    currentPage: q.page,
    totalPages: Math.ceil(totalItems / q.pageSize),
    totalItems,
  };
}

/** One voucher with its copies' figures; 404 when absent (or withdrawn, unless asked for). */
export async function getVoucher(db: Db, id: number, { withDeleted = false } = {}): Promise<AdminVoucher> {
  const stats = copyStats(db);
  const [row] = await db
    .select(columnsOf(stats))
    .from(vouchers)
    .leftJoin(stats, eq(stats.voucher_id, vouchers.voucher_id))
    .where(eq(vouchers.voucher_id, id))
    .limit(1);
  if (!row || (row.is_deleted && !withDeleted)) throw new AppError(404, 'VOUCHER_NOT_FOUND');
  return voucherOf(row);
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return code(error) === UNIQUE_VIOLATION || code((error as { cause?: unknown })?.cause) === UNIQUE_VIOLATION;
}

/** A code a live voucher holds already: 409 with the field named. */
function codeTaken(code: string): AppError {
  const message = voucherText('codeTaken', { code });
  return new AppError(409, { text: message }, {}, [{ path: 'body.voucher_code', message }]);
}

/** POST /api/super-admin/voucher: a percentage voucher keeps its cap; a nominal one needs none. */
export async function createVoucher(db: Db, v: CreateInput): Promise<AdminVoucher> {
  try {
    const [created] = await db
      .insert(vouchers)
      .values({
        voucher_code: v.voucher_code,
        description: v.description,
        voucher_type: v.voucherType,
        discount_type: v.discountType,
        discount_amount: v.discount_amount,
        min_purchase: v.min_purchase,
        max_discount: v.discountType === 'PERCENTAGE' ? (v.max_discount ?? null) : null,
        valid_days: v.valid_days,
      })
      .returning({ voucher_id: vouchers.voucher_id });
    return await getVoucher(db, created!.voucher_id);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(v.voucher_code);
    throw error;
  }
}

/** The referral voucher is looked up by its code: it may change its terms, not its code or life. */
function keepReferral(before: AdminVoucher, newCode?: string) {
  if (
    before.voucher_code === REFERRAL_VOUCHER_CODE &&
    (newCode === undefined || newCode !== before.voucher_code)
  ) {
    throw new AppError(409, { text: voucherText('referralKept', { code: REFERRAL_VOUCHER_CODE }) });
  }
}

/**
 * PATCH /api/super-admin/voucher/{id}: the template changes; copies read their terms from it (see
 * docs/decisions.md), while each copy keeps its code and expiry and orders keep what they got.
 */
export async function updateVoucher(db: Db, id: number, change: UpdateInput): Promise<AdminVoucher> {
  const before = await getVoucher(db, id);
  if (change.voucher_code !== undefined) keepReferral(before, change.voucher_code);
  const discountType = change.discountType ?? before.discountType;
  const discountAmount = change.discount_amount ?? before.discount_amount;
  const issues = voucherTermsIssues({ discountType, discount_amount: discountAmount });
  if (issues.length > 0) {
    throw new AppError(
      400,
      { text: issues[0]!.message },
      {},
      issues.map((i) => ({ path: `body.${i.path}`, message: i.message })),
    );
  }
  const maxDiscount =
    discountType === 'PERCENTAGE'
      ? change.max_discount !== undefined
        ? change.max_discount
        : before.max_discount
      : null;
  try {
    await db
      .update(vouchers)
      .set({
        ...(change.voucher_code !== undefined ? { voucher_code: change.voucher_code } : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
        ...(change.min_purchase !== undefined ? { min_purchase: change.min_purchase } : {}),
        ...(change.valid_days !== undefined ? { valid_days: change.valid_days } : {}),
        discount_type: discountType,
        discount_amount: discountAmount,
        max_discount: maxDiscount,
        updated_at: new Date(),
      })
      .where(and(eq(vouchers.voucher_id, id), eq(vouchers.is_deleted, false)));
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(change.voucher_code ?? before.voucher_code);
    throw error;
  }
  return getVoucher(db, id);
}

/** PUT /api/super-admin/voucher/{id}: withdraws it (soft); answers it as it was, marked deleted. */
export async function removeVoucher(db: Db, id: number): Promise<AdminVoucher> {
  const before = await getVoucher(db, id);
  keepReferral(before);
  if (!(await withdrawVoucher(db, id))) throw new AppError(404, 'VOUCHER_NOT_FOUND');
  return getVoucher(db, id, { withDeleted: true });
}

const ROLE_WORDS: Record<string, string> = { STORE_ADMIN: 'store admin', SUPER_ADMIN: 'super admin' };

export interface Gift {
  voucher: AdminVoucher;
  copy: GivenVoucher;
  user: { user_id: number; username: string; email: string };
}

/**
 * POST /api/super-admin/gift-voucher/{id}: one copy for the shopper with that e-mail. The voucher
 * row is share-locked, so a withdrawal waits for the gift (and the copy then stops with the rest).
 */
export async function giftVoucher(db: Db, id: number, email: string): Promise<Gift> {
  const { copy, user } = await transaction(db, async (tx) => {
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
    if (!template) throw new AppError(404, 'VOUCHER_NOT_FOUND');
    const [found] = await tx
      .select({ user_id: users.user_id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .where(and(eq(users.email, email), eq(users.is_deleted, false)))
      .limit(1);
    if (!found) throw new AppError(404, { text: voucherText('userNotFound', { email }) });
    if (found.role !== 'USER') {
      throw new AppError(422, {
        text: voucherText('onlyShoppers', { email, role: ROLE_WORDS[found.role] ?? found.role }),
      });
    }
    const { role: _role, ...person } = found;
    return { copy: await giveVoucherCopy(tx, found.user_id, template), user: person };
  });
  return { voucher: await getVoucher(db, id), copy, user };
}
