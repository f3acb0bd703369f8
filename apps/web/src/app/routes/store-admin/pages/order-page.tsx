import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconCheck, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { formatRupiah, ROUTES, type RefundStatus } from '@lumbung/contracts';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { OrderStatusBadge } from '@/components/back-office/status-badge';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { useProcessOrder, useStoreCancelOrder, useStoreOrder } from '@/features/orders/api/store-orders';
import { StoreOrderSheet } from '@/features/orders/components/store-order-sheet';
import { useReviewPayment } from '@/features/payments/api/payment-review';
import type { RefundLink } from '@/features/refunds/components/staff-order-refunds';
import { owedByStoreCancel, owedOnCancel } from '@/features/refunds/lib/owed';
import { BackLink, DETAIL_LOADING, DetailHeader, DetailState } from '@/components/back-office/detail-state';

// Most orders give nothing back: their page never downloads the refunds' display.
const StaffOrderRefunds = lazy(() =>
  import('@/features/refunds/components/staff-order-refunds').then((m) => ({ default: m.StaffOrderRefunds })),
);

/**
 * The red of the refusing buttons: shade 9 keeps 4.5:1 on the back-office's grey page, where shade 8
 * falls to 4.2:1 (and a subtle button would draw its text in shade 6, 3.05:1).
 */
const REFUSE_RED = 'red.9';

/** The store's refund queue on the tab of a refund's status, where the staff act on it. */
const refundQueuePath = (status: RefundStatus) => `${ROUTES.storeAdminPages.refunds}?status=${status}`;

/** One order of the store: items, the shopper's address, payment and proof, timeline; the staff's actions. */
export default function StoreOrderPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  const orderId = Number(useParams().orderId);
  const order = useStoreOrder(storeId, orderId);
  const process = useProcessOrder(storeId);
  const cancel = useStoreCancelOrder(storeId);
  const review = useReviewPayment(storeId);
  const confirm = useConfirmDialog();
  const [reasonFor, setReasonFor] = useState<'reject' | 'cancel' | null>(null);
  const header = {
    title: t('store-admin.order.title', { id: orderId }),
    eyebrow: areaLabel,
    back: <BackLink to={ROUTES.storeAdminPages.orders}>{t('store-admin.order.all')}</BackLink>,
  };

  if (order.isPending || order.isError)
    return <DetailState query={order} {...header} {...DETAIL_LOADING.order} />;

  const o = order.data;
  const payment = o.payment;
  const actions = o.store_actions;
  // Cancelling a paid order owes its money back: the confirmation says how much before it is done.
  const owed = owedOnCancel(o);
  const refundLink: RefundLink = {
    to: (refund) => refundQueuePath(refund.status),
    label: 'refunds.staff.queueLink',
  };

  const askProcess = () =>
    confirm.show({
      title: t('store-admin.order.processTitle', { id: o.order_id }),
      message: t('store-admin.order.processMessage'),
      confirmLabel: t('store-admin.order.markShipped'),
      cancelLabel: t('store-admin.common.goBack'),
      tone: 'primary',
      fallbackError: t('store-admin.order.processFailed'),
      callback: async () => {
        await process.mutateAsync(o.order_id);
        toast.success(t('store-admin.order.shipped'));
      },
    });
  const askAccept = () =>
    payment &&
    confirm.show({
      title: t('store-admin.payment.acceptTitle', { id: o.order_id }),
      message: t('store-admin.order.acceptMessage', {
        amount: formatRupiah(payment.amount),
        code: o.transfer.unique_code,
      }),
      confirmLabel: t('store-admin.payment.accept'),
      cancelLabel: t('store-admin.common.goBack'),
      tone: 'primary',
      fallbackError: t('store-admin.payment.statusFailed'),
      callback: async () => {
        await review.mutateAsync({ paymentId: payment.payment_id, payment_status: 'SUCCESS' });
        toast.success(t('store-admin.payment.accepted'));
      },
    });

  return (
    <>
      <DetailHeader {...header} title={t('store-admin.order.title', { id: o.order_id })}>
        <OrderStatusBadge status={o.status} />
        <Text size="sm">{t('store-admin.order.placed', { date: formatDateTimeWib(o.created_at) })}</Text>
      </DetailHeader>
      {actions.review_payment || actions.process || actions.cancel ? (
        <Group gap="sm" mb="lg" wrap="wrap">
          {actions.review_payment && payment ? (
            <>
              <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={askAccept}>
                {t('store-admin.payment.accept')}
              </Button>
              <Button variant="outline" color={REFUSE_RED} onClick={() => setReasonFor('reject')}>
                {t('store-admin.payment.reject')}
              </Button>
            </>
          ) : null}
          {actions.process ? (
            <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={askProcess}>
              {t('store-admin.order.process')}
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button
              variant="subtle"
              color={REFUSE_RED}
              // A subtle button draws its text at most in shade 6: the text keeps shade 9 itself.
              c={REFUSE_RED}
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setReasonFor('cancel')}
            >
              {t('store-admin.order.cancel')}
            </Button>
          ) : null}
        </Group>
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
      />
      <ReasonDialog
        opened={reasonFor !== null}
        onClose={() => setReasonFor(null)}
        title={
          reasonFor === 'cancel'
            ? t('store-admin.order.cancelTitle', { id: o.order_id })
            : t('store-admin.payment.rejectTitle', { id: o.order_id })
        }
        message={
          reasonFor !== 'cancel'
            ? t('store-admin.payment.rejectMessage')
            : owed > 0
              ? t('store-admin.order.cancelMessagePaid', { amount: formatRupiah(owed) })
              : t('store-admin.order.cancelMessage')
        }
        confirmLabel={
          reasonFor === 'cancel' ? t('store-admin.order.cancel') : t('store-admin.payment.reject')
        }
        onConfirm={async (reason) => {
          if (reasonFor === 'cancel') {
            const cancelled = await cancel.mutateAsync({ orderId: o.order_id, reason });
            const refund = owedByStoreCancel(cancelled);
            toast.success(
              refund > 0
                ? t('store-admin.order.cancelledRefund', { amount: formatRupiah(refund) })
                : t('store-admin.order.cancelled'),
            );
          } else if (payment) {
            await review.mutateAsync({
              paymentId: payment.payment_id,
              payment_status: 'FAILED',
              note: reason,
            });
            toast.success(t('store-admin.payment.rejected'));
          }
        }}
      />
    </>
  );
}
