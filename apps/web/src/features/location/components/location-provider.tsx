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
import {
  FALLBACK_STORE,
  MESSAGES,
  type ClosestStore,
  type ShopperProductsResponse,
} from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import {
  type ClosestStoreAnswer,
  closestStoreForPointQueryOptions,
  closestStoreForUserQueryOptions,
  type Coordinates,
} from '../api/get-closest-store';
import { storeQueryOptions } from '../api/get-store';
import { deliveryAddress, userDetailsQueryOptions } from '../api/get-user-details';
import { POSITION_PATIENCE_MS, requestBrowserPosition, type PositionOutcome } from '../lib/browser-position';
import { readCurrentStoreId, saveCurrentStoreId } from '../lib/current-store-cookie';
import { readLastStore, saveLastStore } from '../lib/last-store';

/** A store as the shopper sees it (docs/product.md §3). */
export type Store = {
  store_id: number;
  store_name: string;
  store_location: string;
  city_id: number | null;
};

/** Location state of docs/product.md §3/§4: where the shopper is and which store serves them. */
export type LocationState = {
  lat: number | null;
  lon: number | null;
  /** The nearest store within range; the fallback store until one is found. */
  closestStore: Store;
  /** A location message of docs/product.md §8 (e.g. 'No stores found within 50 km.'), else null. */
  error: string | null;
  /** True while the store is still being looked up; pages wait for it before loading a store's shelves. */
  loading: boolean;
  /** Whether the signed-in shopper has saved addresses (the strip asks for one when not). */
  hasAddresses: boolean;
  /** The signed-in user's name, once their profile is loaded. */
  userName: string | null;
};

export const initialLocationState: LocationState = {
  lat: null,
  lon: null,
  closestStore: { ...FALLBACK_STORE },
  error: null,
  loading: false,
  hasAddresses: false,
  userName: null,
};

export type LocationAction =
  | { type: 'lookup-started' }
  | { type: 'coordinates-found'; lat: number; lon: number }
  | { type: 'addresses-loaded'; hasAddresses: boolean }
  | { type: 'user-loaded'; userName: string; hasAddresses: boolean }
  | { type: 'store-found'; store: Store }
  | { type: 'lookup-failed'; error: string }
  | { type: 'lookup-ended' };

/** Every change of the location state; a failed lookup keeps the fallback store (docs/product.md §4). */
export function locationReducer(state: LocationState, action: LocationAction): LocationState {
  switch (action.type) {
    case 'lookup-started':
      return { ...state, loading: true, error: null };
    case 'coordinates-found':
      return { ...state, lat: action.lat, lon: action.lon };
    case 'addresses-loaded':
      return { ...state, hasAddresses: action.hasAddresses };
    case 'user-loaded':
      return { ...state, userName: action.userName, hasAddresses: action.hasAddresses };
    case 'store-found':
      return { ...state, closestStore: action.store, error: null, loading: false };
    case 'lookup-failed':
      return { ...state, closestStore: { ...FALLBACK_STORE }, error: action.error, loading: false };
    case 'lookup-ended':
      return { ...state, loading: false };
  }
}

/** Where the lookups of docs/product.md §4 stand, derived from the calls made so far. */
export type LookupOutcome =
  | { status: 'pending' }
  | { status: 'found'; store: ClosestStore }
  /** The lookup ran and no store is within range. */
  | { status: 'none' }
  | { status: 'failed'; error: string }
  /** Nothing to look up (geolocation refused or missing): the fallback store stays. */
  | { status: 'ended' };

type QueryLike<T> = { status: 'pending' | 'error' | 'success'; data: T | undefined; error: unknown };

function fromStoreQuery(query: QueryLike<ClosestStore | null>, fallback: string): LookupOutcome {
  if (query.status === 'pending') return { status: 'pending' };
  if (query.status === 'error') return { status: 'failed', error: errorMessage(query.error, fallback) };
  return query.data ? { status: 'found', store: query.data } : { status: 'none' };
}

/**
 * docs/product.md §4 as one decision: a signed-in user's details first; with an address, the store nearest
 * it; without one (or for a visitor) the browser's position, then the store nearest that; a refused
 * position ends the wait with the fallback store.
 */
export function decideLookup(input: {
  userId: number | null;
  details: QueryLike<{ addresses: readonly unknown[] }>;
  byUser: QueryLike<ClosestStore | null>;
  position: PositionOutcome | null;
  byPoint: QueryLike<ClosestStore | null>;
}): LookupOutcome {
  if (input.userId !== null) {
    if (input.details.status === 'pending') return { status: 'pending' };
    if (input.details.status === 'error') {
      return { status: 'failed', error: errorMessage(input.details.error, MESSAGES.LOCATION_USER_FAILED) };
    }
    if ((input.details.data?.addresses.length ?? 0) > 0) {
      return fromStoreQuery(input.byUser, MESSAGES.LOCATION_FETCH_FAILED);
    }
  }
  if (input.position === null) return { status: 'pending' };
  if (input.position.kind === 'unavailable') return { status: 'ended' };
  return fromStoreQuery(input.byPoint, MESSAGES.LOCATION_FETCH_FAILED);
}

const NOWHERE: Coordinates = { latitude: 0, longitude: 0 };

/** The store of a closest-store answer, as decideLookup reads it. */
function storeOf(query: QueryLike<ClosestStoreAnswer>): QueryLike<ClosestStore | null> {
  return { status: query.status, data: query.data?.data, error: query.error };
}

/** A store's first page of products, as the closest-store answer brought it. */
export type FirstProducts = { storeId: number; answer: ShopperProductsResponse };

/**
 * Runs the lookups of docs/product.md §4 and reports them through `dispatch`; gives back the first page of
 * products the found store's answer carried.
 */
function useLocationLookups(
  enabled: boolean,
  dispatch: (action: LocationAction) => void,
): FirstProducts | null {
  const { claims } = useSession();
  const userId = enabled && claims ? claims.id : null;

  const details = useQuery({ ...userDetailsQueryOptions(userId ?? 0), enabled: userId !== null });
  const address = details.data ? deliveryAddress(details.data.addresses) : null;
  const byUser = useQuery({
    ...closestStoreForUserQueryOptions(userId ?? 0, address?.address_id ?? null),
    enabled: userId !== null && address !== null,
  });

  // A visitor shares the browser's position; so may a signed-in user who has no address yet.
  const wantsPosition = enabled && (userId === null || (details.isSuccess && address === null));
  const [position, setPosition] = useState<PositionOutcome | null>(null);
  useEffect(() => {
    if (!wantsPosition) return;
    let live = true;
    // A prompt nobody answers would keep the shelves waiting forever: stop waiting after a while,
    // and still take the position if it comes later.
    const patience = setTimeout(() => {
      if (live) setPosition((current) => current ?? { kind: 'unavailable' });
    }, POSITION_PATIENCE_MS);
    void requestBrowserPosition().then((outcome) => {
      if (!live) return;
      clearTimeout(patience);
      setPosition(outcome);
    });
    return () => {
      live = false;
      clearTimeout(patience);
    };
  }, [wantsPosition]);
  const point = position?.kind === 'position' ? position.coordinates : null;
  const byPoint = useQuery({
    ...closestStoreForPointQueryOptions(point ?? NOWHERE),
    enabled: wantsPosition && point !== null,
  });

  const outcome = decideLookup({
    userId,
    details,
    byUser: storeOf(byUser),
    position,
    byPoint: storeOf(byPoint),
  });
  const answer = outcome.status === 'found' ? (byUser.data?.data ? byUser.data : byPoint.data) : undefined;
  const firstProducts = useMemo(
    () =>
      answer?.data && answer.first_products
        ? { storeId: answer.data.store_id, answer: answer.first_products }
        : null,
    [answer],
  );
  const profile = details.data?.profile;
  const hasAddresses = (details.data?.addresses.length ?? 0) > 0;

  useEffect(() => {
    if (profile) dispatch({ type: 'user-loaded', userName: profile.username, hasAddresses });
  }, [dispatch, profile, hasAddresses]);

  useEffect(() => {
    if (point) dispatch({ type: 'coordinates-found', lat: point.latitude, lon: point.longitude });
  }, [dispatch, point]);

  const outcomeKey = JSON.stringify(outcome);
  useEffect(() => {
    if (!enabled) return;
    const current = JSON.parse(outcomeKey) as LookupOutcome;
    switch (current.status) {
      case 'pending':
        dispatch({ type: 'lookup-started' });
        return;
      case 'found':
        saveCurrentStoreId(current.store.store_id);
        saveLastStore(current.store);
        dispatch({
          type: 'store-found',
          store: {
            store_id: current.store.store_id,
            store_name: current.store.store_name,
            store_location: current.store.store_location,
            city_id: current.store.city_id,
          },
        });
        return;
      case 'none':
        dispatch({ type: 'lookup-failed', error: MESSAGES.LOCATION_NO_STORE });
        return;
      case 'failed':
        toast.error(current.error);
        dispatch({ type: 'lookup-failed', error: current.error });
        return;
      case 'ended':
        dispatch({ type: 'lookup-ended' });
    }
  }, [enabled, outcomeKey, dispatch]);
  return firstProducts;
}

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
 * store was found this is the fallback store under its own name (GET /api/users/stores/28): SPEC
 * §3's 'Default Store' belongs to the strip, while headings over products name the store they come
 * from. `fallback` tells that the shopper was not matched to this store.
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
