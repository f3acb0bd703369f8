import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { FALLBACK_STORE, type ShopperProductsResponse } from '@lumbung/contracts';
import { storeQueryOptions } from '../api/get-store';
import { useLocationLookups, type FirstProducts } from '../api/location-lookups';
import { readCurrentStoreId } from '../lib/current-store-cookie';
import { readLastStore } from '../lib/last-store';
import {
  initialLocationState,
  locationReducer,
  type LocationAction,
  type LocationState,
  type Store,
} from '../lib/location-state';

// The reducer and the lookup decision live in ../lib and ../api; this file's tests reach them here.
export { decideLookup } from '../api/location-lookups';
export { initialLocationState, locationReducer } from '../lib/location-state';

type LocationContextValue = LocationState & {
  /** The found store's first page of products, when its answer carried one. */
  firstProducts: FirstProducts | null;
  dispatch: (action: LocationAction) => void;
  /** Starts the lookups; the first reader of the state calls it. */
  want: () => void;
};

const LocationContext = createContext<LocationContextValue | null>(null);

type LocationProviderProps = {
  children: ReactNode;
  /**
   * A fixed starting state, for tests and previews: when given, the provider keeps it and runs no
   * lookups. Without it the provider finds the shopper's store (docs/product.md §4).
   */
  initialState?: Partial<LocationState>;
};

/**
 * Holds where the shopper is and which store serves them, and finds that store (docs/product.md §4): a
 * signed-in user's addresses, else the browser's position, then GET or POST
 * /api/profile/closest-store. The found store id is kept in the `current_store_id` cookie.
 */
export function LocationProvider({ children, initialState }: LocationProviderProps) {
  const lookups = initialState === undefined;
  const [state, dispatch] = useReducer(locationReducer, undefined, () =>
    lookups ? { ...initialLocationState, loading: true } : { ...initialLocationState, ...initialState },
  );
  // Only screens that show the store (the strip, the shop's pages) read this state: the back-office
  // never does, so an admin's screens make none of these calls.
  const [wanted, setWanted] = useState(false);
  // What the lookups find arrives in the background: its re-render of the page (the store's name,
  // its shelves) runs as a transition, in slices, not as one long task. A person's own
  // choices go through `dispatch` as they are.
  const lookupDispatch = useCallback((action: LocationAction) => startTransition(() => dispatch(action)), []);
  const firstProducts = useLocationLookups(lookups && wanted, lookupDispatch);
  const want = useCallback(() => setWanted(true), []);
  const value = useMemo(() => ({ ...state, firstProducts, dispatch, want }), [state, firstProducts, want]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** The location state; reading it starts the store lookup (once). */
export function useLocationState(): LocationContextValue {
  const value = useContext(LocationContext);
  const want = value?.want;
  useEffect(() => want?.(), [want]);
  if (!value) throw new Error('useLocationState must be used inside <LocationProvider>');
  return value;
}

/**
 * The store whose shelves the storefront shows, and whether the pages may load its shelves. When no
 * store was found this is the fallback store under its own name (GET /api/users/stores/28):
 * docs/product.md §3's 'Default Store' belongs to the strip, while headings over products name the
 * store they come from. `fallback` tells that the shopper was not matched to this store.
 *
 * A returning shopper (the `current_store_id` cookie of the last lookup) sees that store's shelves
 * at once while the lookup runs again; when the lookup settles on another store, the
 * pages follow it.
 *
 * `settled` comes before `ready` when only the store's name is still on its way: the shelves may
 * ask for their products then, in parallel with the name, and show them once `ready` (one round
 * trip to prices instead of a chain).
 */
export function useCurrentStore(): { store: Store; ready: boolean; settled: boolean; fallback: boolean } {
  const { closestStore, loading } = useLocationState();
  const savedId = loading ? readCurrentStoreId() : null;
  const saved = savedId === null ? null : readLastStore(savedId);
  const fallback =
    closestStore.store_id === FALLBACK_STORE.store_id &&
    closestStore.store_name === FALLBACK_STORE.store_name;
  // The name of a saved store this browser has not kept, or of the fallback store.
  const nameOf = savedId !== null && saved === null ? savedId : closestStore.store_id;
  const own = useQuery({
    ...storeQueryOptions(nameOf),
    enabled: (savedId !== null && saved === null) || (!loading && fallback),
  });
  const named = own.data
    ? {
        store_id: own.data.store_id,
        store_name: own.data.store_name,
        store_location: own.data.store_location,
        city_id: own.data.city_id,
      }
    : null;
  if (savedId !== null) {
    const store = saved ?? named;
    if (store) return { store, ready: true, settled: true, fallback: false };
    return { store: { ...closestStore, store_id: savedId }, ready: false, settled: true, fallback: false };
  }
  if (!fallback) return { store: closestStore, ready: !loading, settled: !loading, fallback };
  // Wait for the name (one small call, cached) so no heading reads 'Default Store' first; the
  // shelves' own calls need only the id and go at the same time.
  return { store: named ?? closestStore, ready: !loading && !own.isPending, settled: !loading, fallback };
}

/** The first page of products the found store's answer carried, when it is this store's. */
export function useFirstProducts(storeId: number): ShopperProductsResponse | undefined {
  const { firstProducts } = useLocationState();
  return firstProducts?.storeId === storeId ? firstProducts.answer : undefined;
}
