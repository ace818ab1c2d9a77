import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useBusinessTimeZone } from '../../../lib/business-profile/use-business-date-format';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { showToast } from '../../../lib/toast';
import { downloadScansCsv } from '../api/export-scans';
import { hasFilters, readFilterParams, toScanFilter, type ScanView } from '../scan-filter';
import { ScanFilters } from './scan-filters';
import { ScanResults } from './scan-results';

const VIEWS: readonly { view: ScanView; label: 'scanViewAll' | 'scanViewMerchant' }[] = [
  { view: 'admin', label: 'scanViewAll' },
  { view: 'merchant', label: 'scanViewMerchant' },
];

// /scanner-history, all scans (view=admin, ADMIN) or the own business's
// (view=merchant), newest first, 20 a page, filtered on the server.
export function ScannerHistoryPage() {
  const { t } = useTranslation();
  usePageMeta('pageScannerHistory', 'pageScannerHistoryDescription');
  const allScans = useCan()('scan:read:all');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readFilterParams(searchParams, allScans);
  const filter = toScanFilter(params, useBusinessTimeZone());
  const [exporting, setExporting] = useState(false);

  function changeFilters(changes: Partial<Record<string, string>>) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  }

  async function onExport() {
    setExporting(true);
    try {
      await downloadScansCsv(filter);
    } catch {
      showToast('error', t('exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('pageScannerHistory')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {t('pageScannerHistoryDescription')}
          </p>
        </div>
        <Button variant="secondary" loading={exporting} onClick={() => void onExport()}>
          {!exporting && <Download className="size-4" aria-hidden="true" />}
          {exporting ? t('exporting') : t('exportCsv')}
        </Button>
      </div>

      {allScans && (
        <nav
          aria-label={t('pageScannerHistory')}
          className="mt-5 inline-flex max-w-full flex-wrap rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {VIEWS.map(({ view, label }) => (
            <Link
              key={view}
              to={`?view=${view}`}
              aria-current={params.view === view ? 'page' : undefined}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 aria-[current=page]:bg-white aria-[current=page]:text-slate-900 aria-[current=page]:shadow-sm dark:text-slate-300 dark:aria-[current=page]:bg-slate-900 dark:aria-[current=page]:text-white"
            >
              {t(label)}
            </Link>
          ))}
        </nav>
      )}

      <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <ScanFilters params={params} onChange={changeFilters} />
        <div className="mt-5">
          <ScanResults
            key={JSON.stringify(filter)}
            filter={filter}
            filtered={hasFilters(params)}
            onClearFilters={() => changeFilters({ outcome: '', from: '', to: '', search: '' })}
          />
        </div>
      </div>
    </section>
  );
}
