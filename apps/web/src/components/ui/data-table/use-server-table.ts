import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { stripTags } from '@back-office/domain/inputs';
import type { Page, PageRequest, Sort } from './types';

const SEARCH_DEBOUNCE_MS = 300;
// The API serves at most 100 rows a page; an export reads pages of that size, up to the cap, so
// that one click cannot pull a whole database into the browser.
const EXPORT_PAGE_SIZE = 100;
export const EXPORT_ROW_CAP = 5000;

export interface ServerTableOptions<Row, Filters> {
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
  rows: Row[];
  totalCount: number;
  totalCountIsExact: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
  getRowId: (row: Row) => string;

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

  sort: Sort | null;
  setSort: (sort: Sort) => void;
  // Ascending first; the sorted column's header flips its direction.
  toggleSort: (field: string) => void;

  pageIndex: number;
  pageCount: number;
  pageSize: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;

  // Kept across pages, dropped when filters, search or sort change what is listed.
  selected: Row[];
  isSelected: (row: Row) => boolean;
  toggleRow: (row: Row) => void;
  allOnPageSelected: boolean;
  togglePage: () => void;
  clearSelection: () => void;

  // Every row of the current filters and sort, page after page, up to EXPORT_ROW_CAP.
  fetchAll: () => Promise<{ rows: Row[]; capped: boolean }>;
}

// The state of a server-paginated list: filters, debounced search, sort, cursor pages and the
// selection, and the query that reads the page they describe.
export function useServerTable<Row, Filters>({
  queryKey,
  fetchPage,
  initialFilters,
  defaultSort = null,
  getRowId,
  pageSize = DEFAULT_PAGE_SIZE,
}: ServerTableOptions<Row, Filters>): ServerTable<Row, Filters> {
  const [filters, setFilterState] = useState(initialFilters);
  const [searchText, setSearchTextState] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort | null>(defaultSort);
  // The cursor each visited page was read with; the last one is the current page.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [selection, setSelection] = useState<ReadonlyMap<string, Row>>(new Map());
  const searchTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

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
  const rows = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const totalCountIsExact = query.data?.totalCountIsExact ?? true;

  function restart() {
    setCursors([null]);
    setSelection(new Map());
  }

  function commitSearch(text: string) {
    window.clearTimeout(searchTimer.current);
    // Sent as a query parameter, never into HTML: markup is removed, the text is not escaped,
    // so that "Fish & Chips" still finds itself (decision 004).
    const next = stripTags(text).trim();
    if (next === search) return;
    setSearch(next);
    restart();
  }

  const allOnPageSelected = rows.length > 0 && rows.every((row) => selection.has(getRowId(row)));

  return {
    rows,
    totalCount,
    totalCountIsExact,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
    getRowId,

    filters,
    setFilters: (patch) => {
      setFilterState((current) => ({ ...current, ...patch }));
      restart();
    },
    filtersActive: search !== '' || JSON.stringify(filters) !== JSON.stringify(initialFilters),
    resetFilters: () => {
      window.clearTimeout(searchTimer.current);
      setFilterState(initialFilters);
      setSearchTextState('');
      setSearch('');
      restart();
    },

    searchText,
    search,
    setSearchText: (text) => {
      setSearchTextState(text);
      window.clearTimeout(searchTimer.current);
      searchTimer.current = window.setTimeout(() => commitSearch(text), SEARCH_DEBOUNCE_MS);
    },
    applySearch: () => commitSearch(searchText),

    sort,
    setSort: (next) => {
      setSort(next);
      restart();
    },
    toggleSort: (field) => {
      setSort(
        sort?.field === field
          ? { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
          : { field, direction: 'asc' },
      );
      restart();
    },

    pageIndex: cursors.length - 1,
    pageCount: Math.max(1, Math.ceil(totalCount / pageSize)),
    pageSize,
    hasPrevious: cursors.length > 1,
    hasNext: Boolean(query.data?.hasNextPage && query.data.endCursor),
    previous: () => setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    next: () => {
      const cursor = query.data?.endCursor;
      if (query.data?.hasNextPage && cursor) setCursors((current) => [...current, cursor]);
    },

    selected: [...selection.values()],
    isSelected: (row) => selection.has(getRowId(row)),
    toggleRow: (row) =>
      setSelection((current) => {
        const next = new Map(current);
        const id = getRowId(row);
        if (next.has(id)) next.delete(id);
        else next.set(id, row);
        return next;
      }),
    allOnPageSelected,
    togglePage: () =>
      setSelection((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (allOnPageSelected) next.delete(getRowId(row));
          else next.set(getRowId(row), row);
        }
        return next;
      }),
    clearSelection: () => setSelection(new Map()),

    fetchAll: async () => {
      const all: Row[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Page<Row> = await fetchPage({
          filters,
          search,
          sort,
          first: EXPORT_PAGE_SIZE,
          after,
        });
        all.push(...page.items);
        if (!page.hasNextPage || !page.endCursor) return { rows: all, capped: false };
        if (all.length >= EXPORT_ROW_CAP)
          return { rows: all.slice(0, EXPORT_ROW_CAP), capped: true };
        after = page.endCursor;
      }
    },
  };
}
