import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSetSearchParams, type SetSearchParams } from '@/components/back-office/list-params';
import { PageHeader } from '@/components/ui/page-header';
import { wibDay } from '@/lib/dates';
import type { SalesArea, SalesView } from '../api/get-sales';
import { SalesChart } from './sales-charts';

const VIEWS: { value: SalesView; label: string; title: string; what: string }[] = [
  { value: 'month', label: 'By month', title: 'Sales by month', what: 'Store' },
  { value: 'products', label: 'By product', title: 'Sales by product', what: 'Product' },
  { value: 'categories', label: 'By category', title: 'Sales by category', what: 'Category' },
];

/**
 * The year's sales by month, by product and by category (paid orders only), the year, view and
 * filter kept in the URL; one page for both areas, which differ only by the props.
 */
export function SalesPage({
  area,
  eyebrow,
  intro,
  storeId,
  chartTitle = (title) => title,
  storePicker,
}: {
  area: SalesArea;
  eyebrow: string;
  intro: ReactNode;
  /** The store whose sales show; null for every store together (super admin). */
  storeId: number | null;
  chartTitle?: (viewTitle: string) => string;
  /** The super admin's store filter, before the year. */
  storePicker?: (set: SetSearchParams) => ReactNode;
}) {
  const [params] = useSearchParams();
  const set = useSetSearchParams();
  const thisYear = Number(wibDay(new Date()).slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const view = VIEWS.find((v) => v.value === params.get('view')) ?? VIEWS[0]!;
  const filter = Number(params.get('id')) || null;

  return (
    <>
      <PageHeader title="Sales reports" eyebrow={eyebrow}>
        {intro}
      </PageHeader>
      <Stack gap="lg">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {storePicker?.(set)}
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
          area={area}
          year={year}
          view={view.value}
          title={chartTitle(view.title)}
          what={view.what}
          filterId={view.value === 'month' ? null : filter}
          onFilter={view.value === 'month' ? undefined : (id) => set({ id: id ? String(id) : null })}
        />
      </Stack>
    </>
  );
}
