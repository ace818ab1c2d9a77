import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { COMPONENT_ERROR_MAX, COMPONENT_ERROR_RESET_MS } from '@back-office/domain/constants';
import { Button } from './button';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

// A failed widget tries again by itself after 10 s; once it has failed 3 times it stops and asks
// for a refresh, since something beyond the widget is wrong.
export function componentMayRetry(failures: number): boolean {
  return failures < COMPONENT_ERROR_MAX;
}

function ComponentErrorFallback({ failures, reset }: { failures: number; reset: () => void }) {
  const { t } = useTranslation();
  const mayRetry = componentMayRetry(failures);

  useEffect(() => {
    if (!mayRetry) return;
    const timer = window.setTimeout(reset, COMPONENT_ERROR_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [mayRetry, reset]);

  if (!mayRetry)
    return (
      <ErrorScreen
        compact
        title={t('componentErrorRefresh')}
        actions={
          <Button
            variant="secondary"
            className="min-h-8 px-3"
            onClick={() => window.location.reload()}
          >
            {t('refreshPage')}
          </Button>
        }
      />
    );
  return (
    <ErrorScreen
      compact
      title={t('componentErrorTitle')}
      actions={
        <Button variant="secondary" className="min-h-8 px-3" onClick={reset}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
}

export function ComponentErrorBoundary({ children }: { children: ReactNode }) {
  const [failures, setFailures] = useState(0);
  return (
    <ErrorBoundary
      source="component"
      onError={() => setFailures((count) => count + 1)}
      fallback={(reset) => <ComponentErrorFallback failures={failures} reset={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
