import { Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSetSearchParams } from '@/components/back-office/list-params';
import { SearchBox } from '@/components/back-office/list-toolbar';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { wibDay } from '@/lib/dates';
import { useStockSummary, type StockArea } from '../api/get-stock-history';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month in WIB: "2026-11". */
export function currentMonth(now = new Date()): string {
  return wibDay(now).slice(0, 7);
}

const signed = (n: number, sign: '+' | '−') => (n === 0 ? '0' : `${sign}${n}`);

/**
 * One month per product: stock at the start, additions, reductions and stock at the end, which add
 * up (start + additions − reductions = end); the month and search sit in the URL (`month`, `q`).
 */
export function StockSummary({ storeId, area = 'store-admin' }: { storeId: number; area?: StockArea }) {
  const t = useT();
  const [params] = useSearchParams();
  const set = useSetSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : currentMonth();
  const search = params.get('q') ?? '';
  const summary = useStockSummary(storeId, month, search, area);
  const rows = summary.data?.data.rows ?? [];
  const totals = rows.reduce(
    (sum, row) => ({
      start: sum.start + row.start_stock,
      additions: sum.additions + row.additions,
      reductions: sum.reductions + row.reductions,
      end: sum.end + row.end_stock,
    }),
    { start: 0, additions: 0, reductions: 0, end: 0 },
  );

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="month"
          label={t('back-office.stock.month')}
          value={month}
          max={currentMonth()}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (MONTH.test(value)) set({ month: value === currentMonth() ? null : value });
          }}
          w={{ base: '100%', xs: 200 }}
        />
        <SearchBox
          value={search}
          onSearch={(text) => set({ q: text })}
          label={t('back-office.stock.searchSummary')}
          placeholder={t('back-office.stock.searchProduct')}
        />
      </Group>
      {summary.isError ? (
        <ErrorAlert>{errorMessage(summary.error, t('back-office.common.unexpectedError'))}</ErrorAlert>
      ) : summary.isPending ? (
        <Skeleton height={160} radius="md" aria-label={t('back-office.stock.loadingSummary')} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('back-office.stock.summaryEmpty')}</Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('back-office.stock.summaryHow')}
          </Text>
          <Table
            striped
            aria-label={t('back-office.stock.summaryOf', { month })}
            verticalSpacing="xs"
            horizontalSpacing={6}
            fz="sm"
            layout="fixed"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="40%">{t('back-office.stock.product')}</Table.Th>
                <Table.Th ta="right" w="15%">
                  {t('back-office.stock.start')}
                </Table.Th>
                <Table.Th ta="right" w="15%">
                  {t('back-office.stock.in')}
                </Table.Th>
                <Table.Th ta="right" w="15%">
                  {t('back-office.stock.out')}
                </Table.Th>
                <Table.Th ta="right" w="15%">
                  {t('back-office.stock.end')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.inventory_id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.product_name}</Table.Td>
                  <Table.Td ta="right">{row.start_stock}</Table.Td>
                  <Table.Td ta="right" c="leaf.8">
                    {signed(row.additions, '+')}
                  </Table.Td>
                  <Table.Td ta="right" c="red.9">
                    {signed(row.reductions, '−')}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {row.end_stock}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('back-office.stock.all')}</Table.Th>
                <Table.Th ta="right">{totals.start}</Table.Th>
                <Table.Th ta="right">{signed(totals.additions, '+')}</Table.Th>
                <Table.Th ta="right">{signed(totals.reductions, '−')}</Table.Th>
                <Table.Th ta="right">{totals.end}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
