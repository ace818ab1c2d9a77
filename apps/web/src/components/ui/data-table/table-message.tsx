import { useTranslation } from '../../../lib/i18n/use-translation';
import { AlertTriangle, Inbox } from 'lucide-react';
import { Button } from '../button';

interface TableMessageProps {
  kind: 'empty' | 'error';
  // Empty only: the filters may be what hides the rows.
  filtered?: boolean;
  emptyText?: string;
  onAction: () => void;
}

// What a list shows instead of rows: nothing found (with a way out of the filters), or a
// failure to load (the section-level 'Unable to load this section', with Retry).
export function TableMessage({ kind, filtered = false, emptyText, onAction }: TableMessageProps) {
  const { t } = useTranslation();
  if (kind === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
        <AlertTriangle className="size-8 text-amber-500" aria-hidden="true" />
        <p className="font-medium">{t('sectionErrorTitle')}</p>
        <Button variant="secondary" onClick={onAction}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Inbox className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium">{t('tableNoResults')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {filtered ? t('tableNoMatches') : (emptyText ?? t('tableEmpty'))}
      </p>
      {filtered && (
        <Button variant="secondary" onClick={onAction}>
          {t('tableClearFilters')}
        </Button>
      )}
    </div>
  );
}
