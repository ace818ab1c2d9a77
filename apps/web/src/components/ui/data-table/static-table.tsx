import type { ReactNode } from 'react';
import { flexRender } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Download } from 'lucide-react';
import { Button } from '../button';
import { ScrollRegion } from '../scroll-region';
import { downloadCsv, toCsv } from './csv';
import { cellAlign, type TableColumn } from './columns';
import { useListTable } from './use-list-table';

// Rows already at hand (a dashboard's figures) as a table, with the same columns and CSV export as
// the server tables. Wide tables scroll sideways on a phone.
export function StaticTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  exportName,
  empty,
}: {
  label: string;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  exportName?: string;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const grid = useListTable({ data: [...rows], columns, getRowId: rowKey });
  const leafColumns = grid.getAllLeafColumns();
  return (
    <div className="space-y-2">
      {exportName && rows.length > 0 && (
        <div className="flex justify-end">
          <Button
            variant="secondary"
            onClick={() => downloadCsv(exportName, toCsv(leafColumns, rows))}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('tableExportCsv')}
          </Button>
        </div>
      )}
      <ScrollRegion
        label={label}
        className="rounded-xl border border-slate-200 dark:border-slate-800"
      >
        <table className="w-full text-sm" aria-label={label}>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
            {grid.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={`px-3 py-2 ${cellAlign(header.column)}`}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={leafColumns.length} className="px-3 py-6 text-center text-slate-500">
                  {empty}
                </td>
              </tr>
            ) : (
              grid.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => {
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    return cell.column.columnDef.meta?.primary ? (
                      <th
                        key={cell.id}
                        scope="row"
                        className="px-3 py-2 text-left font-medium whitespace-nowrap"
                      >
                        {content}
                      </th>
                    ) : (
                      <td
                        key={cell.id}
                        className={`px-3 py-2 tabular-nums ${cellAlign(cell.column)}`}
                      >
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
