/**
 * The SQL of the shopper's addresses: the list as the shopper sees it, the lock that serialises one
 * account's changes, one address, the cities' centres, and the writes. Drizzle's builder.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address } from '@lumbung/contracts';
import type { Tx } from '../../db/client';
import { addresses, cities, users } from '../../db/schema';
import type { Conn } from '../../db/statements';

const addressColumns = {
  address_id: addresses.address_id,
  address: addresses.address,
  city_id: addresses.city_id,
  city_name: cities.city_name,
  is_default: addresses.is_default,
  label: addresses.label,
  recipient_name: addresses.recipient_name,
  phone: addresses.phone,
};

const liveOf = (userId: number) => and(eq(addresses.user_id, userId), eq(addresses.is_deleted, false));

/** The user's live addresses, the default one first, then the newest. */
export function selectAddresses(on: Conn, userId: number): Promise<Address[]> {
  return on
    .select(addressColumns)
    .from(addresses)
    .innerJoin(cities, eq(cities.city_id, addresses.city_id))
    .where(liveOf(userId))
    .orderBy(desc(addresses.is_default), desc(addresses.address_id));
}

/** Locks the live account's row; false when it is gone. */
export async function lockLiveUser(tx: Tx, userId: number): Promise<boolean> {
  const [user] = await tx
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)))
    .for('update');
  return user !== undefined;
}

/** A live address of the user with its point, or undefined. */
export async function selectLiveAddress(tx: Tx, userId: number, addressId: number) {
  const [row] = await tx
    .select({
      address_id: addresses.address_id,
      city_id: addresses.city_id,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
      is_default: addresses.is_default,
    })
    .from(addresses)
    .where(and(eq(addresses.address_id, addressId), liveOf(userId)));
  return row;
}

/** A city's name and centre, or undefined. */
export async function selectCity(tx: Tx, cityId: number) {
  const [city] = await tx
    .select({ city_name: cities.city_name, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.city_id, cityId));
  return city;
}

/** How many live addresses the user has. */
export async function countAddresses(tx: Tx, userId: number): Promise<number> {
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(liveOf(userId))) as [{ count: number }];
  return count;
}

/** Who takes the parcel at an address: null for what the shopper did not give. */
export interface AddressContact {
  label: string | null;
  recipient_name: string | null;
  phone: string | null;
}

export interface AddressValues extends AddressContact {
  user_id: number;
  address: string;
  city_id: number;
  latitude: number;
  longitude: number;
  is_default: boolean;
}

/** Adds an address; answers its id. */
export async function insertAddress(tx: Tx, values: AddressValues): Promise<number> {
  const [row] = await tx.insert(addresses).values(values).returning({ address_id: addresses.address_id });
  return row!.address_id;
}

/** Rewrites an address's text, city and point, and those of its label, recipient and phone given. */
export async function updateAddressRow(
  tx: Tx,
  addressId: number,
  values: { address: string; city_id: number; latitude: number; longitude: number } & Partial<AddressContact>,
): Promise<void> {
  await tx.update(addresses).set(values).where(eq(addresses.address_id, addressId));
}

/** Makes one address the default and every other one not. */
export async function markDefault(tx: Tx, userId: number, addressId: number): Promise<void> {
  // Two statements, in this order: the partial unique index allows one default per account.
  await tx
    .update(addresses)
    .set({ is_default: false })
    .where(
      and(eq(addresses.user_id, userId), ne(addresses.address_id, addressId), eq(addresses.is_default, true)),
    );
  await tx.update(addresses).set({ is_default: true }).where(eq(addresses.address_id, addressId));
}

/** The ids of the user's other live addresses, oldest first. */
export function selectOtherAddressIds(tx: Tx, userId: number, addressId: number) {
  return tx
    .select({ address_id: addresses.address_id })
    .from(addresses)
    .where(and(liveOf(userId), ne(addresses.address_id, addressId)))
    .orderBy(asc(addresses.address_id));
}

/** Soft-deletes an address (orders keep their copy of it). */
export async function softDeleteAddress(tx: Tx, addressId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ is_deleted: true, is_default: false })
    .where(eq(addresses.address_id, addressId));
}
