import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import type { ListParams } from './list-params';
import { ListToolbar, SearchBox } from './list-toolbar';

type ListTableProps<T extends RowData, S extends string, F extends string> = Omit<
  DataTableProps<T>,
  'sort' | 'onPageChange' | 'filtered'
> & {
  /** The list's page, search, sort and filters, kept in the URL. */
  list: ListParams<S, F>;
  search: { label: string; placeholder: string };
  /** The filters beside the search. */
  filters?: ReactNode;
  /** The page's own buttons at the end of the toolbar. */
  actions?: ReactNode;
  /** Whether a search or filter is on (the search alone by default). */
  filtered?: boolean;
  /** False for a list the server keeps in one order. */
  sortable?: boolean;
  onPageChange?: (page: number) => void;
  /** Shown between the toolbar and the table (a row editor's form error). */
  notice?: ReactNode;
};

/**
 * A back-office list: the toolbar (search, filters, actions) over the server-paged table, the page
 * and sort read from and written to the URL.
 */
export function ListTable<T extends RowData, S extends string, F extends string>({
  list,
  search,
  filters,
  actions,
  filtered,
  sortable = true,
  onPageChange,
  notice,
  ...table
}: ListTableProps<T, S, F>) {
  return (
    <>
      <ListToolbar actions={actions}>
        <SearchBox
          value={list.search}
          onSearch={list.setSearch}
          label={search.label}
          placeholder={search.placeholder}
        />
        {filters}
      </ListToolbar>
      {notice}
      <DataTable
        {...table}
        sort={
          sortable
            ? {
                field: list.sortField,
                order: list.sortOrder,
                onChange: (field, order) => list.setSort(field as S, order),
              }
            : undefined
        }
        onPageChange={onPageChange ?? list.setPage}
        filtered={filtered ?? Boolean(list.search)}
      />
    </>
  );
}
