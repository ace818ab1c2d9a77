import { useTranslation } from '../../../lib/i18n/use-translation';
import type { RowsViewProps } from './table-view';

// The rows as cards on phones: the primary column is the title, the other visible columns
// are label and value pairs, the actions sit underneath.
export function CardList<Row, Filters>({
  table,
  columns,
  label,
  rowLabel,
  selectable,
  rowActions,
  message,
}: RowsViewProps<Row, Filters>) {
  const { t } = useTranslation();
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const details = columns.filter((column) => column !== primary);

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
      {table.rows.map((row) => (
        <li
          key={table.getRowId(row)}
          aria-label={rowLabel(row)}
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            {selectable && (
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-600"
                aria-label={t('tableSelectRow', { name: rowLabel(row) })}
                checked={table.isSelected(row)}
                onChange={() => table.toggleRow(row)}
              />
            )}
            <div className="min-w-0 flex-1 font-semibold">{primary?.cell(row)}</div>
          </div>
          {details.length > 0 && (
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {details.map((column) => (
                <div key={column.id} className="min-w-0">
                  <dt className="text-xs text-slate-500 dark:text-slate-400">{column.header}</dt>
                  <dd className="break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {rowActions && <div className="mt-3 flex flex-wrap gap-2">{rowActions(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
