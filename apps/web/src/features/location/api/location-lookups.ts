import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClosestStore, ShopperProductsResponse } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { POSITION_PATIENCE_MS, requestBrowserPosition, type PositionOutcome } from '../lib/browser-position';
import { saveCurrentStoreId } from '../lib/current-store-cookie';
import { saveLastStore } from '../lib/last-store';
import type { LocationAction } from '../lib/location-state';
import {
  type ClosestStoreAnswer,
  closestStoreForPointQueryOptions,
  closestStoreForUserQueryOptions,
  type Coordinates,
} from './get-closest-store';
import { deliveryAddress, userDetailsQueryOptions } from './get-user-details';

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

function fromStoreQuery(query: QueryLike<ClosestStore | null>): LookupOutcome {
  if (query.status === 'pending') return { status: 'pending' };
  if (query.status === 'error') {
    return { status: 'failed', error: errorMessage(query.error, t('storefront.location.storeFailed')) };
  }
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
      return {
        status: 'failed',
        error: errorMessage(input.details.error, t('storefront.location.userFailed')),
      };
    }
    if ((input.details.data?.addresses.length ?? 0) > 0) {
      return fromStoreQuery(input.byUser);
    }
  }
  if (input.position === null) return { status: 'pending' };
  if (input.position.kind === 'unavailable') return { status: 'ended' };
  return fromStoreQuery(input.byPoint);
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
export function useLocationLookups(
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
            distance_km: current.store.distance_km,
            whatsapp: current.store.whatsapp,
          },
        });
        return;
      case 'none':
        dispatch({ type: 'no-store' });
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
