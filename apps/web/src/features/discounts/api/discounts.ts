import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  DiscountResponse,
  DiscountsResponse,
  PAGE_SIZES,
  StoreInventoryOptionsResponse,
  type Discount,
  type DiscountsQuery as DiscountsQueryInput,
} from '@lumbung/contracts';
import { detailOr, useApiMutation } from '@/components/back-office/api-mutation';
import type { SentQuery } from '@/components/back-office/list-params';
import { t, type MessageId } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/store-admin/discounts/{storeId}, as the contracts define it. */
export type DiscountsQuery = SentQuery<DiscountsQueryInput>;

export const discountKeys = {
  all: (storeId: number) => ['store-admin', storeId, 'discounts'] as const,
  list: (storeId: number, query: DiscountsQuery) => [...discountKeys.all(storeId), 'list', query] as const,
  detail: (storeId: number, id: number) => [...discountKeys.all(storeId), 'detail', id] as const,
  options: (storeId: number) => [...discountKeys.all(storeId), 'options'] as const,
};

/** The store's discounts, 10 a page, start_date ascending by default (docs/product.md §9); reads `discounts`. */
export async function getDiscounts(storeId: number, query: DiscountsQuery, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/store-admin/discounts/${storeId}`, {
    query: { pageSize: PAGE_SIZES.discounts, ...query },
    schema: DiscountsResponse,
    fallbackMessage: t('store-admin.discount.fetchFailed'),
    signal,
  });
  return { ...answer, data: answer.discounts };
}

export function getDiscountsQueryOptions(storeId: number, query: DiscountsQuery) {
  return queryOptions({
    queryKey: discountKeys.list(storeId, query),
    queryFn: ({ signal }) => getDiscounts(storeId, query, signal),
  });
}

export function useDiscounts(storeId: number, query: DiscountsQuery) {
  return useQuery({ ...getDiscountsQueryOptions(storeId, query), placeholderData: keepPreviousData });
}

/** GET /api/store-admin/discounts/details/{id}. */
export async function getDiscount(id: number, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/store-admin/discounts/details/${id}`, {
    schema: DiscountResponse,
    fallbackMessage: t('store-admin.discount.fetchFailed'),
    signal,
  });
  return answer.data;
}

export function getDiscountQueryOptions(storeId: number, id: number) {
  return queryOptions({
    queryKey: discountKeys.detail(storeId, id),
    queryFn: ({ signal }) => getDiscount(id, signal),
    retry: false,
  });
}

export function useDiscount(storeId: number, id: number) {
  return useQuery(getDiscountQueryOptions(storeId, id));
}

/** The store's products for the form's pickers (GET /api/store-admin/inventories/{storeId}). */
export async function getDiscountProducts(storeId: number, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/store-admin/inventories/${storeId}`, {
    schema: StoreInventoryOptionsResponse,
    fallbackMessage: t('store-admin.inventory.fetchFailed'),
    signal,
  });
  return answer.data;
}

export function getDiscountProductsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: discountKeys.options(storeId),
    queryFn: ({ signal }) => getDiscountProducts(storeId, signal),
    staleTime: 60_000,
  });
}

export function useDiscountProducts(storeId: number) {
  return useQuery(getDiscountProductsQueryOptions(storeId));
}

/** POST /api/store-admin/discounts/{storeId} multipart (docs/product.md §7); 'Failed to create discount.'. */
export async function createDiscount(storeId: number, form: FormData) {
  const answer = await apiFetch(`/api/store-admin/discounts/${storeId}`, {
    method: 'POST',
    body: form,
    schema: DiscountResponse,
    fallbackMessage: t('store-admin.discount.createFailed'),
  });
  return answer.data;
}

export type DiscountChange =
  | { kind: 'active'; is_active: boolean }
  | { kind: 'value'; value: number }
  | { kind: 'dates'; start_date?: string; end_date?: string }
  | { kind: 'image'; image: File };

const FALLBACK: Record<DiscountChange['kind'], MessageId> = {
  active: 'store-admin.discount.toggleFailed',
  value: 'store-admin.discount.valueFailed',
  dates: 'store-admin.common.unexpectedError',
  image: 'store-admin.discount.imageFailed',
};

function send(id: number, change: DiscountChange) {
  const fallbackMessage = t(FALLBACK[change.kind]);
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
export async function changeDiscount(id: number, change: DiscountChange) {
  return (await send(id, change)).data;
}

/** PATCH /api/store-admin/discounts/remove/{id}: a soft delete. */
export async function removeDiscount(id: number) {
  const answer = await apiFetch(`/api/store-admin/discounts/remove/${id}`, {
    method: 'PATCH',
    schema: DiscountResponse,
  });
  return answer.data;
}

/** Keeps the discount a change answered and marks the lists stale. */
function discountChanged(client: QueryClient, storeId: number, discount: Discount) {
  client.setQueryData(discountKeys.detail(storeId, discount.discount_id), discount);
  void client.invalidateQueries({ queryKey: [...discountKeys.all(storeId), 'list'] });
  void client.invalidateQueries({ queryKey: discountKeys.options(storeId) });
}

export function useCreateDiscount(storeId: number) {
  return useApiMutation({
    request: (form: FormData) => createDiscount(storeId, form),
    onSuccess: (discount, client) => discountChanged(client, storeId, discount),
  });
}

export function useChangeDiscount(storeId: number, id: number) {
  return useApiMutation({
    request: (change: DiscountChange) => changeDiscount(id, change),
    onSuccess: (discount, client) => discountChanged(client, storeId, discount),
  });
}

/** The refusal reads the answer's `detail`, else its message. */
export function useRemoveDiscount(storeId: number) {
  return useApiMutation({
    request: removeDiscount,
    refusal: (error) => detailOr(t('store-admin.common.unexpectedError'))(error),
    onSuccess: (discount, client) => {
      client.removeQueries({ queryKey: discountKeys.detail(storeId, discount.discount_id) });
      void client.invalidateQueries({ queryKey: [...discountKeys.all(storeId), 'list'] });
    },
  });
}
