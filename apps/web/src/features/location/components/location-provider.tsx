import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { FALLBACK_STORE } from '@lumbung/contracts';

/** A store as the shopper sees it (SPEC §3). */
export type Store = {
  store_id: number;
  store_name: string;
  store_location: string;
  city_id: number | null;
};

/** Location state of SPEC §3/§4: where the shopper is and which store serves them. */
export type LocationState = {
  lat: number | null;
  lon: number | null;
  /** The nearest store within range; the fallback store until one is found. */
  closestStore: Store;
  /** A location message of SPEC §8 (e.g. 'No stores found within 50 km.'), else null. */
  error: string | null;
  loading: boolean;
  /** Whether the signed-in shopper has saved addresses (the strip asks for one when not). */
  hasAddresses: boolean;
};

export const initialLocationState: LocationState = {
  lat: null,
  lon: null,
  closestStore: { ...FALLBACK_STORE },
  error: null,
  loading: false,
  hasAddresses: false,
};

export type LocationAction =
  | { type: 'lookup-started' }
  | { type: 'coordinates-found'; lat: number; lon: number }
  | { type: 'addresses-loaded'; hasAddresses: boolean }
  | { type: 'store-found'; store: Store }
  | { type: 'lookup-failed'; error: string }
  | { type: 'lookup-ended' };

/** Every change of the location state; a failed lookup keeps the fallback store (SPEC §4). */
export function locationReducer(state: LocationState, action: LocationAction): LocationState {
  switch (action.type) {
    case 'lookup-started':
      return { ...state, loading: true, error: null };
    case 'coordinates-found':
      return { ...state, lat: action.lat, lon: action.lon };
    case 'addresses-loaded':
      return { ...state, hasAddresses: action.hasAddresses };
    case 'store-found':
      return { ...state, closestStore: action.store, error: null, loading: false };
    case 'lookup-failed':
      return { ...state, closestStore: { ...FALLBACK_STORE }, error: action.error, loading: false };
    case 'lookup-ended':
      return { ...state, loading: false };
  }
}

type LocationContextValue = LocationState & { dispatch: (action: LocationAction) => void };

const LocationContext = createContext<LocationContextValue | null>(null);

type LocationProviderProps = {
  children: ReactNode;
  /** Starting state, for tests and server-provided values; defaults to the fallback store. */
  initialState?: Partial<LocationState>;
};

/**
 * Holds where the shopper is and which store serves them. The lookups of SPEC §4 (profile
 * addresses, browser geolocation, GET/POST /api/profile/closest-store) run inside this provider
 * and report through `dispatch`.
 */
export function LocationProvider({ children, initialState }: LocationProviderProps) {
  const [state, dispatch] = useReducer(locationReducer, { ...initialLocationState, ...initialState });
  const value = useMemo(() => ({ ...state, dispatch }), [state]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocationState(): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useLocationState must be used inside <LocationProvider>');
  return value;
}
