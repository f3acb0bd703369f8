import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddressChangeResponse,
  AddressesResponse,
  CitiesResponse,
  MESSAGES,
  type Address,
  type City,
} from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

export const addressKeys = {
  list: (userId: number) => ['checkout', 'addresses', userId] as const,
  cities: ['checkout', 'cities'] as const,
};

/** The shopper's addresses, the default first (GET /api/profile/address/{userId}). */
export async function getAddresses(userId: number, signal?: AbortSignal): Promise<Address[]> {
  const answer = await apiFetch(`/api/profile/address/${userId}`, {
    schema: AddressesResponse,
    fallbackMessage: MESSAGES.ADDRESSES_FETCH_ERROR,
    signal,
  });
  return answer.data;
}

export function getAddressesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: ({ signal }) => getAddresses(userId, signal),
  });
}

export function useAddresses(userId: number | null) {
  return useQuery({ ...getAddressesQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** Every city to deliver to, by name (GET /api/profile/cities). */
export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const answer = await apiFetch('/api/profile/cities', {
    schema: CitiesResponse,
    fallbackMessage: MESSAGES.CITY_DATA_ERROR,
    signal,
  });
  return answer.data;
}

/** The city list, asked for only while the address form is open; it rarely changes. */
export function useCities(enabled: boolean) {
  return useQuery({
    queryKey: addressKeys.cities,
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 60 * 60 * 1000,
    enabled,
  });
}

export type NewAddress = { userId: number; address: string; city: City };

/**
 * POST /api/profile/address {user_id, address, city_name, city_id}: answers the new address and the
 * whole list, which replaces the cached one. Fails with the server's reason, else 'Error adding address'.
 */
export async function addAddress({ userId, address, city }: NewAddress) {
  const answer = await apiFetch('/api/profile/address', {
    method: 'POST',
    body: { user_id: userId, address, city_name: city.city_name, city_id: city.city_id },
    schema: AddressChangeResponse,
    fallbackMessage: MESSAGES.ADDRESS_ADD_ERROR,
  });
  return answer.data;
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: ({ addresses }, { userId }) => queryClient.setQueryData(addressKeys.list(userId), addresses),
  });
}
