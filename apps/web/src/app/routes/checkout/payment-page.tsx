import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderStatusBadge, useOrder } from '@/features/orders';
import { T, useT, type MessageId } from '@/i18n';
import { BareLayout } from '../../shell/bare-layout';
import { OrderLoading, OrderProblem, parseOrderId, useShopperId } from '../orders/order-states';
import { GatewayPayment } from './gateway-payment';
import { readPaymentMethod, type PaymentPageMethod } from './payment-path';
import { TransferPayment } from './transfer-payment';

const METHOD_TITLES: Record<PaymentPageMethod, MessageId> = {
  transfer: 'checkout.paymentMethod.BANK_TRANSFER',
  va: 'checkout.paymentMethod.VIRTUAL_ACCOUNT',
  qris: 'checkout.paymentMethod.QRIS',
  gopay: 'checkout.paymentMethod.GOPAY',
  shopeepay: 'checkout.paymentMethod.SHOPEEPAY',
};

/**
 * /checkout/payment?order={orderId}&method=transfer|va|qris|gopay|shopeepay: paying an order, without
 * the shop chrome (docs/product.md §2). A bank transfer shows where to send the exact amount and takes
 * the proof; the gateway's methods show their charge (a VA number, Mandiri's bill, a QR code or the
 * wallet's app) and ask the gateway once the shopper says it is paid.
 */
export default function PaymentPage() {
  const t = useT();
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
        title={t('checkout.paymentPage.noOrder')}
        action={
          <Button component={Link} to={ROUTES.orders} radius="xl">
            {t('checkout.orderState.seeMyOrders')}
          </Button>
        }
      >
        {t('checkout.paymentPage.noOrderHint')}
      </EmptyState>
    );
  } else if (order.isPending) body = <OrderLoading />;
  else if (order.isError) body = <OrderProblem error={order.error} onRetry={() => void order.refetch()} />;
  else if (order.data.status !== 'AWAITING_PAYMENT') {
    body = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={t('checkout.paymentPage.notWaiting', { id: order.data.order_id })}
        action={
          <Button component={Link} to={ROUTES.order(order.data.order_id)} radius="xl">
            {t('checkout.page.seeOrder')}
          </Button>
        }
      >
        <Text component="span">
          <T
            id="checkout.paymentPage.isStatus"
            components={{ 0: <OrderStatusBadge status={order.data.status} size="sm" /> }}
          />
        </Text>
      </EmptyState>
    );
  } else if (!order.data.actions.pay) {
    body = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        title={t('checkout.paymentPage.needsShipping')}
        action={
          <Button component={Link} to={ROUTES.checkout(order.data.order_id)} radius="xl">
            {t('checkout.paymentPage.backToCheckout')}
          </Button>
        }
      >
        {t('checkout.paymentPage.needsShippingHint')}
      </EmptyState>
    );
  } else if (method === 'transfer') body = <TransferPayment userId={userId ?? 0} order={order.data} />;
  else body = <GatewayPayment userId={userId ?? 0} order={order.data} method={method} />;

  return (
    <BareLayout>
      <Stack maw={640} mx="auto" gap="lg" w="100%">
        <div>
          {orderId !== null ? (
            <Anchor component={Link} to={ROUTES.checkout(orderId)} size="sm" fw={600}>
              <Group gap={4} component="span">
                <IconArrowLeft size={16} aria-hidden />
                {t('checkout.paymentPage.backToCheckout')}
              </Group>
            </Anchor>
          ) : null}
          <Title order={1} mt="xs">
            {t('checkout.form.payment')}
          </Title>
          {orderId !== null ? (
            <Text c="dimmed" mt={4}>
              {t('checkout.order.title', { id: orderId })} · {t(METHOD_TITLES[method])}
            </Text>
          ) : null}
        </div>
        {body}
      </Stack>
    </BareLayout>
  );
}
