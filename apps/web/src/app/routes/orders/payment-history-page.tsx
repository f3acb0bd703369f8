import { Anchor, Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_STATUSES, ROUTES, type PaymentStatus } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { PaymentDetails, PaymentHistoryList, paymentStatusKey, usePaymentHistory } from '@/features/payments';
import { useT } from '@/i18n';
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
  const t = useT();
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
      <Stack gap="xs" aria-busy="true" aria-label={t('checkout.paymentHistory.loading')}>
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
        title={
          isStatus(status) ? t('checkout.paymentHistory.noneWithStatus') : t('checkout.paymentHistory.none')
        }
      >
        {t('checkout.paymentHistory.noneHint')}
      </EmptyState>
    );
  } else {
    results = (
      <>
        <Text size="sm" c="dimmed" mb="sm">
          {t('checkout.paymentHistory.count', { count: history.data.totalItems })}
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
      <PageHeader title={t('checkout.orders.paymentHistory')}>
        {t('checkout.paymentHistory.intro')}{' '}
        <Anchor component={Link} to={ROUTES.orders} fw={700} c="leaf.8" td="underline">
          {t('checkout.orders.title')}
        </Anchor>
      </PageHeader>
      <Group gap="sm" mb="lg" align="flex-end">
        <Select
          label={t('checkout.sheet.status')}
          data={[
            { value: 'ALL', label: t('checkout.paymentHistory.all') },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(paymentStatusKey(s)) })),
          ]}
          value={isStatus(status) ? status : 'ALL'}
          allowDeselect={false}
          onChange={(value) => change({ status: value && value !== 'ALL' ? value : null, page: null })}
          w={220}
        />
        <Select
          label={t('checkout.paymentHistory.perPage')}
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
        title={openOrder === null ? '' : t('checkout.paymentHistory.modalTitle', { id: openOrder })}
        fullScreen={phone}
        size="lg"
        radius="lg"
        closeButtonProps={{ 'aria-label': t('checkout.paymentHistory.close') }}
      >
        {openOrder !== null && userId !== null ? (
          <Stack gap="md">
            <PaymentDetails userId={userId} orderId={openOrder} />
            <Button component={Link} to={ROUTES.order(openOrder)} variant="light" radius="xl">
              {t('checkout.paymentHistory.openOrder', { id: openOrder })}
            </Button>
          </Stack>
        ) : null}
      </Modal>
    </PageContainer>
  );
}
