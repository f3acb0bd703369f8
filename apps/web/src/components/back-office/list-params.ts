import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** What a back-office list keeps in the address bar, and its defaults (left out of the URL). */
export type ListParamsConfig<S extends string, F extends string> = {
  sortFields: readonly S[];
  defaultSort: { field: S; order: SortOrder };
  /** Filter names and, for each, the values it accepts (anything else reads as no filter). */
  filters?: Readonly<Record<F, readonly string[] | 'text'>>;
};

export type ListParams<S extends string, F extends string> = {
  page: number;
  search: string;
  sortField: S;
  sortOrder: SortOrder;
  filters: Readonly<Record<F, string | null>>;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  setSort: (field: S, order: SortOrder) => void;
  setFilter: (name: F, value: string | null) => void;
};

const PAGE_MAX = 1_000_000;

/** Reads `page`, `search`, `sortField`, `sortOrder` and the filters of a list from the URL. */
export function readListParams<S extends string, F extends string>(
  params: URLSearchParams,
  config: ListParamsConfig<S, F>,
): Omit<ListParams<S, F>, 'setPage' | 'setSearch' | 'setSort' | 'setFilter'> {
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= PAGE_MAX ? rawPage : 1;
  const field = params.get('sortField');
  const sortField = config.sortFields.find((known) => known === field) ?? config.defaultSort.field;
  const order = params.get('sortOrder');
  const sortOrder: SortOrder = order === 'asc' || order === 'desc' ? order : config.defaultSort.order;
  const filters = {} as Record<F, string | null>;
  for (const [name, allowed] of Object.entries(config.filters ?? {}) as [F, readonly string[] | 'text'][]) {
    const value = params.get(name);
    filters[name] = value && (allowed === 'text' || allowed.includes(value)) ? value : null;
  }
  return { page, search: (params.get('search') ?? '').trim(), sortField, sortOrder, filters };
}

/**
 * A server-paged list's state kept in the address bar, so a view can be bookmarked and shared
 * (docs/decisions/0030-back-office-kit.md). Defaults are left out of the URL; a new search, sort or
 * filter starts again at page 1; each change is a history entry.
 */
export function useListParams<S extends string, F extends string = never>(
  config: ListParamsConfig<S, F>,
): ListParams<S, F> {
  const [params, setParams] = useSearchParams();
  const read = useMemo(() => readListParams(params, config), [params, config]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, keepPage = false) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        edit(next);
        if (!keepPage) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) =>
      change((next) => {
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
      }, true),
    [change],
  );
  const setSearch = useCallback(
    (search: string) =>
      change((next) => {
        const text = search.trim();
        if (text) next.set('search', text);
        else next.delete('search');
      }),
    [change],
  );
  const setSort = useCallback(
    (field: S, order: SortOrder) =>
      change((next) => {
        const isDefault = field === config.defaultSort.field && order === config.defaultSort.order;
        if (isDefault) {
          next.delete('sortField');
          next.delete('sortOrder');
        } else {
          next.set('sortField', field);
          next.set('sortOrder', order);
        }
      }),
    [change, config.defaultSort.field, config.defaultSort.order],
  );
  const setFilter = useCallback(
    (name: F, value: string | null) =>
      change((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
      }),
    [change],
  );

  return { ...read, setPage, setSearch, setSort, setFilter };
}

/** Sets or clears URL search parameters of the page, the others kept (a null or empty value clears). */
export type SetSearchParams = (changes: Record<string, string | null>) => void;

/** The setter of a page's own URL parameters outside a list's (a report's year, view or filter). */
export function useSetSearchParams(): SetSearchParams {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      }),
    [setParams],
  );
}

/** The paging, sort and search of a list as its GET asks them (the search only when there is one). */
export function listQuery<S extends string, F extends string>(list: ListParams<S, F>) {
  return {
    page: list.page,
    sortField: list.sortField,
    sortOrder: list.sortOrder,
    ...(list.search ? { search: list.search } : {}),
  };
}

/**
 * A list GET's query as the web sends it: the contract's input type (`z.input<typeof XQuery>`) with
 * the coerced numbers (page, pageSize, ids), which zod types as unknown on input, as numbers.
 */
export type SentQuery<T> = { [K in keyof T]: unknown extends T[K] ? number : T[K] };
