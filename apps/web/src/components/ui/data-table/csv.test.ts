import { describe, expect, it } from 'vitest';
import { createColumnHelper, createTable } from '@tanstack/react-table';
import { toCsv } from './csv';
import { listTableOptions } from './use-list-table';

interface Row {
  name: string;
  stock: number;
  note?: string;
}

const columnHelper = createColumnHelper<Row>();

const columns = [
  columnHelper.display({
    id: 'name',
    header: 'Name',
    cell: ({ row }) => row.original.name,
    meta: { csv: (row) => row.name },
  }),
  columnHelper.display({
    id: 'stock',
    header: 'Stock',
    cell: ({ row }) => row.original.stock,
    meta: { csv: (row) => row.stock },
  }),
  columnHelper.display({ id: 'note', header: 'Note', cell: ({ row }) => row.original.note }),
];
const exported = (rows: Row[]) =>
  toCsv(
    createTable({
      ...listTableOptions({ data: rows, columns }),
      state: {},
      onStateChange: () => {},
      renderFallbackValue: null,
    }).getAllLeafColumns(),
    rows,
  );

describe('toCsv', () => {
  it('writes the exportable columns, header first, one line per row', () => {
    expect(exported([{ name: 'Espresso', stock: 3, note: 'left out' }])).toBe(
      '"Name","Stock"\r\n"Espresso","3"\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(exported([{ name: 'Cake, "large"\nslice', stock: 1 }])).toBe(
      '"Name","Stock"\r\n"Cake, ""large""\nslice","1"\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula from running', () => {
    expect(exported([{ name: '=HYPERLINK("x")', stock: -2 }])).toBe(
      '"Name","Stock"\r\n"\'=HYPERLINK(""x"")","-2"\r\n',
    );
  });
});
