import type { Column } from '@tanstack/react-table';
import { headerText } from './columns';

// Spreadsheet programs run a cell that starts with one of these as a formula (CSV injection),
// so such text gets a leading apostrophe. Numbers are left alone: -5 is a number, not a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// RFC 4180 text of the exportable columns, header first.
export function toCsv<Row>(columns: readonly Column<Row, unknown>[], rows: readonly Row[]): string {
  const exported = columns.flatMap((column) => {
    const csv = column.columnDef.meta?.csv;
    return csv ? [{ header: headerText(column), csv }] : [];
  });
  const lines = [exported.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(exported.map((column) => csvCell(column.csv(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

// The byte-order mark makes spreadsheet programs read the file as UTF-8 (€, Greek).
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
