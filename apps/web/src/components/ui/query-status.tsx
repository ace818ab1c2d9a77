import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from './button';
import { ErrorScreen } from './error-screen';
import { Spinner } from './spinner';

// What a page section shows until its data is there: a spinner, or the section-level
// 'Unable to load this section' with Retry when the query failed (its toast has been shown).
export function QueryStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <ErrorScreen
        title={t('sectionErrorTitle')}
        actions={<Button onClick={onRetry}>{t('retry')}</Button>}
      />
    );
  return (
    <div role="status" className="grid place-items-center py-16 text-brand-600">
      <Spinner className="size-6" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
