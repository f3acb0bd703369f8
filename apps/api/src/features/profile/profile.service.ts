import { and, asc, desc, eq } from 'drizzle-orm';
import type { Address, City, UserProfile } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { addresses, cities, users } from '../../db/schema';

/** The account's own profile (SPEC §3 user profile), or null when it is gone. */
export async function getProfile(db: Db, userId: number): Promise<UserProfile | null> {
  const [row] = await db
    .select({
      user_id: users.user_id,
      username: users.username,
      email: users.email,
      is_verified: users.is_verified,
      image: users.image,
      referral_code: users.referral_code,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)));
  return row ?? null;
}

/** The user's live addresses, the default one first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return db
    .select({
      address_id: addresses.address_id,
      address: addresses.address,
      city_id: addresses.city_id,
      city_name: cities.city_name,
      is_default: addresses.is_default,
    })
    .from(addresses)
    .innerJoin(cities, eq(cities.city_id, addresses.city_id))
    .where(and(eq(addresses.user_id, userId), eq(addresses.is_deleted, false)))
    .orderBy(desc(addresses.is_default), desc(addresses.address_id));
}

/** Every city an address or a store can be in, by name. */
export async function listCities(db: Db): Promise<City[]> {
  return db
    .select({ city_id: cities.city_id, city_name: cities.city_name, province: cities.province })
    .from(cities)
    .orderBy(asc(cities.city_name), asc(cities.province));
}
