import type { Column, ColumnDef, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // What our lists add to a column: the library knows nothing of exports, phone cards or alignment.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merge repeats the library's parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    // The cell as text in the CSV export; without it the column is not exported.
    csv?: (row: TData) => string | number | null | undefined;
    // The row's name: the title of a phone card, a table's row header, and never hidden.
    primary?: boolean;
    hiddenByDefault?: boolean;
    align?: 'start' | 'end';
  }
}

// A list's column, declared with createColumnHelper<Row>(): display columns for what only shows,
// accessor columns for what the server sorts by (the library sorts only those), the column's id
// naming the server's sort field. The value type differs per column, and the library's types take
// a list of mixed columns only as any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<Row> = ColumnDef<Row, any>;

// Headers are text: the column menu, the phone cards, the sort choice and the CSV show them.
export function headerText<Row>(column: Column<Row, unknown>): string {
  const { header } = column.columnDef;
  return typeof header === 'string' ? header : column.id;
}

export const cellAlign = <Row>(column: Column<Row, unknown>) =>
  column.columnDef.meta?.align === 'end' ? 'text-right' : 'text-left';
