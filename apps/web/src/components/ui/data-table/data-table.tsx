import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Download, X } from 'lucide-react';
import { notifyRequestError } from '../../../lib/graphql/notify-request-error';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { showToast } from '../../../lib/toast';
import { Button } from '../button';
import { CardList } from './card-list';
import { ColumnMenu } from './column-menu';
import { downloadCsv, toCsv } from './csv';
import { EXPORT_ROW_CAP } from './fetch-every-page';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { TableMessage } from './table-message';
import { TablePagination } from './table-pagination';
import { TableView } from './table-view';
import type { ServerTable } from './use-server-table';

export interface DataTableProps<Row, Filters> {
  table: ServerTable<Row, Filters>;
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

// The one management list, drawn from useServerTable: filters and search in the toolbar, column
// choice, selection with bulk actions, CSV export, cursor pages; cards instead of a table on phones.
export function DataTable<Row, Filters>({
  table,
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
  const [exporting, setExporting] = useState(false);
  const selectable = Boolean(bulkActions);

  async function exportCsv(fileName: string) {
    setExporting(true);
    try {
      const { rows, capped } = await table.fetchAll();
      downloadCsv(fileName, toCsv(table.grid.getVisibleLeafColumns(), rows));
      if (capped) showToast('warning', t('tableExportCapped', { count: EXPORT_ROW_CAP }));
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setExporting(false);
    }
  }

  const message = table.error ? (
    <TableMessage kind="error" onAction={table.refetch} />
  ) : table.grid.getRowModel().rows.length === 0 ? (
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
          {isPhone && <SortSelect grid={table.grid} />}
          <ColumnMenu grid={table.grid} />
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
