import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ServerTable } from './use-server-table';
import type { Column } from './types';

export interface RowsViewProps<Row, Filters> {
  table: ServerTable<Row, Filters>;
  columns: readonly Column<Row>[];
  label: string;
  rowLabel: (row: Row) => string;
  selectable: boolean;
  rowActions?: (row: Row) => ReactNode;
  // Shown instead of rows: the empty or error state.
  message: ReactNode;
}

const SKELETON_ROWS = 5;

const cellAlign = (column: { align?: 'start' | 'end' }) =>
  column.align === 'end' ? 'text-right' : 'text-left';

// The rows as a table (tablets and up), with sortable headers.
export function TableView<Row, Filters>({
  table,
  columns,
  label,
  rowLabel,
  selectable,
  rowActions,
  message,
}: RowsViewProps<Row, Filters>) {
  const { t } = useTranslation();
  const span = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const sorted = (column: Column<Row>) =>
    column.sortField !== undefined && table.sort?.field === column.sortField ? table.sort : null;

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm" aria-label={label} aria-busy={table.isFetching}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-3">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  aria-label={t('tableSelectAll')}
                  checked={table.allOnPageSelected}
                  disabled={table.rows.length === 0}
                  onChange={table.togglePage}
                />
              </th>
            )}
            {columns.map((column) => {
              const sort = sorted(column);
              const Icon = !sort ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
              const field = column.sortField;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={
                    sort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                  className={`px-3 py-3 whitespace-nowrap ${cellAlign(column)}`}
                >
                  {field === undefined ? (
                    column.header
                  ) : (
                    <button
                      type="button"
                      onClick={() => table.toggleSort(field)}
                      className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-slate-100"
                    >
                      {column.header}
                      <Icon className={`size-3.5 ${sort ? '' : 'opacity-40'}`} aria-hidden="true" />
                    </button>
                  )}
                </th>
              );
            })}
            {rowActions && (
              <th scope="col" className="px-3 py-3 text-right">
                <span className="sr-only">{t('tableActions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {table.isLoading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} aria-hidden="true">
                <td colSpan={span} className="px-3 py-3">
                  <div className="h-5 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
                </td>
              </tr>
            ))
          ) : message ? (
            <tr>
              <td colSpan={span}>{message}</td>
            </tr>
          ) : (
            table.rows.map((row) => (
              <tr
                key={table.getRowId(row)}
                className={
                  table.isSelected(row)
                    ? 'bg-brand-50/60 dark:bg-brand-500/10'
                    : 'hover:bg-slate-50 dark:hover:bg-slate-800/40'
                }
              >
                {selectable && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      aria-label={t('tableSelectRow', { name: rowLabel(row) })}
                      checked={table.isSelected(row)}
                      onChange={() => table.toggleRow(row)}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.id} className={`px-3 py-2 ${cellAlign(column)}`}>
                    {column.cell(row)}
                  </td>
                ))}
                {rowActions && (
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">{rowActions(row)}</div>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
