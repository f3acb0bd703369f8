import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconTruckDelivery } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_SORTS,
  formatRupiah,
  ORDER_STATUSES,
  STORE_ORDER_SORT_FIELDS,
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
import { downloadStoreOrdersCsv, useStoreOrders, type StoreOrdersQuery } from '../api/store-orders';

type SortField = (typeof STORE_ORDER_SORT_FIELDS)[number];

export const STORE_ORDERS_LIST: ListParamsConfig<SortField, 'orderStatus'> = {
  sortFields: STORE_ORDER_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.storeOrders.field, order: DEFAULT_SORTS.storeOrders.order },
  filters: { orderStatus: ORDER_STATUSES },
};

const helper = backOfficeColumns<StoreOrderSummary>();

function columns(orderHref: (orderId: number) => string) {
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

/** The store's orders: newest first, search, status filter, pages, and the filtered list as CSV. */
export function StoreOrdersTable({
  storeId,
  orderHref,
}: {
  storeId: number;
  orderHref: (orderId: number) => string;
}) {
  const list = useListParams(STORE_ORDERS_LIST);
  const orderStatus = list.filters.orderStatus as OrderStatus | null;
  const query: StoreOrdersQuery = {
    page: list.page,
    sortField: list.sortField,
    sortOrder: list.sortOrder,
    ...(list.search ? { search: list.search } : {}),
    ...(orderStatus ? { orderStatus } : {}),
  };
  const orders = useStoreOrders(storeId, query);
  const cols = useMemo(() => columns(orderHref), [orderHref]);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadStoreOrdersCsv(storeId, query);
      toast.success(`Saved ${name}`);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.STORE_ORDERS_ERROR));
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
          onChange: (field, order) => list.setSort(field as SortField, order),
        }}
        onPageChange={list.setPage}
        filtered={Boolean(list.search || orderStatus)}
        errorFallback={MESSAGES.STORE_ORDERS_ERROR}
        empty={{
          icon: <IconTruckDelivery size={32} aria-hidden />,
          title: 'No orders yet for this store',
          filteredTitle: 'No order matches these filters',
        }}
      />
    </>
  );
}
