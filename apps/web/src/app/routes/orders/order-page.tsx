import type { ReactNode } from 'react';
import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title, type ButtonProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { MESSAGES, ROUTES, SHIPPING_OPTIONS, type OrderDetail } from '@lumbung/contracts';
import { useConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { DeadlineCountdown } from '@/components/ui/deadline-countdown';
import { PageContainer } from '@/components/ui/page-container';
import { toast } from '@/components/ui/toast';
import { formatKm } from '@/features/checkout';
import {
  OrderItems,
  OrderStatusBadge,
  OrderTimeline,
  OrderTotals,
  useChangeOrder,
  useOrder,
} from '@/features/orders';
import { PaymentSummary } from '@/features/payments';
import { formatDateTimeWib } from '@/lib/dates';
import { OrderLoading, OrderProblem, parseOrderId, useShopperId } from './order-states';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type OrderChange = 'confirm' | 'cancel';

/** What each change the shopper can make asks first, and the toast once it is made. */
const CHANGES: Record<
  OrderChange,
  Omit<ConfirmRequest, 'message' | 'callback'> & {
    button: string;
    message: (orderId: number) => string;
    done: string;
  }
> = {
  confirm: {
    button: 'Confirm receipt',
    title: 'Confirm receipt',
    message: (id) =>
      `Did order #${id} arrive complete and in good condition? Confirming completes the order.`,
    confirmLabel: 'Yes, I received it',
    cancelLabel: 'Not yet',
    tone: 'primary',
    fallbackError: MESSAGES.ORDER_CONFIRM_FAILED,
    done: MESSAGES.ORDER_CONFIRMED,
  },
  cancel: {
    button: 'Cancel order',
    title: 'Cancel this order?',
    message: (id) =>
      `Order #${id} will be cancelled: its products go back on the shelf and any voucher it used returns to you. This cannot be undone.`,
    confirmLabel: 'Cancel the order',
    cancelLabel: 'Keep the order',
    fallbackError: MESSAGES.ORDER_CANCEL_FAILED,
    done: MESSAGES.ORDER_CANCELLED,
  },
};

/** The button of one change of the order: it asks in the confirmation dialog, then makes it. */
function OrderChangeButton({
  change,
  userId,
  orderId,
  ...props
}: Omit<ButtonProps, 'children'> & { change: OrderChange; userId: number; orderId: number }) {
  const dialog = useConfirmDialog();
  const mutation = useChangeOrder(change);
  const { button, message, done, ...request } = CHANGES[change];
  const ask = () =>
    dialog.show({
      ...request,
      message: message(orderId),
      callback: async () => {
        await mutation.mutateAsync({ userId, orderId });
        toast.success(done);
      },
    });
  return (
    <Button radius="xl" size="md" {...props} onClick={ask}>
      {button}
    </Button>
  );
}

/** Cancel (while awaiting payment) and confirm receipt (once shipped), each after a confirmation. */
function OrderActions({ userId, order }: { userId: number; order: OrderDetail }) {
  const { actions } = order;
  // An order waiting for payment without an address or a method yet goes back to its checkout.
  const unfinished = order.status === 'AWAITING_PAYMENT' && !actions.pay;
  if (!actions.pay && !unfinished && !actions.cancel && !actions.confirm) return null;
  return (
    <Group gap="sm">
      {actions.pay || unfinished ? (
        <Button component={Link} to={ROUTES.checkout(order.order_id)} radius="xl" size="md">
          {actions.pay ? 'Pay now' : 'Continue checkout'}
        </Button>
      ) : null}
      {actions.confirm ? (
        <OrderChangeButton change="confirm" userId={userId} orderId={order.order_id} />
      ) : null}
      {actions.cancel ? (
        <OrderChangeButton
          change="cancel"
          userId={userId}
          orderId={order.order_id}
          variant="default"
          c="red.9"
        />
      ) : null}
    </Group>
  );
}

/** /user/orders/{orderId}: one order with its timeline, items, delivery, payment and what can be done. */
export default function OrderPage() {
  const params = useParams();
  const orderId = parseOrderId(params.orderId);
  const userId = useShopperId();
  const query = useOrder(userId, orderId);

  let body;
  if (orderId === null) body = <OrderProblem error={null} />;
  else if (query.isPending) body = <OrderLoading />;
  else if (query.isError) body = <OrderProblem error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const order = query.data;
    const method = order.shipping_method ? SHIPPING_OPTIONS[order.shipping_method] : null;
    body = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <OrderStatusBadge status={order.status} size="lg" />
            <Text c="dimmed" mt={6}>
              {order.store_name} · placed {formatDateTimeWib(order.created_at)}
            </Text>
          </div>
          <OrderActions userId={userId ?? 0} order={order} />
        </Group>
        {order.status === 'AWAITING_PAYMENT' && order.payment_deadline ? (
          <DeadlineCountdown
            deadline={order.payment_deadline}
            label="Pay within"
            expiredText="The payment deadline has passed: this order is being cancelled."
          />
        ) : null}
        {order.cancel_reason ? (
          <Text role="note" c="dimmed">
            Cancelled: {order.cancel_reason}
          </Text>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card title="Timeline">
              <OrderTimeline history={order.history} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Card title="Items">
                <OrderItems items={order.items} />
                <Paper bg="var(--mantine-color-gray-0)" radius="md" p="md" mt="sm">
                  <OrderTotals order={order} />
                </Paper>
              </Card>
              <Card title="Delivery">
                {order.address ? (
                  <Stack gap={4}>
                    <Text fw={700}>{order.address.address}</Text>
                    {order.address.city_name ? <Text c="dimmed">{order.address.city_name}</Text> : null}
                  </Stack>
                ) : (
                  <Text c="dimmed">No address chosen yet.</Text>
                )}
                {method ? (
                  <Text mt="sm">
                    {method.label} · {method.eta}
                    {order.distance_km !== null ? ` · ${formatKm(order.distance_km)} from the store` : ''}
                  </Text>
                ) : null}
              </Card>
              <Card title="Payment">
                {order.payment ? (
                  <PaymentSummary payment={order.payment} />
                ) : (
                  <Text c="dimmed">Not paid yet.</Text>
                )}
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Anchor component={Link} to={ROUTES.orders} size="sm" fw={600} mb="md" display="inline-block">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          My orders
        </Group>
      </Anchor>
      <Title order={1} mb="sm">
        {orderId === null ? 'Order' : `Order #${orderId}`}
      </Title>
      {body}
    </PageContainer>
  );
}
