import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isChunkLoadError } from '../../lib/errors/chunk-load';
import { ChunkLoadErrorScreen } from './chunk-load-error-screen';
import { ErrorBoundary } from './error-boundary';

function GenericErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] place-items-center px-4 text-center">
      <div>
        <p className="text-lg font-semibold">{t('genericErrorTitle')}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('tryAgain')}
        </button>
      </div>
    </div>
  );
}

// The last line of defence, around everything, public pages included: 'Something went wrong'
// with Try again; a page whose script did not download gets the page-level screen.
export function GenericErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      source="generic"
      fallback={(reset, error) =>
        isChunkLoadError(error) ? (
          <ChunkLoadErrorScreen />
        ) : (
          <GenericErrorFallback onRetry={reset} />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
