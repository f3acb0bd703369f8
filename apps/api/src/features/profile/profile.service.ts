import { and, asc, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { City, UserProfile, UserVoucher } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { cities, userVouchers, users, vouchers } from '../../db/schema';
import { AppError } from '../../platform/errors';

export { listAddresses } from './addresses.service';

const profileColumns = {
  user_id: users.user_id,
  username: users.username,
  email: users.email,
  is_verified: users.is_verified,
  image: users.image,
  referral_code: users.referral_code,
  role: users.role,
  // The newest e-mail change link still open: the address the account moves to once it is opened.
  // Written out: Drizzle leaves column names of a select's sql unqualified, and user_id is in both.
  pending_email: sql<string | null>`(
    select et.new_email from email_tokens et
    where et.user_id = "users"."user_id" and et.purpose = 'CHANGE_EMAIL'
      and et.used_at is null and et.expires_at > now()
    order by et.email_token_id desc limit 1)`,
};

const live = (userId: number) => and(eq(users.user_id, userId), eq(users.is_deleted, false));

/** The account's own profile (docs/product.md §3 user profile), or null when it is gone. */
export async function getProfile(db: Db, userId: number): Promise<UserProfile | null> {
  const [row] = await db.select(profileColumns).from(users).where(live(userId));
  return row ?? null;
}

/** Renames the account (usernames need not be unique: the e-mail is what logs in). */
export async function updateUsername(db: Db, userId: number, username: string): Promise<UserProfile> {
  const [row] = await db.update(users).set({ username }).where(live(userId)).returning(profileColumns);
  if (!row) throw new AppError(404, 'USER_NOT_FOUND');
  return row;
}

/**
 * Points the account at a new picture (null removes it) and answers the profile with the address
 * of the picture it replaced, for the caller to drop from storage.
 */
export async function replacePicture(
  db: Db,
  userId: number,
  image: string | null,
): Promise<{ profile: UserProfile; replaced: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ image: users.image }).from(users).where(live(userId)).for('update');
    if (!before) throw new AppError(404, 'USER_NOT_FOUND');
    const [profile] = await tx.update(users).set({ image }).where(live(userId)).returning(profileColumns);
    return { profile: profile!, replaced: before.image };
  });
}

/** Every city an address or a store can be in, by name; with `search`, those whose name or province holds it. */
export async function listCities(db: Db, search?: string): Promise<City[]> {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  // Each word must appear in the name or the province ("bandung barat", "jakarta selatan").
  const matches = words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(ilike(cities.city_name, pattern), ilike(cities.province, pattern));
  });
  return db
    .select({
      city_id: cities.city_id,
      city_name: cities.city_name,
      province: cities.province,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .where(matches.length > 0 ? and(...matches) : undefined)
    .orderBy(asc(cities.city_name), asc(cities.province));
}

/**
 * Every voucher the shopper holds, with what became of it: used by an order, sitting in
 * the cart, expired, or available. The unused copies of a voucher the shop withdrew are left out
 * (the cart no longer accepts them); used ones stay, as the orders they went into do.
 * Available ones come first, the soonest to expire first.
 */
export async function listUserVouchers(db: Db, userId: number): Promise<UserVoucher[]> {
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
