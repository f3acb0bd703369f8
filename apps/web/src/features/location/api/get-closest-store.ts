import { queryOptions } from '@tanstack/react-query';
import { ClosestStoreResponse, MESSAGES, type ClosestStore } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/**
 * The store nearest the default address of a signed-in shopper (GET
 * /api/profile/closest-store/{userId}); null when none is within 50 km (SPEC §4, §7).
 */
export async function getClosestStoreForUser(
  userId: number,
  signal?: AbortSignal,
): Promise<ClosestStore | null> {
  const answer = await apiFetch(`/api/profile/closest-store/${userId}`, {
    schema: ClosestStoreResponse,
    fallbackMessage: MESSAGES.LOCATION_FETCH_FAILED,
    signal,
  });
  return answer.data;
}

export type Coordinates = { latitude: number; longitude: number };

/**
 * The store nearest a point, for a visitor who shared the browser's location (POST
 * /api/profile/closest-store); null when none is within 50 km.
 */
export async function getClosestStoreForPoint(
  point: Coordinates,
  signal?: AbortSignal,
): Promise<ClosestStore | null> {
  const answer = await apiFetch('/api/profile/closest-store', {
    method: 'POST',
    body: { latitude: point.latitude, longitude: point.longitude },
    schema: ClosestStoreResponse,
    fallbackMessage: MESSAGES.LOCATION_FETCH_FAILED,
    signal,
  });
  return answer.data;
}

/**
 * Keyed by the default address too, so choosing another default address (or adding the first one)
 * finds the store again.
 */
export function closestStoreForUserQueryOptions(userId: number, defaultAddressId: number | null) {
  return queryOptions({
    queryKey: ['location', 'closest-store', 'user', userId, defaultAddressId],
    queryFn: ({ signal }) => getClosestStoreForUser(userId, signal),
    retry: false,
  });
}

export function closestStoreForPointQueryOptions(point: Coordinates) {
  return queryOptions({
    // About 100 m of precision is plenty to pick a store and keeps the cache from growing per metre.
    queryKey: ['location', 'closest-store', 'point', point.latitude.toFixed(3), point.longitude.toFixed(3)],
    queryFn: ({ signal }) => getClosestStoreForPoint(point, signal),
    retry: false,
  });
}
