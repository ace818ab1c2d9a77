import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HOME_PATH } from '@back-office/domain/routes';
import { reloadIfNewDeploy } from '../../lib/errors/chunk-load';
import { Button } from './button';
import { ErrorScreen } from './error-screen';

// The page-level error screen, for a part of the app that did not download. Rendering again
// cannot help (the failed import is remembered), so Try Again loads the page afresh; when a new
// deploy is the cause, the page reloads by itself once.
export function ChunkLoadErrorScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    void reloadIfNewDeploy();
  }, []);
  return (
    <ErrorScreen
      title={t('pageErrorTitle')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('tryAgainPage')}</Button>
          <Button variant="secondary" onClick={() => window.location.assign(HOME_PATH)}>
            {t('goToDashboard')}
          </Button>
        </>
      }
    />
  );
}
