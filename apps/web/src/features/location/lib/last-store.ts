import type { Store } from './location-state';

const KEY = 'lumbung:last-store';

/**
 * The name and place of the store of the `current_store_id` cookie, kept in this browser so a
 * returning shopper's headings name the store before the lookup answers. Only what the
 * closest-store answer said; nothing personal.
 */
export function saveLastStore(store: Store): void {
  try {
    const { store_id, store_name, store_location, city_id } = store;
    localStorage.setItem(KEY, JSON.stringify({ store_id, store_name, store_location, city_id }));
  } catch {
    // Storage off (private mode, quota): the heading waits for the store's name instead.
  }
}

/** The kept store when it is the one of the cookie, else null. */
export function readLastStore(storeId: number): Store | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Store> | null;
    if (
      kept?.store_id !== storeId ||
      typeof kept.store_name !== 'string' ||
      typeof kept.store_location !== 'string'
    )
      return null;
    return {
      store_id: storeId,
      store_name: kept.store_name,
      store_location: kept.store_location,
      city_id: typeof kept.city_id === 'number' ? kept.city_id : null,
    };
  } catch {
    return null;
  }
}
