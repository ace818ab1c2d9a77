import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Button } from './button';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

// 'Unable to load this section' with Retry; moving to another page clears it.
export function SectionErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      source="section"
      resetKey={pathname}
      fallback={(reset) => (
        <ErrorScreen
          title={t('sectionErrorTitle')}
          actions={<Button onClick={reset}>{t('retry')}</Button>}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
