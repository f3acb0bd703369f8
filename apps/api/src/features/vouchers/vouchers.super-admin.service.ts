/**
 * The super admin's vouchers (docs/product.md §7 "Super admin"): the templates with what their copies did
 * (given, used, what they cost), create, edit, withdraw, and gift a copy to a shopper by e-mail.
 * The SQL is in vouchers.super-admin.sql.ts; copies are made and withdrawn by domain/vouchers.ts.
 */
import type { z } from 'zod';
import {
  REFERRAL_VOUCHER_CODE,
  voucherTermsIssues,
  voucherText,
  type AdminVoucher,
  type CreateVoucherBody,
  type UpdateVoucherBody,
  type VouchersQuery,
} from '@lumbung/contracts';

type ListQuery = z.output<typeof VouchersQuery>;
type CreateInput = z.output<typeof CreateVoucherBody>;
type UpdateInput = z.output<typeof UpdateVoucherBody>;
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-helpers';
import { transaction } from '../../db/statements';
import { giveVoucherCopy, withdrawVoucher, type GivenVoucher } from '../../domain/vouchers';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import {
  insertVoucher,
  selectLiveUserByEmail,
  selectVoucher,
  selectVoucherPage,
  shareLockVoucher,
  updateVoucherRow,
} from './vouchers.super-admin.sql';

/** GET /api/super-admin/vouchers: live vouchers, 10 a page, discount_amount ascending by default. */
export async function listVouchers(db: Db, q: ListQuery) {
  const { rows, total } = await selectVoucherPage(db, q);
  return pageOf(rows, total, q);
}

/** One voucher with its copies' figures; 404 when absent (or withdrawn, unless asked for). */
export async function getVoucher(db: Db, id: number, { withDeleted = false } = {}): Promise<AdminVoucher> {
  const row = await selectVoucher(db, id);
  if (!row || (row.is_deleted && !withDeleted)) throw new AppError(404, 'VOUCHER_NOT_FOUND');
  return row;
}

/** A code a live voucher holds already: 409 with the field named. */
function codeTaken(code: string): AppError {
  const message = voucherText('codeTaken', { code });
  return new AppError(409, { text: message }, {}, [{ path: 'body.voucher_code', message }]);
}

/** POST /api/super-admin/voucher: a percentage voucher keeps its cap; a nominal one needs none. */
export async function createVoucher(db: Db, v: CreateInput): Promise<AdminVoucher> {
  try {
    const id = await insertVoucher(db, {
      voucher_code: v.voucher_code,
      description: v.description,
      voucher_type: v.voucherType,
      discount_type: v.discountType,
      discount_amount: v.discount_amount,
      min_purchase: v.min_purchase,
      max_discount: v.discountType === 'PERCENTAGE' ? (v.max_discount ?? null) : null,
      valid_days: v.valid_days,
    });
    return await getVoucher(db, id);
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
 * docs/decisions/0032-super-admin-tools.md), while each copy keeps its code and expiry and orders keep what they got.
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
    await updateVoucherRow(db, id, {
      ...(change.voucher_code !== undefined ? { voucher_code: change.voucher_code } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.min_purchase !== undefined ? { min_purchase: change.min_purchase } : {}),
      ...(change.valid_days !== undefined ? { valid_days: change.valid_days } : {}),
      discount_type: discountType,
      discount_amount: discountAmount,
      max_discount: maxDiscount,
    });
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
  /** The shopper's language (users.locale) for the mail; null when they have none. */
  locale: string | null;
}

/**
 * POST /api/super-admin/gift-voucher/{id}: one copy for the shopper with that e-mail. The voucher
 * row is share-locked, so a withdrawal waits for the gift (and the copy then stops with the rest).
 */
export async function giftVoucher(db: Db, id: number, email: string): Promise<Gift> {
  const { copy, user, locale } = await transaction(db, async (tx) => {
    const template = await shareLockVoucher(tx, id);
    if (!template) throw new AppError(404, 'VOUCHER_NOT_FOUND');
    const found = await selectLiveUserByEmail(tx, email);
    if (!found) throw new AppError(404, { text: voucherText('userNotFound', { email }) });
    if (found.role !== 'USER') {
      throw new AppError(422, {
        text: voucherText('onlyShoppers', { email, role: ROLE_WORDS[found.role] ?? found.role }),
      });
    }
    const { role: _role, locale: shopperLocale, ...person } = found;
    return { copy: await giveVoucherCopy(tx, found.user_id, template), user: person, locale: shopperLocale };
  });
  return { voucher: await getVoucher(db, id), copy, user, locale };
}
