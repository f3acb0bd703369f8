import { SegmentedControl, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { StockHistoryTable, StockSummary } from '@/features/stock';
import { useT } from '@/i18n';
import { storeOrderPath } from '../store-admin-paths';

type View = 'journal' | 'summary';

/** The stock journal of the store and its monthly summary per product (docs/product.md §7 stock history). */
export default function StockHistoryPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'summary' ? 'summary' : 'journal';
  return (
    <>
      <PageHeader title={t('store-admin.section.stockHistory')} eyebrow={areaLabel}>
        {t('store-admin.section.stockHistoryText')}
      </PageHeader>
      <Stack gap="lg">
        <SegmentedControl
          aria-label={t('store-admin.stockPage.view')}
          value={view}
          onChange={(next) => setParams(next === 'summary' ? { view: 'summary' } : {})}
          data={[
            { value: 'journal', label: t('store-admin.stockPage.journal') },
            { value: 'summary', label: t('store-admin.stockPage.summary') },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        {view === 'journal' ? (
          <StockHistoryTable storeId={storeId} orderHref={storeOrderPath} />
        ) : (
          <StockSummary storeId={storeId} />
        )}
      </Stack>
    </>
  );
}
