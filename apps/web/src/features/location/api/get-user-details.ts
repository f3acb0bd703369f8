import { queryOptions } from '@tanstack/react-query';
import type { Address, UserProfile } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

export type UserDetails = { profile: UserProfile; addresses: Address[] };

/**
 * What the location lookup needs to know about a signed-in user: their profile and their saved
 * addresses (GET /api/profile/user/{userId} and GET /api/profile/address/{userId}, docs/product.md §4, §7).
 * Either failing fails both with the server's message, else 'Failed to fetch user details'.
 */
export async function getUserDetails(userId: number, signal?: AbortSignal): Promise<UserDetails> {
  const options = { fallbackMessage: t('storefront.location.userFailed'), signal };
  const [profile, addresses] = await Promise.all([
    apiFetch(`/api/profile/user/${userId}`, {
      ...options,
      schema: () => schemas().then((m) => m.UserProfileResponse),
    }),
    apiFetch(`/api/profile/address/${userId}`, {
      ...options,
      schema: () => schemas().then((m) => m.AddressesResponse),
    }),
  ]);
  return { profile: profile.data, addresses: addresses.data };
}

/** Query key prefix of a user's details: invalidate it after the addresses change. */
export const userDetailsQueryKey = (userId: number) => ['location', 'user-details', userId] as const;

export function userDetailsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userDetailsQueryKey(userId),
    queryFn: ({ signal }) => getUserDetails(userId, signal),
    retry: false,
  });
}

/** The address the closest store is measured from: the default one, else the first. */
export function deliveryAddress(addresses: readonly Address[]): Address | null {
  return addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
}
