import { Alert, Anchor, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useT, type MessageId } from '@/i18n';
import { OrderStatusBadge } from '@/components/back-office/status-badge';
import { formatDateTimeWib } from '@/lib/dates';
import { useSuperOrder } from '@/features/orders/api/all-orders';
import { StoreOrderSheet } from '@/features/orders/components/store-order-sheet';
import type { RefundLink } from '@/features/refunds/components/staff-order-refunds';
import { BackLink, DETAIL_LOADING, DetailHeader, DetailState } from '@/components/back-office/detail-state';

// Most orders give nothing back: their page never downloads the refunds' display.
const StaffOrderRefunds = lazy(() =>
  import('@/features/refunds/components/staff-order-refunds').then((m) => ({ default: m.StaffOrderRefunds })),
);

/** What the store's staff have to do next: the message saying who the order waits for. */
function storeNext(actions: {
  review_payment: boolean;
  process: boolean;
  cancel: boolean;
}): MessageId | null {
  if (actions.review_payment) return 'super-admin.order.waitingForReview';
  if (actions.process) return 'super-admin.order.waitingForShipping';
  return null;
}

/** Any store's order, read-only: items, shopper, payment and proof, and the status history. */
export default function SuperOrderPage() {
  const t = useT();
  const orderId = Number(useParams().orderId);
  const order = useSuperOrder(orderId);
  const header = {
    title: t('super-admin.order.title', { id: orderId }),
    eyebrow: t('super-admin.area'),
    back: <BackLink to={ROUTES.superAdminPages.orders}>{t('super-admin.order.allOrders')}</BackLink>,
  };

  if (order.isPending || order.isError)
    return <DetailState query={order} {...header} {...DETAIL_LOADING.order} />;

  const o = order.data;
  const next = storeNext(o.store_actions);
  // Every store's refunds, narrowed to this order's store and the refund's status.
  const refundLink: RefundLink = {
    to: (refund) => `${ROUTES.superAdminPages.refunds}?status=${refund.status}&store=${o.store_id}`,
    label: 'refunds.staff.allLink',
  };
  return (
    <>
      <DetailHeader {...header} title={t('super-admin.order.title', { id: o.order_id })}>
        <OrderStatusBadge status={o.status} />
        <Text size="sm">
          {t('super-admin.order.placedAt', { date: formatDateTimeWib(o.created_at), store: o.store_name })}
        </Text>
      </DetailHeader>
      {next ? (
        <Alert color="blue" variant="light" mb="lg" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t(next, { store: o.store_name })}
        </Alert>
      ) : null}
      <StoreOrderSheet
        order={o}
        refunds={
          o.refunds.length > 0 ? (
            <Suspense fallback={<Skeleton h={120} radius="md" />}>
              <StaffOrderRefunds order={o} link={refundLink} />
            </Suspense>
          ) : undefined
        }
        storeName={
          <Anchor
            component={Link}
            to={`${ROUTES.superAdminPages.orders}?storeName=${encodeURIComponent(o.store_name)}`}
          >
            {o.store_name}
          </Anchor>
        }
      />
    </>
  );
}
