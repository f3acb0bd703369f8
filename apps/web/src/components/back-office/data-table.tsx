import {
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconRefresh } from '@tabler/icons-react';
import {
  createColumnHelper,
  functionalUpdate,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import type { SortOrder } from './list-params';
import classes from './data-table.module.css';
import { ErrorAlert } from '@/components/ui/error-alert';

/** What a back-office column says about itself beyond its header and cell. */
export type BackOfficeColumnMeta = {
  /** The server's sortField for this column; a column without one cannot be sorted. */
  sortField?: string;
  align?: 'left' | 'right';
  /** On a phone card: the card's heading (one column), or left out. */
  card?: 'title' | 'hidden';
};

/** The table features of every back-office list: sorting done by the server. */
export const backOfficeFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<BackOfficeColumnMeta>(),
});
export type BackOfficeFeatures = typeof backOfficeFeatures;
export type BackOfficeColumns<T extends RowData> = ReadonlyArray<ColumnDef<BackOfficeFeatures, T>>;

/** A column helper for rows of type T. */
export function backOfficeColumns<T extends RowData>() {
  return createColumnHelper<BackOfficeFeatures, T>();
}

/** The part of a TanStack Query result the table shows. */
export type TableQuery<T> = {
  data: { data: readonly T[]; currentPage: number; totalPages: number; totalItems: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type DataTableProps<T extends RowData> = {
  /** The table's accessible name. */
  label: string;
  columns: BackOfficeColumns<T>;
  query: TableQuery<T>;
  rowKey: (row: T) => string | number;
  sort?: { field: string; order: SortOrder; onChange: (field: string, order: SortOrder) => void };
  onPageChange: (page: number) => void;
  /** Shown when the server has no rows; `filtered` says whether a search or filter is on. */
  empty: { icon: ReactNode; title: string; filteredTitle?: string; text?: ReactNode; action?: ReactNode };
  filtered?: boolean;
  /** Marks a row (e.g. low stock) with a tone and words for screen readers. */
  rowTone?: (row: T) => 'warning' | 'danger' | null;
  /** Fallback when the server gives no message of its own (docs/product.md §8). */
  errorFallback: string;
};

const EMPTY: readonly never[] = [];

/** A column's id: its own, else its accessor key. */
function columnIdOf<T extends RowData>(column: ColumnDef<BackOfficeFeatures, T>): string | undefined {
  if (column.id) return column.id;
  return 'accessorKey' in column && column.accessorKey !== undefined ? String(column.accessorKey) : undefined;
}

function SortIcon({ sorted }: { sorted: false | SortOrder }) {
  if (sorted === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (sorted === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden className={classes.unsorted} />;
}

/**
 * A server-paged back-office list on TanStack Table, rendered with Mantine: sortable headers (the
 * server sorts), loading, error and empty states, pages below, and cards instead of rows on a phone.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  query,
  rowKey,
  sort,
  onPageChange,
  empty,
  filtered,
  rowTone,
  errorFallback,
}: DataTableProps<T>) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const sortField = sort?.field;
  const sortOrder = sort?.order;
  const sortedColumnId = columns.find((column) => column.meta?.sortField === sortField);
  const sortedId = sortedColumnId ? columnIdOf(sortedColumnId) : undefined;
  const sortingById = useMemo<SortingState>(
    () => (sortedId ? [{ id: sortedId, desc: sortOrder === 'desc' }] : []),
    [sortedId, sortOrder],
  );

  const table = useTable({
    features: backOfficeFeatures,
    columns,
    data: (query.data?.data ?? EMPTY) as T[],
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting: sortingById },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sortingById)[0];
      const field = next
        ? columns.find((column) => columnIdOf(column) === next.id)?.meta?.sortField
        : undefined;
      if (sort && next && field) sort.onChange(field, next.desc ? 'desc' : 'asc');
    },
  });

  if (query.isError && !query.data) {
    return (
      <ErrorAlert title={t('back-office.table.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(query.error, errorFallback)}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void query.refetch()}
          >
            {t('back-office.table.tryAgain')}
          </Button>
        </Stack>
      </ErrorAlert>
    );
  }

  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const page = query.data;

  if (page && rows.length === 0) {
    return (
      <EmptyState icon={empty.icon} title={filtered ? (empty.filteredTitle ?? empty.title) : empty.title}>
        {empty.text}
        {empty.action}
      </EmptyState>
    );
  }

  const headerText = (header: unknown) => (typeof header === 'string' ? header : '');

  let body: ReactNode;
  if (phone) {
    body = query.isPending ? (
      <Stack gap="sm" aria-busy="true" aria-label={t('back-office.table.loading', { label })}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={96} radius="md" />
        ))}
      </Stack>
    ) : (
      <Stack gap="sm" component="ul" className={classes.cards} aria-label={label}>
        {rows.map((row) => {
          const cells = row.getAllCells();
          const title = cells.find((cell) => cell.column.columnDef.meta?.card === 'title');
          const tone = rowTone?.(row.original) ?? null;
          return (
            <Paper key={row.id} component="li" withBorder radius="md" p="md" data-tone={tone ?? undefined}>
              {title ? (
                <Text fw={700} mb={6} component="div">
                  <table.FlexRender cell={title} />
                </Text>
              ) : null}
              <dl className={classes.cardFields}>
                {cells
                  .filter((cell) => cell !== title && cell.column.columnDef.meta?.card !== 'hidden')
                  .map((cell) => (
                    <div key={cell.id} className={classes.cardField}>
                      <dt>{headerText(cell.column.columnDef.header)}</dt>
                      <dd>
                        <table.FlexRender cell={cell} />
                      </dd>
                    </div>
                  ))}
              </dl>
            </Paper>
          );
        })}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={label}
          aria-busy={query.isPending || query.isFetching}
          className={classes.table}
        >
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => {
                const sortable = Boolean(header.column.columnDef.meta?.sortField) && Boolean(sort);
                const sorted = sortable ? header.column.getIsSorted() : false;
                const align = header.column.columnDef.meta?.align;
                return (
                  <Table.Th
                    key={header.id}
                    ta={align}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {sortable ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() => header.column.toggleSorting(sorted === 'asc')}
                      >
                        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
                          <table.FlexRender header={header} />
                          <SortIcon sorted={sorted} />
                          <VisuallyHidden>
                            {sorted === 'asc'
                              ? t('back-office.table.sortedAscending')
                              : sorted === 'desc'
                                ? t('back-office.table.sortedDescending')
                                : t('back-office.table.sort')}
                          </VisuallyHidden>
                        </Group>
                      </UnstyledButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending
              ? [0, 1, 2, 3, 4].map((n) => (
                  <Table.Tr key={n}>
                    {headers.map((header) => (
                      <Table.Td key={header.id}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : rows.map((row) => (
                  <Table.Tr key={row.id} data-tone={rowTone?.(row.original) ?? undefined}>
                    {row.getAllCells().map((cell) => (
                      <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.align}>
                        <table.FlexRender cell={cell} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap={0}>
      {query.isError ? (
        <Alert role="alert" color="red" variant="light" mb="sm">
          {errorMessage(query.error, errorFallback)}
        </Alert>
      ) : null}
      {body}
      {page ? (
        <Group justify="space-between" align="center" mt="sm" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('back-office.table.results', { count: page.totalItems })}
            {page.totalPages > 1
              ? t('back-office.table.pageOf', { page: page.currentPage, pages: page.totalPages })
              : ''}
          </Text>
        </Group>
      ) : null}
      {page ? <Pager page={page.currentPage} totalPages={page.totalPages} onChange={onPageChange} /> : null}
    </Stack>
  );
}
