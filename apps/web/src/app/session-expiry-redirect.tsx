import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_EXPIRED_REDIRECT_MS } from '@back-office/domain/constants';
import { isPublicRoute, SIGN_IN_PATH } from '@back-office/domain/routes';
import { translator } from '../lib/i18n/i18n';
import { clearSession } from '../lib/session/session-store';
import { useSession } from '../lib/session/use-session';
import { showToast } from '../lib/toast';
import type { PreviousLocationState } from './previous-location';

// When the refresh is refused, 'Session expired. Please login again.' and, 1.5 s later, the
// sign-in page. A visitor on a public page is not interrupted; the session just ends.
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const { expired } = useSession();
  useEffect(() => {
    if (!expired) return;
    const { pathname, search } = window.location;
    if (isPublicRoute(pathname)) {
      clearSession();
      return;
    }
    showToast('error', translator.t('sessionExpired'));
    const timer = window.setTimeout(() => {
      clearSession();
      const state: PreviousLocationState = { from: `${pathname}${search}` };
      navigate(SIGN_IN_PATH, { replace: true, state });
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [expired, navigate]);
  return null;
}
