import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminProductResponse,
  AdminProductsResponse,
  MESSAGES,
  PAGE_SIZES,
  type ADMIN_PRODUCT_SORT_FIELDS,
  type AdminProduct,
  type SortOrder,
} from '@lumbung/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';

/** The query of GET /api/super-admin/products (contracts: AdminProductsQuery). */
export type ProductsListQuery = {
  page?: number;
  search?: string;
  category?: number;
  sortField?: (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];
  sortOrder?: SortOrder;
};

export const productKeys = {
  all: ['super-admin', 'products'] as const,
  list: (query: ProductsListQuery) => [...productKeys.all, 'list', query] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};

/** Live products, 10 a page, by name ascending by default (docs/product.md §9); 'Failed to fetch products.'. */
export function useAdminProducts(query: ProductsListQuery) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch('/api/super-admin/products', {
        query: { pageSize: PAGE_SIZES.admin, ...query },
        schema: AdminProductsResponse,
        fallbackMessage: MESSAGES.PRODUCTS_FETCH_FAILED,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/super-admin/products/details/{id}; 'Failed to fetch product details.'. */
export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/super-admin/products/details/${id}`, {
          schema: AdminProductResponse,
          fallbackMessage: MESSAGES.PRODUCT_DETAILS_FAILED,
          signal,
        })
      ).data,
    retry: false,
  });
}

/** Keeps the product a change answered, in its own entry and in every cached page that shows it. */
function useProductChanged() {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => {
    queryClient.setQueryData(productKeys.detail(product.product_id), product);
    queryClient.setQueriesData<AdminProductsResponse>(
      { queryKey: [...productKeys.all, 'list'] },
      (page) =>
        page && {
          ...page,
          data: page.data.map((row) => (row.product_id === product.product_id ? product : row)),
        },
    );
  };
}

/** POST /api/products multipart (docs/product.md §7); 'Failed to create product.'. A new row: the lists are stale. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (
        await apiFetch('/api/products', {
          method: 'POST',
          body: form,
          schema: AdminProductResponse,
          fallbackMessage: MESSAGES.PRODUCT_CREATE_FAILED,
        })
      ).data,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.product_id), product);
      void queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'list'] });
    },
  });
}

export type ProductChange =
  | { kind: 'name'; product_name: string }
  | { kind: 'description'; description: string }
  | { kind: 'price'; price: number }
  | { kind: 'image'; imageId: number; image: File };

function send(id: number, change: ProductChange) {
  if (change.kind === 'image') {
    const form = new FormData();
    form.append('image', change.image);
    return apiFetch(`/api/products/images/${change.imageId}`, {
      method: 'PATCH',
      body: form,
      schema: AdminProductResponse,
      fallbackMessage: MESSAGES.IMAGE_UPDATE_FAILED,
    });
  }
  const { kind, ...body } = change;
  return apiFetch(`/api/products/${kind}/${id}`, {
    method: 'PATCH',
    body,
    schema: AdminProductResponse,
    fallbackMessage: MESSAGES.UNEXPECTED_ERROR_DOT,
  });
}

/** PATCH /api/products/{name|description|price}/{id} or images/{imageId}: one field a call (docs/product.md §5). */
export function useChangeProduct(id: number) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: async (change: ProductChange) => (await send(id, change)).data,
    onSuccess: changed,
  });
}

/** PATCH /api/products/remove/{id}: a soft delete; the answer's `detail`, else its message (docs/product.md §8). */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        return (
          await apiFetch(`/api/products/remove/${id}`, {
            method: 'PATCH',
            schema: AdminProductResponse,
            fallbackMessage: MESSAGES.PRODUCT_DELETE_FAILED,
          })
        ).data;
      } catch (error) {
        const body = error instanceof ApiError ? error.body : undefined;
        const detail =
          typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
            ? body.detail
            : null;
        throw new Error(detail ?? (error instanceof Error ? error.message : MESSAGES.PRODUCT_DELETE_FAILED), {
          cause: error,
        });
      }
    },
    onSuccess: (product) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(product.product_id) });
      void queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'list'] });
    },
  });
}
