import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_PRODUCT_SORT_FIELDS,
  DEFAULT_SORTS,
  formatRupiah,
  type AdminProduct,
  type Category,
} from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { FilterSelect } from '@/components/back-office/list-toolbar';
import { useT, type MessageId, type MessageValues } from '@/i18n';
import { useAdminProducts } from '../api/products';

type SortField = (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];

export const PRODUCTS_LIST: ListParamsConfig<SortField, 'category'> = {
  sortFields: ADMIN_PRODUCT_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.adminProducts.field, order: DEFAULT_SORTS.adminProducts.order },
  filters: { category: 'text' },
};

const helper = backOfficeColumns<AdminProduct>();

/** The page's name of each category (in the language shown), by id; the columns stay as they are. */
const CategoryNames = createContext<ReadonlyMap<number, string>>(new Map());

function CategoryCell({ product }: { product: AdminProduct }) {
  return useContext(CategoryNames).get(product.category_id) ?? product.category_name;
}

/** The columns, their headers in the language `t` speaks. */
function columns(href: (id: number) => string, t: (id: MessageId, values?: MessageValues) => string) {
  return helper.columns([
    helper.accessor('product_name', {
      header: t('super-admin.products.column.product'),
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
    helper.accessor('category_name', {
      header: t('super-admin.products.category'),
      cell: ({ row }) => <CategoryCell product={row.original} />,
    }),
    helper.accessor('price', {
      header: t('super-admin.product.price'),
      meta: { sortField: 'price', align: 'right' },
      cell: ({ getValue }) => (
        <Text size="sm" fw={700}>
          {formatRupiah(getValue())}
        </Text>
      ),
    }),
    helper.accessor('availability', {
      header: t('super-admin.products.column.stock'),
      meta: { align: 'right' },
      cell: ({ getValue }) => getValue().toLocaleString('id-ID'),
    }),
    helper.accessor('updated_at', {
      header: t('super-admin.products.column.updated'),
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
  const t = useT();
  // `t` is a new function in each language: the columns are made again then.
  const list = useListParams(PRODUCTS_LIST);
  const rawCategory = list.filters.category;
  const category = rawCategory && /^\d+$/.test(rawCategory) ? Number(rawCategory) : undefined;
  const query = useAdminProducts({ ...listQuery(list), ...(category ? { category } : {}) });
  const cols = useMemo(() => columns(productHref, t), [productHref, t]);
  const options = categories.map((c) => ({ value: String(c.category_id), label: c.category_name }));
  const names = useMemo(() => new Map(categories.map((c) => [c.category_id, c.category_name])), [categories]);
  return (
    <CategoryNames.Provider value={names}>
      <ListTable
        list={list}
        search={{
          label: t('super-admin.products.search'),
          placeholder: t('super-admin.products.searchPlaceholder'),
        }}
        filters={
          <FilterSelect
            label={t('super-admin.products.category')}
            value={category ? String(category) : null}
            options={options}
            onChange={(value) => list.setFilter('category', value)}
            allLabel={t('super-admin.products.everyCategory')}
          />
        }
        actions={actions}
        label={t('super-admin.section.products.label')}
        columns={cols}
        query={query}
        rowKey={(row) => row.product_id}
        filtered={Boolean(list.search || category)}
        errorFallback={t('super-admin.error.productsFetch')}
        empty={{
          icon: <IconPackage size={32} aria-hidden />,
          title: t('super-admin.section.products.empty'),
          filteredTitle: t('super-admin.products.noMatch'),
        }}
      />
    </CategoryNames.Provider>
  );
}
