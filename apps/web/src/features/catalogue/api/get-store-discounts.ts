import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { MESSAGES, UserDiscountsResponse, type UserDiscount } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';
import { getProductDetailQueryOptions } from './get-product-detail';

/** The discounts running now in a store (GET /api/users/discounts/{storeId}). */
export async function getStoreDiscounts(storeId: number, signal?: AbortSignal): Promise<UserDiscount[]> {
  const answer = await apiFetch(`/api/users/discounts/${storeId}`, {
    schema: UserDiscountsResponse,
    fallbackMessage: MESSAGES.DISCOUNTS_FETCH_FAILED,
    signal,
  });
  return answer.data;
}

export function getStoreDiscountsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'store-discounts', storeId],
    queryFn: ({ signal }) => getStoreDiscounts(storeId, signal),
  });
}

export function useStoreDiscounts(storeId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStoreDiscountsQueryOptions(storeId), enabled });
}

/** The products of a store's running product discounts, each once, at most `limit` of them. */
export function discountedInventoryIds(discounts: readonly UserDiscount[], limit: number): number[] {
  const ids = new Set<number>();
  for (const discount of discounts) {
    if (discount.inventory_id !== null) ids.add(discount.inventory_id);
    if (ids.size >= limit) break;
  }
  return [...ids];
}

/**
 * The products on sale in a store: the running product discounts, then each product's detail
 * (picture, prices, stock). The detail calls run in parallel and also warm the product pages.
 */
export function useDiscountedProducts(storeId: number, { enabled = true, limit = 8 } = {}) {
  const discounts = useStoreDiscounts(storeId, { enabled });
  const ids = discounts.data ? discountedInventoryIds(discounts.data, limit) : [];
  const details = useQueries({
    queries: ids.map((id) => ({ ...getProductDetailQueryOptions(id), enabled })),
  });
  const products = details.flatMap((detail) => (detail.data ? [detail.data] : []));
  return {
    discounts,
    products,
    isPending: discounts.isPending || details.some((detail) => detail.isPending),
    /** Product details that failed are left out; only a failed discount list is an error. */
    error: discounts.error,
  };
}
