import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DiscountResponse,
  DiscountsResponse,
  MESSAGES,
  PAGE_SIZES,
  StoreInventoryOptionsResponse,
  type Discount,
  type DISCOUNT_SORT_FIELDS,
  type SortOrder,
} from '@lumbung/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';

/** The query of GET /api/store-admin/discounts/{storeId} (contracts: DiscountsQuery). */
export type DiscountsQuery = {
  page?: number;
  sortField?: (typeof DISCOUNT_SORT_FIELDS)[number];
  sortOrder?: SortOrder;
  search?: string;
};

export const discountKeys = {
  all: (storeId: number) => ['store-admin', storeId, 'discounts'] as const,
  list: (storeId: number, query: DiscountsQuery) => [...discountKeys.all(storeId), 'list', query] as const,
  detail: (storeId: number, id: number) => [...discountKeys.all(storeId), 'detail', id] as const,
  options: (storeId: number) => [...discountKeys.all(storeId), 'options'] as const,
};

/** The store's discounts, 10 a page, start_date ascending by default (docs/product.md §9); reads `discounts`. */
export function useDiscounts(storeId: number, query: DiscountsQuery) {
  return useQuery({
    queryKey: discountKeys.list(storeId, query),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch(`/api/store-admin/discounts/${storeId}`, {
        query: { pageSize: PAGE_SIZES.discounts, ...query },
        schema: DiscountsResponse,
        fallbackMessage: MESSAGES.DISCOUNTS_FETCH_FAILED,
        signal,
      });
      return { ...answer, data: answer.discounts };
    },
    placeholderData: keepPreviousData,
  });
}

export function useDiscount(storeId: number, id: number) {
  return useQuery({
    queryKey: discountKeys.detail(storeId, id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/store-admin/discounts/details/${id}`, {
          schema: DiscountResponse,
          fallbackMessage: MESSAGES.DISCOUNTS_FETCH_FAILED,
          signal,
        })
      ).data,
    retry: false,
  });
}

/** The store's products for the form's pickers (GET /api/store-admin/inventories/{storeId}). */
export function useDiscountProducts(storeId: number) {
  return useQuery({
    queryKey: discountKeys.options(storeId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/store-admin/inventories/${storeId}`, {
          schema: StoreInventoryOptionsResponse,
          fallbackMessage: MESSAGES.INVENTORIES_FETCH_FAILED,
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}

/** Keeps the discount a change answered and marks the lists stale. */
function useDiscountChanged(storeId: number) {
  const queryClient = useQueryClient();
  return (discount: Discount) => {
    queryClient.setQueryData(discountKeys.detail(storeId, discount.discount_id), discount);
    void queryClient.invalidateQueries({ queryKey: [...discountKeys.all(storeId), 'list'] });
    void queryClient.invalidateQueries({ queryKey: discountKeys.options(storeId) });
  };
}

/** POST /api/store-admin/discounts/{storeId} multipart (docs/product.md §7); 'Failed to create discount.'. */
export function useCreateDiscount(storeId: number) {
  const changed = useDiscountChanged(storeId);
  return useMutation({
    mutationFn: async (form: FormData) =>
      (
        await apiFetch(`/api/store-admin/discounts/${storeId}`, {
          method: 'POST',
          body: form,
          schema: DiscountResponse,
          fallbackMessage: MESSAGES.DISCOUNT_CREATE_FAILED,
        })
      ).data,
    onSuccess: changed,
  });
}

export type DiscountChange =
  | { kind: 'active'; is_active: boolean }
  | { kind: 'value'; value: number }
  | { kind: 'dates'; start_date?: string; end_date?: string }
  | { kind: 'image'; image: File };

const FALLBACK: Record<DiscountChange['kind'], string> = {
  active: MESSAGES.DISCOUNT_TOGGLE_FAILED,
  value: MESSAGES.DISCOUNT_VALUE_FAILED,
  dates: MESSAGES.UNEXPECTED_ERROR_DOT,
  image: MESSAGES.IMAGE_UPDATE_FAILED,
};

function send(id: number, change: DiscountChange) {
  const fallbackMessage = FALLBACK[change.kind];
  switch (change.kind) {
    case 'active':
      return apiFetch(`/api/store-admin/discounts/value/${id}`, {
        method: 'PATCH',
        body: { is_active: change.is_active },
        schema: DiscountResponse,
        fallbackMessage,
      });
    case 'value':
      return apiFetch(`/api/store-admin/discounts/value/${id}`, {
        method: 'PATCH',
        body: { value: change.value },
        schema: DiscountResponse,
        fallbackMessage,
      });
    case 'dates':
      return apiFetch(`/api/store-admin/discounts/start/${id}`, {
        method: 'PATCH',
        body: { start_date: change.start_date, end_date: change.end_date },
        schema: DiscountResponse,
        fallbackMessage,
      });
    case 'image': {
      const form = new FormData();
      form.append('image', change.image);
      return apiFetch(`/api/store-admin/discounts/image/${id}`, {
        method: 'PATCH',
        body: form,
        schema: DiscountResponse,
        fallbackMessage,
      });
    }
  }
}

/** PATCH the discount's active flag, value, dates or image (docs/product.md §7); each with its docs/product.md §8 fallback. */
export function useChangeDiscount(storeId: number, id: number) {
  const changed = useDiscountChanged(storeId);
  return useMutation({
    mutationFn: async (change: DiscountChange) => (await send(id, change)).data,
    onSuccess: changed,
  });
}

/** PATCH /api/store-admin/discounts/remove/{id}: a soft delete; the answer's `detail`, else its message. */
export function useRemoveDiscount(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        return (
          await apiFetch(`/api/store-admin/discounts/remove/${id}`, {
            method: 'PATCH',
            schema: DiscountResponse,
          })
        ).data;
      } catch (error) {
        const body = error instanceof ApiError ? error.body : undefined;
        const detail =
          typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
            ? body.detail
            : null;
        throw new Error(detail ?? (error instanceof Error ? error.message : MESSAGES.UNEXPECTED_ERROR_DOT), {
          cause: error,
        });
      }
    },
    onSuccess: (discount) => {
      queryClient.removeQueries({ queryKey: discountKeys.detail(storeId, discount.discount_id) });
      void queryClient.invalidateQueries({ queryKey: [...discountKeys.all(storeId), 'list'] });
    },
  });
}
