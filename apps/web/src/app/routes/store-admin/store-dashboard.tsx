import {
  Anchor,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconPackages, IconReceipt2, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupiah, MESSAGES, ROUTES } from '@lumbung/contracts';
import { RupiahBarChart } from '@/components/back-office/charts';
import { ErrorAlert } from '@/components/ui/error-alert';
import { errorMessage } from '@/lib/api-client';
import { useAssignedStoreId } from '@/lib/assigned-store';
import { wibDay } from '@/lib/dates';
import { useInventory } from '@/features/inventory';
import { useStoreOrders } from '@/features/orders/api/store-orders';
import { usePaymentQueue } from '@/features/payments/api/payment-review';
import { useSales } from '@/features/sales';

/** Orders counted for "today": the newest page of this many is read. */
const TODAY_WINDOW = 100;

type StatProps = {
  label: string;
  value: ReactNode;
  hint: ReactNode;
  icon: ReactNode;
  to: string;
  tone?: 'warning';
  loading: boolean;
  error?: string | null;
};

function Stat({ label, value, hint, icon, to, tone, loading, error }: StatProps) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} c="dimmed">
            {label}
          </Text>
          {loading ? (
            <Skeleton height={34} width={80} mt={4} />
          ) : error ? (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          ) : (
            <Text fz={32} fw={800} lh={1.15} c={tone === 'warning' ? 'red.9' : undefined}>
              {value}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={tone === 'warning' ? 'red' : 'leaf'}>
          {icon}
        </ThemeIcon>
      </Group>
      <Text size="sm" mt="xs" component="div">
        {hint}{' '}
        <Anchor component={Link} to={to} size="sm" fw={600}>
          Open
        </Anchor>
      </Text>
    </Paper>
  );
}

function Figures({ storeId }: { storeId: number }) {
  const today = wibDay(new Date());
  const orders = useStoreOrders(storeId, {
    page: 1,
    pageSize: TODAY_WINDOW,
    sortField: 'created_at',
    sortOrder: 'desc',
  });
  const todays = (orders.data?.data ?? []).filter((o) => wibDay(new Date(o.created_at)) === today);
  const todayCount = todays.length >= TODAY_WINDOW ? `${TODAY_WINDOW}+` : String(todays.length);
  const todayTotal = todays
    .filter((o) => o.status !== 'CANCELLED')
    .reduce((sum, o) => sum + o.total_price, 0);
  const payments = usePaymentQueue(storeId, 1, 'AWAITING_CONFIRMATION', 1);
  const low = useInventory(storeId, {
    page: 1,
    pageSize: 5,
    sortField: 'stock',
    sortOrder: 'asc',
    lowStock: 'true',
  });

  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const sales = useSales(storeId, 'month', year);
  const lastYear = useSales(storeId, 'month', year - 1);
  const thisMonth = sales.data?.datasets[0]?.data[month] ?? 0;
  const lastMonth =
    month === 0
      ? (lastYear.data?.datasets[0]?.data[11] ?? 0)
      : (sales.data?.datasets[0]?.data[month - 1] ?? 0);
  const labels = sales.data?.labels ?? [];
  const lastLabel = month === 0 ? `Dec ${year - 1}` : `${labels[month - 1] ?? ''} ${year}`;
  const thisLabel = `${labels[month] ?? ''} ${year}`;
  const change = lastMonth > 0 ? Math.round(((thisMonth - lastMonth) / lastMonth) * 100) : null;

  return (
    <Stack gap="lg" mb="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stat
          label="Today’s orders"
          value={todayCount}
          hint={`${formatRupiah(todayTotal)} ordered today (WIB).`}
          icon={<IconTruckDelivery size={24} aria-hidden />}
          to={ROUTES.storeAdminPages.orders}
          loading={orders.isPending}
          error={orders.isError ? errorMessage(orders.error, MESSAGES.STORE_ORDERS_ERROR) : null}
        />
        <Stat
          label="Payments to review"
          value={payments.data?.totalItems ?? 0}
          hint="Proofs waiting for your check."
          icon={<IconReceipt2 size={24} aria-hidden />}
          to={ROUTES.storeAdminPages.payments}
          tone={(payments.data?.totalItems ?? 0) > 0 ? 'warning' : undefined}
          loading={payments.isPending}
          error={payments.isError ? errorMessage(payments.error, MESSAGES.PAYMENT_DETAILS_FAILED) : null}
        />
        <Stat
          label="Low-stock items"
          value={low.data?.totalItems ?? 0}
          hint={
            low.data && low.data.data.length > 0 ? (
              <List size="sm" spacing={0} mb={4}>
                {low.data.data.map((row) => (
                  <List.Item key={row.inventory_id}>
                    {row.product.product_name}: {row.stock} left
                  </List.Item>
                ))}
              </List>
            ) : (
              `Every shelf above ${low.data?.low_stock_threshold ?? 10}.`
            )
          }
          icon={<IconPackages size={24} aria-hidden />}
          to={`${ROUTES.storeAdminPages.inventory}?lowStock=true`}
          tone={(low.data?.totalItems ?? 0) > 0 ? 'warning' : undefined}
          loading={low.isPending}
          error={low.isError ? errorMessage(low.error, MESSAGES.INVENTORIES_FETCH_FAILED) : null}
        />
      </SimpleGrid>
      {sales.isError ? (
        <ErrorAlert>{errorMessage(sales.error, MESSAGES.SALES_FETCH_FAILED)}</ErrorAlert>
      ) : sales.data ? (
        <RupiahBarChart
          title="This month’s sales against last month’s"
          summary={
            <>
              {thisLabel}: <strong>{formatRupiah(thisMonth)}</strong> · {lastLabel}: {formatRupiah(lastMonth)}
              {change !== null ? ` (${change >= 0 ? '+' : ''}${change}%)` : ''}
            </>
          }
          data={[
            { month: lastLabel, sales: lastMonth },
            { month: thisLabel, sales: thisMonth },
          ]}
          labelKey="month"
          series={[{ name: 'sales', label: 'Sales', color: 'leaf.7' }]}
          height={220}
        />
      ) : (
        <Skeleton height={260} radius="lg" aria-label="Loading sales" />
      )}
    </Stack>
  );
}

/** The store dashboard's figures, once the store id is known (the store card keeps its cookie). */
export function StoreDashboard() {
  const assigned = useAssignedStoreId();
  if (assigned.storeId === null) return null;
  return (
    <>
      <Title order={2} size="h3" mb="md">
        Today at your store
      </Title>
      <Figures storeId={assigned.storeId} />
    </>
  );
}
