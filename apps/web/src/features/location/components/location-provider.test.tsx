import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_STORE, MESSAGES } from '@lumbung/contracts';
import {
  initialLocationState,
  locationReducer,
  LocationProvider,
  useLocationState,
} from './location-provider';

const bandung = { store_id: 3, store_name: 'LUMBUNG Bandung', store_location: 'Bandung', city_id: 5 };

describe('locationReducer', () => {
  it('starts at the fallback store, not loading', () => {
    expect(initialLocationState).toMatchObject({ lat: null, lon: null, error: null, loading: false });
    expect(initialLocationState.closestStore).toEqual(FALLBACK_STORE);
  });

  it('keeps the found store and clears the error', () => {
    const loading = locationReducer(initialLocationState, { type: 'lookup-started' });
    expect(loading.loading).toBe(true);
    const found = locationReducer(loading, { type: 'store-found', store: bandung });
    expect(found).toMatchObject({ closestStore: bandung, loading: false, error: null });
  });

  it('falls back to the default store when no store is in range', () => {
    const found = locationReducer(initialLocationState, { type: 'store-found', store: bandung });
    const failed = locationReducer(found, { type: 'lookup-failed', error: MESSAGES.LOCATION_NO_STORE });
    expect(failed).toMatchObject({
      closestStore: FALLBACK_STORE,
      error: MESSAGES.LOCATION_NO_STORE,
      loading: false,
    });
  });

  it('records coordinates and addresses', () => {
    const state = locationReducer(
      locationReducer(initialLocationState, { type: 'coordinates-found', lat: -6.2, lon: 106.8 }),
      { type: 'addresses-loaded', hasAddresses: true },
    );
    expect(state).toMatchObject({ lat: -6.2, lon: 106.8, hasAddresses: true });
  });
});

function StoreName() {
  const { closestStore, dispatch } = useLocationState();
  return (
    <button type="button" onClick={() => dispatch({ type: 'store-found', store: bandung })}>
      {closestStore.store_name}
    </button>
  );
}

describe('LocationProvider', () => {
  it('shares the state and its changes with every reader', () => {
    render(
      <LocationProvider>
        <StoreName />
      </LocationProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent(FALLBACK_STORE.store_name);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('LUMBUNG Bandung');
  });

  it('refuses to be read outside the provider', () => {
    expect(() => render(<StoreName />)).toThrow(/LocationProvider/);
  });
});
