import {
  Anchor,
  Badge,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconChartBar, IconPackages, IconReceipt2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupiah, ORDER_STATUSES, ROUTES, type SuperDashboard } from '@lumbung/contracts';
import { RupiahBarChart } from '@/components/back-office/charts';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { wibDay } from '@/lib/dates';
import { useSuperDashboard } from '@/features/dashboard';
import type { BackOfficeSection } from '../../back-office/back-office';
import { Dashboard } from '../../back-office/section-pages';
import { ErrorAlert } from '@/components/ui/error-alert';

const ordersOf = (filters: Record<string, string>) =>
  `${ROUTES.superAdminPages.orders}?${new URLSearchParams(filters).toString()}`;

/** "+12%" / "−5%" of this month against last; null when last month had nothing. */
export function monthChange(thisMonth: number, lastMonth: number): string | null {
  if (lastMonth <= 0) return null;
  const change = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  return `${change >= 0 ? '+' : '−'}${Math.abs(change)}%`;
}

function Stat(props: { label: string; value: ReactNode; hint: ReactNode; icon: ReactNode; warn?: boolean }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={props.label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} c="dimmed">
            {props.label}
          </Text>
          <Text fz={30} fw={800} lh={1.15} c={props.warn ? 'red.9' : undefined}>
            {props.value}
          </Text>
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={props.warn ? 'red' : 'leaf'}>
          {props.icon}
        </ThemeIcon>
      </Group>
      <Text size="sm" mt="xs" component="div">
        {props.hint}
      </Text>
    </Paper>
  );
}

/** The months' short names, January first. */
const MONTHS = [
  'super-admin.dashboard.month.jan',
  'super-admin.dashboard.month.feb',
  'super-admin.dashboard.month.mar',
  'super-admin.dashboard.month.apr',
  'super-admin.dashboard.month.may',
  'super-admin.dashboard.month.jun',
  'super-admin.dashboard.month.jul',
  'super-admin.dashboard.month.aug',
  'super-admin.dashboard.month.sep',
  'super-admin.dashboard.month.oct',
  'super-admin.dashboard.month.nov',
  'super-admin.dashboard.month.dec',
] as const satisfies readonly MessageId[];

function Figures({ data }: { data: SuperDashboard }) {
  const t = useT();
  const today = wibDay(new Date());
  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));
  // "May 2026": a month (1 to 12) of a year.
  const monthLabel = (m: number, y: number) => `${t(MONTHS[m - 1] ?? MONTHS[0])} ${y}`;
  const thisLabel = monthLabel(month, year);
  const lastLabel = month === 1 ? monthLabel(12, year - 1) : monthLabel(month - 1, year);
  const change = monthChange(data.sales.this_month, data.sales.last_month);
  const { payments_waiting: waiting, low_stock: low, stores_without_admin: orphans } = data;

  return (
    <Stack gap="lg" mb="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Stat
          label={t('super-admin.dashboard.salesThisMonth')}
          value={formatRupiah(data.sales.this_month)}
          hint={
            <>
              {lastLabel}: {formatRupiah(data.sales.last_month)}
              {change ? ` (${change})` : ''}.{' '}
              <Anchor component={Link} to={ROUTES.superAdminPages.sales} size="sm" fw={600}>
                {t('super-admin.section.sales.label')}
              </Anchor>
            </>
          }
          icon={<IconChartBar size={24} aria-hidden />}
        />
        <Stat
          label={t('super-admin.dashboard.paymentsToReview')}
          value={waiting.total}
          warn={waiting.total > 0}
          hint={
            waiting.stores.length === 0 ? (
              t('super-admin.dashboard.noProofWaiting')
            ) : (
              <List size="sm" spacing={0}>
                {waiting.stores.map((s) => (
                  <List.Item key={s.store_id}>
                    <Anchor
                      component={Link}
                      size="sm"
                      to={ordersOf({ storeName: s.store_name, orderStatus: 'AWAITING_CONFIRMATION' })}
                    >
                      {s.store_name}: {s.count}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )
          }
          icon={<IconReceipt2 size={24} aria-hidden />}
        />
        <Stat
          label={t('super-admin.dashboard.storesWithoutAdmin')}
          value={orphans.length}
          warn={orphans.length > 0}
          hint={
            orphans.length === 0 ? (
              t('super-admin.dashboard.everyStoreHasAdmin')
            ) : (
              <>
                <List size="sm" spacing={0} mb={4}>
                  {orphans.map((s) => (
                    <List.Item key={s.store_id}>{s.store_name}</List.Item>
                  ))}
                </List>
                <Anchor component={Link} to={ROUTES.superAdminPages.storeAdmins} size="sm" fw={600}>
                  {t('super-admin.dashboard.assignAdmins')}
                </Anchor>
              </>
            )
          }
          icon={<IconBuildingStore size={24} aria-hidden />}
        />
        <Stat
          label={t('super-admin.dashboard.lowStock')}
          value={low.count}
          warn={low.count > 0}
          hint={
            low.items.length === 0
              ? t('super-admin.dashboard.everyShelfAbove', { threshold: low.threshold })
              : t('super-admin.dashboard.shelvesAtOrBelow', { threshold: low.threshold })
          }
          icon={<IconPackages size={24} aria-hidden />}
        />
      </SimpleGrid>
      {low.items.length > 0 ? (
        <Paper
          withBorder
          radius="lg"
          p="lg"
          component="section"
          aria-label={t('super-admin.dashboard.emptiestShelves')}
        >
          <Title order={2} size="h4" mb="sm">
            {t('super-admin.dashboard.emptiestShelves')}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing={6} aria-label={t('super-admin.dashboard.emptiestShelves')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('super-admin.dashboard.product')}</Table.Th>
                  <Table.Th>{t('super-admin.dashboard.store')}</Table.Th>
                  <Table.Th ta="right">{t('super-admin.dashboard.stock')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {low.items.map((item) => (
                  <Table.Tr key={item.inventory_id}>
                    <Table.Td>{item.product_name}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        size="sm"
                        to={`${ROUTES.superAdminPages.stock}?store=${item.store_id}`}
                      >
                        {item.store_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {item.stock}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      <Paper
        withBorder
        radius="lg"
        p="lg"
        component="section"
        aria-label={t('super-admin.dashboard.ordersByStatus')}
      >
        <Title order={2} size="h4" mb="sm">
          {t('super-admin.dashboard.ordersByStatus')}
        </Title>
        <Group gap="xs">
          {ORDER_STATUSES.map((status) => (
            <Badge
              key={status}
              component={Link}
              to={ordersOf({ orderStatus: status })}
              variant="light"
              color="gray"
              size="lg"
              radius="sm"
              style={{ cursor: 'pointer', color: 'var(--mantine-color-gray-9)', textTransform: 'none' }}
            >
              {t(`glossary.orderStatus.${status}`)}: {data.orders_by_status[status] ?? 0}
            </Badge>
          ))}
        </Group>
      </Paper>
      <RupiahBarChart
        title={t('super-admin.dashboard.salesPerStore')}
        summary={
          <>
            {thisLabel}: <strong>{formatRupiah(data.sales.this_month)}</strong> · {lastLabel}:{' '}
            {formatRupiah(data.sales.last_month)}
            {change ? ` (${change})` : ''}
          </>
        }
        data={data.sales.stores.map((s) => ({ store: s.store_name, last: s.last_month, this: s.this_month }))}
        labelKey="store"
        series={[
          { name: 'last', label: lastLabel, color: 'gray.5' },
          { name: 'this', label: thisLabel, color: 'leaf.7' },
        ]}
        orientation="vertical"
        height={Math.max(220, data.sales.stores.length * 56)}
      />
    </Stack>
  );
}

/** The super admin's landing page: every store at a glance, then a card per section. */
export default function SuperDashboardPage({ sections }: { sections: readonly BackOfficeSection[] }) {
  const t = useT();
  const dashboard = useSuperDashboard();
  return (
    <Dashboard
      title={t('super-admin.dashboard.title')}
      areaLabel={t('super-admin.area')}
      intro={t('super-admin.dashboard.intro')}
      sections={sections}
      summary={
        dashboard.isError ? (
          <ErrorAlert mb="xl">
            {errorMessage(dashboard.error, t('super-admin.error.salesFetchFailed'))}
          </ErrorAlert>
        ) : dashboard.data ? (
          <Figures data={dashboard.data} />
        ) : (
          <Skeleton height={320} radius="lg" mb="xl" aria-label={t('super-admin.dashboard.loading')} />
        )
      }
    />
  );
}
