import { Select } from '@mantine/core';
import { ROUTES, REFUND_STATUSES, type RefundStatus } from '@lumbung/contracts';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListToolbar } from '@/components/back-office/list-toolbar';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { refundStatusKey } from '@/components/ui/refund-status-badge';
import { RefundList, useAllRefunds } from '@/features/refunds';
import { useT } from '@/i18n';
import { StoreSelect, useStoreNames } from './store-filter';

const LIST: ListParamsConfig<'created_at', 'status' | 'store'> = {
  sortFields: ['created_at'],
  defaultSort: { field: 'created_at', order: 'asc' },
  filters: { status: REFUND_STATUSES, store: 'text' },
};

const ALL = 'all';

/** Every store's refunds, read-only (each store acts on its own), filtered by status and store in the URL. */
export default function SuperRefundsPage() {
  const t = useT();
  const list = useListParams(LIST);
  const { stores, error } = useStoreNames();
  const status = list.filters.status as RefundStatus | null;
  const storeNumber = Number(list.filters.store);
  const storeId = Number.isInteger(storeNumber) && storeNumber > 0 ? storeNumber : null;
  const refunds = useAllRefunds(status, storeId, list.page);
  const counts = refunds.data?.counts;
  return (
    <>
      <PageHeader title={t('super-admin.section.refunds.label')} eyebrow={t('super-admin.area')}>
        {t('refunds.all.intro')}
      </PageHeader>
      {error ? <ErrorAlert mb="md">{error}</ErrorAlert> : null}
      <ListToolbar>
        <Select
          label={t('refunds.all.status')}
          data={[
            { value: ALL, label: t('refunds.all.everyStatus') },
            // Each status with how many refunds it holds (of the store chosen), once the list says.
            ...REFUND_STATUSES.map((s) => ({
              value: s,
              label: counts
                ? t('refunds.all.statusCount', { status: t(refundStatusKey(s)), count: counts[s].count })
                : t(refundStatusKey(s)),
            })),
          ]}
          value={status ?? ALL}
          onChange={(next) => list.setFilter('status', next === ALL ? null : next)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <StoreSelect
          stores={stores}
          value={storeId}
          onChange={(next) => list.setFilter('store', next === null ? null : String(next))}
          allLabel={t('refunds.all.everyStore')}
        />
      </ListToolbar>
      <RefundList
        query={refunds}
        label={t('refunds.all.listLabel')}
        emptyTitle={t('super-admin.section.refunds.empty')}
        orderHref={(refund) => ROUTES.superAdminOrder(refund.order_id)}
        showStore
        onPage={list.setPage}
      />
    </>
  );
}
