import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { formatRupiah } from '@lumbung/contracts';
import { useT } from '@/i18n';

/** Short rupiah for an axis: 1.250.000 -> "Rp 1,3 jt", 12.500 -> "Rp 12,5 rb". */
export function shortRupiah(amount: number): string {
  const compact = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
  if (Math.abs(amount) >= 1_000_000_000) return `Rp ${compact.format(amount / 1_000_000_000)} M`;
  if (Math.abs(amount) >= 1_000_000) return `Rp ${compact.format(amount / 1_000_000)} jt`;
  if (Math.abs(amount) >= 1_000) return `Rp ${compact.format(amount / 1_000)} rb`;
  return `Rp ${amount}`;
}

export type ChartSeries = { name: string; label: string; color: string };

type RupiahBarChartProps = {
  title: string;
  /** One line under the title: what the bars are and their total. */
  summary?: ReactNode;
  /** Each point: its label under `labelKey`, one rupiah amount per series name. */
  data: readonly Record<string, string | number>[];
  labelKey: string;
  /** What the points are ("Month"), the first column of the table for screen readers. */
  labelName?: string;
  series: readonly ChartSeries[];
  height?: number;
  /** Bars side by side (default) or horizontal rows for long labels (products). */
  orientation?: 'horizontal' | 'vertical';
  headingOrder?: 2 | 3;
  /** Said instead of the bars when no point has an amount (default: no sales in this period). */
  emptyText?: string;
};

/** Whether no point has an amount in any series: nothing to draw but an axis of zeros. */
export function nothingToChart(
  data: readonly Record<string, string | number>[],
  series: readonly Pick<ChartSeries, 'name'>[],
): boolean {
  return data.every((point) => series.every(({ name }) => !Number(point[name] ?? 0)));
}

/** In place of the bars when there is nothing to draw: an icon and one line. */
function EmptyChart({ height, text }: { height: number; text: string }) {
  return (
    <Stack align="center" justify="center" gap="xs" mih={Math.min(height, 180)} ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconChartBarOff size={24} aria-hidden />
      </ThemeIcon>
      <Text c="dimmed" fw={600}>
        {text}
      </Text>
    </Stack>
  );
}

/**
 * Rupiah bars (@mantine/charts, Recharts underneath) with the same figures in a table for screen
 * readers: a chart is for people who would rather look than read, the table for those who cannot.
 */
export function RupiahBarChart({
  title,
  summary,
  data,
  labelKey,
  labelName,
  series,
  height = 280,
  orientation = 'horizontal',
  headingOrder = 2,
  emptyText,
}: RupiahBarChartProps) {
  const t = useT();
  const titleId = useId();
  const empty = nothingToChart(data, series);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="figure"
      m={0}
      aria-labelledby={titleId}
    >
      <Stack gap={4} mb="md" component="figcaption">
        <Title order={headingOrder} size="h4" id={titleId}>
          {title}
        </Title>
        {summary ? (
          <Text size="sm" c="dimmed" component="div">
            {summary}
          </Text>
        ) : null}
      </Stack>
      {empty ? (
        <EmptyChart height={height} text={emptyText ?? t('back-office.chart.empty')} />
      ) : (
        <Bars
          title={title}
          data={data}
          labelKey={labelKey}
          labelName={labelName ?? labelKey}
          series={series}
          height={height}
          orientation={orientation}
        />
      )}
    </Paper>
  );
}

/** The bars, and the same figures in a table for screen readers. */
function Bars({
  title,
  data,
  labelKey,
  labelName,
  series,
  height,
  orientation,
}: Required<
  Pick<RupiahBarChartProps, 'title' | 'data' | 'labelKey' | 'labelName' | 'series' | 'height' | 'orientation'>
>) {
  return (
    <>
      <div aria-hidden>
        <BarChart
          h={height}
          data={data as Record<string, unknown>[]}
          dataKey={labelKey}
          series={series.map(({ name, label, color }) => ({ name, label, color }))}
          orientation={orientation}
          valueFormatter={formatRupiah}
          xAxisProps={orientation === 'horizontal' ? undefined : { tickFormatter: shortRupiah }}
          yAxisProps={
            orientation === 'horizontal' ? { tickFormatter: shortRupiah, width: 92 } : { width: 120 }
          }
          // The figures are in the table below for keyboards and screen readers; the drawing is not a stop.
          barChartProps={{ accessibilityLayer: false }}
          withLegend={series.length > 1}
          tickLine="none"
          gridAxis={orientation === 'horizontal' ? 'y' : 'x'}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelName}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={String(point[labelKey])}>
                <th scope="row">{String(point[labelKey])}</th>
                {series.map((s) => (
                  <td key={s.name}>{formatRupiah(Number(point[s.name] ?? 0))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
