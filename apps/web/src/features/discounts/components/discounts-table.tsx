import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { IconRosetteDiscount } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_SORTS, DISCOUNT_SORT_FIELDS, type Discount } from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { useLanguageMemo } from '@/components/back-office/language-memo';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { t, useT } from '@/i18n';
import { formatDateWib } from '@/lib/dates';
import { useDiscounts } from '../api/discounts';
import {
  DISCOUNT_STATE_LABELS,
  DISCOUNT_TYPE_LABELS,
  discountState,
  discountValueText,
  type DiscountState,
} from '../lib/discount-text';
import { DiscountActiveSwitch } from './discount-active-switch';

type SortField = (typeof DISCOUNT_SORT_FIELDS)[number];

export const DISCOUNTS_LIST: ListParamsConfig<SortField, never> = {
  sortFields: DISCOUNT_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.discounts.field, order: DEFAULT_SORTS.discounts.order },
};

const STATE_COLORS: Record<DiscountState, string> = {
  Running: 'leaf',
  Scheduled: 'blue',
  Ended: 'gray',
  Inactive: 'gray',
};

export function DiscountStateBadge({ discount }: { discount: Discount }) {
  const t = useT();
  const state = discountState(discount);
  return <ToneBadge color={STATE_COLORS[state]}>{t(DISCOUNT_STATE_LABELS[state])}</ToneBadge>;
}

const helper = backOfficeColumns<Discount>();

/** The columns in the language shown (made again when it changes). */
function columns(storeId: number, href: (id: number) => string) {
  return helper.columns([
    helper.accessor('description', {
      header: t('store-admin.discounts.discount'),
      meta: { card: 'title' },
      cell: ({ row }) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.original.image} alt="" radius="sm" size={40} color="leaf">
            <IconRosetteDiscount size={20} aria-hidden />
          </Avatar>
          <Anchor component={Link} to={href(row.original.discount_id)} fw={600} size="sm" lineClamp={2}>
            {row.original.description}
          </Anchor>
        </Group>
      ),
    }),
    helper.accessor('type', {
      header: t('store-admin.discount.typeLabel'),
      meta: { sortField: 'type' },
      cell: ({ getValue }) => t(DISCOUNT_TYPE_LABELS[getValue()]),
    }),
    helper.accessor('value', {
      header: t('store-admin.discount.valueForm'),
      meta: { sortField: 'value', align: 'right' },
      cell: ({ row }) => (
        <Text fw={700} size="sm">
          {discountValueText(row.original)}
        </Text>
      ),
    }),
    helper.accessor('inventory_name', {
      header: t('store-admin.discount.product'),
      cell: ({ row }) =>
        row.original.type === 'BOGO'
          ? `${row.original.inventory_name ?? '—'} → ${row.original.bogo_product_name ?? '—'}`
          : (row.original.inventory_name ?? t('store-admin.discounts.wholeCart')),
    }),
    helper.accessor('start_date', {
      header: t('store-admin.discounts.starts'),
      meta: { sortField: 'start_date' },
      cell: ({ getValue }) => formatDateWib(getValue()),
    }),
    helper.accessor('end_date', {
      header: t('store-admin.discounts.ends'),
      meta: { sortField: 'end_date' },
      cell: ({ getValue }) => formatDateWib(getValue()),
    }),
    helper.display({
      id: 'state',
      header: t('store-admin.discounts.state'),
      cell: ({ row }) => <DiscountStateBadge discount={row.original} />,
    }),
    helper.display({
      id: 'active',
      header: t('store-admin.discounts.onOff'),
      cell: ({ row }) => <DiscountActiveSwitch storeId={storeId} discount={row.original} />,
    }),
  ]);
}

/** The store's discounts: 10 a page, start date ascending by default, search (docs/product.md §7, §9). */
export function DiscountsTable({
  storeId,
  discountHref,
  actions,
}: {
  storeId: number;
  discountHref: (id: number) => string;
  actions?: ReactNode;
}) {
  const t = useT();
  const list = useListParams(DISCOUNTS_LIST);
  const query = useDiscounts(storeId, listQuery(list));
  const cols = useLanguageMemo(() => columns(storeId, discountHref), [storeId, discountHref]);
  return (
    <ListTable
      list={list}
      search={{
        label: t('store-admin.discounts.search'),
        placeholder: t('store-admin.discounts.searchPlaceholder'),
      }}
      actions={actions}
      label={t('store-admin.discounts.label')}
      columns={cols}
      query={query}
      rowKey={(row) => row.discount_id}
      errorFallback={t('store-admin.discount.fetchFailed')}
      empty={{
        icon: <IconRosetteDiscount size={32} aria-hidden />,
        title: t('store-admin.section.discountsEmpty'),
        filteredTitle: t('store-admin.discounts.noMatch'),
      }}
    />
  );
}
