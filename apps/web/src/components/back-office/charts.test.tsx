import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@lumbung/contracts';
import { renderWithProviders } from '@/test/render';
import { RupiahBarChart } from './charts';

const SERIES = [{ name: 'sales', label: 'Sales', color: 'leaf.7' }];

function chart(data: Record<string, string | number>[], emptyText?: string) {
  renderWithProviders(
    <RupiahBarChart
      title="Sales by month"
      summary="2026"
      data={data}
      labelKey="month"
      labelName="Month"
      series={SERIES}
      emptyText={emptyText}
    />,
  );
  return screen.getByRole('figure', { name: 'Sales by month' });
}

describe('RupiahBarChart', () => {
  it('says there were no sales instead of drawing an axis of zeros when every amount is 0', () => {
    const figure = chart([
      { month: 'Jan', sales: 0 },
      { month: 'Feb', sales: 0 },
    ]);
    expect(within(figure).getByText('No sales in this period')).toBeInTheDocument();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
    expect(within(figure).queryByText('Rp 0')).not.toBeInTheDocument();
    // The title and the summary stay.
    expect(within(figure).getByText('2026')).toBeInTheDocument();
  });

  it('says so too when there is no point at all, in the words it is given', () => {
    const figure = chart([], 'No paid orders in 2026 yet.');
    expect(within(figure).getByText('No paid orders in 2026 yet.')).toBeInTheDocument();
  });

  it('draws the bars, with the figures in a table for screen readers, once one amount is not 0', () => {
    const figure = chart([
      { month: 'Jan', sales: 0 },
      { month: 'Feb', sales: 125_000 },
    ]);
    expect(within(figure).queryByText('No sales in this period')).not.toBeInTheDocument();
    const table = within(figure).getByRole('table', { name: 'Sales by month' });
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    const feb = within(table).getByRole('row', { name: /Feb/ });
    expect(within(feb).getByText(formatRupiah(125_000).replace(/\s/g, ' '))).toBeInTheDocument();
  });
});
