import { queryOptions } from '@tanstack/react-query';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import type { ClosestStoreAnswer } from './response-schemas';

export type { ClosestStoreAnswer };

/** Loaded with the first lookup (see ./response-schemas). */
const answerSchema = () => import('./response-schemas').then((m) => m.ClosestStoreAnswer);

/**
 * The store nearest the default address of a signed-in shopper (GET
 * /api/profile/closest-store/{userId}): `data` is null when none is within 50 km (docs/product.md §4, §7), and
 * `first_products` is that store's first page of products, so the shelves need no second
 * call.
 */
export function getClosestStoreForUser(userId: number, signal?: AbortSignal): Promise<ClosestStoreAnswer> {
  return apiFetch(`/api/profile/closest-store/${userId}`, {
    schema: answerSchema,
    fallbackMessage: t('storefront.location.storeFailed'),
    signal,
  });
}

export type Coordinates = { latitude: number; longitude: number };

/**
 * The store nearest a point, for a visitor who shared the browser's location (POST
 * /api/profile/closest-store); the same answer as above.
 */
export function getClosestStoreForPoint(
  point: Coordinates,
  signal?: AbortSignal,
): Promise<ClosestStoreAnswer> {
  return apiFetch('/api/profile/closest-store', {
    method: 'POST',
    body: { latitude: point.latitude, longitude: point.longitude },
    schema: answerSchema,
    fallbackMessage: t('storefront.location.storeFailed'),
    signal,
  });
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
