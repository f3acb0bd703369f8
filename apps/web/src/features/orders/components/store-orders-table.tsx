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
import {
  ADMIN_ORDER_STATUS_LABELS,
  OrderStatusBadge,
  PaymentStatusBadge,
} from '@/components/back-office/status-badge';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTimeWib } from '@/lib/dates';
import { MESSAGES } from '@lumbung/contracts';
import { downloadAllOrdersCsv, useAllOrders, type AllOrdersQuery } from '../api/all-orders';
import { downloadStoreOrdersCsv, useStoreOrders, type StoreOrdersQuery } from '../api/store-orders';

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
      header: 'Order',
      meta: { sortField: 'order_id', card: 'title' },
      cell: ({ getValue }) => (
        <Anchor component={Link} to={orderHref(getValue())} fw={700}>
          #{getValue()}
        </Anchor>
      ),
    }),
    helper.accessor('created_at', {
      header: 'Placed',
      meta: { sortField: 'created_at' },
      cell: ({ getValue }) => formatDateTimeWib(getValue()),
    }),
    ...(withStore
      ? [
          helper.accessor('store_name', {
            header: 'Store',
            meta: { sortField: 'store_name' },
            cell: ({ getValue }) => getValue() ?? '—',
          }),
        ]
      : []),
    helper.accessor('customer_name', {
      header: 'Shopper',
      cell: ({ row }) => (
        <Stack gap={0} miw={0}>
          <Text size="sm">{row.original.customer_name}</Text>
          <Text size="xs" c="dimmed" truncate="end" maw={220}>
            {row.original.customer_email}
          </Text>
        </Stack>
      ),
    }),
    helper.accessor('item_count', { header: 'Items', meta: { align: 'right' } }),
    helper.accessor('total_price', {
      header: 'Total',
      meta: { sortField: 'total_price', align: 'right' },
      cell: ({ getValue }) => formatRupiah(getValue()),
    }),
    helper.accessor('payment_status', {
      header: 'Payment',
      cell: ({ getValue }) => {
        const status = getValue();
        return status ? <PaymentStatusBadge status={status} /> : '—';
      },
    }),
    helper.accessor('status', {
      header: 'Status',
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
  const cols = useMemo(() => columns(orderHref, allStores), [orderHref, allStores]);
  const [exporting, setExporting] = useState(false);
  const fallback = allStores ? MESSAGES.ORDERS_FETCH_FAILED : MESSAGES.STORE_ORDERS_ERROR;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name =
        storeId === null
          ? await downloadAllOrdersCsv(allQuery)
          : await downloadStoreOrdersCsv(storeId, storeQuery);
      toast.success(`Saved ${name}`);
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
            Export CSV
          </Button>
        }
      >
        <SearchBox
          value={list.search}
          onSearch={list.setSearch}
          label="Search orders"
          placeholder="Order number, shopper name or e-mail"
        />
        {allStores ? (
          <FilterSelect
            label="Store"
            value={storeName}
            allLabel="All stores"
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
          label="Order status"
          value={list.filters.orderStatus}
          allLabel="All statuses"
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ADMIN_ORDER_STATUS_LABELS[s] }))}
          onChange={(value) => list.setFilter('orderStatus', value)}
        />
      </ListToolbar>
      <DataTable
        label="Orders"
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
          title: allStores ? 'No orders yet' : 'No orders yet for this store',
          filteredTitle: 'No order matches these filters',
        }}
      />
    </>
  );
}
