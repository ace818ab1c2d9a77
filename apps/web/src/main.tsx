import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstPage } from './app/app';
import { toastUnhandledRejections } from './lib/errors/unhandled-rejections';
import { APP_DICTIONARY } from './lib/i18n/app-dictionary';
import { initI18n } from './lib/i18n/i18n';
import { getSession, subscribeSession } from './lib/session/session-store';
import './index.css';

toastUnhandledRejections();

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

await Promise.all([initI18n(APP_DICTIONARY), preloadFirstPage(window.location.pathname)]);
// Drawn as a transition: React draws the first page a few milliseconds at a time, yielding to
// the browser between, instead of in one task a phone's processor would be busy with for long.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
startSessionServicesWhenNeeded();
