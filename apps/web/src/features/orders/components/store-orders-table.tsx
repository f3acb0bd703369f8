import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconTruckDelivery } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  ALL_ORDER_SORT_FIELDS,
  DEFAULT_SORTS,
  formatRupiah,
  ORDER_STATUSES,
  STORE_ORDER_SORT_FIELDS,
  type AllOrderSummary,
  type OrderStatus,
  type StoreOrderSummary,
} from '@lumbung/contracts';
import { backOfficeColumns, DataTable } from '@/components/back-office/data-table';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { FilterSelect, ListToolbar, SearchBox } from '@/components/back-office/list-toolbar';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/back-office/status-badge';
import { toast } from '@/components/ui/toast';
import { currentLocale, t, useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTimeWib } from '@/lib/dates';
import { downloadAllOrdersCsv, useAllOrders, type AllOrdersQuery } from '../api/all-orders';
import { downloadStoreOrdersCsv, useStoreOrders, type StoreOrdersQuery } from '../api/store-orders';
import { orderStatusKey } from '../lib/status';

type SortField = (typeof STORE_ORDER_SORT_FIELDS)[number];
type AllSortField = (typeof ALL_ORDER_SORT_FIELDS)[number];

export const STORE_ORDERS_LIST: ListParamsConfig<SortField, 'orderStatus'> = {
  sortFields: STORE_ORDER_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.storeOrders.field, order: DEFAULT_SORTS.storeOrders.order },
  filters: { orderStatus: ORDER_STATUSES },
};

/** Every store's orders (the super admin's): oldest first (docs/product.md §9), a store filter by name. */
export const ALL_ORDERS_LIST: ListParamsConfig<AllSortField, 'orderStatus' | 'storeName'> = {
  sortFields: ALL_ORDER_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.superAdminOrders.field, order: DEFAULT_SORTS.superAdminOrders.order },
  filters: { orderStatus: ORDER_STATUSES, storeName: 'text' },
};

const helper = backOfficeColumns<StoreOrderSummary & Partial<Pick<AllOrderSummary, 'store_name'>>>();

function columns(orderHref: (orderId: number) => string, withStore: boolean) {
  return helper.columns([
    helper.accessor('order_id', {
      header: t('checkout.storeOrders.order'),
      meta: { sortField: 'order_id', card: 'title' },
      cell: ({ getValue }) => (
        <Anchor component={Link} to={orderHref(getValue())} fw={700}>
          #{getValue()}
        </Anchor>
      ),
    }),
    helper.accessor('created_at', {
      header: t('checkout.storeOrders.placed'),
      meta: { sortField: 'created_at' },
      cell: ({ getValue }) => formatDateTimeWib(getValue()),
    }),
    ...(withStore
      ? [
          helper.accessor('store_name', {
            header: t('checkout.sheet.store'),
            meta: { sortField: 'store_name' },
            cell: ({ getValue }) => getValue() ?? '—',
          }),
        ]
      : []),
    helper.accessor('customer_name', {
      header: t('checkout.sheet.shopper'),
      cell: ({ row }) => (
        <Stack gap={0} miw={0}>
          <Text size="sm">{row.original.customer_name}</Text>
          <Text size="xs" c="dimmed" truncate="end" maw={220}>
            {row.original.customer_email}
          </Text>
        </Stack>
      ),
    }),
    helper.accessor('item_count', { header: t('checkout.totals.items'), meta: { align: 'right' } }),
    helper.accessor('total_price', {
      header: t('checkout.totals.total'),
      meta: { sortField: 'total_price', align: 'right' },
      cell: ({ getValue }) => formatRupiah(getValue()),
    }),
    helper.accessor('payment_status', {
      header: t('checkout.sheet.payment'),
      cell: ({ getValue }) => {
        const status = getValue();
        return status ? <PaymentStatusBadge status={status} /> : '—';
      },
    }),
    helper.accessor('status', {
      header: t('checkout.sheet.status'),
      cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
    }),
  ]);
}

type OrdersTableProps = {
  /** One store's orders (its staff), or every store's (null: the super admin, with a store filter). */
  storeId: number | null;
  orderHref: (orderId: number) => string;
  /** The stores the super admin filters by (their names go in `storeName`). */
  stores?: readonly { store_id: number; store_name: string }[];
};

/**
 * A store's orders (newest first) or every store's (oldest first, with a store column and filter):
 * search, status filter, pages, and the filtered list as CSV.
 */
export function StoreOrdersTable({ storeId, orderHref, stores = [] }: OrdersTableProps) {
  const text = useT();
  const allStores = storeId === null;
  const list = useListParams<AllSortField, 'orderStatus' | 'storeName'>(
    allStores ? ALL_ORDERS_LIST : (STORE_ORDERS_LIST as typeof ALL_ORDERS_LIST),
  );
  const orderStatus = list.filters.orderStatus as OrderStatus | null;
  const storeName = allStores ? list.filters.storeName : null;
  const filters = {
    ...(list.search ? { search: list.search } : {}),
    ...(orderStatus ? { orderStatus } : {}),
  };
  const storeQuery: StoreOrdersQuery = {
    page: list.page,
    sortField: list.sortField as SortField,
    sortOrder: list.sortOrder,
    ...filters,
  };
  const allQuery: AllOrdersQuery = {
    page: list.page,
    sortFieldOrder: list.sortField,
    sortOrder: list.sortOrder,
    ...filters,
    ...(storeName ? { storeName } : {}),
  };
  const storeOrders = useStoreOrders(storeId ?? 0, storeQuery, !allStores);
  const allOrders = useAllOrders(allQuery, allStores);
  const orders = allStores ? allOrders : storeOrders;
  // The headers are texts of the language shown: a change of language makes the columns again.
  const locale = currentLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns' texts follow `locale`
  const cols = useMemo(() => columns(orderHref, allStores), [orderHref, allStores, locale]);
  const [exporting, setExporting] = useState(false);
  const fallback = allStores ? text('checkout.error.ordersFetch') : text('checkout.error.storeOrders');

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name =
        storeId === null
          ? await downloadAllOrdersCsv(allQuery)
          : await downloadStoreOrdersCsv(storeId, storeQuery);
      toast.success(text('checkout.storeOrders.saved', { name }));
    } catch (error) {
      toast.error(errorMessage(error, fallback));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <ListToolbar
        actions={
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
            disabled={orders.data?.totalItems === 0}
          >
            {text('checkout.storeOrders.exportCsv')}
          </Button>
        }
      >
        <SearchBox
          value={list.search}
          onSearch={list.setSearch}
          label={text('checkout.filters.search')}
          placeholder={text('checkout.storeOrders.searchHint')}
        />
        {allStores ? (
          <FilterSelect
            label={text('checkout.sheet.store')}
            value={storeName}
            allLabel={text('checkout.storeOrders.allStores')}
            options={[
              ...stores.map((s) => ({ value: s.store_name, label: s.store_name })),
              // A store of an old link that the list does not hold (deleted, renamed) stays readable.
              ...(storeName && !stores.some((s) => s.store_name === storeName)
                ? [{ value: storeName, label: storeName }]
                : []),
            ]}
            onChange={(value) => list.setFilter('storeName', value)}
          />
        ) : null}
        <FilterSelect
          label={text('checkout.storeOrders.orderStatus')}
          value={list.filters.orderStatus}
          allLabel={text('checkout.storeOrders.allStatuses')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: text(orderStatusKey(s)) }))}
          onChange={(value) => list.setFilter('orderStatus', value)}
        />
      </ListToolbar>
      <DataTable
        label={text('checkout.storeOrders.label')}
        columns={cols}
        query={orders}
        rowKey={(row) => row.order_id}
        sort={{
          field: list.sortField,
          order: list.sortOrder,
          onChange: (field, order) => list.setSort(field as AllSortField, order),
        }}
        onPageChange={list.setPage}
        filtered={Boolean(list.search || orderStatus || storeName)}
        errorFallback={fallback}
        empty={{
          icon: <IconTruckDelivery size={32} aria-hidden />,
          title: allStores ? text('checkout.orders.none') : text('checkout.storeOrders.noneForStore'),
          filteredTitle: text('checkout.storeOrders.noMatch'),
        }}
      />
    </>
  );
}
