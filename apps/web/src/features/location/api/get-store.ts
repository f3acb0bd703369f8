import { queryOptions } from '@tanstack/react-query';
import { storeRead, type ShopperStore } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/**
 * A store as a shopper sees it (GET /api/users/stores/{storeId}): the fallback store's own name,
 * for the headings over the products it sells (the strip keeps docs/product.md §3's 'Default Store').
 */
export async function getStore(storeId: number, signal?: AbortSignal): Promise<ShopperStore> {
  const answer = await apiFetch(storeRead(storeId).path, {
    schema: () => schemas().then((m) => m.ShopperStoreResponse),
    auth: false,
    signal,
  });
  return answer.data;
}

export function storeQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: ['location', 'store', storeId],
    queryFn: ({ signal }) => getStore(storeId, signal),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}
