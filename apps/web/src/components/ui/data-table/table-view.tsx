import type { ReactNode } from 'react';
import { flexRender } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cellAlign } from './columns';
import { RowCheckbox } from './row-checkbox';
import { ScrollRegion } from '../scroll-region';
import type { ServerTable } from './use-server-table';

export interface RowsViewProps<Row, Filters> {
  table: ServerTable<Row, Filters>;
  label: string;
  rowLabel: (row: Row) => string;
  selectable: boolean;
  rowActions?: (row: Row) => ReactNode;
  // Shown instead of rows: the empty or error state.
  message: ReactNode;
}

const SKELETON_ROWS = 5;

// The rows as a table (tablets and up), with sortable headers.
export function TableView<Row, Filters>({
  table,
  label,
  rowLabel,
  selectable,
  rowActions,
  message,
}: RowsViewProps<Row, Filters>) {
  const { t } = useTranslation();
  const { grid } = table;
  const rows = grid.getRowModel().rows;
  const span = grid.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  return (
    <ScrollRegion
      label={label}
      className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full text-sm" aria-label={label} aria-busy={table.isFetching}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          {grid.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectable && (
                <th scope="col" className="w-10 px-3 py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    aria-label={t('tableSelectAll')}
                    checked={grid.getIsAllPageRowsSelected()}
                    disabled={rows.length === 0}
                    onChange={grid.getToggleAllPageRowsSelectedHandler()}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const { column } = header;
                const sorted = column.getIsSorted();
                const Icon = !sorted ? ArrowUpDown : sorted === 'asc' ? ArrowUp : ArrowDown;
                const title = flexRender(column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={`px-3 py-3 whitespace-nowrap ${cellAlign(column)}`}
                  >
                    {column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-slate-100"
                      >
                        {title}
                        <Icon
                          className={`size-3.5 ${sorted ? '' : 'opacity-40'}`}
                          aria-hidden="true"
                        />
                      </button>
                    ) : (
                      title
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
          ))}
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
            rows.map((row) => (
              <tr
                key={row.id}
                className={
                  row.getIsSelected()
                    ? 'bg-brand-50/60 dark:bg-brand-500/10'
                    : 'hover:bg-slate-50 dark:hover:bg-slate-800/40'
                }
              >
                {selectable && (
                  <td className="px-3 py-2">
                    <RowCheckbox row={row} name={rowLabel(row.original)} />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={`px-3 py-2 ${cellAlign(cell.column)}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
                {rowActions && (
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">{rowActions(row.original)}</div>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
