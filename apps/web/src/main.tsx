import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { isIgnorableRejection } from '@back-office/domain/errors';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';
import { startProactiveRefresh } from './lib/session/proactive-refresh';
import { runStartUpCheck } from './lib/session/start-up-check';
import { showToast } from './lib/toast';
import './index.css';

// SPEC §8: an unhandled rejection about authorisation is the refresh flow's business; any other
// one gets the generic toast.
window.addEventListener('unhandledrejection', (event) => {
  if (!isIgnorableRejection(event.reason)) showToast('error', i18next.t('unexpectedErrorTryAgain'));
});

await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startProactiveRefresh();
void runStartUpCheck();
