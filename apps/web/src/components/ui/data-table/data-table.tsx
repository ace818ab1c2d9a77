import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Download, X } from 'lucide-react';
import { notifyRequestError } from '../../../lib/graphql/client';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { showToast } from '../../../lib/toast';
import { Button } from '../button';
import { inputClass, borderClass } from '../text-field';
import { CardList } from './card-list';
import { ColumnMenu } from './column-menu';
import { downloadCsv, toCsv } from './csv';
import { SearchBox } from './search-box';
import { TableMessage } from './table-message';
import { TablePagination } from './table-pagination';
import { TableView } from './table-view';
import type { Column, SortDirection } from './types';
import { useColumnVisibility } from './use-column-visibility';
import { EXPORT_ROW_CAP, type ServerTable } from './use-server-table';

export interface DataTableProps<Row, Filters> {
  // Names the remembered column choices; unique per table.
  id: string;
  table: ServerTable<Row, Filters>;
  columns: readonly Column<Row>[];
  // The accessible name of the table (or of the card list on phones).
  label: string;
  // A row in words: the name of its selection checkbox and of its phone card.
  rowLabel: (row: Row) => string;
  // A search box with this label; the server searches what the list says it searches.
  searchLabel?: string;
  // The page's filter controls, laid out in the toolbar.
  filters?: ReactNode;
  // Row selection appears with bulk actions; they receive the selected rows.
  bulkActions?: (rows: Row[]) => ReactNode;
  rowActions?: (row: Row) => ReactNode;
  // CSV export of every filtered row (not just this page), as {exportName}.csv.
  exportName?: string;
  // What an empty list says when no filter is hiding rows.
  emptyText?: string;
}

// The one management list: server-side pages, sort, filters and search from useServerTable;
// column choice, selection with bulk actions, CSV export; cards instead of a table on phones.
export function DataTable<Row, Filters>({
  id,
  table,
  columns,
  label,
  rowLabel,
  searchLabel,
  filters,
  bulkActions,
  rowActions,
  exportName,
  emptyText,
}: DataTableProps<Row, Filters>) {
  const { t } = useTranslation();
  const isPhone = useIsMobile();
  const { visible, hidden, toggle } = useColumnVisibility(id, columns);
  const [exporting, setExporting] = useState(false);
  const selectable = Boolean(bulkActions);
  const sortable = columns.filter((column) => column.sortField !== undefined);

  async function exportCsv(fileName: string) {
    setExporting(true);
    try {
      const { rows, capped } = await table.fetchAll();
      downloadCsv(fileName, toCsv(visible, rows));
      if (capped) showToast('warning', t('tableExportCapped', { count: EXPORT_ROW_CAP }));
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setExporting(false);
    }
  }

  const message = table.error ? (
    <TableMessage kind="error" onAction={table.refetch} />
  ) : table.rows.length === 0 ? (
    <TableMessage
      kind="empty"
      filtered={table.filtersActive}
      emptyText={emptyText}
      onAction={table.resetFilters}
    />
  ) : null;

  const View = isPhone ? CardList : TableView;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        {searchLabel && (
          <SearchBox
            label={searchLabel}
            value={table.searchText}
            onChange={table.setSearchText}
            onSubmit={table.applySearch}
          />
        )}
        {filters}
        {table.filtersActive && (
          <Button variant="ghost" onClick={table.resetFilters}>
            <X className="size-4" aria-hidden="true" />
            {t('tableClearFilters')}
          </Button>
        )}
        <div className="ml-auto flex flex-wrap items-end gap-2">
          {isPhone && sortable.length > 0 && (
            <select
              aria-label={t('tableSortBy')}
              className={`${inputClass} ${borderClass(false)} w-auto`}
              value={table.sort ? `${table.sort.field}:${table.sort.direction}` : ''}
              onChange={(event) => {
                const [field = '', direction] = event.target.value.split(':');
                table.setSort({ field, direction: direction as SortDirection });
              }}
            >
              {sortable.flatMap((column) =>
                (['asc', 'desc'] as const).map((direction) => (
                  <option
                    key={`${column.id}:${direction}`}
                    value={`${column.sortField}:${direction}`}
                  >
                    {`${column.header} ${direction === 'asc' ? '↑' : '↓'}`}
                  </option>
                )),
              )}
            </select>
          )}
          <ColumnMenu columns={columns} hidden={hidden} onToggle={toggle} />
          {exportName && (
            <Button
              variant="secondary"
              loading={exporting}
              disabled={table.totalCount === 0}
              onClick={() => void exportCsv(exportName)}
            >
              {!exporting && <Download className="size-4" aria-hidden="true" />}
              {exporting ? t('tableExporting') : t('tableExportCsv')}
            </Button>
          )}
        </div>
      </div>

      {selectable && table.selected.length > 0 && (
        <div
          role="region"
          aria-label={t('tableBulkActions')}
          className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-4 py-2 text-sm dark:bg-brand-500/10"
        >
          <span className="font-medium">
            {t('tableSelected', { count: table.selected.length })}
          </span>
          {bulkActions?.(table.selected)}
          <Button variant="ghost" className="ml-auto" onClick={table.clearSelection}>
            {t('tableClearSelection')}
          </Button>
        </div>
      )}

      <View
        table={table}
        columns={visible}
        label={label}
        rowLabel={rowLabel}
        selectable={selectable}
        rowActions={rowActions}
        message={message}
      />

      <TablePagination
        totalCount={table.totalCount}
        totalCountIsExact={table.totalCountIsExact}
        pageIndex={table.pageIndex}
        pageCount={table.pageCount}
        hasPrevious={table.hasPrevious}
        hasNext={table.hasNext}
        onPrevious={table.previous}
        onNext={table.next}
      />
    </div>
  );
}
