/** The demo accounts of the seed (docs/architecture.md §7, README), all with one password. */
export const DEMO_PASSWORD = 'Lumbung#2026';
export const DEMO = {
  superAdmin: 'super@lumbung.test',
  storeAdmin: 'admin.jakarta@lumbung.test',
  unverifiedStoreAdmin: 'admin.unverified@lumbung.test',
  shopper: 'shopper@lumbung.test',
  newShopper: 'new@lumbung.test',
} as const;
