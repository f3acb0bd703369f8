import { lazy, Suspense, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  type ButtonProps,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ROUTES, type OrderDetail } from '@lumbung/contracts';
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
import { amountDue, paidDiffers } from '@/features/refunds/lib/paid';
import { useT, type MessageId } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { DeliveryAddress, StoreWhatsApp } from './order-contact';
import { OrderLoading, OrderProblem, parseOrderId, useShopperId } from './order-states';

// Most orders give nothing back: their page never downloads the refunds and the bank account form.
const OrderRefunds = lazy(() =>
  import('@/features/refunds/components/order-refunds').then((m) => ({ default: m.OrderRefunds })),
);

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

/**
 * What each change the shopper can make asks first, and the toast once it is made: message ids,
 * shown in the language of the moment. The toasts name the state the order is now in as the
 * glossary does (Cancelled, Done).
 */
const CHANGES: Record<
  OrderChange,
  Pick<ConfirmRequest, 'tone'> & {
    button: MessageId;
    title: MessageId;
    message: MessageId;
    confirmLabel: MessageId;
    cancelLabel: MessageId;
    fallbackError: MessageId;
    done: MessageId;
  }
> = {
  confirm: {
    button: 'checkout.orderPage.confirm.button',
    title: 'checkout.orderPage.confirm.title',
    message: 'checkout.orderPage.confirm.message',
    confirmLabel: 'checkout.orderPage.confirm.yes',
    cancelLabel: 'checkout.orderPage.confirm.no',
    tone: 'primary',
    fallbackError: 'checkout.error.orderConfirm',
    done: 'checkout.toast.orderConfirmed',
  },
  cancel: {
    button: 'checkout.orderPage.cancel.button',
    title: 'checkout.orderPage.cancel.title',
    message: 'checkout.orderPage.cancel.message',
    confirmLabel: 'checkout.orderPage.cancel.yes',
    cancelLabel: 'checkout.orderPage.cancel.no',
    fallbackError: 'checkout.error.orderCancel',
    done: 'checkout.toast.orderCancelled',
  },
};

/** The button of one change of the order: it asks in the confirmation dialog, then makes it. */
function OrderChangeButton({
  change,
  userId,
  orderId,
  ...props
}: Omit<ButtonProps, 'children'> & { change: OrderChange; userId: number; orderId: number }) {
  const t = useT();
  const dialog = useConfirmDialog();
  const mutation = useChangeOrder(change);
  const texts = CHANGES[change];
  const ask = () =>
    dialog.show({
      title: t(texts.title),
      message: t(texts.message, { id: orderId }),
      confirmLabel: t(texts.confirmLabel),
      cancelLabel: t(texts.cancelLabel),
      tone: texts.tone,
      fallbackError: t(texts.fallbackError),
      callback: async () => {
        await mutation.mutateAsync({ userId, orderId });
        toast.success(t(texts.done));
      },
    });
  return (
    <Button radius="xl" size="md" {...props} onClick={ask}>
      {t(texts.button)}
    </Button>
  );
}

/** Cancel (while awaiting payment) and confirm receipt (once shipped), each after a confirmation. */
function OrderActions({ userId, order }: { userId: number; order: OrderDetail }) {
  const t = useT();
  const { actions } = order;
  // An order waiting for payment without an address or a method yet goes back to its checkout.
  const unfinished = order.status === 'AWAITING_PAYMENT' && !actions.pay;
  if (!actions.pay && !unfinished && !actions.cancel && !actions.confirm) return null;
  return (
    <Group gap="sm">
      {actions.pay || unfinished ? (
        <Button component={Link} to={ROUTES.checkout(order.order_id)} radius="xl" size="md">
          {actions.pay ? t('checkout.action.payNow') : t('checkout.orderPage.continueCheckout')}
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
  const t = useT();
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
    const method = order.shipping_method;
    body = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <OrderStatusBadge status={order.status} size="lg" />
            <Text c="dimmed" mt={6}>
              {t('checkout.orderPage.placed', {
                store: order.store_name,
                date: formatDateTimeWib(order.created_at),
              })}
            </Text>
            <StoreWhatsApp order={order} />
          </div>
          <OrderActions userId={userId ?? 0} order={order} />
        </Group>
        {order.status === 'AWAITING_PAYMENT' && order.payment_deadline ? (
          <DeadlineCountdown
            deadline={order.payment_deadline}
            label={t('checkout.deadline.payWithin')}
            expiredText={t('checkout.deadline.passed')}
          />
        ) : null}
        {order.cancel_reason ? (
          <Text role="note" c="dimmed">
            {t('checkout.orderPage.cancelled', { reason: order.cancel_reason })}
          </Text>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card title={t('checkout.sheet.timeline')}>
              <OrderTimeline history={order.history} refunds={order.refunds} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              {/* Money going back comes first: a transfer refund waits for the shopper's account. */}
              {order.refunds.length > 0 || paidDiffers(order) ? (
                <Card title={t('refunds.order.title')}>
                  <Suspense fallback={<Skeleton h={120} radius="md" />}>
                    <OrderRefunds
                      userId={userId ?? 0}
                      order={order}
                      due={paidDiffers(order) ? amountDue(order) : null}
                    />
                  </Suspense>
                </Card>
              ) : null}
              <Card title={t('checkout.sheet.items')}>
                <OrderItems items={order.items} />
                <Paper bg="var(--mantine-color-gray-0)" radius="md" p="md" mt="sm">
                  <OrderTotals order={order} />
                </Paper>
              </Card>
              <Card title={t('checkout.orderPage.delivery')}>
                {order.address ? (
                  <DeliveryAddress address={order.address} />
                ) : (
                  <Text c="dimmed">{t('checkout.orderPage.noAddress')}</Text>
                )}
                {method ? (
                  <Text mt="sm">
                    {t(`checkout.shippingMethod.${method}`)} · {t(`checkout.shippingEta.${method}`)}
                    {order.distance_km !== null
                      ? ` · ${t('checkout.orderPage.fromStore', { distance: formatKm(order.distance_km) })}`
                      : ''}
                  </Text>
                ) : null}
              </Card>
              <Card title={t('checkout.form.payment')}>
                {order.payment ? (
                  <PaymentSummary payment={order.payment} />
                ) : (
                  <Text c="dimmed">{t('checkout.orderPage.notPaid')}</Text>
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
          {t('checkout.orders.title')}
        </Group>
      </Anchor>
      <Title order={1} mb="sm">
        {orderId === null ? t('checkout.orderPage.order') : t('checkout.order.title', { id: orderId })}
      </Title>
      {body}
    </PageContainer>
  );
}
