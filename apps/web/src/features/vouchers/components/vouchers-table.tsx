import { Stack, Text } from '@mantine/core';
import { IconGift, IconPencil, IconTicket, IconTrash } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import {
  DEFAULT_SORTS,
  formatRupiah,
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_SORT_FIELDS,
  VOUCHER_TYPES,
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
import { useT, type MessageId, type MessageValues } from '@/i18n';
import { useVouchers } from '../api/vouchers';
import { discountText, discountTypeText } from '../lib/voucher-texts';

type Filter = 'voucherType' | 'discountType';

export const VOUCHERS_LIST: ListParamsConfig<VoucherSortField, Filter> = {
  sortFields: VOUCHER_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.vouchers.field, order: DEFAULT_SORTS.vouchers.order },
  filters: { voucherType: VOUCHER_TYPES, discountType: VOUCHER_DISCOUNT_TYPES },
};

/** What a row's buttons do. */
export type VoucherActions = {
  onEdit: (voucher: AdminVoucher) => void;
  onGift: (voucher: AdminVoucher) => void;
  onDelete: (voucher: AdminVoucher) => void;
};

const helper = backOfficeColumns<AdminVoucher>();

/** The columns, their headers in the language `t` speaks. */
function columns(actions: VoucherActions, t: (id: MessageId, values?: MessageValues) => string) {
  return helper.columns([
    helper.accessor('voucher_code', {
      header: t('super-admin.vouchers.column.voucher'),
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
      header: t('super-admin.vouchers.kind'),
      cell: ({ getValue }) => t(`super-admin.voucherType.${getValue()}`),
    }),
    helper.accessor('discount_amount', {
      header: t('super-admin.vouchers.discount'),
      meta: { sortField: 'discount_amount', align: 'right' },
      cell: ({ row }) => (
        <Text fw={700} size="sm">
          {discountText(row.original)}
        </Text>
      ),
    }),
    helper.accessor('min_purchase', {
      header: t('super-admin.vouchers.column.minimum'),
      meta: { sortField: 'min_purchase', align: 'right' },
      cell: ({ getValue }) => (getValue() > 0 ? formatRupiah(getValue()) : t('super-admin.vouchers.none')),
    }),
    helper.accessor('valid_days', {
      header: t('super-admin.vouchers.column.valid'),
      meta: { sortField: 'valid_days', align: 'right' },
      cell: ({ getValue }) =>
        getValue() === 1
          ? t('super-admin.vouchers.oneDay')
          : t('super-admin.vouchers.days', { count: getValue() }),
    }),
    helper.accessor('copies_given', {
      header: t('super-admin.vouchers.column.given'),
      meta: { sortField: 'copies_given', align: 'right' },
      cell: ({ getValue }) => getValue().toLocaleString('id-ID'),
    }),
    helper.accessor('copies_used', {
      header: t('super-admin.vouchers.column.used'),
      meta: { sortField: 'copies_used', align: 'right' },
      cell: ({ getValue }) => getValue().toLocaleString('id-ID'),
    }),
    helper.accessor('discount_cost', {
      header: t('super-admin.vouchers.column.cost'),
      meta: { sortField: 'discount_cost', align: 'right' },
      cell: ({ getValue }) => formatRupiah(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: t('super-admin.common.actions'),
      cell: ({ row }) => {
        const v = row.original;
        return (
          <RowActions
            actions={[
              {
                label: t('super-admin.vouchers.editOf', { code: v.voucher_code }),
                tooltip: t('super-admin.vouchers.edit'),
                icon: <IconPencil size={18} aria-hidden />,
                onClick: () => actions.onEdit(v),
              },
              {
                label: t('super-admin.vouchers.giftOf', { code: v.voucher_code }),
                tooltip: t('super-admin.vouchers.giftToShopper'),
                icon: <IconGift size={18} aria-hidden />,
                color: 'leaf',
                onClick: () => actions.onGift(v),
              },
              {
                label: t('super-admin.vouchers.deleteOf', { code: v.voucher_code }),
                tooltip: t('super-admin.common.delete'),
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
  const t = useT();
  // `t` is a new function in each language: the columns are made again then.
  const list = useListParams(VOUCHERS_LIST);
  const voucherType = list.filters.voucherType as VoucherType | null;
  const discountType = list.filters.discountType as VoucherDiscountType | null;
  const query = useVouchers({
    ...listQuery(list),
    ...(voucherType ? { voucherType } : {}),
    ...(discountType ? { discountType } : {}),
  });
  const cols = useMemo(() => columns(actions, t), [actions, t]);
  return (
    <ListTable
      list={list}
      search={{
        label: t('super-admin.vouchers.search'),
        placeholder: t('super-admin.vouchers.searchPlaceholder'),
      }}
      filters={
        <>
          <FilterSelect
            label={t('super-admin.vouchers.kind')}
            value={voucherType}
            allLabel={t('super-admin.vouchers.allKinds')}
            options={VOUCHER_TYPES.map((type) => ({
              value: type,
              label: t(`super-admin.voucherType.${type}`),
            }))}
            onChange={(value) => list.setFilter('voucherType', value)}
          />
          <FilterSelect
            label={t('super-admin.vouchers.discountTypeLabel')}
            value={discountType}
            allLabel={t('super-admin.vouchers.allDiscountTypes')}
            options={VOUCHER_DISCOUNT_TYPES.map((type) => ({ value: type, label: discountTypeText(type) }))}
            onChange={(value) => list.setFilter('discountType', value)}
          />
        </>
      }
      actions={toolbar}
      label={t('super-admin.section.vouchers.label')}
      columns={cols}
      query={query}
      rowKey={(row) => row.voucher_id}
      filtered={Boolean(list.search || voucherType || discountType)}
      errorFallback={t('super-admin.error.unexpected')}
      empty={{
        icon: <IconTicket size={32} aria-hidden />,
        title: t('super-admin.section.vouchers.empty'),
        filteredTitle: t('super-admin.vouchers.noMatch'),
      }}
    />
  );
}
