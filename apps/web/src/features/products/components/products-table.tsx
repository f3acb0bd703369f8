import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_PRODUCT_SORT_FIELDS,
  DEFAULT_SORTS,
  formatRupiah,
  MESSAGES,
  type AdminProduct,
  type Category,
} from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { FilterSelect } from '@/components/back-office/list-toolbar';
import { useAdminProducts } from '../api/products';

type SortField = (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];

export const PRODUCTS_LIST: ListParamsConfig<SortField, 'category'> = {
  sortFields: ADMIN_PRODUCT_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.adminProducts.field, order: DEFAULT_SORTS.adminProducts.order },
  filters: { category: 'text' },
};

const helper = backOfficeColumns<AdminProduct>();

function columns(href: (id: number) => string) {
  return helper.columns([
    helper.accessor('product_name', {
      header: 'Product',
      meta: { sortField: 'product_name', card: 'title' },
      cell: ({ row }) => {
        const picture =
          row.original.product_images.find((i) => i.is_primary) ?? row.original.product_images[0];
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={picture?.product_image} alt="" radius="sm" size={40} color="leaf">
              <IconPackage size={20} aria-hidden />
            </Avatar>
            <Anchor component={Link} to={href(row.original.product_id)} fw={600} size="sm" lineClamp={2}>
              {row.original.product_name}
            </Anchor>
          </Group>
        );
      },
    }),
    helper.accessor('category_name', { header: 'Category' }),
    helper.accessor('price', {
      header: 'Price',
      meta: { sortField: 'price', align: 'right' },
      cell: ({ getValue }) => (
        <Text size="sm" fw={700}>
          {formatRupiah(getValue())}
        </Text>
      ),
    }),
    helper.accessor('availability', {
      header: 'Stock (all stores)',
      meta: { align: 'right' },
      cell: ({ getValue }) => getValue().toLocaleString('id-ID'),
    }),
    helper.accessor('updated_at', {
      header: 'Updated',
      meta: { sortField: 'updated_at' },
      cell: ({ getValue }) => new Date(getValue()).toLocaleDateString('id-ID', { timeZone: 'Asia/Jakarta' }),
    }),
  ]);
}

/**
 * Live products of the catalogue: 10 a page, by name ascending by default (docs/product.md §9), with a
 * search, a category filter (the categories come from the page) and sortable columns.
 */
export function ProductsTable({
  categories,
  productHref,
  actions,
}: {
  categories: readonly Category[];
  productHref: (id: number) => string;
  actions?: ReactNode;
}) {
  const list = useListParams(PRODUCTS_LIST);
  const rawCategory = list.filters.category;
  const category = rawCategory && /^\d+$/.test(rawCategory) ? Number(rawCategory) : undefined;
  const query = useAdminProducts({ ...listQuery(list), ...(category ? { category } : {}) });
  const cols = useMemo(() => columns(productHref), [productHref]);
  const options = categories.map((c) => ({ value: String(c.category_id), label: c.category_name }));
  return (
    <ListTable
      list={list}
      search={{ label: 'Search products', placeholder: 'Product name' }}
      filters={
        <FilterSelect
          label="Category"
          value={category ? String(category) : null}
          options={options}
          onChange={(value) => list.setFilter('category', value)}
          allLabel="Every category"
        />
      }
      actions={actions}
      label="Products"
      columns={cols}
      query={query}
      rowKey={(row) => row.product_id}
      filtered={Boolean(list.search || category)}
      errorFallback={MESSAGES.PRODUCTS_FETCH_FAILED}
      empty={{
        icon: <IconPackage size={32} aria-hidden />,
        title: 'No products yet',
        filteredTitle: 'No product matches this search or category',
      }}
    />
  );
}
