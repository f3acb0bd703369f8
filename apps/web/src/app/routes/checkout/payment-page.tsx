import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderStatusBadge, useOrder } from '@/features/orders';
import { BareLayout } from '../../shell/bare-layout';
import { OrderLoading, OrderProblem, parseOrderId, useShopperId } from '../orders/order-states';
import { readPaymentMethod } from './payment-path';
import { TransferPayment } from './transfer-payment';
import { VaPayment } from './va-payment';

/**
 * /checkout/payment?order={orderId}&method=transfer|va: paying an order, without the shop chrome
 * (docs/product.md §2). A bank transfer shows where to send the exact amount and takes the proof; a virtual
 * account shows its number and asks the gateway once the shopper says it is paid.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const orderId = parseOrderId(params.get('order'));
  const method = readPaymentMethod(params.get('method'));
  const userId = useShopperId();
  const order = useOrder(userId, orderId);

  let body;
  if (orderId === null) {
    body = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title="No order selected for payment"
        action={
          <Button component={Link} to={ROUTES.orders} radius="xl">
            See my orders
          </Button>
        }
      >
        Check out your cart first, or pick an order waiting for payment from your orders.
      </EmptyState>
    );
  } else if (order.isPending) body = <OrderLoading />;
  else if (order.isError) body = <OrderProblem error={order.error} onRetry={() => void order.refetch()} />;
  else if (order.data.status !== 'AWAITING_PAYMENT') {
    body = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={`Order #${order.data.order_id} is not waiting for payment`}
        action={
          <Button component={Link} to={ROUTES.order(order.data.order_id)} radius="xl">
            See the order
          </Button>
        }
      >
        <Text component="span">
          It is <OrderStatusBadge status={order.data.status} size="sm" />.
        </Text>
      </EmptyState>
    );
  } else if (!order.data.actions.pay) {
    body = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={MESSAGES.ORDER_NEEDS_SHIPPING}
        action={
          <Button component={Link} to={ROUTES.checkout(order.data.order_id)} radius="xl">
            Back to the checkout
          </Button>
        }
      >
        The price to pay includes the shipping, which follows the address and the method.
      </EmptyState>
    );
  } else if (method === 'va') body = <VaPayment userId={userId ?? 0} order={order.data} />;
  else body = <TransferPayment userId={userId ?? 0} order={order.data} />;

  return (
    <BareLayout>
      <Stack maw={640} mx="auto" gap="lg" w="100%">
        <div>
          {orderId !== null ? (
            <Anchor component={Link} to={ROUTES.checkout(orderId)} size="sm" fw={600}>
              <Group gap={4} component="span">
                <IconArrowLeft size={16} aria-hidden />
                Back to the checkout
              </Group>
            </Anchor>
          ) : null}
          <Title order={1} mt="xs">
            Payment
          </Title>
          {orderId !== null ? (
            <Text c="dimmed" mt={4}>
              Order #{orderId}
              {method === 'va' ? ' · Virtual account' : ' · Bank transfer'}
            </Text>
          ) : null}
        </div>
        {body}
      </Stack>
    </BareLayout>
  );
}
