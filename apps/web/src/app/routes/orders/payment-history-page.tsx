import { Anchor, Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_STATUSES, ROUTES, type PaymentStatus } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import {
  PAYMENT_STATUS_LABELS,
  PaymentDetails,
  PaymentHistoryList,
  usePaymentHistory,
} from '@/features/payments';
import { parseOrderId, useShopperId } from './order-states';
import { LoadFailure } from '@/components/ui/load-failure';

const LIMITS = [5, 10, 20, 50] as const;
const DEFAULT_LIMIT = 10;

function isStatus(value: string | null): value is PaymentStatus {
  return value !== null && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * /user/payment-history?page&limit&status&order: the shopper's payments (docs/product.md §9: page, limit and
 * status filter); `order` opens the payment details of that order over the list.
 */
export default function PaymentHistoryPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limitParam = Number(params.get('limit'));
  const limit = (LIMITS as readonly number[]).includes(limitParam) ? limitParam : DEFAULT_LIMIT;
  const openOrder = parseOrderId(params.get('order'));
  const userId = useShopperId();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const history = usePaymentHistory(userId, { page, limit, ...(isStatus(status) ? { status } : {}) });

  const change = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged);
  };

  let results;
  if (history.isPending) {
    results = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading payments">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </Stack>
    );
  } else if (history.isError) {
    results = <LoadFailure message={history.error.message} onRetry={() => void history.refetch()} />;
  } else if (history.data.data.length === 0) {
    results = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={isStatus(status) ? 'No payments with this status' : 'No payments yet'}
      >
        Payments show here once you pay an order.
      </EmptyState>
    );
  } else {
    results = (
      <>
        <Text size="sm" c="dimmed" mb="sm">
          {history.data.totalItems} {history.data.totalItems === 1 ? 'payment' : 'payments'}
        </Text>
        <PaymentHistoryList
          payments={history.data.data}
          onOpen={(orderId) => change({ order: String(orderId) })}
        />
        <Pager
          page={page}
          totalPages={history.data.totalPages}
          onChange={(p) => change({ page: p > 1 ? String(p) : null })}
        />
      </>
    );
  }

  return (
    <PageContainer narrow>
      <PageHeader title="Payment history">
        Every payment you made or started, newest first.{' '}
        <Anchor component={Link} to={ROUTES.orders} fw={700} c="leaf.8" td="underline">
          My orders
        </Anchor>
      </PageHeader>
      <Group gap="sm" mb="lg" align="flex-end">
        <Select
          label="Status"
          data={[
            { value: 'ALL', label: 'All payments' },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
          ]}
          value={isStatus(status) ? status : 'ALL'}
          allowDeselect={false}
          onChange={(value) => change({ status: value && value !== 'ALL' ? value : null, page: null })}
          w={220}
        />
        <Select
          label="Per page"
          data={LIMITS.map((l) => String(l))}
          value={String(limit)}
          allowDeselect={false}
          onChange={(value) =>
            change({ limit: value && Number(value) !== DEFAULT_LIMIT ? value : null, page: null })
          }
          w={110}
        />
      </Group>
      {results}
      <Modal
        opened={openOrder !== null}
        onClose={() => change({ order: null })}
        title={openOrder === null ? '' : `Payments of order #${openOrder}`}
        fullScreen={phone}
        size="lg"
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close payment details' }}
      >
        {openOrder !== null && userId !== null ? (
          <Stack gap="md">
            <PaymentDetails userId={userId} orderId={openOrder} />
            <Button component={Link} to={ROUTES.order(openOrder)} variant="light" radius="xl">
              Open order #{openOrder}
            </Button>
          </Stack>
        ) : null}
      </Modal>
    </PageContainer>
  );
}
