import { translator } from '../i18n/i18n';
import { showToast } from '../toast';

// An unhandled rejection about authorisation is the refresh flow's business; any other one gets
// the generic toast and is reported. The rule and the reporter are fetched when a rejection
// happens, which is rare.
export function toastUnhandledRejections(): void {
  window.addEventListener('unhandledrejection', (event) => {
    void import('@back-office/domain/errors').then(({ isIgnorableRejection }) => {
      if (isIgnorableRejection(event.reason)) return;
      showToast('error', translator.t('unexpectedErrorTryAgain'));
      void import('./report-error').then(({ reportError }) => reportError(event.reason, 'global'));
    });
  });
}
