export {
  LocationProvider,
  initialLocationState,
  locationReducer,
  useLocationState,
  type LocationAction,
  type LocationState,
  type Store,
} from './components/location-provider';
