import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { ScanFilter } from '../../../gql/graphql';
import { useScanHistory } from '../api/scan-history';
import { ScanList } from './scan-list';

// One filter's pages. The server pages by cursor and only forward, so the cursors of the pages
// visited are kept to go back; a new filter mounts a new list, starting again at page 1.
export function ScanResults({
  filter,
  filtered,
  onClearFilters,
}: {
  filter: ScanFilter;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const query = useScanHistory(filter, after);
  const page = query.data;

  if (query.isPending)
    return (
      <div role="status" className="grid place-items-center py-16">
        <Spinner className="size-6" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  if (query.isError && !page)
    return (
      <div role="alert" className="py-12 text-center">
        <p className="font-medium">{t('sectionErrorTitle')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!page?.items.length && cursors.length === 1)
    return (
      <div className="py-12 text-center">
        <History className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-medium">{filtered ? t('noMatchingScans') : t('noScans')}</p>
        {filtered ? (
          <Button variant="secondary" className="mt-3" onClick={onClearFilters}>
            {t('clear')}
          </Button>
        ) : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('noScansText')}</p>
        )}
      </div>
    );

  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
        <ScanList scans={page?.items ?? []} showBusiness={filter.view === 'admin'} />
      </div>
      <nav
        aria-label={t('scanPagination')}
        className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800"
      >
        <Button
          variant="secondary"
          disabled={cursors.length === 1}
          onClick={() => setCursors((stack) => stack.slice(0, -1))}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('previousPage')}
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('pageNumber', { n: cursors.length })}
        </span>
        <Button
          variant="secondary"
          disabled={!page?.hasNextPage || query.isPlaceholderData}
          onClick={() => {
            const next = page?.endCursor;
            if (next) setCursors((stack) => [...stack, next]);
          }}
        >
          {t('nextPage')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
