import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { IconRosetteDiscount } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_SORTS, DISCOUNT_SORT_FIELDS, MESSAGES, type Discount } from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { formatDateWib } from '@/lib/dates';
import { useDiscounts } from '../api/discounts';
import {
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
  const state = discountState(discount);
  return <ToneBadge color={STATE_COLORS[state]}>{state}</ToneBadge>;
}

const helper = backOfficeColumns<Discount>();

function columns(storeId: number, href: (id: number) => string) {
  return helper.columns([
    helper.accessor('description', {
      header: 'Discount',
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
      header: 'Type',
      meta: { sortField: 'type' },
      cell: ({ getValue }) => DISCOUNT_TYPE_LABELS[getValue()],
    }),
    helper.accessor('value', {
      header: 'Value',
      meta: { sortField: 'value', align: 'right' },
      cell: ({ row }) => (
        <Text fw={700} size="sm">
          {discountValueText(row.original)}
        </Text>
      ),
    }),
    helper.accessor('inventory_name', {
      header: 'Product',
      cell: ({ row }) =>
        row.original.type === 'BOGO'
          ? `${row.original.inventory_name ?? '—'} → ${row.original.bogo_product_name ?? '—'}`
          : (row.original.inventory_name ?? 'Whole cart'),
    }),
    helper.accessor('start_date', {
      header: 'Starts',
      meta: { sortField: 'start_date' },
      cell: ({ getValue }) => formatDateWib(getValue()),
    }),
    helper.accessor('end_date', {
      header: 'Ends',
      meta: { sortField: 'end_date' },
      cell: ({ getValue }) => formatDateWib(getValue()),
    }),
    helper.display({
      id: 'state',
      header: 'State',
      cell: ({ row }) => <DiscountStateBadge discount={row.original} />,
    }),
    helper.display({
      id: 'active',
      header: 'On/off',
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
  const list = useListParams(DISCOUNTS_LIST);
  const query = useDiscounts(storeId, listQuery(list));
  const cols = useMemo(() => columns(storeId, discountHref), [storeId, discountHref]);
  return (
    <ListTable
      list={list}
      search={{ label: 'Search discounts', placeholder: 'Description or product' }}
      actions={actions}
      label="Discounts"
      columns={cols}
      query={query}
      rowKey={(row) => row.discount_id}
      errorFallback={MESSAGES.DISCOUNTS_FETCH_FAILED}
      empty={{
        icon: <IconRosetteDiscount size={32} aria-hidden />,
        title: 'No discounts yet in this store',
        filteredTitle: 'No discount matches this search',
      }}
    />
  );
}
