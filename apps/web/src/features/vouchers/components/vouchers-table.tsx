import { Stack, Text } from '@mantine/core';
import { IconGift, IconPencil, IconTicket, IconTrash } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import {
  DEFAULT_SORTS,
  formatRupiah,
  MESSAGES,
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_SORT_FIELDS,
  VOUCHER_TYPE_LABELS,
  VOUCHER_TYPES,
  voucherDiscountText,
  type AdminVoucher,
  type VoucherDiscountType,
  type VoucherSortField,
  type VoucherType,
} from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { FilterSelect } from '@/components/back-office/list-toolbar';
import { RowActions } from '@/components/back-office/row-actions';
import { useVouchers } from '../api/vouchers';

type Filter = 'voucherType' | 'discountType';

export const VOUCHERS_LIST: ListParamsConfig<VoucherSortField, Filter> = {
  sortFields: VOUCHER_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.vouchers.field, order: DEFAULT_SORTS.vouchers.order },
  filters: { voucherType: VOUCHER_TYPES, discountType: VOUCHER_DISCOUNT_TYPES },
};

const DISCOUNT_TYPE_LABELS: Record<VoucherDiscountType, string> = {
  PERCENTAGE: 'Percentage',
  NOMINAL: 'Nominal (Rp)',
};

/** What a row's buttons do. */
export type VoucherActions = {
  onEdit: (voucher: AdminVoucher) => void;
  onGift: (voucher: AdminVoucher) => void;
  onDelete: (voucher: AdminVoucher) => void;
};

const helper = backOfficeColumns<AdminVoucher>();

function columns(actions: VoucherActions) {
  return helper.columns([
    helper.accessor('voucher_code', {
      header: 'Voucher',
      meta: { card: 'title', sortField: 'voucher_code' },
      cell: ({ row }) => (
        <Stack gap={2}>
          <Text fw={700} size="sm" ff="monospace">
            {row.original.voucher_code}
          </Text>
          <Text size="xs" c="gray.8" lineClamp={2}>
            {row.original.description}
          </Text>
        </Stack>
      ),
    }),
    helper.accessor('voucherType', {
      header: 'Kind',
      cell: ({ getValue }) => VOUCHER_TYPE_LABELS[getValue()],
    }),
    helper.accessor('discount_amount', {
      header: 'Discount',
      meta: { sortField: 'discount_amount', align: 'right' },
      cell: ({ row }) => (
        <Text fw={700} size="sm">
          {voucherDiscountText({
            discount_type: row.original.discountType,
            discount_amount: row.original.discount_amount,
            max_discount: row.original.max_discount,
          })}
        </Text>
      ),
    }),
    helper.accessor('min_purchase', {
      header: 'Minimum',
      meta: { sortField: 'min_purchase', align: 'right' },
      cell: ({ getValue }) => (getValue() > 0 ? formatRupiah(getValue()) : 'None'),
    }),
    helper.accessor('valid_days', {
      header: 'Valid',
      meta: { sortField: 'valid_days', align: 'right' },
      cell: ({ getValue }) => `${getValue()} ${getValue() === 1 ? 'day' : 'days'}`,
    }),
    helper.accessor('copies_given', {
      header: 'Given',
      meta: { sortField: 'copies_given', align: 'right' },
      cell: ({ getValue }) => getValue().toLocaleString('id-ID'),
    }),
    helper.accessor('copies_used', {
      header: 'Used',
      meta: { sortField: 'copies_used', align: 'right' },
      cell: ({ getValue }) => getValue().toLocaleString('id-ID'),
    }),
    helper.accessor('discount_cost', {
      header: 'Cost',
      meta: { sortField: 'discount_cost', align: 'right' },
      cell: ({ getValue }) => formatRupiah(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const v = row.original;
        return (
          <RowActions
            actions={[
              {
                label: `Edit ${v.voucher_code}`,
                tooltip: 'Edit',
                icon: <IconPencil size={18} aria-hidden />,
                onClick: () => actions.onEdit(v),
              },
              {
                label: `Gift ${v.voucher_code}`,
                tooltip: 'Gift to a shopper',
                icon: <IconGift size={18} aria-hidden />,
                color: 'leaf',
                onClick: () => actions.onGift(v),
              },
              {
                label: `Delete ${v.voucher_code}`,
                tooltip: 'Delete',
                icon: <IconTrash size={18} aria-hidden />,
                color: 'red.8',
                onClick: () => actions.onDelete(v),
              },
            ]}
          />
        );
      },
    }),
  ]);
}

/**
 * Every live voucher with what its copies did: 10 a page, discount amount ascending by default,
 * searched by code or description, filtered by kind and discount type (docs/product.md §7, §9).
 */
export function VouchersTable({ actions, toolbar }: { actions: VoucherActions; toolbar?: ReactNode }) {
  const list = useListParams(VOUCHERS_LIST);
  const voucherType = list.filters.voucherType as VoucherType | null;
  const discountType = list.filters.discountType as VoucherDiscountType | null;
  const query = useVouchers({
    ...listQuery(list),
    ...(voucherType ? { voucherType } : {}),
    ...(discountType ? { discountType } : {}),
  });
  const cols = useMemo(() => columns(actions), [actions]);
  return (
    <ListTable
      list={list}
      search={{ label: 'Search vouchers', placeholder: 'Code or description' }}
      filters={
        <>
          <FilterSelect
            label="Kind"
            value={voucherType}
            allLabel="All kinds"
            options={VOUCHER_TYPES.map((type) => ({ value: type, label: VOUCHER_TYPE_LABELS[type] }))}
            onChange={(value) => list.setFilter('voucherType', value)}
          />
          <FilterSelect
            label="Discount type"
            value={discountType}
            allLabel="All discount types"
            options={VOUCHER_DISCOUNT_TYPES.map((type) => ({
              value: type,
              label: DISCOUNT_TYPE_LABELS[type],
            }))}
            onChange={(value) => list.setFilter('discountType', value)}
          />
        </>
      }
      actions={toolbar}
      label="Vouchers"
      columns={cols}
      query={query}
      rowKey={(row) => row.voucher_id}
      filtered={Boolean(list.search || voucherType || discountType)}
      errorFallback={MESSAGES.UNEXPECTED_ERROR_DOT}
      empty={{
        icon: <IconTicket size={32} aria-hidden />,
        title: 'No vouchers yet',
        filteredTitle: 'No voucher matches this search or filter',
      }}
    />
  );
}
