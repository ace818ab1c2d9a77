import { getCoreRowModel, useReactTable, type TableOptions } from '@tanstack/react-table';

export type ListTableOptions<Row> = Omit<TableOptions<Row>, 'getCoreRowModel'>;

// What every list asks of the library. The server filters, sorts and pages, so the library keeps
// the state and leaves the rows as they came; a header sorts ascending first, then flips, and
// never falls back to unsorted.
export function listTableOptions<Row>(options: ListTableOptions<Row>): TableOptions<Row> {
  return {
    getCoreRowModel: getCoreRowModel(),
    manualFiltering: true,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    ...options,
  };
}

export function useListTable<Row>(options: ListTableOptions<Row>) {
  // The app is not built with the React Compiler, which is what this rule protects: the table
  // object is the same on every render, so nothing memoizes on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable(listTableOptions(options));
}
