import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  GiftVoucherResponse,
  MESSAGES,
  VoucherResponse,
  VouchersResponse,
  type AdminVoucher,
  type CreateVoucherBody,
  type SortOrder,
  type UpdateVoucherBody,
  type VoucherDiscountType,
  type VoucherSortField,
  type VoucherType,
} from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/super-admin/vouchers (contracts: VouchersQuery); 10 a page by default. */
export type VouchersQuery = {
  page?: number;
  sortField?: VoucherSortField;
  sortOrder?: SortOrder;
  search?: string;
  voucherType?: VoucherType;
  discountType?: VoucherDiscountType;
};

export const voucherKeys = {
  all: ['super-admin', 'vouchers'] as const,
  lists: () => [...voucherKeys.all, 'list'] as const,
  list: (query: VouchersQuery) => [...voucherKeys.lists(), query] as const,
};

type VoucherPage = VouchersResponse;

/** The vouchers with their copies' figures, 10 a page, discount_amount ascending by default (docs/product.md §9). */
export function useVouchers(query: VouchersQuery) {
  return useQuery({
    queryKey: voucherKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch('/api/super-admin/vouchers', {
        query,
        schema: VouchersResponse,
        fallbackMessage: MESSAGES.UNEXPECTED_ERROR_DOT,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Changes every cached page of the list in place: each action's answer, no second request. */
function editPages(
  client: QueryClient,
  edit: (page: VoucherPage, query: VouchersQuery) => VoucherPage,
): void {
  for (const [key, page] of client.getQueriesData<VoucherPage>({ queryKey: voucherKeys.lists() })) {
    if (page) client.setQueryData(key, edit(page, (key[3] ?? {}) as VouchersQuery));
  }
}

const replaceRow = (voucher: AdminVoucher) => (page: VoucherPage) => ({
  ...page,
  data: page.data.map((row) => (row.voucher_id === voucher.voucher_id ? voucher : row)),
});

/** Whether a new voucher belongs in a list with these filters. */
function matches(voucher: AdminVoucher, query: VouchersQuery): boolean {
  const search = query.search?.toLowerCase();
  return (
    (!query.voucherType || query.voucherType === voucher.voucherType) &&
    (!query.discountType || query.discountType === voucher.discountType) &&
    (!search || `${voucher.voucher_code} ${voucher.description}`.toLowerCase().includes(search))
  );
}

/** POST /api/super-admin/voucher; 'Error creating voucher'. The new voucher heads the first page. */
export function useCreateVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateVoucherBody) =>
      (
        await apiFetch('/api/super-admin/voucher', {
          method: 'POST',
          body,
          schema: VoucherResponse,
          fallbackMessage: MESSAGES.VOUCHER_CREATE_ERROR,
        })
      ).data,
    onSuccess: (voucher) =>
      editPages(client, (page, query) => {
        if (!matches(voucher, query)) return page;
        const totalItems = page.totalItems + 1;
        const totalPages = Math.ceil(totalItems / 10);
        if ((query.page ?? 1) !== 1) return { ...page, totalItems, totalPages };
        return { ...page, totalItems, totalPages, data: [voucher, ...page.data].slice(0, 10) };
      }),
  });
}

/** PATCH /api/super-admin/voucher/{id}; 'Error editing voucher'. */
export function useUpdateVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: UpdateVoucherBody }) =>
      (
        await apiFetch(`/api/super-admin/voucher/${id}`, {
          method: 'PATCH',
          body: change,
          schema: VoucherResponse,
          fallbackMessage: MESSAGES.VOUCHER_EDIT_ERROR,
        })
      ).data,
    onSuccess: (voucher) => editPages(client, replaceRow(voucher)),
  });
}

/** PUT /api/super-admin/voucher/{id} (a soft delete); 'Error deleting voucher'. */
export function useRemoveVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiFetch(`/api/super-admin/voucher/${id}`, {
          method: 'PUT',
          schema: VoucherResponse,
          fallbackMessage: MESSAGES.VOUCHER_DELETE_ERROR,
        })
      ).data,
    onSuccess: (voucher) =>
      editPages(client, (page) => {
        if (!page.data.some((row) => row.voucher_id === voucher.voucher_id)) return page;
        const totalItems = Math.max(0, page.totalItems - 1);
        return {
          ...page,
          totalItems,
          totalPages: Math.ceil(totalItems / 10),
          data: page.data.filter((row) => row.voucher_id !== voucher.voucher_id),
        };
      }),
  });
}

/** POST /api/super-admin/gift-voucher/{id} with {email}; 'Error gifting voucher'. */
export function useGiftVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, email }: { id: number; email: string }) =>
      (
        await apiFetch(`/api/super-admin/gift-voucher/${id}`, {
          method: 'POST',
          body: { email },
          schema: GiftVoucherResponse,
          fallbackMessage: MESSAGES.VOUCHER_GIFT_ERROR,
        })
      ).data,
    onSuccess: ({ voucher }) => editPages(client, replaceRow(voucher)),
  });
}
