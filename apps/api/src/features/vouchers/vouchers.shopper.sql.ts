/**
 * The SQL of the shopper's vouchers: every copy the shopper holds with what became of it. Drizzle's
 * builder.
 */
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { UserVoucher } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { userVouchers, vouchers } from '../../db/schema';

/**
 * The shopper's copies with their status: used by an order, sitting in the cart, expired, or
 * available. The unused copies of a withdrawn voucher are left out; used ones stay. Available ones
 * come first, the soonest to expire first.
 */
export async function selectUserVouchers(db: Db, userId: number): Promise<UserVoucher[]> {
  const status = sql<UserVoucher['status']>`case
      when ${userVouchers.used_at} is not null or ${userVouchers.order_id} is not null then 'USED'
      when ${userVouchers.cart_id} is not null or ${userVouchers.cart_item_id} is not null then 'IN_CART'
      when ${userVouchers.expires_at} <= now() then 'EXPIRED'
      else 'AVAILABLE' end`;
  const rank = sql`case
      when ${userVouchers.used_at} is not null or ${userVouchers.order_id} is not null then 3
      when ${userVouchers.cart_id} is not null or ${userVouchers.cart_item_id} is not null then 1
      when ${userVouchers.expires_at} <= now() then 2
      else 0 end`;
  const rows = await db
    .select({
      user_voucher_id: userVouchers.user_voucher_id,
      redeem_code: userVouchers.redeem_code,
      voucher_type: vouchers.voucher_type,
      discount_type: vouchers.discount_type,
      discount_amount: vouchers.discount_amount,
      min_purchase: vouchers.min_purchase,
      max_discount: vouchers.max_discount,
      description: vouchers.description,
      expires_at: userVouchers.expires_at,
      status,
      order_id: userVouchers.order_id,
      used_at: userVouchers.used_at,
    })
    .from(userVouchers)
    .innerJoin(vouchers, eq(vouchers.voucher_id, userVouchers.voucher_id))
    .where(
      and(
        eq(userVouchers.user_id, userId),
        or(eq(vouchers.is_deleted, false), isNotNull(userVouchers.used_at), isNotNull(userVouchers.order_id)),
      ),
    )
    .orderBy(asc(rank), asc(userVouchers.expires_at), desc(userVouchers.user_voucher_id));
  return rows.map((row) => ({
    ...row,
    expires_at: row.expires_at.toISOString(),
    used_at: row.used_at ? row.used_at.toISOString() : null,
  }));
}
