import { Skeleton, Stack } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import {
  formatRupiah,
  MESSAGES,
  PAYMENT_STATUSES,
  type PaymentReview,
  type PaymentStatus,
} from '@lumbung/contracts';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { FilterSelect, ListToolbar } from '@/components/back-office/list-toolbar';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { ADMIN_PAYMENT_STATUS_LABELS } from '@/components/back-office/status-badge';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { usePaymentQueue, useReviewPayment } from '@/features/payments/api/payment-review';
import { PaymentReviewCard } from '@/features/payments/components/payment-review-card';
import { storeOrderPath } from '../store-admin-paths';

const QUEUE: ListParamsConfig<'created_at', 'status'> = {
  sortFields: ['created_at'],
  defaultSort: { field: 'created_at', order: 'asc' },
  filters: { status: PAYMENT_STATUSES },
};

export const PAYMENT_ACCEPTED = 'Payment accepted: the order is ready to process.';
export const PAYMENT_REJECTED = 'Payment rejected: the shopper has been told why.';

/** The payment review queue: proofs to check first, each beside its expected amount. */
export default function PaymentsPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const list = useListParams(QUEUE);
  const status = (list.filters.status ?? 'AWAITING_CONFIRMATION') as PaymentStatus;
  const queue = usePaymentQueue(storeId, list.page, status);
  const review = useReviewPayment(storeId);
  const confirm = useConfirmDialog();
  const [rejecting, setRejecting] = useState<PaymentReview | null>(null);

  const accept = (payment: PaymentReview) =>
    confirm.show({
      title: `Accept the payment of order #${payment.order_id}?`,
      message: `Accept only if ${formatRupiah(payment.expected_amount)} (with the unique code ${payment.unique_code}) is on the store's bank statement. The order then waits for you to process it.`,
      confirmLabel: 'Accept payment',
      tone: 'primary',
      fallbackError: MESSAGES.PAYMENT_STATUS_FAILED,
      callback: async () => {
        await review.mutateAsync({ paymentId: payment.payment_id, payment_status: 'SUCCESS' });
        toast.success(PAYMENT_ACCEPTED);
      },
    });

  const rows = queue.data?.data ?? [];
  return (
    <>
      <PageHeader title="Payments" eyebrow={areaLabel}>
        Proofs of transfer to check against the bank statement: accept them, or reject them with a reason.
      </PageHeader>
      <ListToolbar>
        <FilterSelect
          label="Payment status"
          value={list.filters.status}
          allLabel={`${ADMIN_PAYMENT_STATUS_LABELS.AWAITING_CONFIRMATION} (default)`}
          options={PAYMENT_STATUSES.filter((s) => s !== 'AWAITING_CONFIRMATION').map((s) => ({
            value: s,
            label: ADMIN_PAYMENT_STATUS_LABELS[s],
          }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      </ListToolbar>
      {queue.isError && !queue.data ? (
        <ErrorAlert>{errorMessage(queue.error, MESSAGES.PAYMENT_DETAILS_FAILED)}</ErrorAlert>
      ) : queue.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading payments">
          <Skeleton height={220} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconReceipt2 size={32} aria-hidden />}
          title={
            status === 'AWAITING_CONFIRMATION' ? 'No payments to review' : 'No payments with this status'
          }
        />
      ) : (
        <Stack gap="md" aria-label={`Payments: ${ADMIN_PAYMENT_STATUS_LABELS[status]}`}>
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
        title={rejecting ? `Reject the payment of order #${rejecting.order_id}?` : ''}
        message="The order goes back to waiting for payment, and the shopper reads your reason and may send a new proof."
        confirmLabel="Reject payment"
        onConfirm={async (note) => {
          if (!rejecting) return;
          await review.mutateAsync({ paymentId: rejecting.payment_id, payment_status: 'FAILED', note });
          toast.success(PAYMENT_REJECTED);
        }}
      />
    </>
  );
}
