import {
  functionalUpdate,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import type { Sort } from './types';

// What a server list asks for and what a person picked in it. Sort and selection are in the
// library's shapes, so that the library's headers and checkboxes drive them.
export interface ListState<Row, Filters> {
  filters: Filters;
  // The search the list is filtered by now (the box may hold newer text).
  search: string;
  sorting: SortingState;
  // The cursor each visited page was read with; the last one is the current page.
  cursors: readonly (string | null)[];
  // By id, with the row itself, so that bulk actions reach rows of pages no longer shown.
  selection: ReadonlyMap<string, Row>;
}

export type ListAction<Row, Filters> =
  | { type: 'filter'; patch: Partial<Filters> }
  | { type: 'search'; search: string }
  | { type: 'reset'; filters: Filters }
  | { type: 'sort'; sorting: SortingState }
  | { type: 'next'; cursor: string }
  | { type: 'previous' }
  | {
      type: 'select';
      rowSelection: RowSelectionState;
      pageRows: readonly Row[];
      getRowId: (row: Row) => string;
    }
  | { type: 'clearSelection' };

export function initialListState<Row, Filters>(
  filters: Filters,
  sort: Sort | null,
): ListState<Row, Filters> {
  return {
    filters,
    search: '',
    sorting: sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [],
    cursors: [null],
    selection: new Map(),
  };
}

// The sorted column's id is the field the server sorts by.
export function serverSort(sorting: SortingState): Sort | null {
  const [first] = sorting;
  return first ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}

// Another filter, search or sort lists other rows: back to the first page, nothing selected, so
// that a bulk action never reaches a row the person no longer sees listed.
function restart<Row, Filters>(state: ListState<Row, Filters>): ListState<Row, Filters> {
  return { ...state, cursors: [null], selection: new Map() };
}

export function listReducer<Row, Filters>(
  state: ListState<Row, Filters>,
  action: ListAction<Row, Filters>,
): ListState<Row, Filters> {
  switch (action.type) {
    case 'filter':
      return restart({ ...state, filters: { ...state.filters, ...action.patch } });
    case 'search':
      return action.search === state.search ? state : restart({ ...state, search: action.search });
    case 'reset':
      return restart({ ...state, filters: action.filters, search: '' });
    case 'sort':
      return restart({ ...state, sorting: action.sorting });
    case 'next':
      return { ...state, cursors: [...state.cursors, action.cursor] };
    case 'previous':
      return state.cursors.length > 1 ? { ...state, cursors: state.cursors.slice(0, -1) } : state;
    case 'select': {
      const shown = new Map(action.pageRows.map((row) => [action.getRowId(row), row]));
      const selection = new Map<string, Row>();
      for (const [id, selected] of Object.entries(action.rowSelection)) {
        const row = shown.get(id) ?? state.selection.get(id);
        if (selected && row !== undefined) selection.set(id, row);
      }
      return { ...state, selection };
    }
    case 'clearSelection':
      return { ...state, selection: new Map() };
  }
}

// The list's sort and selection as the library's table options: its headers and checkboxes read
// them and change them through the list's reducer.
export function gridStateOptions<Row, Filters>(
  state: ListState<Row, Filters>,
  dispatch: (action: ListAction<Row, Filters>) => void,
  pageRows: readonly Row[],
  getRowId: (row: Row) => string,
): {
  state: { sorting: SortingState; rowSelection: RowSelectionState };
  onSortingChange: OnChangeFn<SortingState>;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
} {
  const { sorting } = state;
  const rowSelection = Object.fromEntries([...state.selection.keys()].map((id) => [id, true]));
  return {
    state: { sorting, rowSelection },
    onSortingChange: (updater) =>
      dispatch({ type: 'sort', sorting: functionalUpdate(updater, sorting) }),
    onRowSelectionChange: (updater) =>
      dispatch({
        type: 'select',
        rowSelection: functionalUpdate(updater, rowSelection),
        pageRows,
        getRowId,
      }),
  };
}
