import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatRupiah, MESSAGES, ROUTES } from '@lumbung/contracts';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { OrderStatusBadge } from '@/components/back-office/status-badge';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { formatDateTimeWib } from '@/lib/dates';
import { useProcessOrder, useStoreCancelOrder, useStoreOrder } from '@/features/orders/api/store-orders';
import { StoreOrderSheet } from '@/features/orders/components/store-order-sheet';
import { useReviewPayment } from '@/features/payments/api/payment-review';
import { PAYMENT_ACCEPTED, PAYMENT_REJECTED } from './payments-page';
import { BackLink, DETAIL_LOADING, DetailHeader, DetailState } from '@/components/back-office/detail-state';

export const ORDER_SHIPPED = 'Order processed: it is on its way to the shopper.';
export const ORDER_CANCELLED = 'Order cancelled: its stock and vouchers are back.';

/** One order of the store: items, the shopper's address, payment and proof, timeline; the staff's actions. */
export default function StoreOrderPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const orderId = Number(useParams().orderId);
  const order = useStoreOrder(storeId, orderId);
  const process = useProcessOrder(storeId);
  const cancel = useStoreCancelOrder(storeId);
  const review = useReviewPayment(storeId);
  const confirm = useConfirmDialog();
  const [reasonFor, setReasonFor] = useState<'reject' | 'cancel' | null>(null);
  const header = {
    title: `Order #${orderId}`,
    eyebrow: areaLabel,
    back: <BackLink to={ROUTES.storeAdminPages.orders}>All orders</BackLink>,
  };

  if (order.isPending || order.isError)
    return <DetailState query={order} {...header} {...DETAIL_LOADING.order} />;

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
      <DetailHeader {...header} title={`Order #${o.order_id}`}>
        <OrderStatusBadge status={o.status} />
        <Text size="sm">Placed {formatDateTimeWib(o.created_at)}</Text>
      </DetailHeader>
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
      <StoreOrderSheet order={o} />
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
