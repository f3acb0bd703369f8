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
import { formatRupiah, ROUTES } from '@lumbung/contracts';
import { RupiahBarChart } from '@/components/back-office/charts';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useAssignedStoreId } from '@/lib/assigned-store';
import { wibDay } from '@/lib/dates';
import { useInventory } from '@/features/inventory';
import { useStoreOrders } from '@/features/orders/api/store-orders';
import { usePaymentQueue } from '@/features/payments/api/payment-review';
import { monthName, useSales } from '@/features/sales';

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
  const t = useT();
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
          {t('store-admin.dashboard.open')}
        </Anchor>
      </Text>
    </Paper>
  );
}

function Figures({ storeId }: { storeId: number }) {
  const t = useT();
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
  const lastLabel = month === 0 ? `${monthName(11)} ${year - 1}` : `${monthName(month - 1)} ${year}`;
  const thisLabel = `${monthName(month)} ${year}`;
  const change = lastMonth > 0 ? Math.round(((thisMonth - lastMonth) / lastMonth) * 100) : null;

  return (
    <Stack gap="lg" mb="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stat
          label={t('store-admin.dashboard.todaysOrders')}
          value={todayCount}
          hint={t('store-admin.dashboard.orderedToday', { amount: formatRupiah(todayTotal) })}
          icon={<IconTruckDelivery size={24} aria-hidden />}
          to={ROUTES.storeAdminPages.orders}
          loading={orders.isPending}
          error={orders.isError ? errorMessage(orders.error, t('store-admin.dashboard.ordersFailed')) : null}
        />
        <Stat
          label={t('store-admin.dashboard.paymentsToReview')}
          value={payments.data?.totalItems ?? 0}
          hint={t('store-admin.dashboard.proofsWaiting')}
          icon={<IconReceipt2 size={24} aria-hidden />}
          to={ROUTES.storeAdminPages.payments}
          tone={(payments.data?.totalItems ?? 0) > 0 ? 'warning' : undefined}
          loading={payments.isPending}
          error={
            payments.isError ? errorMessage(payments.error, t('store-admin.payments.fetchFailed')) : null
          }
        />
        <Stat
          label={t('store-admin.dashboard.lowStock')}
          value={low.data?.totalItems ?? 0}
          hint={
            low.data && low.data.data.length > 0 ? (
              <List size="sm" spacing={0} mb={4}>
                {low.data.data.map((row) => (
                  <List.Item key={row.inventory_id}>
                    {t('store-admin.dashboard.left', { name: row.product.product_name, stock: row.stock })}
                  </List.Item>
                ))}
              </List>
            ) : (
              t('store-admin.dashboard.allAbove', { threshold: low.data?.low_stock_threshold ?? 10 })
            )
          }
          icon={<IconPackages size={24} aria-hidden />}
          to={`${ROUTES.storeAdminPages.inventory}?lowStock=true`}
          tone={(low.data?.totalItems ?? 0) > 0 ? 'warning' : undefined}
          loading={low.isPending}
          error={low.isError ? errorMessage(low.error, t('store-admin.inventory.fetchFailed')) : null}
        />
      </SimpleGrid>
      {sales.isError ? (
        <ErrorAlert>{errorMessage(sales.error, t('store-admin.dashboard.salesFailed'))}</ErrorAlert>
      ) : sales.data ? (
        <RupiahBarChart
          title={t('store-admin.dashboard.salesTitle')}
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
          labelName={t('store-admin.dashboard.month')}
          series={[{ name: 'sales', label: t('store-admin.dashboard.sales'), color: 'leaf.7' }]}
          height={220}
        />
      ) : (
        <Skeleton height={260} radius="lg" aria-label={t('store-admin.dashboard.loadingSales')} />
      )}
    </Stack>
  );
}

/** The store dashboard's figures, once the store id is known (the store card keeps its cookie). */
export function StoreDashboard() {
  const t = useT();
  const assigned = useAssignedStoreId();
  if (assigned.storeId === null) return null;
  return (
    <>
      <Title order={2} size="h3" mb="md">
        {t('store-admin.dashboard.today')}
      </Title>
      <Figures storeId={assigned.storeId} />
    </>
  );
}
