/**
 * The shopper's account (docs/product.md §3 user profile): the profile, its username and picture,
 * and the cities an address can be in. The SQL is in profile.sql.ts.
 */
import type { City, UpdateProfileInput, UserProfile } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { transaction } from '../../db/statements';
import { AppError } from '../../platform/errors';
import { lockPicture, selectCities, selectProfile, updatePicture, updateProfileRow } from './profile.sql';

/** The account's own profile (docs/product.md §3 user profile), or null when it is gone. */
export async function getProfile(db: Db, userId: number): Promise<UserProfile | null> {
  return (await selectProfile(db, userId)) ?? null;
}

/**
 * Changes the account's username (usernames need not be unique: the e-mail is what logs in), its
 * mobile number and its language, those sent; null clears the phone, or the language so the
 * browser's is followed.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  change: UpdateProfileInput,
): Promise<UserProfile> {
  const row = await updateProfileRow(db, userId, change);
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
  return transaction(db, async (tx) => {
    const before = await lockPicture(tx, userId);
    if (!before) throw new AppError(404, 'USER_NOT_FOUND');
    const profile = await updatePicture(tx, userId, image);
    return { profile, replaced: before.image };
  });
}

/** Every city an address or a store can be in, by name; with `search`, those whose name or province holds it. */
export function listCities(db: Db, search?: string): Promise<City[]> {
  return selectCities(db, (search ?? '').split(/\s+/).filter(Boolean));
}
