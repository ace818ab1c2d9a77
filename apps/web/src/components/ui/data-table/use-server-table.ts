import { useEffect, useReducer, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Table } from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { stripTags } from '@back-office/domain/inputs';
import { fetchEveryPage } from './fetch-every-page';
import { gridStateOptions, initialListState, listReducer, serverSort } from './list-state';
import type { TableColumn } from './columns';
import type { Page, PageRequest, Sort } from './types';
import { useColumnVisibility } from './use-column-visibility';
import { useListTable } from './use-list-table';

const SEARCH_DEBOUNCE_MS = 300;

export interface ServerTableOptions<Row, Filters> {
  // Names the remembered column choices; unique per table.
  id: string;
  columns: TableColumn<Row>[];
  // The list's cache key; invalidating it (or a prefix of it) after a change refetches the table.
  queryKey: readonly unknown[];
  // Must not report errors itself (request(..., { notify: false })): the query cache does.
  fetchPage: (request: PageRequest<Filters>) => Promise<Page<Row>>;
  initialFilters: Filters;
  defaultSort?: Sort | null;
  getRowId: (row: Row) => string;
  pageSize?: number;
}

export interface ServerTable<Row, Filters> {
  // The library's table of the page shown: its columns, sort, column choice and selection.
  grid: Table<Row>;
  totalCount: number;
  totalCountIsExact: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;

  filters: Filters;
  setFilters: (patch: Partial<Filters>) => void;
  // Filters or search differ from the page's defaults.
  filtersActive: boolean;
  resetFilters: () => void;

  // What the search box shows; the search itself follows it after a pause, or at once on Enter.
  searchText: string;
  // The search the list is filtered by now.
  search: string;
  setSearchText: (text: string) => void;
  applySearch: () => void;

  pageIndex: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;

  // Kept across pages, dropped when filters, search or sort change what is listed.
  selected: Row[];
  clearSelection: () => void;

  // Every row of the current filters and sort, page after page, up to EXPORT_ROW_CAP.
  fetchAll: () => Promise<{ rows: Row[]; capped: boolean }>;
}

// A server-paginated list: our filters, debounced search and cursor pages, the library's sort,
// column choice and selection, and the query that reads the page they describe.
export function useServerTable<Row, Filters>({
  id,
  columns,
  queryKey,
  fetchPage,
  initialFilters,
  defaultSort = null,
  getRowId,
  pageSize = DEFAULT_PAGE_SIZE,
}: ServerTableOptions<Row, Filters>): ServerTable<Row, Filters> {
  const [state, dispatch] = useReducer(listReducer<Row, Filters>, null, () =>
    initialListState<Row, Filters>(initialFilters, defaultSort),
  );
  const [searchText, setSearchTextState] = useState('');
  const searchTimer = useRef<number | undefined>(undefined);
  const visibility = useColumnVisibility(id, columns);

  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

  const { filters, search, sorting, cursors } = state;
  const sort = serverSort(sorting);
  const request: PageRequest<Filters> = {
    filters,
    search,
    sort,
    first: pageSize,
    after: cursors[cursors.length - 1] ?? null,
  };
  const query = useQuery({
    queryKey: [...queryKey, request],
    queryFn: () => fetchPage(request),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  const page = query.data;
  const rows = page?.items ?? [];
  const totalCount = page?.totalCount ?? 0;
  const listOptions = gridStateOptions(state, dispatch, rows, getRowId);
  const grid = useListTable<Row>({
    ...listOptions,
    data: rows,
    columns,
    getRowId,
    state: { ...listOptions.state, columnVisibility: visibility.columnVisibility },
    onColumnVisibilityChange: visibility.onColumnVisibilityChange,
  });

  function commitSearch(text: string) {
    window.clearTimeout(searchTimer.current);
    // Sent as a query parameter, never into HTML: markup is removed, the text is not escaped,
    // so that "Fish & Chips" still finds itself (decision 004).
    dispatch({ type: 'search', search: stripTags(text).trim() });
  }

  return {
    grid,
    totalCount,
    totalCountIsExact: page?.totalCountIsExact ?? true,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),

    filters,
    setFilters: (patch) => dispatch({ type: 'filter', patch }),
    filtersActive: search !== '' || JSON.stringify(filters) !== JSON.stringify(initialFilters),
    resetFilters: () => {
      window.clearTimeout(searchTimer.current);
      setSearchTextState('');
      dispatch({ type: 'reset', filters: initialFilters });
    },

    searchText,
    search,
    setSearchText: (text) => {
      setSearchTextState(text);
      window.clearTimeout(searchTimer.current);
      searchTimer.current = window.setTimeout(() => commitSearch(text), SEARCH_DEBOUNCE_MS);
    },
    applySearch: () => commitSearch(searchText),

    pageIndex: cursors.length - 1,
    pageCount: Math.max(1, Math.ceil(totalCount / pageSize)),
    hasPrevious: cursors.length > 1,
    hasNext: Boolean(page?.hasNextPage && page.endCursor),
    previous: () => dispatch({ type: 'previous' }),
    next: () => {
      if (page?.hasNextPage && page.endCursor) dispatch({ type: 'next', cursor: page.endCursor });
    },

    selected: [...state.selection.values()],
    clearSelection: () => dispatch({ type: 'clearSelection' }),

    fetchAll: () => fetchEveryPage((first, after) => fetchPage({ ...request, first, after })),
  };
}
