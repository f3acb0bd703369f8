import { Group, Paper, Select, Skeleton, Stack, Table } from '@mantine/core';
import { formatRupiah, type SalesData } from '@lumbung/contracts';
import { RupiahBarChart } from '@/components/back-office/charts';
import { useCategoryName } from '@/lib/use-category-name';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { salesFailure, useSales, useSalesFilters, type SalesArea, type SalesView } from '../api/get-sales';
import { monthLabels } from '../lib/months';

const COLORS = ['leaf.7', 'turmeric.6', 'blue.6', 'violet.6', 'orange.6', 'cyan.7', 'pink.6', 'gray.6'];

/**
 * Labels and datasets (docs/product.md §3 sales data) as chart points: one per month (named in the
 * language shown), one key per dataset.
 */
export function monthPoints(sales: SalesData) {
  return monthLabels(sales.labels).map((label, month) => {
    const point: Record<string, string | number> = { month: label };
    sales.datasets.forEach((set, index) => {
      point[`s${index}`] = set.data[month] ?? 0;
    });
    return point;
  });
}

function Totals({ sales, what }: { sales: SalesData; what: string }) {
  const t = useT();
  return (
    <Table verticalSpacing={4} aria-label={t('back-office.sales.totalsOf', { what, year: sales.year })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{what}</Table.Th>
          <Table.Th ta="right">{t('back-office.sales.units')}</Table.Th>
          <Table.Th ta="right">{t('back-office.sales.sales')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sales.datasets.map((set) => (
          <Table.Tr key={set.label}>
            <Table.Td>{set.label}</Table.Td>
            <Table.Td ta="right">{set.units}</Table.Td>
            <Table.Td ta="right">{formatRupiah(set.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type SalesChartProps = {
  /** One store's sales, or (the super admin's) every store's: null. */
  storeId: number | null;
  area?: SalesArea;
  year: number;
  view: SalesView;
  title: string;
  what: string;
  filterId?: number | null;
  onFilter?: (id: number | null) => void;
};

/** One report: its chart by month, the year's total and, by product or category, the totals of each. */
export function SalesChart({
  storeId,
  area = 'store-admin',
  year,
  view,
  title,
  what,
  filterId = null,
  onFilter,
}: SalesChartProps) {
  const t = useT();
  const categoryName = useCategoryName();
  const sales = useSales(storeId, view, year, filterId, area);
  const filters = useSalesFilters(area);
  const options =
    view === 'products'
      ? (filters.data?.products ?? []).map((p) => ({ value: String(p.product_id), label: p.product_name }))
      : view === 'categories'
        ? (filters.data?.categories ?? []).map((c) => ({
            value: String(c.category_id),
            label: c.category_name,
          }))
        : [];

  let body;
  if (sales.isError && !sales.data) {
    body = <ErrorAlert>{errorMessage(sales.error, salesFailure(view))}</ErrorAlert>;
  } else if (!sales.data) {
    body = (
      <Skeleton
        height={320}
        radius="lg"
        aria-label={t('back-office.sales.loading', { title: title.toLowerCase() })}
      />
    );
  } else {
    const data = sales.data;
    body = (
      <Stack gap="md">
        <RupiahBarChart
          title={title}
          summary={
            <>
              {data.year}:{' '}
              <strong>{formatRupiah(data.datasets.reduce((sum, set) => sum + set.total, 0))}</strong>
              {view === 'month' ? t('back-office.sales.fromOrders', { count: data.orders }) : ''}
              {view === 'month' && data.refunded > 0
                ? t('back-office.sales.netOfRefunds', { amount: formatRupiah(data.refunded) })
                : ''}
            </>
          }
          data={monthPoints(data)}
          labelKey="month"
          labelName={t('back-office.sales.month')}
          emptyText={t('back-office.sales.noPaidOrders', { year: data.year })}
          series={data.datasets.map((set, index) => ({
            name: `s${index}`,
            // The server names the one monthly series in English, and a category by its English name.
            label:
              view === 'month'
                ? t('back-office.sales.sales')
                : view === 'categories'
                  ? categoryName(set.label)
                  : set.label,
            color: COLORS[index % COLORS.length] ?? 'leaf.7',
          }))}
        />
        {view !== 'month' && data.datasets.length > 0 ? (
          <Paper withBorder radius="lg" p="md">
            <Totals sales={data} what={what} />
          </Paper>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {onFilter ? (
        <Group>
          <Select
            label={view === 'products' ? t('back-office.sales.product') : t('back-office.sales.category')}
            placeholder={
              view === 'products' ? t('back-office.sales.bestSellers') : t('back-office.sales.everyCategory')
            }
            data={options}
            value={filterId ? String(filterId) : null}
            onChange={(value) => onFilter(value ? Number(value) : null)}
            searchable
            clearable
            w={{ base: '100%', xs: 280 }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      ) : null}
      {body}
    </Stack>
  );
}
