import { Skeleton, Stack } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import type { RefundQueueResponse, StoreRefund } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Pager } from '@/components/ui/pager';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { RefundCard, type RefundActionKind } from './refund-card';

type RefundListProps = {
  query: { data?: RefundQueueResponse; isPending: boolean; isError: boolean; error: unknown };
  label: string;
  emptyTitle: string;
  orderHref: (refund: StoreRefund) => string;
  showStore?: boolean;
  onAction?: (refund: StoreRefund, kind: RefundActionKind) => void;
  onPage: (page: number) => void;
};

/** A page of refunds: skeletons while they load, the failure in place, an empty state, the cards and the pager. */
export function RefundList({
  query,
  label,
  emptyTitle,
  orderHref,
  showStore,
  onAction,
  onPage,
}: RefundListProps) {
  const t = useT();
  if (query.isError && !query.data)
    return <ErrorAlert>{errorMessage(query.error, t('refunds.queue.fetchFailed'))}</ErrorAlert>;
  if (query.isPending || !query.data)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('refunds.queue.loading')}>
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </Stack>
    );
  const rows = query.data.data;
  if (rows.length === 0)
    return (
      <EmptyState icon={<IconCashBanknote size={32} aria-hidden />} title={emptyTitle}>
        {t('refunds.queue.emptyText')}
      </EmptyState>
    );
  return (
    <>
      <Stack gap="md" aria-label={label} component="section">
        {rows.map((refund) => (
          <RefundCard
            key={refund.refund_id}
            refund={refund}
            orderHref={orderHref(refund)}
            showStore={showStore}
            onAction={onAction ? (kind) => onAction(refund, kind) : undefined}
          />
        ))}
      </Stack>
      <Pager page={query.data.currentPage} totalPages={query.data.totalPages} onChange={onPage} />
    </>
  );
}
