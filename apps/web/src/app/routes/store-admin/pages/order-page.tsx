import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatRupiah, MESSAGES, ROUTES, SHIPPING_OPTIONS, type StoreOrderDetail } from '@lumbung/contracts';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/back-office/status-badge';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTimeWib } from '@/lib/dates';
import { useProcessOrder, useStoreCancelOrder, useStoreOrder } from '@/features/orders/api/store-orders';
import { StoreOrderTimeline } from '@/features/orders/components/store-order-timeline';
import { useReviewPayment } from '@/features/payments/api/payment-review';
import { PAYMENT_ACCEPTED, PAYMENT_REJECTED } from './payments-page';

export const ORDER_SHIPPED = 'Order processed: it is on its way to the shopper.';
export const ORDER_CANCELLED = 'Order cancelled: its stock and vouchers are back.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Items({ order }: { order: StoreOrderDetail }) {
  return (
    <Table verticalSpacing="xs" aria-label="Items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Unit</Table.Th>
          <Table.Th ta="right">Line</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.items.map((item) => (
          <Table.Tr key={item.order_item_id}>
            <Table.Td>{item.product_name}</Table.Td>
            <Table.Td ta="right">
              {item.quantity}
              {item.free_quantity > 0 ? ` + ${item.free_quantity} free` : ''}
            </Table.Td>
            <Table.Td ta="right">{formatRupiah(item.original_price)}</Table.Td>
            <Table.Td ta="right">{formatRupiah(item.product_price)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        {order.cart_discount > 0 ? (
          <Table.Tr>
            <Table.Td colSpan={3}>Cart discounts</Table.Td>
            <Table.Td ta="right">- {formatRupiah(order.cart_discount)}</Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr>
          <Table.Td colSpan={3}>Shipping</Table.Td>
          <Table.Td ta="right">{formatRupiah(order.shipping_price - order.shipping_discount)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th colSpan={3}>Total</Table.Th>
          <Table.Th ta="right">{formatRupiah(order.total_price)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Group>
  );
}

/** One order of the store: items, the shopper's address, payment and proof, timeline; the staff's actions. */
export default function StoreOrderPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const orderId = Number(useParams().orderId);
  const order = useStoreOrder(storeId, orderId);
  const process = useProcessOrder(storeId);
  const cancel = useStoreCancelOrder(storeId);
  const review = useReviewPayment(storeId);
  const confirm = useConfirmDialog();
  const [reasonFor, setReasonFor] = useState<'reject' | 'cancel' | null>(null);
  const back = (
    <Anchor component={Link} to={ROUTES.storeAdminPages.orders} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> All orders
      </Group>
    </Anchor>
  );

  if (order.isPending) {
    return (
      <>
        <PageHeader title={`Order #${orderId}`} eyebrow={areaLabel} />
        <Skeleton height={320} radius="lg" aria-label="Loading the order" />
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        <PageHeader title={`Order #${orderId}`} eyebrow={areaLabel}>
          {back}
        </PageHeader>
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {errorMessage(order.error, MESSAGES.ORDER_DETAILS_FAILED)}
        </Alert>
      </>
    );
  }

  const o = order.data;
  const payment = o.payment;
  const actions = o.store_actions;

  const askProcess = () =>
    confirm.show({
      title: `Process order #${o.order_id}?`,
      message: 'The order is marked shipped and the shopper is told it is on its way. This cannot be undone.',
      confirmLabel: 'Mark as shipped',
      tone: 'primary',
      fallbackError: MESSAGES.ORDER_PROCESS_FAILED,
      callback: async () => {
        await process.mutateAsync(o.order_id);
        toast.success(ORDER_SHIPPED);
      },
    });
  const askAccept = () =>
    payment &&
    confirm.show({
      title: `Accept the payment of order #${o.order_id}?`,
      message: `Accept only if ${formatRupiah(payment.amount)} (with the unique code ${o.transfer.unique_code}) is on the store's bank statement.`,
      confirmLabel: 'Accept payment',
      tone: 'primary',
      fallbackError: MESSAGES.PAYMENT_STATUS_FAILED,
      callback: async () => {
        await review.mutateAsync({ paymentId: payment.payment_id, payment_status: 'SUCCESS' });
        toast.success(PAYMENT_ACCEPTED);
      },
    });

  return (
    <>
      <PageHeader title={`Order #${o.order_id}`} eyebrow={areaLabel}>
        <Stack gap={6}>
          {back}
          <Group gap="xs">
            <OrderStatusBadge status={o.status} />
            <Text size="sm">Placed {formatDateTimeWib(o.created_at)}</Text>
          </Group>
        </Stack>
      </PageHeader>
      {actions.review_payment || actions.process || actions.cancel ? (
        <Group gap="sm" mb="lg" wrap="wrap">
          {actions.review_payment && payment ? (
            <>
              <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={askAccept}>
                Accept payment
              </Button>
              <Button variant="outline" color="red.8" onClick={() => setReasonFor('reject')}>
                Reject payment
              </Button>
            </>
          ) : null}
          {actions.process ? (
            <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={askProcess}>
              Process: mark as shipped
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button
              variant="subtle"
              color="red.8"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setReasonFor('cancel')}
            >
              Cancel order
            </Button>
          ) : null}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Section title="Items">
            <Items order={o} />
          </Section>
          <Section title="Timeline">
            <StoreOrderTimeline history={o.history} />
            {o.cancel_reason ? (
              <Text size="sm" mt="sm">
                Cancelled because: “{o.cancel_reason}”
              </Text>
            ) : null}
          </Section>
        </Stack>
        <Stack gap="lg">
          <Section title="Shopper and delivery">
            <Stack gap={6}>
              <Fact label="Shopper">{o.customer.username}</Fact>
              <Fact label="E-mail">{o.customer.email}</Fact>
              <Fact label="Address">
                {o.address
                  ? `${o.address.address}${o.address.city_name ? `, ${o.address.city_name}` : ''}`
                  : '—'}
              </Fact>
              <Fact label="Shipping">
                {o.shipping_method ? SHIPPING_OPTIONS[o.shipping_method].label : '—'}
                {o.distance_km !== null ? ` · ${o.distance_km.toFixed(1)} km` : ''}
              </Fact>
            </Stack>
          </Section>
          <Section title="Payment">
            {payment ? (
              <Stack gap={6}>
                <Fact label="Status">
                  <PaymentStatusBadge status={payment.payment_status} />
                </Fact>
                <Fact label="Expected">
                  {formatRupiah(payment.amount)} (unique code {o.transfer.unique_code})
                </Fact>
                <Fact label="Payment date">
                  {payment.payment_date ? formatDateTimeWib(payment.payment_date) : '—'}
                </Fact>
                <Fact label="Deadline">
                  {o.payment_deadline ? formatDateTimeWib(o.payment_deadline) : '—'}
                </Fact>
                {payment.note ? <Fact label="Reason given">“{payment.note}”</Fact> : null}
                {payment.pop_image ? (
                  <Anchor href={payment.pop_image} target="_blank" rel="noreferrer" mt="xs">
                    <Image
                      src={payment.pop_image}
                      alt={`Proof of transfer for order #${o.order_id}`}
                      radius="md"
                      mah={360}
                      fit="contain"
                      bg="gray.1"
                    />
                  </Anchor>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                No payment yet.{' '}
                {o.payment_deadline ? `Deadline ${formatDateTimeWib(o.payment_deadline)}.` : ''}
              </Text>
            )}
          </Section>
        </Stack>
      </SimpleGrid>
      <ReasonDialog
        opened={reasonFor !== null}
        onClose={() => setReasonFor(null)}
        title={
          reasonFor === 'cancel'
            ? `Cancel order #${o.order_id}?`
            : `Reject the payment of order #${o.order_id}?`
        }
        message={
          reasonFor === 'cancel'
            ? 'The order is cancelled; its stock and unused vouchers go back. The shopper reads your reason.'
            : 'The order goes back to waiting for payment, and the shopper reads your reason and may send a new proof.'
        }
        confirmLabel={reasonFor === 'cancel' ? 'Cancel order' : 'Reject payment'}
        onConfirm={async (reason) => {
          if (reasonFor === 'cancel') {
            await cancel.mutateAsync({ orderId: o.order_id, reason });
            toast.success(ORDER_CANCELLED);
          } else if (payment) {
            await review.mutateAsync({
              paymentId: payment.payment_id,
              payment_status: 'FAILED',
              note: reason,
            });
            toast.success(PAYMENT_REJECTED);
          }
        }}
      />
    </>
  );
}
