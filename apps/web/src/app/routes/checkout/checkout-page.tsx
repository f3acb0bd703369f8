import { Button, Paper } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { OrderStatusBadge, useOrder } from '@/features/orders';
import { T, useT } from '@/i18n';
import { OrderLoading, OrderProblem, parseOrderId, useShopperId } from '../orders/order-states';
import { CheckoutForm } from './checkout-form';

/**
 * /checkout/{orderId}: one page to finish an order on a phone: items and totals, the
 * address, the shipping method and voucher, how to pay, the deadline, and a pay bar in reach.
 */
export default function CheckoutPage() {
  const t = useT();
  const params = useParams();
  const orderId = parseOrderId(params.orderId);
  const userId = useShopperId();
  const order = useOrder(userId, orderId);

  let body;
  if (orderId === null) body = <OrderProblem error={null} />;
  else if (order.isPending) body = <OrderLoading />;
  else if (order.isError) body = <OrderProblem error={order.error} onRetry={() => void order.refetch()} />;
  else if (order.data.status !== 'AWAITING_PAYMENT') {
    body = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={t('checkout.page.noLongerWaiting', { id: order.data.order_id })}
        action={
          <Button component={Link} to={ROUTES.order(order.data.order_id)} radius="xl">
            {t('checkout.page.seeOrder')}
          </Button>
        }
      >
        <Paper bg="transparent" component="span">
          <T
            id="checkout.page.nowStatus"
            components={{ 0: <OrderStatusBadge status={order.data.status} /> }}
          />
        </Paper>
      </EmptyState>
    );
  } else body = <CheckoutForm userId={userId ?? 0} order={order.data} />;

  return (
    <PageContainer>
      <PageHeader
        title={t('checkout.page.title')}
        eyebrow={orderId === null ? undefined : t('checkout.order.title', { id: orderId })}
      >
        {order.data?.status === 'AWAITING_PAYMENT'
          ? t('checkout.page.waiting', { id: order.data.order_id })
          : null}
      </PageHeader>
      {body}
    </PageContainer>
  );
}
