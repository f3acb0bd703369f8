import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconPackages, IconPlaylistAdd } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DEFAULT_SORTS, INVENTORY_SORT_FIELDS, formatRupiah, type InventoryRow } from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { useLanguageMemo } from '@/components/back-office/language-memo';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { FilterSelect } from '@/components/back-office/list-toolbar';
import { RowActionButton } from '@/components/back-office/row-actions';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { t, useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { useInventory } from '../api/get-inventory';
import { useCategoryName } from '@/lib/use-category-name';

type SortField = (typeof INVENTORY_SORT_FIELDS)[number];

export const INVENTORY_LIST: ListParamsConfig<SortField, 'lowStock'> = {
  sortFields: INVENTORY_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.inventory.field, order: DEFAULT_SORTS.inventory.order },
  filters: { lowStock: ['true'] },
};

const helper = backOfficeColumns<InventoryRow>();

/** The columns in the language shown (made again when it changes). */
function columns(onAdd: (row: InventoryRow) => void, categoryName: (name: string) => string) {
  return helper.columns([
    helper.accessor((row) => row.product.product_name, {
      id: 'product_name',
      header: t('store-admin.inventory.product'),
      meta: { sortField: 'product_name', card: 'title' },
      cell: ({ row }) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.original.product.product_image} alt="" radius="sm" size={36} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {row.original.product.product_name}
            </Text>
            <Text size="xs" c="dimmed">
              {categoryName(row.original.product.category_name)}
            </Text>
          </Stack>
        </Group>
      ),
    }),
    helper.accessor((row) => row.product.price, {
      id: 'price',
      header: t('store-admin.inventory.price'),
      meta: { align: 'right' },
      cell: ({ getValue }) => formatRupiah(getValue()),
    }),
    helper.accessor('stock', {
      header: t('store-admin.inventory.stock'),
      meta: { sortField: 'stock', align: 'right' },
      cell: ({ row }) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {row.original.low_stock ? (
            <ToneBadge color="red">{t('store-admin.inventory.low')}</ToneBadge>
          ) : null}
          <Text size="sm" fw={700}>
            {row.original.stock}
          </Text>
        </Group>
      ),
    }),
    helper.accessor('updated_at', {
      header: t('store-admin.inventory.updated'),
      meta: { sortField: 'updated_at' },
      cell: ({ getValue }) => formatDateTimeWib(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: t('store-admin.inventory.journal'),
      meta: { align: 'right' },
      cell: ({ row }) => (
        <RowActionButton
          action={{
            label: t('store-admin.inventory.addNamed', { name: row.original.product.product_name }),
            tooltip: t('store-admin.inventory.add'),
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
  actions?: ReactNode;
}) {
  const t = useT();
  const list = useListParams(INVENTORY_LIST);
  const lowOnly = list.filters.lowStock === 'true';
  const query = useInventory(storeId, { ...listQuery(list), ...(lowOnly ? { lowStock: 'true' } : {}) });
  const categoryName = useCategoryName();
  const cols = useLanguageMemo(() => columns(onAdd, categoryName), [onAdd, categoryName]);
  const threshold = query.data?.low_stock_threshold;

  return (
    <ListTable
      list={list}
      search={{
        label: t('store-admin.inventory.search'),
        placeholder: t('store-admin.inventory.searchPlaceholder'),
      }}
      filters={
        <FilterSelect
          label={t('store-admin.inventory.level')}
          value={list.filters.lowStock}
          allLabel={t('store-admin.inventory.allLevels')}
          options={[
            {
              value: 'true',
              label: threshold
                ? t('store-admin.inventory.lowAtMost', { threshold })
                : t('store-admin.inventory.low'),
            },
          ]}
          onChange={(value) => list.setFilter('lowStock', value)}
        />
      }
      actions={actions}
      label={t('store-admin.inventory.label')}
      columns={cols}
      query={query}
      rowKey={(row) => row.inventory_id}
      filtered={Boolean(list.search) || lowOnly}
      rowTone={(row) => (row.low_stock ? 'danger' : null)}
      errorFallback={t('store-admin.inventory.fetchFailed')}
      empty={{
        icon: <IconPackages size={32} aria-hidden />,
        title: t('store-admin.section.inventoryEmpty'),
        filteredTitle:
          lowOnly && !list.search ? t('store-admin.inventory.noneLow') : t('store-admin.inventory.noMatch'),
      }}
    />
  );
}
