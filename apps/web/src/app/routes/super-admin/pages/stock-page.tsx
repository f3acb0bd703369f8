import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useSetSearchParams } from '@/components/back-office/list-params';
import { PageHeader } from '@/components/ui/page-header';
import { StockHistoryTable, StockSummary } from '@/features/stock';
import { useT } from '@/i18n';
import { StoreSelect, storeParam, useStoreNames } from './store-filter';

type View = 'journal' | 'summary';
const orderHref = (orderId: number) => ROUTES.superAdminOrder(orderId);

/**
 * Stock changes across stores (docs/product.md §7 GET /api/super-admin/stocks): the journal of every store or
 * one (`store` in the URL), and one store's monthly summary per product.
 */
export default function SuperStockPage() {
  const t = useT();
  const [params] = useSearchParams();
  const setParams = useSetSearchParams();
  const view: View = params.get('view') === 'summary' ? 'summary' : 'journal';
  const { stores, error } = useStoreNames();
  const chosen = storeParam(params);
  // The summary is of one store: the one chosen, else the first.
  const summaryStore = chosen ?? stores[0]?.store_id ?? null;

  // A new view or store starts the journal again at its first page.
  const set = (changes: Record<string, string | null>) => setParams({ page: null, ...changes });

  return (
    <>
      <PageHeader title={t('super-admin.section.stock.label')} eyebrow={t('super-admin.area')}>
        {t('super-admin.stock.intro')}
      </PageHeader>
      <Stack gap="lg">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <StoreSelect
            stores={stores}
            value={view === 'summary' ? summaryStore : chosen}
            onChange={(id) => set({ store: id === null ? null : String(id) })}
            allLabel={view === 'journal' ? t('super-admin.storeFilter.all') : undefined}
            error={error}
          />
          <SegmentedControl
            aria-label={t('super-admin.stock.view')}
            value={view}
            onChange={(next) =>
              set({ view: next === 'summary' ? 'summary' : null, search: null, changeType: null })
            }
            data={[
              { value: 'journal', label: t('super-admin.stock.journal') },
              { value: 'summary', label: t('super-admin.stock.summary') },
            ]}
          />
        </Group>
        {view === 'journal' ? (
          <StockHistoryTable
            key={chosen ?? 'all'}
            storeId={chosen}
            orderHref={orderHref}
            area="super-admin"
          />
        ) : summaryStore === null ? (
          <Text c="dimmed">{error ?? t('super-admin.stock.chooseStore')}</Text>
        ) : (
          <StockSummary storeId={summaryStore} area="super-admin" />
        )}
      </Stack>
    </>
  );
}
