import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeDiscountsRead, type UserDiscount } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { getProductsQueryOptions } from './get-products';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/** The discounts running now in a store (GET /api/users/discounts/{storeId}). */
export async function getStoreDiscounts(storeId: number, signal?: AbortSignal): Promise<UserDiscount[]> {
  const answer = await apiFetch(storeDiscountsRead(storeId).path, {
    schema: () => schemas().then((m) => m.UserDiscountsResponse),
    fallbackMessage: t('storefront.error.discounts'),
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
 * The products on sale in a store, beside its running discounts: one list call
 * (GET /api/users/products/{storeId}?onSale=true, the list's own answer shape) instead of a detail
 * call per product, and the two calls run side by side.
 */
export function useDiscountedProducts(storeId: number, { enabled = true, limit = 8 } = {}) {
  const discounts = useStoreDiscounts(storeId, { enabled });
  const onSale = useQuery({
    ...getProductsQueryOptions({ storeId, page: 1, pageSize: limit, onSale: true }),
    enabled,
  });
  // The answer holds discounted items only; an item without a discount never shows in this row.
  const products = (onSale.data?.inventories ?? []).filter((item) => item.discount_type !== null);
  return {
    discounts,
    products,
    isPending: discounts.isPending || onSale.isPending,
    /** A failed product list leaves the row empty; only a failed discount list is an error. */
    error: discounts.error,
  };
}
