import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  AdminProductResponse,
  AdminProductsResponse,
  PAGE_SIZES,
  type AdminProduct,
  type AdminProductsQuery as AdminProductsQueryInput,
} from '@lumbung/contracts';
import { detailOr, useApiMutation } from '@/components/back-office/api-mutation';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/super-admin/products, as the contracts define it. */
export type ProductsListQuery = SentQuery<AdminProductsQueryInput>;

export const productKeys = {
  all: ['super-admin', 'products'] as const,
  list: (query: ProductsListQuery) => [...productKeys.all, 'list', query] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};

/** Live products, 10 a page, by name ascending by default (docs/product.md §9); 'Failed to fetch products.'. */
export function getAdminProducts(query: ProductsListQuery, signal?: AbortSignal) {
  return apiFetch('/api/super-admin/products', {
    query: { pageSize: PAGE_SIZES.admin, ...query },
    schema: AdminProductsResponse,
    fallbackMessage: t('super-admin.error.productsFetch'),
    signal,
  });
}

export function getAdminProductsQueryOptions(query: ProductsListQuery) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
  });
}

export function useAdminProducts(query: ProductsListQuery) {
  return useQuery({ ...getAdminProductsQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/super-admin/products/details/{id}; 'Failed to fetch product details.'. */
export async function getAdminProduct(id: number, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/super-admin/products/details/${id}`, {
    schema: AdminProductResponse,
    fallbackMessage: t('super-admin.error.productDetails'),
    signal,
  });
  return answer.data;
}

export function getAdminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    retry: false,
  });
}

export function useAdminProduct(id: number) {
  return useQuery(getAdminProductQueryOptions(id));
}

/** POST /api/products multipart (docs/product.md §7); 'Failed to create product.'. */
export async function createProduct(form: FormData) {
  const answer = await apiFetch('/api/products', {
    method: 'POST',
    body: form,
    schema: AdminProductResponse,
    fallbackMessage: t('super-admin.error.productCreate'),
  });
  return answer.data;
}

export type ProductChange =
  | { kind: 'name'; product_name: string }
  | { kind: 'description'; description: string }
  | { kind: 'price'; price: number }
  | { kind: 'image'; imageId: number; image: File };

/** PATCH /api/products/{name|description|price}/{id} or images/{imageId}: one field a call (docs/product.md §5). */
export async function changeProduct(id: number, change: ProductChange) {
  if (change.kind === 'image') {
    const form = new FormData();
    form.append('image', change.image);
    const answer = await apiFetch(`/api/products/images/${change.imageId}`, {
      method: 'PATCH',
      body: form,
      schema: AdminProductResponse,
      fallbackMessage: t('super-admin.error.imageUpdate'),
    });
    return answer.data;
  }
  const { kind, ...body } = change;
  const answer = await apiFetch(`/api/products/${kind}/${id}`, {
    method: 'PATCH',
    body,
    schema: AdminProductResponse,
    fallbackMessage: t('super-admin.error.unexpected'),
  });
  return answer.data;
}

/** PATCH /api/products/remove/{id}: a soft delete; 'Failed to delete product.'. */
export async function removeProduct(id: number) {
  const answer = await apiFetch(`/api/products/remove/${id}`, {
    method: 'PATCH',
    schema: AdminProductResponse,
    fallbackMessage: t('super-admin.error.productDelete'),
  });
  return answer.data;
}

/** Keeps the product a change answered, in its own entry and in every cached page that shows it. */
function productChanged(client: QueryClient, product: AdminProduct) {
  client.setQueryData(productKeys.detail(product.product_id), product);
  client.setQueriesData<AdminProductsResponse>(
    { queryKey: [...productKeys.all, 'list'] },
    (page) =>
      page && {
        ...page,
        data: page.data.map((row) => (row.product_id === product.product_id ? product : row)),
      },
  );
}

/** A new row: the lists are stale. */
export function useCreateProduct() {
  return useApiMutation({
    request: createProduct,
    onSuccess: (product, client) => {
      client.setQueryData(productKeys.detail(product.product_id), product);
      void client.invalidateQueries({ queryKey: [...productKeys.all, 'list'] });
    },
  });
}

export function useChangeProduct(id: number) {
  return useApiMutation({
    request: (change: ProductChange) => changeProduct(id, change),
    onSuccess: (product, client) => productChanged(client, product),
  });
}

/** The refusal reads the answer's `detail`, else its message (docs/product.md §8). */
export function useRemoveProduct() {
  return useApiMutation({
    request: removeProduct,
    refusal: detailOr(t('super-admin.error.productDelete')),
    onSuccess: (product, client) => {
      client.removeQueries({ queryKey: productKeys.detail(product.product_id) });
      void client.invalidateQueries({ queryKey: [...productKeys.all, 'list'] });
    },
  });
}
