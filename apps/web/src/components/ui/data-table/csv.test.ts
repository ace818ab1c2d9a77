import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import type { Column } from './types';

interface Row {
  name: string;
  stock: number;
  note?: string;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, csv: (row) => row.name },
  { id: 'stock', header: 'Stock', cell: (row) => row.stock, csv: (row) => row.stock },
  { id: 'note', header: 'Note', cell: (row) => row.note },
];

describe('toCsv', () => {
  it('writes the exportable columns, header first, one line per row', () => {
    expect(toCsv(columns, [{ name: 'Espresso', stock: 3, note: 'left out' }])).toBe(
      'Name,Stock\r\nEspresso,3\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(columns, [{ name: 'Cake, "large"\nslice', stock: 1 }])).toBe(
      'Name,Stock\r\n"Cake, ""large""\nslice",1\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula from running', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")', stock: -2 }])).toBe(
      'Name,Stock\r\n"\'=HYPERLINK(""x"")",-2\r\n',
    );
  });
});
