import { describe, expect, it } from 'vitest';
import { createColumnHelper, createTable, type Table } from '@tanstack/react-table';
import {
  gridStateOptions,
  initialListState,
  listReducer,
  serverSort,
  type ListAction,
  type ListState,
} from './list-state';
import { listTableOptions } from './use-list-table';

interface Item {
  id: string;
  name: string;
  price: number;
}
interface Filters {
  status: 'all' | 'active';
}

const columnHelper = createColumnHelper<Item>();

const columns = [
  columnHelper.accessor('name', { header: 'Name', meta: { primary: true } }),
  columnHelper.accessor('price', { header: 'Price' }),
  columnHelper.display({ id: 'note', header: 'Note', cell: () => '' }),
];
const item = (id: string): Item => ({ id, name: `Item ${id}`, price: 1 });
const pageOne = [item('a'), item('b')];
const pageTwo = [item('c'), item('d')];

// A list as a page renders it: the state, and the library's table of the page shown, whose
// headers and checkboxes dispatch back into the state.
function list(defaultSort: Parameters<typeof initialListState>[1] = null) {
  let state: ListState<Item, Filters> = initialListState({ status: 'all' }, defaultSort);
  let rows = pageOne;
  const dispatch = (action: ListAction<Item, Filters>) => {
    state = listReducer(state, action);
  };
  const grid = (): Table<Item> => {
    const bound = gridStateOptions(state, dispatch, rows, (row) => row.id);
    return createTable({
      ...listTableOptions({ ...bound, data: rows, columns, getRowId: (row) => row.id }),
      state: bound.state,
      onStateChange: () => {},
      renderFallbackValue: null,
    });
  };
  const selectedIds = () => [...state.selection.keys()];
  return {
    grid,
    dispatch,
    selectedIds,
    state: () => state,
    showPage: (next: Item[], cursor: string | null) => {
      if (cursor) dispatch({ type: 'next', cursor });
      else dispatch({ type: 'previous' });
      rows = next;
    },
  };
}

describe('a server list', () => {
  it('keeps the rows selected on one page while the person selects on the next', () => {
    const table = list();
    table.grid().getRow('a').toggleSelected();
    table.showPage(pageTwo, 'cursor-2');
    expect(table.grid().getIsAllPageRowsSelected()).toBe(false);
    table.grid().toggleAllPageRowsSelected();

    expect(table.selectedIds()).toEqual(['a', 'c', 'd']);
    expect(table.grid().getIsAllPageRowsSelected()).toBe(true);
    table.showPage(pageOne, null);
    expect(table.grid().getRow('a').getIsSelected()).toBe(true);
    expect(table.grid().getRow('b').getIsSelected()).toBe(false);
    expect([...table.state().selection.values()].map((row) => row.name)).toEqual([
      'Item a',
      'Item c',
      'Item d',
    ]);
  });

  it('drops the selection and goes back to the first page when a filter, the search or the sort changes', () => {
    for (const change of [
      (table: ReturnType<typeof list>) =>
        table.dispatch({ type: 'filter', patch: { status: 'active' } }),
      (table: ReturnType<typeof list>) => table.dispatch({ type: 'search', search: 'cake' }),
      (table: ReturnType<typeof list>) => table.grid().getColumn('price')?.toggleSorting(),
    ]) {
      const table = list();
      table.grid().getRow('a').toggleSelected();
      table.showPage(pageTwo, 'cursor-2');
      change(table);
      expect(table.selectedIds()).toEqual([]);
      expect(table.state().cursors).toEqual([null]);
    }
  });

  it('keeps the page and the selection when the same search is sent again', () => {
    const table = list();
    table.dispatch({ type: 'search', search: 'cake' });
    table.grid().getRow('a').toggleSelected();
    table.dispatch({ type: 'search', search: 'cake' });
    expect(table.selectedIds()).toEqual(['a']);
  });

  it('sorts a column ascending first, then flips it, and never falls back to unsorted', () => {
    const table = list({ field: 'name', direction: 'asc' });
    expect(table.grid().getColumn('name')?.getIsSorted()).toBe('asc');

    const price = () => table.grid().getColumn('price');
    price()?.toggleSorting();
    expect(serverSort(table.state().sorting)).toEqual({ field: 'price', direction: 'asc' });
    price()?.toggleSorting();
    expect(serverSort(table.state().sorting)).toEqual({ field: 'price', direction: 'desc' });
    price()?.toggleSorting();
    expect(serverSort(table.state().sorting)).toEqual({ field: 'price', direction: 'asc' });
    expect(table.grid().getColumn('name')?.getIsSorted()).toBe(false);
  });

  it('offers sorting only on the columns the server sorts by', () => {
    const sortable = list()
      .grid()
      .getAllLeafColumns()
      .filter((column) => column.getCanSort())
      .map((column) => column.id);
    expect(sortable).toEqual(['name', 'price']);
  });
});
