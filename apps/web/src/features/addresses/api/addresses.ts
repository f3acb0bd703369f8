import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, City } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** Loaded with the first address call (see ./address-schemas). */
const schemas = () => import('./address-schemas');

/**
 * The shopper's delivery addresses and the city list (docs/product.md §3, §7), for every screen that shows or
 * changes them (the profile's address book, the strip's first address, checkout). One cache: an
 * address added in one place is in the list everywhere. Each change answers the whole list, which
 * replaces the cached one; the caller decides what else follows (the nearest store).
 */
export const addressKeys = {
  list: (userId: number) => ['addresses', userId] as const,
  cities: ['cities'] as const,
};

/** GET /api/profile/address/{userId}: the default first, then the newest. */
export async function getAddresses(userId: number, signal?: AbortSignal): Promise<Address[]> {
  const answer = await apiFetch(`/api/profile/address/${userId}`, {
    schema: () => schemas().then((m) => m.AddressesResponse),
    fallbackMessage: t('account.errors.addressesFetch'),
    signal,
  });
  return answer.data;
}

export function addressesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: ({ signal }) => getAddresses(userId, signal),
  });
}

export function useAddresses(userId: number | null) {
  return useQuery({ ...addressesQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** GET /api/profile/cities: every city with its centre, by name ('Error fetching city data'). */
export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const answer = await apiFetch('/api/profile/cities', {
    schema: () => schemas().then((m) => m.CitiesResponse),
    fallbackMessage: t('account.errors.cityData'),
    signal,
  });
  return answer.data;
}

/** The city list, asked for once an address form opens; it changes only when the shop adds cities. */
export function useCities(enabled = true) {
  return useQuery({
    queryKey: addressKeys.cities,
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 60 * 60 * 1000,
    enabled,
  });
}

/**
 * An address as a form sends it; `point` is the browser's location when the shopper shared it.
 * `label`, `recipientName` and `phone` (+62…) are sent when given: null clears one, left out it
 * stays as the address has it.
 */
export type AddressInput = {
  address: string;
  city: Pick<City, 'city_id' | 'city_name'>;
  point?: { latitude: number; longitude: number } | null;
  label?: string | null;
  recipientName?: string | null;
  phone?: string | null;
};

function body({ address, city, point, label, recipientName, phone }: AddressInput) {
  return {
    address,
    city_id: city.city_id,
    city_name: city.city_name,
    ...(point ? { latitude: point.latitude, longitude: point.longitude } : {}),
    ...(label !== undefined ? { label } : {}),
    ...(recipientName !== undefined ? { recipient_name: recipientName } : {}),
    ...(phone !== undefined ? { phone } : {}),
  };
}

/** POST /api/profile/address {user_id, address, city_name, city_id}: the first becomes the default. */
export async function addAddress(input: AddressInput & { userId: number }) {
  const answer = await apiFetch('/api/profile/address', {
    method: 'POST',
    body: { user_id: input.userId, ...body(input) },
    schema: () => schemas().then((m) => m.AddressChangeResponse),
    fallbackMessage: t('account.errors.addressAdd'),
  });
  return answer.data;
}

/**
 * PUT /api/profile/address/{userId}/{addressId}: the text, the city and the location again, with
 * the label, the recipient and the phone.
 */
export async function updateAddress(input: AddressInput & { userId: number; addressId: number }) {
  const answer = await apiFetch(`/api/profile/address/${input.userId}/${input.addressId}`, {
    method: 'PUT',
    body: body(input),
    schema: () => schemas().then((m) => m.AddressChangeResponse),
    fallbackMessage: t('account.errors.addressUpdate'),
  });
  return answer.data;
}

/**
 * DELETE /api/profile/address/{userId}/{addressId}: a soft delete. The default one needs the new
 * default named while other addresses exist.
 */
export async function deleteAddress(input: { userId: number; addressId: number; newDefaultId?: number }) {
  const answer = await apiFetch(`/api/profile/address/${input.userId}/${input.addressId}`, {
    method: 'DELETE',
    query: { new_default_address_id: input.newDefaultId },
    schema: () => schemas().then((m) => m.DeleteAddressResponse),
    fallbackMessage: t('account.errors.addressDelete'),
  });
  return answer.data;
}

/** POST /api/profile/default {user_id, new_address_id}: every other address stops being the default. */
export async function setDefaultAddress(input: { userId: number; addressId: number }) {
  const answer = await apiFetch('/api/profile/default', {
    method: 'POST',
    body: { user_id: input.userId, new_address_id: input.addressId },
    schema: () => schemas().then((m) => m.AddressChangeResponse),
    fallbackMessage: t('account.errors.addressDefault'),
  });
  return answer.data;
}

/** A change of the address list: the answer's list replaces the cached one, then `onChanged` runs. */
function useAddressChange<I extends { userId: number }, R extends { addresses: Address[] }>(
  change: (input: I) => Promise<R>,
  onChanged?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ addresses }, { userId }) => {
      queryClient.setQueryData(addressKeys.list(userId), addresses);
      onChanged?.();
    },
  });
}

export const useAddAddress = (onChanged?: () => void) => useAddressChange(addAddress, onChanged);
export const useUpdateAddress = (onChanged?: () => void) => useAddressChange(updateAddress, onChanged);
export const useDeleteAddress = (onChanged?: () => void) => useAddressChange(deleteAddress, onChanged);
export const useSetDefaultAddress = (onChanged?: () => void) =>
  useAddressChange(setDefaultAddress, onChanged);
