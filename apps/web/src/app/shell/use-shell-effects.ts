import { useEffect } from 'react';
import { DASHBOARD_PRELOAD_MS } from '@back-office/domain/constants';
import { NETWORK_ERROR_EVENT } from '../../lib/graphql/errors';
import { getSession } from '../../lib/session/session-store';

// The dashboard's code is fetched 2 s after the signed-in area opens, so that / shows at once
// later without slowing the landing page down now.
export function useDashboardPreload(): void {
  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        void import('../home-page').then(({ preloadHomePage }) =>
          preloadHomePage(getSession().role),
        ),
      DASHBOARD_PRELOAD_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);
}

// Network failures are logged with the other errors (and sent, when an endpoint is
// configured, once the connection is back).
export function useNetworkErrorReports(): void {
  useEffect(() => {
    const onNetworkError = (event: Event) => {
      const text = event instanceof CustomEvent ? String(event.detail) : event.type;
      void import('../../lib/errors/report-error').then(({ reportError }) =>
        reportError(text, 'network'),
      );
    };
    window.addEventListener(NETWORK_ERROR_EVENT, onNetworkError);
    return () => window.removeEventListener(NETWORK_ERROR_EVENT, onNetworkError);
  }, []);
}
