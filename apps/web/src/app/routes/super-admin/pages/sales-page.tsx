import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SalesChart, type SalesView } from '@/features/sales';
import { wibDay } from '@/lib/dates';
import { StoreSelect, storeParam, useStoreNames } from './store-filter';

const VIEWS: { value: SalesView; label: string; title: string; what: string }[] = [
  { value: 'month', label: 'By month', title: 'Sales by month', what: 'Store' },
  { value: 'products', label: 'By product', title: 'Sales by product', what: 'Product' },
  { value: 'categories', label: 'By category', title: 'Sales by category', what: 'Category' },
];

/**
 * Sales across stores (docs/product.md §7 /api/super-admin/sales/...): every store together or one (`store` in
 * the URL), by month, by product and by category; only paid orders count.
 */
export default function SuperSalesPage() {
  const [params, setParams] = useSearchParams();
  const thisYear = Number(wibDay(new Date()).slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const view = VIEWS.find((v) => v.value === params.get('view')) ?? VIEWS[0]!;
  const filter = Number(params.get('id')) || null;
  const storeId = storeParam(params);
  const { stores, error } = useStoreNames();
  const storeName = stores.find((s) => s.store_id === storeId)?.store_name;

  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  return (
    <>
      <PageHeader title="Sales reports" eyebrow="Super admin">
        Monthly sales of every store or one, by product and by category. Only paid orders count.
      </PageHeader>
      <Stack gap="lg">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <StoreSelect
            stores={stores}
            value={storeId}
            onChange={(id) => set({ store: id === null ? null : String(id) })}
            allLabel="All stores"
            error={error}
          />
          <Select
            label="Year"
            data={Array.from({ length: 5 }, (_, i) => String(thisYear - i))}
            value={String(year)}
            onChange={(value) => set({ year: value === String(thisYear) ? null : value })}
            allowDeselect={false}
            w={120}
            comboboxProps={{ withinPortal: true }}
          />
          <SegmentedControl
            aria-label="Report"
            value={view.value}
            onChange={(value) => set({ view: value === 'month' ? null : value, id: null })}
            data={VIEWS.map(({ value, label }) => ({ value, label }))}
          />
        </Group>
        <SalesChart
          key={`${view.value}-${storeId ?? 'all'}`}
          storeId={storeId}
          area="super-admin"
          year={year}
          view={view.value}
          title={`${view.title}: ${storeId === null ? 'all stores' : (storeName ?? `store ${storeId}`)}`}
          what={view.what}
          filterId={view.value === 'month' ? null : filter}
          onFilter={view.value === 'month' ? undefined : (id) => set({ id: id ? String(id) : null })}
        />
      </Stack>
    </>
  );
}
