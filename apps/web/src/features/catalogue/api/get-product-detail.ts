import { queryOptions, useQuery } from '@tanstack/react-query';
import { productDetailRead, type ShopperProductDetail } from '@lumbung/contracts';
import { t } from '@/i18n';
import { ApiError, apiFetch } from '@/lib/api-client';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/**
 * Everything a shopper sees about one product of one store (GET
 * /api/users/products/detail/{inventoryId}: status 201, reads `inventory`, docs/product.md §3, §7).
 */
export async function getProductDetail(
  inventoryId: number,
  signal?: AbortSignal,
): Promise<ShopperProductDetail> {
  const answer = await apiFetch(productDetailRead(inventoryId).path, {
    schema: () => schemas().then((m) => m.ShopperProductDetailResponse),
    fallbackMessage: t('storefront.error.product'),
    signal,
  });
  return answer.inventory;
}

export function getProductDetailQueryOptions(inventoryId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'product-detail', inventoryId],
    queryFn: ({ signal }) => getProductDetail(inventoryId, signal),
    // A product that is not there will not appear on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

export function useProductDetail(inventoryId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProductDetailQueryOptions(inventoryId), enabled });
}
