import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatRupiah } from '@lumbung/contracts';

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
  series: readonly ChartSeries[];
  height?: number;
  /** Bars side by side (default) or horizontal rows for long labels (products). */
  orientation?: 'horizontal' | 'vertical';
  headingOrder?: 2 | 3;
};

/**
 * Rupiah bars (@mantine/charts, Recharts underneath) with the same figures in a table for screen
 * readers: a chart is for people who would rather look than read, the table for those who cannot.
 */
export function RupiahBarChart({
  title,
  summary,
  data,
  labelKey,
  series,
  height = 280,
  orientation = 'horizontal',
  headingOrder = 2,
}: RupiahBarChartProps) {
  const titleId = useId();
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
              <th scope="col">{labelKey}</th>
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
    </Paper>
  );
}
