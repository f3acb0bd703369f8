import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconPackages, IconPlaylistAdd } from '@tabler/icons-react';
import { useMemo } from 'react';
import {
  DEFAULT_SORTS,
  INVENTORY_SORT_FIELDS,
  MESSAGES,
  formatRupiah,
  type InventoryRow,
} from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { FilterSelect } from '@/components/back-office/list-toolbar';
import { RowActionButton } from '@/components/back-office/row-actions';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { formatDateTimeWib } from '@/lib/dates';
import { useInventory } from '../api/get-inventory';

type SortField = (typeof INVENTORY_SORT_FIELDS)[number];

export const INVENTORY_LIST: ListParamsConfig<SortField, 'lowStock'> = {
  sortFields: INVENTORY_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.inventory.field, order: DEFAULT_SORTS.inventory.order },
  filters: { lowStock: ['true'] },
};

const helper = backOfficeColumns<InventoryRow>();

function columns(onAdd: (row: InventoryRow) => void) {
  return helper.columns([
    helper.accessor((row) => row.product.product_name, {
      id: 'product_name',
      header: 'Product',
      meta: { sortField: 'product_name', card: 'title' },
      cell: ({ row }) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.original.product.product_image} alt="" radius="sm" size={36} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {row.original.product.product_name}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.product.category_name}
            </Text>
          </Stack>
        </Group>
      ),
    }),
    helper.accessor((row) => row.product.price, {
      id: 'price',
      header: 'Price',
      meta: { align: 'right' },
      cell: ({ getValue }) => formatRupiah(getValue()),
    }),
    helper.accessor('stock', {
      header: 'Stock',
      meta: { sortField: 'stock', align: 'right' },
      cell: ({ row }) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {row.original.low_stock ? <ToneBadge color="red">Low stock</ToneBadge> : null}
          <Text size="sm" fw={700}>
            {row.original.stock}
          </Text>
        </Group>
      ),
    }),
    helper.accessor('updated_at', {
      header: 'Updated',
      meta: { sortField: 'updated_at' },
      cell: ({ getValue }) => formatDateTimeWib(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: 'Journal',
      meta: { align: 'right' },
      cell: ({ row }) => (
        <RowActionButton
          action={{
            label: `Add ${row.original.product.product_name} to a stock journal`,
            tooltip: 'Add to a stock journal',
            icon: <IconPlaylistAdd size={18} aria-hidden />,
            variant: 'light',
            onClick: () => onAdd(row.original),
          }}
        />
      ),
    }),
  ]);
}

/** The store's shelves: 10 a page, stock ascending by default, search, low stock marked (docs/product.md §9). */
export function InventoryTable({
  storeId,
  onAdd,
  actions,
}: {
  storeId: number;
  onAdd: (row: InventoryRow) => void;
  actions?: React.ReactNode;
}) {
  const list = useListParams(INVENTORY_LIST);
  const lowOnly = list.filters.lowStock === 'true';
  const query = useInventory(storeId, { ...listQuery(list), ...(lowOnly ? { lowStock: 'true' } : {}) });
  const cols = useMemo(() => columns(onAdd), [onAdd]);
  const threshold = query.data?.low_stock_threshold;

  return (
    <ListTable
      list={list}
      search={{ label: 'Search products', placeholder: 'Search a product' }}
      filters={
        <FilterSelect
          label="Stock level"
          value={list.filters.lowStock}
          allLabel="All stock levels"
          options={[{ value: 'true', label: threshold ? `Low stock (${threshold} or less)` : 'Low stock' }]}
          onChange={(value) => list.setFilter('lowStock', value)}
        />
      }
      actions={actions}
      label="Inventory"
      columns={cols}
      query={query}
      rowKey={(row) => row.inventory_id}
      filtered={Boolean(list.search) || lowOnly}
      rowTone={(row) => (row.low_stock ? 'danger' : null)}
      errorFallback={MESSAGES.INVENTORIES_FETCH_FAILED}
      empty={{
        icon: <IconPackages size={32} aria-hidden />,
        title: 'No inventory yet in this store',
        filteredTitle:
          lowOnly && !list.search ? 'No shelf is low on stock' : 'No product matches this search',
      }}
    />
  );
}
