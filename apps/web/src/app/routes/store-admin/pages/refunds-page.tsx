import { REFUND_STATUSES, type RefundStatus } from '@lumbung/contracts';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { PageHeader } from '@/components/ui/page-header';
import { RefundQueue } from '@/features/refunds';
import { useT } from '@/i18n';
import { storeOrderPath } from '../store-admin-paths';

const QUEUE: ListParamsConfig<'created_at', 'status'> = {
  sortFields: ['created_at'],
  defaultSort: { field: 'created_at', order: 'asc' },
  filters: { status: REFUND_STATUSES },
};

/** The refund queue beside the payment review: what the store owes back, oldest first; the tab is in the URL. */
export default function RefundsPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  const list = useListParams(QUEUE);
  const status = (list.filters.status ?? 'OWED') as RefundStatus;
  return (
    <>
      <PageHeader title={t('refunds.section.label')} eyebrow={areaLabel}>
        {t('refunds.queue.intro')}
      </PageHeader>
      <RefundQueue
        storeId={storeId}
        status={status}
        page={list.page}
        onStatus={(next) => list.setFilter('status', next === 'OWED' ? null : next)}
        onPage={list.setPage}
        orderHref={storeOrderPath}
      />
    </>
  );
}
