import { Skeleton, Stack } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRupiah, PAYMENT_STATUSES, type PaymentReview, type PaymentStatus } from '@lumbung/contracts';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { FilterSelect, ListToolbar } from '@/components/back-office/list-toolbar';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { useStatusName } from '@/components/back-office/status-badge';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { usePaymentQueue, useReviewPayment } from '@/features/payments/api/payment-review';
import { PaymentReviewCard } from '@/features/payments/components/payment-review-card';
import { storeOrderPath } from '../store-admin-paths';

const QUEUE: ListParamsConfig<'created_at', 'status'> = {
  sortFields: ['created_at'],
  defaultSort: { field: 'created_at', order: 'asc' },
  filters: { status: PAYMENT_STATUSES },
};

/** The payment review queue: proofs to check first, each beside its expected amount. */
export default function PaymentsPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  const name = useStatusName();
  const list = useListParams(QUEUE);
  const status = (list.filters.status ?? 'AWAITING_CONFIRMATION') as PaymentStatus;
  const queue = usePaymentQueue(storeId, list.page, status);
  const review = useReviewPayment(storeId);
  const confirm = useConfirmDialog();
  const [rejecting, setRejecting] = useState<PaymentReview | null>(null);

  const accept = (payment: PaymentReview) =>
    confirm.show({
      title: t('store-admin.payment.acceptTitle', { id: payment.order_id }),
      message: t('store-admin.payments.acceptMessage', {
        amount: formatRupiah(payment.expected_amount),
        code: payment.unique_code,
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

  const rows = queue.data?.data ?? [];
  return (
    <>
      <PageHeader title={t('store-admin.section.payments')} eyebrow={areaLabel}>
        {t('store-admin.payments.intro')}
      </PageHeader>
      <ListToolbar>
        <FilterSelect
          label={t('store-admin.payments.status')}
          value={list.filters.status}
          allLabel={t('store-admin.payments.defaultStatus', {
            status: name.payment('AWAITING_CONFIRMATION'),
          })}
          options={PAYMENT_STATUSES.filter((s) => s !== 'AWAITING_CONFIRMATION').map((s) => ({
            value: s,
            label: name.payment(s),
          }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      </ListToolbar>
      {queue.isError && !queue.data ? (
        <ErrorAlert>{errorMessage(queue.error, t('store-admin.payments.fetchFailed'))}</ErrorAlert>
      ) : queue.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('store-admin.payments.loading')}>
          <Skeleton height={220} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconReceipt2 size={32} aria-hidden />}
          title={
            status === 'AWAITING_CONFIRMATION'
              ? t('store-admin.section.paymentsEmpty')
              : t('store-admin.payments.noneWithStatus')
          }
        />
      ) : (
        <Stack gap="md" aria-label={t('store-admin.payments.listOf', { status: name.payment(status) })}>
          {rows.map((payment) => (
            <PaymentReviewCard
              key={payment.payment_id}
              payment={payment}
              orderHref={storeOrderPath(payment.order_id)}
              onAccept={() => accept(payment)}
              onReject={() => setRejecting(payment)}
            />
          ))}
        </Stack>
      )}
      {queue.data ? (
        <Pager page={queue.data.currentPage} totalPages={queue.data.totalPages} onChange={list.setPage} />
      ) : null}
      <ReasonDialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={rejecting ? t('store-admin.payment.rejectTitle', { id: rejecting.order_id }) : ''}
        message={t('store-admin.payment.rejectMessage')}
        confirmLabel={t('store-admin.payment.reject')}
        onConfirm={async (note) => {
          if (!rejecting) return;
          await review.mutateAsync({ paymentId: rejecting.payment_id, payment_status: 'FAILED', note });
          toast.success(t('store-admin.payment.rejected'));
        }}
      />
    </>
  );
}
