import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { OrderStatusBadge } from '@/components/back-office/status-badge';
import { formatDateTimeWib } from '@/lib/dates';
import { useSuperOrder } from '@/features/orders/api/all-orders';
import { StoreOrderSheet } from '@/features/orders/components/store-order-sheet';
import { BackLink, DETAIL_LOADING, DetailHeader, DetailState } from '@/components/back-office/detail-state';

/** What the store's staff have to do next, in words. */
function storeNext(actions: { review_payment: boolean; process: boolean; cancel: boolean }): string | null {
  if (actions.review_payment) return 'review the proof of payment';
  if (actions.process) return 'ship the order';
  return null;
}

/** Any store's order, read-only: items, shopper, payment and proof, and the status history. */
export default function SuperOrderPage() {
  const orderId = Number(useParams().orderId);
  const order = useSuperOrder(orderId);
  const header = {
    title: `Order #${orderId}`,
    eyebrow: 'Super admin',
    back: <BackLink to={ROUTES.superAdminPages.orders}>All orders</BackLink>,
  };

  if (order.isPending || order.isError)
    return <DetailState query={order} {...header} {...DETAIL_LOADING.order} />;

  const o = order.data;
  const next = storeNext(o.store_actions);
  return (
    <>
      <DetailHeader {...header} title={`Order #${o.order_id}`}>
        <OrderStatusBadge status={o.status} />
        <Text size="sm">
          Placed {formatDateTimeWib(o.created_at)} at {o.store_name}
        </Text>
      </DetailHeader>
      {next ? (
        <Alert color="blue" variant="light" mb="lg" icon={<IconInfoCircle size={18} aria-hidden />}>
          Waiting for {o.store_name} to {next}.
        </Alert>
      ) : null}
      <StoreOrderSheet
        order={o}
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
