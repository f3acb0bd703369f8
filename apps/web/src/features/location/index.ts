export {
  LocationProvider,
  useCurrentStore,
  useFirstProducts,
  useLocationState,
} from './components/location-provider';
export { decideLookup, type FirstProducts, type LookupOutcome } from './api/location-lookups';
export {
  initialLocationState,
  locationReducer,
  type LocationAction,
  type LocationState,
  type Store,
} from './lib/location-state';
export { userDetailsQueryKey } from './api/get-user-details';
export { readCurrentStoreId } from './lib/current-store-cookie';
export { locateBrowser, useRefreshStoreLookup } from './api/refresh';
