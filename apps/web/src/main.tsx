import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n, translator } from './lib/i18n/i18n';
import { getSession, subscribeSession } from './lib/session/session-store';
import { showToast } from './lib/toast';
import './index.css';

// An unhandled rejection about authorisation is the refresh flow's business; any other one gets
// the generic toast and is reported. The rule and the reporter are fetched when a rejection
// happens, which is rare.
window.addEventListener('unhandledrejection', (event) => {
  void import('@back-office/domain/errors').then(({ isIgnorableRejection }) => {
    if (isIgnorableRejection(event.reason)) return;
    showToast('error', translator.t('unexpectedErrorTryAgain'));
    void import('./lib/errors/report-error').then(({ reportError }) =>
      reportError(event.reason, 'global'),
    );
  });
});

// The request machinery is fetched once there is a session to look after, so a visitor who has
// not signed in yet does not download it with the sign-in page.
function startSessionServicesWhenNeeded(): void {
  const start = () =>
    void import('./lib/session/session-services').then((module) => module.startSessionServices());
  if (getSession().status !== 'signed-out') {
    start();
    return;
  }
  const unsubscribe = subscribeSession(() => {
    if (getSession().status === 'signed-out') return;
    unsubscribe();
    start();
  });
}

await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startSessionServicesWhenNeeded();
