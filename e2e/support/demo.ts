/**
 * The demo accounts and stores, as the seed makes them (docs/architecture.md §7, README): read from
 * the seed's data rather than copied, so a changed seed changes the tests with it.
 */
import { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/data/accounts';
import { DEMO_STORES, FLAGSHIP_STORE_ID } from '../../apps/api/src/db/seed/data/stores';

export { DEMO_PASSWORD };

export const DEMO = {
  superAdmin: DEMO_EMAILS.superAdmin,
  storeAdmin: DEMO_EMAILS.jakartaAdmin,
  unverifiedStoreAdmin: DEMO_EMAILS.unverifiedAdmin,
  shopper: DEMO_EMAILS.shopper,
  newShopper: DEMO_EMAILS.newUser,
} as const;

/** A demo store's id and name, by its id. */
export function demoStore(id: number): { id: number; name: string } {
  const store = DEMO_STORES.find((s) => s.id === id);
  if (!store) throw new Error(`The seed has no store ${id}`);
  return { id: store.id, name: store.name };
}

/** The flagship store the demo store admin runs. */
export const FLAGSHIP_STORE = demoStore(FLAGSHIP_STORE_ID);

/** The e-mail of the verified store admin the seed gives store `storeId`. */
export function storeAdminOf(storeId: number): string {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'STORE_ADMIN' && a.isVerified && a.storeId === storeId);
  if (!admin) throw new Error(`The seed has no verified admin of store ${storeId}`);
  return admin.email;
}
