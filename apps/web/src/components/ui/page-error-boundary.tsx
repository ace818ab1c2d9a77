import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HOME_PATH } from '@back-office/domain/routes';
import { isChunkLoadError } from '../../lib/errors/chunk-load';
import { Button } from './button';
import { ChunkLoadErrorScreen } from './chunk-load-error-screen';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

// The page-level error screen. Go to Dashboard loads / afresh, so nothing of the broken page's
// state survives.
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      source="page"
      fallback={(reset, error) =>
        isChunkLoadError(error) ? (
          <ChunkLoadErrorScreen />
        ) : (
          <ErrorScreen
            title={t('pageErrorTitle')}
            actions={
              <>
                <Button onClick={reset}>{t('tryAgainPage')}</Button>
                <Button variant="secondary" onClick={() => window.location.assign(HOME_PATH)}>
                  {t('goToDashboard')}
                </Button>
              </>
            }
          />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
