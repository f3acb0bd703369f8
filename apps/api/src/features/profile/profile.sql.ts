/**
 * The SQL of the shopper's account: the profile's columns (with the e-mail change still open), the
 * username and picture writes, and the cities an address or a store can be in. Drizzle's builder.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  USER_LOCALES,
  type City,
  type UpdateProfileInput,
  type UserLocale,
  type UserProfile,
} from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { cities, users } from '../../db/schema';
import { containing } from '../../db/sql-helpers';

const profileColumns = {
  user_id: users.user_id,
  username: users.username,
  email: users.email,
  is_verified: users.is_verified,
  image: users.image,
  referral_code: users.referral_code,
  role: users.role,
  phone: users.phone,
  // Only the languages the shop speaks; anything else follows the browser.
  locale: sql<UserLocale | null>`case when ${inArray(users.locale, [...USER_LOCALES])} then ${users.locale} end`,
  // The newest e-mail change link still open: the address the account moves to once it is opened.
  // Written out: Drizzle leaves column names of a select's sql unqualified, and user_id is in both.
  pending_email: sql<string | null>`(
    select et.new_email from email_tokens et
    where et.user_id = "users"."user_id" and et.purpose = 'CHANGE_EMAIL'
      and et.used_at is null and et.expires_at > now()
    order by et.email_token_id desc limit 1)`,
};

const live = (userId: number) => and(eq(users.user_id, userId), eq(users.is_deleted, false));

/** The live account's profile, or undefined. */
export async function selectProfile(db: Db, userId: number): Promise<UserProfile | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(live(userId));
  return row;
}

/**
 * Sets the live account's username, phone and language, those given; answers its profile, or
 * undefined when it is gone.
 */
export async function updateProfileRow(
  db: Db,
  userId: number,
  change: UpdateProfileInput,
): Promise<UserProfile | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...(change.username !== undefined ? { username: change.username } : {}),
      ...(change.phone !== undefined ? { phone: change.phone } : {}),
      ...(change.locale !== undefined ? { locale: change.locale } : {}),
    })
    .where(live(userId))
    .returning(profileColumns);
  return row;
}

/** Locks the live account's row; answers its picture's address, or undefined when it is gone. */
export async function lockPicture(tx: Tx, userId: number): Promise<{ image: string | null } | undefined> {
  const [row] = await tx.select({ image: users.image }).from(users).where(live(userId)).for('update');
  return row;
}

/** Sets the live account's picture; answers its profile. */
export async function updatePicture(tx: Tx, userId: number, image: string | null): Promise<UserProfile> {
  const [profile] = await tx.update(users).set({ image }).where(live(userId)).returning(profileColumns);
  return profile!;
}

/** Cities by name whose name or province holds every word (all of them without words). */
export function selectCities(db: Db, words: string[]): Promise<City[]> {
  // Each word must appear in the name or the province ("bandung barat", "jakarta selatan").
  const matches = words.map((word) => {
    const pattern = containing(word);
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
