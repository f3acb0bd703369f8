/**
 * The shopper's delivery addresses (docs/product.md §3 address, §4 default address): list, add, edit, soft
 * delete and the default. Each address keeps a point (the browser's location when the shopper
 * shares it, else its city's centre) from which the nearest store is measured. Every change
 * locks the account's row first, so two changes of one shopper's addresses never interleave (two
 * "first" addresses cannot both become the default).
 */
import {
  ADDRESS_MAX_KM_FROM_CITY,
  ADDRESSES_MAX,
  type AddAddressInput,
  type Address,
  type UpdateAddressInput,
} from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { transaction, type Conn } from '../../db/statements';
import { haversineKm } from '../../domain/distance';
import { AppError } from '../../platform/errors';
import {
  countAddresses,
  insertAddress,
  lockLiveUser,
  markDefault,
  selectAddresses,
  selectCity,
  selectLiveAddress,
  selectOtherAddressIds,
  softDeleteAddress,
  updateAddressRow,
} from './addresses.sql';

/** The user's live addresses, the default one first, then the newest. */
export function listAddresses(on: Conn, userId: number): Promise<Address[]> {
  return selectAddresses(on, userId);
}

/** Serialises the address changes of one account (and finds it gone). */
async function lockAccount(tx: Tx, userId: number): Promise<void> {
  if (!(await lockLiveUser(tx, userId))) throw new AppError(404, 'USER_NOT_FOUND');
}

async function liveAddress(tx: Tx, userId: number, addressId: number) {
  const row = await selectLiveAddress(tx, userId, addressId);
  // Someone else's address answers as an absent one: ids of other accounts tell nothing.
  if (!row) throw new AppError(404, 'ADDRESS_NOT_FOUND');
  return row;
}

type Point = { latitude: number; longitude: number };

/**
 * The point of an address in `cityId`: the shared location when given (it must lie within
 * ADDRESS_MAX_KM_FROM_CITY of the city: a location shared from elsewhere would pick the wrong
 * store), else `keep` when the city is unchanged, else the city's centre.
 */
async function pointFor(
  tx: Tx,
  cityId: number,
  shared: Partial<Point>,
  keep?: { city_id: number } & Point,
): Promise<Point> {
  const city = await selectCity(tx, cityId);
  if (!city) {
    throw new AppError(400, 'CITY_UNKNOWN', {}, [{ path: 'body.city_id', message: 'no such city' }]);
  }
  if (shared.latitude !== undefined && shared.longitude !== undefined) {
    const km = haversineKm(city.latitude, city.longitude, shared.latitude, shared.longitude);
    if (km > ADDRESS_MAX_KM_FROM_CITY) {
      throw new AppError(422, 'ADDRESS_POINT_FAR_FROM_CITY', { km: Math.round(km), city: city.city_name });
    }
    return { latitude: shared.latitude, longitude: shared.longitude };
  }
  if (keep && keep.city_id === cityId) return { latitude: keep.latitude, longitude: keep.longitude };
  return { latitude: city.latitude, longitude: city.longitude };
}

async function answer(tx: Tx, userId: number, addressId: number) {
  const list = await listAddresses(tx, userId);
  return { address: list.find((a) => a.address_id === addressId)!, addresses: list };
}

/** Adds an address; the first one becomes the default. */
export async function addAddress(db: Db, input: AddAddressInput) {
  return transaction(db, async (tx) => {
    await lockAccount(tx, input.user_id);
    const count = await countAddresses(tx, input.user_id);
    if (count >= ADDRESSES_MAX) throw new AppError(422, 'ADDRESS_LIMIT', { max: ADDRESSES_MAX });
    const point = await pointFor(tx, input.city_id, input);
    const addressId = await insertAddress(tx, {
      user_id: input.user_id,
      address: input.address,
      city_id: input.city_id,
      label: input.label ?? null,
      recipient_name: input.recipient_name ?? null,
      phone: input.phone ?? null,
      ...point,
      is_default: count === 0,
    });
    return answer(tx, input.user_id, addressId);
  });
}

/**
 * Rewrites an address: its text, city and point (see pointFor), and its label, recipient and phone
 * where they are sent (null clears one); the default stays as it is.
 */
export async function updateAddress(db: Db, userId: number, addressId: number, input: UpdateAddressInput) {
  return transaction(db, async (tx) => {
    await lockAccount(tx, userId);
    const current = await liveAddress(tx, userId, addressId);
    const point = await pointFor(tx, input.city_id, input, current);
    const { label, recipient_name, phone } = input;
    await updateAddressRow(tx, addressId, {
      address: input.address,
      city_id: input.city_id,
      ...point,
      ...(label !== undefined ? { label } : {}),
      ...(recipient_name !== undefined ? { recipient_name } : {}),
      ...(phone !== undefined ? { phone } : {}),
    });
    return answer(tx, userId, addressId);
  });
}

/** Makes one address the default (docs/product.md §4). */
export async function setDefaultAddress(db: Db, userId: number, addressId: number) {
  return transaction(db, async (tx) => {
    await lockAccount(tx, userId);
    await liveAddress(tx, userId, addressId);
    await markDefault(tx, userId, addressId);
    return answer(tx, userId, addressId);
  });
}

/**
 * Soft-deletes an address (orders keep their copy of it). The default one goes only with a new
 * default named (`newDefaultId`) while other addresses exist; the last address may go, and the
 * shopper is asked for one again.
 */
export async function deleteAddress(db: Db, userId: number, addressId: number, newDefaultId?: number) {
  return transaction(db, async (tx) => {
    await lockAccount(tx, userId);
    const current = await liveAddress(tx, userId, addressId);
    const others = await selectOtherAddressIds(tx, userId, addressId);
    if (newDefaultId !== undefined && !others.some((o) => o.address_id === newDefaultId)) {
      throw new AppError(422, 'ADDRESS_SUCCESSOR_INVALID');
    }
    if (current.is_default && others.length > 0 && newDefaultId === undefined) {
      throw new AppError(409, 'ADDRESS_DEFAULT_NEEDS_SUCCESSOR');
    }
    await softDeleteAddress(tx, addressId);
    if (newDefaultId !== undefined) await markDefault(tx, userId, newDefaultId);
    return { address_id: addressId, addresses: await listAddresses(tx, userId) };
  });
}
