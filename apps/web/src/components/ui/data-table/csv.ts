import type { Column } from '@tanstack/react-table';
import { csvLine } from '@back-office/domain/csv';
import { headerText } from './columns';

// The exportable columns as CSV (the domain's writer), header first.
export function toCsv<Row>(columns: readonly Column<Row, unknown>[], rows: readonly Row[]): string {
  const exported = columns.flatMap((column) => {
    const csv = column.columnDef.meta?.csv;
    return csv ? [{ header: headerText(column), csv }] : [];
  });
  let text = csvLine(exported.map((column) => column.header));
  for (const row of rows) text += csvLine(exported.map((column) => column.csv(row)));
  return text;
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
