import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  GiftVoucherResponse,
  VoucherResponse,
  VouchersResponse,
  type AdminVoucher,
  type CreateVoucherBody,
  type UpdateVoucherBody,
  type VouchersQuery as VouchersQueryInput,
} from '@lumbung/contracts';
import { useApiMutation } from '@/components/back-office/api-mutation';
import type { SentQuery } from '@/components/back-office/list-params';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/** The query of GET /api/super-admin/vouchers, as the contracts define it; 10 a page by default. */
export type VouchersQuery = SentQuery<VouchersQueryInput>;

export const voucherKeys = {
  all: ['super-admin', 'vouchers'] as const,
  lists: () => [...voucherKeys.all, 'list'] as const,
  list: (query: VouchersQuery) => [...voucherKeys.lists(), query] as const,
};

type VoucherPage = VouchersResponse;

/** The vouchers with their copies' figures, 10 a page, discount_amount ascending by default (docs/product.md §9). */
export function getVouchers(query: VouchersQuery, signal?: AbortSignal) {
  return apiFetch('/api/super-admin/vouchers', {
    query,
    schema: VouchersResponse,
    fallbackMessage: t('super-admin.error.unexpected'),
    signal,
  });
}

export function getVouchersQueryOptions(query: VouchersQuery) {
  return queryOptions({
    queryKey: voucherKeys.list(query),
    queryFn: ({ signal }) => getVouchers(query, signal),
  });
}

export function useVouchers(query: VouchersQuery) {
  return useQuery({ ...getVouchersQueryOptions(query), placeholderData: keepPreviousData });
}

/** POST /api/super-admin/voucher; 'Error creating voucher'. */
export async function createVoucher(body: CreateVoucherBody) {
  const answer = await apiFetch('/api/super-admin/voucher', {
    method: 'POST',
    body,
    schema: VoucherResponse,
    fallbackMessage: t('super-admin.error.voucherCreate'),
  });
  return answer.data;
}

/** PATCH /api/super-admin/voucher/{id}; 'Error editing voucher'. */
export async function updateVoucher({ id, change }: { id: number; change: UpdateVoucherBody }) {
  const answer = await apiFetch(`/api/super-admin/voucher/${id}`, {
    method: 'PATCH',
    body: change,
    schema: VoucherResponse,
    fallbackMessage: t('super-admin.error.voucherEdit'),
  });
  return answer.data;
}

/** PUT /api/super-admin/voucher/{id} (a soft delete); 'Error deleting voucher'. */
export async function removeVoucher(id: number) {
  const answer = await apiFetch(`/api/super-admin/voucher/${id}`, {
    method: 'PUT',
    schema: VoucherResponse,
    fallbackMessage: t('super-admin.error.voucherDelete'),
  });
  return answer.data;
}

/** POST /api/super-admin/gift-voucher/{id} with {email}; 'Error gifting voucher'. */
export async function giftVoucher({ id, email }: { id: number; email: string }) {
  const answer = await apiFetch(`/api/super-admin/gift-voucher/${id}`, {
    method: 'POST',
    body: { email },
    schema: GiftVoucherResponse,
    fallbackMessage: t('super-admin.error.voucherGift'),
  });
  return answer.data;
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

/** The new voucher heads the first page of every list it belongs in. */
export function useCreateVoucher() {
  return useApiMutation({
    request: createVoucher,
    onSuccess: (voucher, client) =>
      editPages(client, (page, query) => {
        if (!matches(voucher, query)) return page;
        const totalItems = page.totalItems + 1;
        const totalPages = Math.ceil(totalItems / 10);
        if ((query.page ?? 1) !== 1) return { ...page, totalItems, totalPages };
        return { ...page, totalItems, totalPages, data: [voucher, ...page.data].slice(0, 10) };
      }),
  });
}

export function useUpdateVoucher() {
  return useApiMutation({
    request: updateVoucher,
    onSuccess: (voucher, client) => editPages(client, replaceRow(voucher)),
  });
}

export function useRemoveVoucher() {
  return useApiMutation({
    request: removeVoucher,
    onSuccess: (voucher, client) =>
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

export function useGiftVoucher() {
  return useApiMutation({
    request: giftVoucher,
    onSuccess: ({ voucher }, client) => editPages(client, replaceRow(voucher)),
  });
}
