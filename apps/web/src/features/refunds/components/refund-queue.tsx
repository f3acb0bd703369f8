import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { formatRupiah, REFUND_STATUSES, type RefundStatus, type StoreRefund } from '@lumbung/contracts';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { refundStatusKey } from '@/components/ui/refund-status-badge';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { useRefundAction, useRefundQueue } from '../api/refund-queue';
import { MarkPaidDialog } from './mark-paid-dialog';
import type { RefundActionKind } from './refund-card';
import { RefundList } from './refund-list';

type RefundQueueProps = {
  storeId: number;
  status: RefundStatus;
  page: number;
  onStatus: (status: RefundStatus) => void;
  onPage: (page: number) => void;
  orderHref: (orderId: number) => string;
};

/**
 * The store's refund queue: a tab per status with how many refunds and how much are in it, the
 * refunds of the tab, and the actions the API allows on each. Sending through the gateway and
 * starting a transfer ask first; marking paid asks for the proof, marking failed for the reason.
 * Each answer's refund takes its row's place (refundChanged), and a toast says what happened.
 */
export function RefundQueue({ storeId, status, page, onStatus, onPage, orderHref }: RefundQueueProps) {
  const t = useT();
  const queue = useRefundQueue(storeId, status, page);
  const act = useRefundAction(storeId);
  const confirm = useConfirmDialog();
  const [paying, setPaying] = useState<StoreRefund | null>(null);
  const [failing, setFailing] = useState<StoreRefund | null>(null);
  const counts = queue.data?.counts;

  const onAction = (refund: StoreRefund, kind: RefundActionKind) => {
    const amount = formatRupiah(refund.amount);
    if (kind === 'paid') return setPaying(refund);
    if (kind === 'failed') return setFailing(refund);
    const account = refund.account;
    confirm.show({
      title:
        kind === 'gateway'
          ? t('refunds.gateway.title', { amount, id: refund.order_id })
          : t('refunds.transfer.title', { amount, id: refund.order_id }),
      message:
        kind === 'gateway'
          ? t('refunds.gateway.message', { amount, customer: refund.customer_name })
          : t('refunds.transfer.message', {
              amount,
              bank: account?.bank_name ?? '',
              number: account?.account_number ?? '',
              holder: account?.account_holder ?? '',
            }),
      confirmLabel: t(kind === 'gateway' ? 'refunds.action.gateway' : 'refunds.action.transfer'),
      cancelLabel: t('refunds.dialog.goBack'),
      tone: 'primary',
      fallbackError: t('refunds.action.failedToUpdate'),
      callback: async () => {
        await act.mutateAsync({ action: kind, refundId: refund.refund_id });
        toast.success(t(kind === 'gateway' ? 'refunds.toast.gateway' : 'refunds.toast.transfer'));
      },
    });
  };

  return (
    <>
      {/* Toggle buttons rather than a tab widget: each says whether it is the one shown (aria-pressed). */}
      <Group gap="xs" mb="md" role="group" aria-label={t('refunds.queue.tabs')}>
        {REFUND_STATUSES.map((tab) => (
          <Button
            key={tab}
            radius="xl"
            size="sm"
            variant={tab === status ? 'filled' : 'default'}
            aria-pressed={tab === status}
            onClick={() => onStatus(tab)}
            rightSection={
              counts ? (
                <Badge size="sm" variant={tab === status ? 'white' : 'light'} circle={counts[tab].count < 10}>
                  {counts[tab].count}
                </Badge>
              ) : null
            }
          >
            {t(refundStatusKey(tab))}
          </Button>
        ))}
      </Group>
      {counts && counts[status].count > 0 ? (
        <Text size="sm" c="dimmed" mb="sm" data-testid="refund-total">
          {t('refunds.queue.total', {
            count: counts[status].count,
            amount: formatRupiah(counts[status].amount),
          })}
        </Text>
      ) : null}
      <RefundList
        query={queue}
        label={t('refunds.queue.listOf', { status: t(refundStatusKey(status)) })}
        emptyTitle={t(`refunds.queue.empty.${status}`)}
        orderHref={(refund) => orderHref(refund.order_id)}
        onAction={onAction}
        onPage={onPage}
      />
      <MarkPaidDialog
        refund={paying}
        onClose={() => setPaying(null)}
        onConfirm={async (proof, note) => {
          if (!paying) return;
          await act.mutateAsync({ action: 'paid', refundId: paying.refund_id, proof, note });
          toast.success(t('refunds.toast.paid'));
        }}
      />
      <ReasonDialog
        opened={failing !== null}
        onClose={() => setFailing(null)}
        title={
          failing
            ? t('refunds.failed.title', { amount: formatRupiah(failing.amount), id: failing.order_id })
            : ''
        }
        message={t('refunds.failed.message')}
        confirmLabel={t('refunds.action.failed')}
        onConfirm={async (note) => {
          if (!failing) return;
          await act.mutateAsync({ action: 'failed', refundId: failing.refund_id, note });
          toast.success(t('refunds.toast.failed'));
        }}
      />
    </>
  );
}
