import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, FALLBACK_STORE, MESSAGES } from '@lumbung/contracts';
import { AppProviders, createQueryClient } from '@/test/render';
import { getCookie } from '@/lib/cookies';
import { json, stubApi } from '@/test/fake-api';
import {
  DAGO,
  HOME_ADDRESS,
  KEMANG,
  profile,
  removeGeolocation,
  stubGeolocation,
  stubUnansweredGeolocation,
} from '@/test/storefront-fixtures';
import { CLAIMS, signIn } from '@/test/tokens';
import { POSITION_PATIENCE_MS } from '../lib/browser-position';
import {
  decideLookup,
  initialLocationState,
  locationReducer,
  useCurrentStore,
  useLocationState,
} from './location-provider';

const bandung = { store_id: 3, store_name: 'LUMBUNG Bandung', store_location: 'Bandung', city_id: 5 };

afterEach(() => {
  vi.unstubAllGlobals();
  removeGeolocation();
});

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
    const none = locationReducer(found, { type: 'no-store' });
    expect(none).toMatchObject({ closestStore: FALLBACK_STORE, noStore: true, error: null, loading: false });
    expect(locationReducer(none, { type: 'lookup-started' }).noStore).toBe(false);
  });

  it('records coordinates, the user and their addresses', () => {
    const state = locationReducer(
      locationReducer(initialLocationState, { type: 'coordinates-found', lat: -6.2, lon: 106.8 }),
      { type: 'user-loaded', userName: 'sari', hasAddresses: true },
    );
    expect(state).toMatchObject({ lat: -6.2, lon: 106.8, hasAddresses: true, userName: 'sari' });
  });
});

describe('decideLookup (docs/product.md §4)', () => {
  const idle = { status: 'pending' as const, data: undefined, error: null };
  const ok = <T,>(data: T) => ({ status: 'success' as const, data, error: null });
  const failed = (error: Error) => ({ status: 'error' as const, data: undefined, error });
  const base = { userId: null, details: idle, byUser: idle, position: null, byPoint: idle };

  it('waits for a visitor’s position, then for the store near it', () => {
    expect(decideLookup(base)).toEqual({ status: 'pending' });
    const position = { kind: 'position' as const, coordinates: { latitude: -6.2, longitude: 106.8 } };
    expect(decideLookup({ ...base, position })).toEqual({ status: 'pending' });
    expect(decideLookup({ ...base, position, byPoint: ok(KEMANG) })).toEqual({
      status: 'found',
      store: KEMANG,
    });
    expect(decideLookup({ ...base, position, byPoint: ok(null) })).toEqual({ status: 'none' });
  });

  it('ends the wait when the position is refused', () => {
    expect(decideLookup({ ...base, position: { kind: 'unavailable' } })).toEqual({ status: 'ended' });
  });

  it('uses a signed-in user’s address before any position', () => {
    const withAddress = { ...base, userId: 7, details: ok({ addresses: [HOME_ADDRESS] }) };
    expect(decideLookup(withAddress)).toEqual({ status: 'pending' });
    expect(decideLookup({ ...withAddress, byUser: ok(DAGO) })).toEqual({ status: 'found', store: DAGO });
    expect(decideLookup({ ...withAddress, byUser: ok(null) })).toEqual({ status: 'none' });
  });

  it('gives the server’s message first, else the catalogue text', () => {
    expect(decideLookup({ ...base, userId: 7, details: failed(new Error('Account locked')) })).toEqual({
      status: 'failed',
      error: 'Account locked',
    });
    expect(decideLookup({ ...base, userId: 7, details: failed(new Error('')) })).toEqual({
      status: 'failed',
      error: MESSAGES.LOCATION_USER_FAILED,
    });
    const withAddress = { ...base, userId: 7, details: ok({ addresses: [HOME_ADDRESS] }) };
    expect(decideLookup({ ...withAddress, byUser: failed(new Error('')) })).toEqual({
      status: 'failed',
      error: MESSAGES.LOCATION_FETCH_FAILED,
    });
  });
});

function StoreName() {
  const { closestStore, loading, error, noStore, hasAddresses, lat, lon, userName, dispatch } =
    useLocationState();
  return (
    <>
      <button
        type="button"
        data-testid="store"
        onClick={() => dispatch({ type: 'store-found', store: bandung })}
      >
        {closestStore.store_name}
      </button>
      <output data-testid="state">
        {JSON.stringify({
          id: closestStore.store_id,
          loading,
          error,
          noStore,
          hasAddresses,
          lat,
          lon,
          userName,
        })}
      </output>
    </>
  );
}

function renderProvider() {
  render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <StoreName />
    </AppProviders>,
  );
  return {
    state: () =>
      JSON.parse(screen.getByTestId('state').textContent ?? '{}') as {
        id: number;
        loading: boolean;
        error: string | null;
        noStore: boolean;
        hasAddresses: boolean;
        lat: number | null;
        lon: number | null;
        userName: string | null;
      },
  };
}

const closest = (store: typeof KEMANG | null) => ({
  message: 'Closest store found',
  data: store,
  first_products: null,
});

describe('LocationProvider lookups', () => {
  it('a visitor who shares their position gets the nearest store, kept in the current_store_id cookie', async () => {
    stubGeolocation({ latitude: -6.26, longitude: 106.81 });
    const api = stubApi({ 'POST /api/profile/closest-store': () => closest(KEMANG) });
    const view = renderProvider();
    expect(view.state().loading).toBe(true);
    await waitFor(() => expect(screen.getByTestId('store')).toHaveTextContent(KEMANG.store_name));
    expect(view.state()).toMatchObject({ id: 28, loading: false, error: null, lat: -6.26, lon: 106.81 });
    expect(api.requestsTo('/api/profile/closest-store')[0]?.body).toEqual({
      latitude: -6.26,
      longitude: 106.81,
    });
    expect(getCookie(COOKIES.currentStoreId.name)).toBe('28');
  });

  it('a visitor far from every store keeps the fallback store and is told none is in range', async () => {
    stubGeolocation({ latitude: -4.5, longitude: 112.5 });
    stubApi({ 'POST /api/profile/closest-store': () => closest(null) });
    const view = renderProvider();
    await waitFor(() => expect(view.state().noStore).toBe(true));
    expect(view.state()).toMatchObject({ id: FALLBACK_STORE.store_id, loading: false });
    expect(screen.getByTestId('store')).toHaveTextContent(FALLBACK_STORE.store_name);
    expect(getCookie(COOKIES.currentStoreId.name)).toBeNull();
  });

  it('a refused position ends the wait with the fallback store and asks the server nothing', async () => {
    stubGeolocation('denied');
    const api = stubApi({});
    const view = renderProvider();
    await waitFor(() => expect(view.state().loading).toBe(false));
    expect(view.state()).toMatchObject({ id: FALLBACK_STORE.store_id, error: null });
    expect(api.requests).toEqual([]);
  });

  it('stops waiting for a location prompt nobody answers, and still takes a late answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const prompt = stubUnansweredGeolocation();
      stubApi({ 'POST /api/profile/closest-store': () => closest(DAGO) });
      const view = renderProvider();
      act(() => vi.advanceTimersByTime(POSITION_PATIENCE_MS - 1));
      expect(view.state().loading).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      await waitFor(() => expect(view.state().loading).toBe(false));
      expect(view.state().id).toBe(FALLBACK_STORE.store_id);

      act(() => prompt.answer({ latitude: -6.89, longitude: 107.61 }));
      await waitFor(() => expect(screen.getByTestId('store')).toHaveTextContent(DAGO.store_name));
      expect(view.state()).toMatchObject({ id: DAGO.store_id, loading: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a signed-in user with an address gets the store nearest it', async () => {
    signIn(CLAIMS.user);
    stubGeolocation({ latitude: 0, longitude: 0 });
    const api = stubApi({
      'GET /api/profile/user/:userId': () => ({ message: 'Profile retrieved', data: profile() }),
      'GET /api/profile/address/:userId': () => ({ message: 'Addresses retrieved', data: [HOME_ADDRESS] }),
      'GET /api/profile/closest-store/:userId': () => closest(DAGO),
    });
    const view = renderProvider();
    await waitFor(() => expect(screen.getByTestId('store')).toHaveTextContent(DAGO.store_name));
    expect(view.state()).toMatchObject({
      id: DAGO.store_id,
      hasAddresses: true,
      userName: 'sari',
      loading: false,
    });
    expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`).sort()).toEqual([
      'GET /api/profile/address/7',
      'GET /api/profile/closest-store/7',
      'GET /api/profile/user/7',
    ]);
    expect(getCookie(COOKIES.currentStoreId.name)).toBe(String(DAGO.store_id));
  });

  it('a signed-in user without an address is not matched by address, and may share a position', async () => {
    signIn(CLAIMS.user);
    stubGeolocation({ latitude: -6.26, longitude: 106.81 });
    const api = stubApi({
      'GET /api/profile/user/:userId': () => ({ message: 'Profile retrieved', data: profile() }),
      'GET /api/profile/address/:userId': () => ({ message: 'Addresses retrieved', data: [] }),
      'POST /api/profile/closest-store': () => closest(KEMANG),
    });
    const view = renderProvider();
    await waitFor(() => expect(view.state()).toMatchObject({ id: 28, loading: false }));
    expect(view.state().hasAddresses).toBe(false);
    expect(api.requestsTo('/api/profile/closest-store/')).toEqual([]);
  });

  it("shows the server's message when the user's details cannot be loaded", async () => {
    signIn(CLAIMS.user);
    stubApi({
      'GET /api/profile/user/:userId': () => json({ message: 'This account does not exist.' }, 404),
      'GET /api/profile/address/:userId': () => ({ message: 'Addresses retrieved', data: [] }),
    });
    const view = renderProvider();
    await waitFor(() => expect(view.state().error).toBe('This account does not exist.'));
    expect(view.state()).toMatchObject({ id: FALLBACK_STORE.store_id, loading: false });
  });

  it("falls back to 'Failed to fetch user details' without a server message", async () => {
    signIn(CLAIMS.user);
    stubApi({
      'GET /api/profile/user/:userId': () => new Response('', { status: 502 }),
      'GET /api/profile/address/:userId': () => ({ message: 'Addresses retrieved', data: [] }),
    });
    const first = renderProvider();
    await waitFor(() => expect(first.state().error).toBe(MESSAGES.LOCATION_USER_FAILED));
  });

  it("falls back to 'Failed to fetch closest store' when the store lookup fails without a message", async () => {
    signIn(CLAIMS.user);
    stubApi({
      'GET /api/profile/user/:userId': () => ({ message: 'Profile retrieved', data: profile() }),
      'GET /api/profile/address/:userId': () => ({ message: 'Addresses retrieved', data: [HOME_ADDRESS] }),
      'GET /api/profile/closest-store/:userId': () => new Response('', { status: 503 }),
    });
    const view = renderProvider();
    await waitFor(() => expect(view.state().error).toBe(MESSAGES.LOCATION_FETCH_FAILED));
    expect(view.state()).toMatchObject({ id: FALLBACK_STORE.store_id, hasAddresses: true, loading: false });
  });
});

function ShelfStore() {
  const { store, ready, fallback } = useCurrentStore();
  return <output data-testid="shelf">{JSON.stringify({ name: store.store_name, ready, fallback })}</output>;
}

describe('useCurrentStore', () => {
  it("names the fallback store's shelves by its own name while the strip's state keeps 'Default Store'", async () => {
    stubGeolocation({ latitude: -4.5, longitude: 112.5 });
    const api = stubApi({
      'POST /api/profile/closest-store': () => closest(null),
      'GET /api/users/stores/:storeId': ({ params }) => ({
        message: MESSAGES.STORE_FOUND,
        data: { ...KEMANG, store_id: Number(params.storeId), city_name: 'Kota Administrasi Jakarta Selatan' },
      }),
    });
    render(
      <AppProviders env="test" queryClient={createQueryClient()}>
        <StoreName />
        <ShelfStore />
      </AppProviders>,
    );
    const shelf = () =>
      JSON.parse(screen.getByTestId('shelf').textContent ?? '{}') as Record<string, unknown>;
    await waitFor(() => expect(shelf()).toEqual({ name: KEMANG.store_name, ready: true, fallback: true }));
    expect(screen.getByTestId('store')).toHaveTextContent(FALLBACK_STORE.store_name);
    expect(api.requestsTo('/api/users/stores/')[0]?.url.pathname).toBe(
      `/api/users/stores/${FALLBACK_STORE.store_id}`,
    );
  });

  it('asks nothing more for a store that was found', async () => {
    stubGeolocation({ latitude: -6.26, longitude: 106.81 });
    const api = stubApi({ 'POST /api/profile/closest-store': () => closest(DAGO) });
    render(
      <AppProviders env="test" queryClient={createQueryClient()}>
        <ShelfStore />
      </AppProviders>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('shelf')).toHaveTextContent(
        JSON.stringify({ name: DAGO.store_name, ready: true, fallback: false }),
      ),
    );
    expect(api.requestsTo('/api/users/stores/')).toEqual([]);
  });
});

describe('LocationProvider with a fixed state', () => {
  it('shares the state and its changes with every reader, and looks nothing up', () => {
    const api = stubApi({});
    render(
      <AppProviders env="test" queryClient={createQueryClient()} initialLocation={{}}>
        <StoreName />
      </AppProviders>,
    );
    expect(screen.getByTestId('store')).toHaveTextContent(FALLBACK_STORE.store_name);
    act(() => screen.getByTestId('store').click());
    expect(screen.getByTestId('store')).toHaveTextContent('LUMBUNG Bandung');
    expect(api.requests).toEqual([]);
  });

  it('refuses to be read outside the provider', () => {
    expect(() => render(<StoreName />)).toThrow(/LocationProvider/);
  });
});
