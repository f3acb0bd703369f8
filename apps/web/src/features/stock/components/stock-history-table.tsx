import { Anchor, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STOCK_CHANGE_CATEGORIES, type StockChangeCategory, type StockEntry } from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { useLanguageMemo } from '@/components/back-office/language-memo';
import { ListTable } from '@/components/back-office/list-table';
import { FilterSelect } from '@/components/back-office/list-toolbar';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { STOCK_CATEGORY_LABELS, STOCK_CAUSE_LABELS } from '@/components/back-office/stock-categories';
import { t, useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { useStockHistory, type StockArea } from '../api/get-stock-history';

export const STOCK_HISTORY_LIST: ListParamsConfig<'created_at', 'changeType'> = {
  sortFields: ['created_at'],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: { changeType: STOCK_CHANGE_CATEGORIES },
};

const helper = backOfficeColumns<StockEntry>();

/** The columns in the language shown (made again when it changes). */
function columns(orderHref: (orderId: number) => string, withStore: boolean) {
  return helper.columns([
    helper.accessor('created_at', {
      header: t('back-office.stock.when'),
      meta: { sortField: 'created_at' },
      cell: ({ getValue }) => formatDateTimeWib(getValue()),
    }),
    helper.accessor('product_name', { header: t('back-office.stock.product'), meta: { card: 'title' } }),
    ...(withStore ? [helper.accessor('store_name', { header: t('back-office.stock.store') })] : []),
    helper.accessor('changeCategory', {
      header: t('back-office.stock.category'),
      cell: ({ getValue }) => <ToneBadge color="gray">{t(STOCK_CATEGORY_LABELS[getValue()])}</ToneBadge>,
    }),
    helper.accessor('stockChange', {
      header: t('back-office.stock.change'),
      meta: { align: 'right' },
      cell: ({ getValue }) => {
        const change = getValue();
        return (
          <Text size="sm" fw={700} c={change < 0 ? 'red.9' : 'leaf.8'}>
            {change > 0 ? `+${change}` : change}
          </Text>
        );
      },
    }),
    helper.accessor('stock_after', { header: t('back-office.stock.after'), meta: { align: 'right' } }),
    helper.accessor('cause', {
      header: t('back-office.stock.cause'),
      cell: ({ row }) =>
        row.original.order_id !== null ? (
          <Anchor component={Link} to={orderHref(row.original.order_id)} size="sm">
            {t(STOCK_CAUSE_LABELS[row.original.cause])} #{row.original.order_id}
          </Anchor>
        ) : (
          t(STOCK_CAUSE_LABELS[row.original.cause])
        ),
    }),
    helper.accessor('created_by_name', {
      header: t('back-office.stock.who'),
      cell: ({ getValue }) => getValue() ?? t('back-office.stock.system'),
    }),
    helper.accessor('note', {
      header: t('back-office.stock.note'),
      cell: ({ getValue }) => (
        <Text size="sm" c={getValue() ? undefined : 'dimmed'} lineClamp={3} maw={260}>
          {getValue() ?? '—'}
        </Text>
      ),
    }),
  ]);
}

/**
 * Every stock move of the store with its cause, who and the note (docs/product.md §7 stock history); for the
 * super admin (`area`), of one store or, with storeId null, of every store with a Store column.
 */
export function StockHistoryTable({
  storeId,
  orderHref,
  area = 'store-admin',
}: {
  storeId: number | null;
  orderHref: (orderId: number) => string;
  area?: StockArea;
}) {
  const t = useT();
  const list = useListParams(STOCK_HISTORY_LIST);
  const changeType = list.filters.changeType as StockChangeCategory | null;
  const query = useStockHistory(
    storeId,
    {
      page: list.page,
      sortOrder: list.sortOrder,
      ...(changeType ? { changeType } : {}),
      ...(list.search ? { search: list.search } : {}),
    },
    area,
  );
  const cols = useLanguageMemo(() => columns(orderHref, storeId === null), [orderHref, storeId]);
  return (
    <Stack gap={0}>
      <ListTable
        list={list}
        search={{
          label: t('back-office.stock.searchJournal'),
          placeholder: t('back-office.stock.searchProduct'),
        }}
        filters={
          <FilterSelect
            label={t('back-office.stock.category')}
            value={list.filters.changeType}
            allLabel={t('back-office.stock.allCategories')}
            options={STOCK_CHANGE_CATEGORIES.map((c) => ({ value: c, label: t(STOCK_CATEGORY_LABELS[c]) }))}
            onChange={(value) => list.setFilter('changeType', value)}
          />
        }
        label={t('back-office.stock.journal')}
        columns={cols}
        query={query}
        rowKey={(row) => row.stock_journal_id}
        filtered={Boolean(list.search || changeType)}
        errorFallback={t('back-office.common.unexpectedError')}
        empty={{
          icon: <IconHistory size={32} aria-hidden />,
          title: t('back-office.stock.empty'),
          filteredTitle: t('back-office.stock.emptyFiltered'),
        }}
      />
    </Stack>
  );
}
