import { Button, Paper } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { OrderStatusBadge, useOrder } from '@/features/orders';
import { OrderLoading, OrderProblem, parseOrderId, useShopperId } from '../orders/order-states';
import { CheckoutForm } from './checkout-form';

/**
 * /checkout/{orderId}: one page to finish an order on a phone: items and totals, the
 * address, the shipping method and voucher, how to pay, the deadline, and a pay bar in reach.
 */
export default function CheckoutPage() {
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
        title={`Order #${order.data.order_id} is no longer waiting for payment`}
        action={
          <Button component={Link} to={ROUTES.order(order.data.order_id)} radius="xl">
            See the order
          </Button>
        }
      >
        <Paper bg="transparent" component="span">
          It is now <OrderStatusBadge status={order.data.status} />.
        </Paper>
      </EmptyState>
    );
  } else body = <CheckoutForm userId={userId ?? 0} order={order.data} />;

  return (
    <PageContainer>
      <PageHeader title="Checkout" eyebrow={orderId === null ? undefined : `Order #${orderId}`}>
        {order.data?.status === 'AWAITING_PAYMENT'
          ? `Order #${order.data.order_id} is waiting for payment`
          : null}
      </PageHeader>
      {body}
    </PageContainer>
  );
}
