import { flexRender } from '@tanstack/react-table';
import type { RowsViewProps } from './table-view';
import { headerText } from './columns';
import { RowCheckbox } from './row-checkbox';

// The rows as cards on phones: the primary column is the title, the other visible columns
// are label and value pairs, the actions sit underneath.
export function CardList<Row, Filters>({
  table,
  label,
  rowLabel,
  selectable,
  rowActions,
  message,
}: RowsViewProps<Row, Filters>) {
  if (table.isLoading) {
    return (
      <div className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="h-28 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800"
          />
        ))}
      </div>
    );
  }
  if (message) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        {message}
      </div>
    );
  }
  return (
    <ul aria-label={label} aria-busy={table.isFetching} className="space-y-3">
      {table.grid.getRowModel().rows.map((row) => {
        const cells = row.getVisibleCells();
        const primary = cells.find((cell) => cell.column.columnDef.meta?.primary) ?? cells[0];
        const details = cells.filter((cell) => cell !== primary);
        return (
          <li
            key={row.id}
            aria-label={rowLabel(row.original)}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start gap-3">
              {selectable && (
                <RowCheckbox row={row} name={rowLabel(row.original)} className="mt-1" />
              )}
              <div className="min-w-0 flex-1 font-semibold">
                {primary && flexRender(primary.column.columnDef.cell, primary.getContext())}
              </div>
            </div>
            {details.length > 0 && (
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {details.map((cell) => (
                  <div key={cell.id} className="min-w-0">
                    <dt className="text-xs text-slate-500 dark:text-slate-400">
                      {headerText(cell.column)}
                    </dt>
                    <dd className="break-words">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {rowActions && (
              <div className="mt-3 flex flex-wrap gap-2">{rowActions(row.original)}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
