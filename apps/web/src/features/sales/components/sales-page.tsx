import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSetSearchParams, type SetSearchParams } from '@/components/back-office/list-params';
import { PageHeader } from '@/components/ui/page-header';
import { useT, type MessageId } from '@/i18n';
import { wibDay } from '@/lib/dates';
import type { SalesArea, SalesView } from '../api/get-sales';
import { SalesChart } from './sales-charts';

// Texts are message ids, shown with t().
const VIEWS: { value: SalesView; label: MessageId; title: MessageId; what: MessageId }[] = [
  {
    value: 'month',
    label: 'back-office.sales.byMonth',
    title: 'back-office.sales.byMonthTitle',
    what: 'back-office.sales.store',
  },
  {
    value: 'products',
    label: 'back-office.sales.byProduct',
    title: 'back-office.sales.byProductTitle',
    what: 'back-office.sales.product',
  },
  {
    value: 'categories',
    label: 'back-office.sales.byCategory',
    title: 'back-office.sales.byCategoryTitle',
    what: 'back-office.sales.category',
  },
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
  const t = useT();
  const [params] = useSearchParams();
  const set = useSetSearchParams();
  const thisYear = Number(wibDay(new Date()).slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const view = VIEWS.find((v) => v.value === params.get('view')) ?? VIEWS[0]!;
  const filter = Number(params.get('id')) || null;

  return (
    <>
      <PageHeader title={t('back-office.sales.title')} eyebrow={eyebrow}>
        {intro}
      </PageHeader>
      <Stack gap="lg">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {storePicker?.(set)}
          <Select
            label={t('back-office.sales.year')}
            data={Array.from({ length: 5 }, (_, i) => String(thisYear - i))}
            value={String(year)}
            onChange={(value) => set({ year: value === String(thisYear) ? null : value })}
            allowDeselect={false}
            w={120}
            comboboxProps={{ withinPortal: true }}
          />
          <SegmentedControl
            aria-label={t('back-office.sales.report')}
            value={view.value}
            onChange={(value) => set({ view: value === 'month' ? null : value, id: null })}
            data={VIEWS.map(({ value, label }) => ({ value, label: t(label) }))}
          />
        </Group>
        <SalesChart
          key={`${view.value}-${storeId ?? 'all'}`}
          storeId={storeId}
          area={area}
          year={year}
          view={view.value}
          title={chartTitle(t(view.title))}
          what={t(view.what)}
          filterId={view.value === 'month' ? null : filter}
          onFilter={view.value === 'month' ? undefined : (id) => set({ id: id ? String(id) : null })}
        />
      </Stack>
    </>
  );
}
