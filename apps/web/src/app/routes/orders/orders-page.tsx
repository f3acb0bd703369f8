import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import {
  isFiltered,
  OrderCard,
  OrderFiltersBar,
  ordersQuery,
  readOrderFilters,
  useUserOrders,
  writeOrderFilters,
  type OrderFilters,
} from '@/features/orders';
import { useT } from '@/i18n';
import { useShopperId } from './order-states';
import { LoadFailure } from '@/components/ui/load-failure';

/** /user/orders: the shopper's orders, newest first, with status tabs, search, dates and pages. */
export default function OrdersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const userId = useShopperId();
  const orders = useUserOrders(userId, ordersQuery(filters));
  const update = (next: OrderFilters) => setParams(writeOrderFilters(next));

  let results;
  if (orders.isPending) {
    results = (
      <Stack gap="sm" aria-busy="true" aria-label={t('checkout.orders.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={150} radius="lg" />
        ))}
      </Stack>
    );
  } else if (orders.isError) {
    results = <LoadFailure message={orders.error.message} onRetry={() => void orders.refetch()} />;
  } else if (orders.data.data.length === 0) {
    results = isFiltered(filters) ? (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={t('checkout.orders.noMatch')}
        action={
          <Button
            variant="default"
            radius="xl"
            onClick={() => update({ status: null, search: '', from: '', to: '', page: 1 })}
          >
            {t('checkout.orders.showAll')}
          </Button>
        }
      >
        {t('checkout.orders.noMatchHint')}
      </EmptyState>
    ) : (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={t('checkout.orders.none')}
        action={
          <Button component={Link} to={ROUTES.products} radius="xl">
            {t('checkout.orders.startShopping')}
          </Button>
        }
      >
        {t('checkout.orders.noneHint')}
      </EmptyState>
    );
  } else {
    const page = orders.data;
    results = (
      <>
        <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
          {t('checkout.orders.count', { count: page.totalItems })}
          {orders.isPlaceholderData ? ` · ${t('checkout.orders.loadingMore')}` : ''}
        </Text>
        <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {page.data.map((order) => (
            <OrderCard key={order.order_id} order={order} />
          ))}
        </Stack>
        <Pager
          page={filters.page}
          totalPages={page.totalPages}
          onChange={(p) => update({ ...filters, page: p })}
        />
      </>
    );
  }

  return (
    <PageContainer narrow>
      <PageHeader title={t('checkout.orders.title')}>
        <Group gap="xs" component="span">
          {t('checkout.orders.intro')}
          <Text component={Link} to={ROUTES.paymentHistory} c="leaf.8" fw={700} td="underline">
            {t('checkout.orders.paymentHistory')}
          </Text>
        </Group>
      </PageHeader>
      <OrderFiltersBar key={filters.search} filters={filters} onChange={update} />
      {results}
    </PageContainer>
  );
}
