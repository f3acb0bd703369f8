export {
  LocationProvider,
  decideLookup,
  initialLocationState,
  locationReducer,
  useCurrentStore,
  useFirstProducts,
  type FirstProducts,
  useLocationState,
  type LocationAction,
  type LocationState,
  type LookupOutcome,
  type Store,
} from './components/location-provider';
export { userDetailsQueryKey } from './api/get-user-details';
export { readCurrentStoreId } from './lib/current-store-cookie';
export { locateBrowser, useRefreshStoreLookup } from './api/refresh';
