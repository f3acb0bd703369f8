import { FALLBACK_STORE } from '@lumbung/contracts';

/** A store as the shopper sees it (docs/product.md §3). */
export type Store = {
  store_id: number;
  store_name: string;
  store_location: string;
  city_id: number | null;
  /** How far the store is from the address or the position it was found for, when it was found. */
  distance_km?: number;
  /** The store's WhatsApp number (+62…) when the lookup found it and it has one. */
  whatsapp?: string | null;
};

/** Location state of docs/product.md §3/§4: where the shopper is and which store serves them. */
export type LocationState = {
  lat: number | null;
  lon: number | null;
  /** The nearest store within range; the fallback store until one is found. */
  closestStore: Store;
  /** Why the last lookup failed (already in the language shown), else null. */
  error: string | null;
  /** The lookup ran and no store is within range: the fallback store serves meanwhile. */
  noStore: boolean;
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
  noStore: false,
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
  | { type: 'no-store' }
  | { type: 'lookup-ended' };

/** Every change of the location state; a failed lookup keeps the fallback store (docs/product.md §4). */
export function locationReducer(state: LocationState, action: LocationAction): LocationState {
  switch (action.type) {
    case 'lookup-started':
      return { ...state, loading: true, error: null, noStore: false };
    case 'coordinates-found':
      return { ...state, lat: action.lat, lon: action.lon };
    case 'addresses-loaded':
      return { ...state, hasAddresses: action.hasAddresses };
    case 'user-loaded':
      return { ...state, userName: action.userName, hasAddresses: action.hasAddresses };
    case 'store-found':
      return { ...state, closestStore: action.store, error: null, noStore: false, loading: false };
    case 'lookup-failed':
      return {
        ...state,
        closestStore: { ...FALLBACK_STORE },
        error: action.error,
        noStore: false,
        loading: false,
      };
    case 'no-store':
      return { ...state, closestStore: { ...FALLBACK_STORE }, error: null, noStore: true, loading: false };
    case 'lookup-ended':
      return { ...state, loading: false };
  }
}
