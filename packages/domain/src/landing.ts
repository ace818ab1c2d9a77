import type { AppRole } from './roles';
import { isPublicRoute } from './routes';

const LANDING: Partial<Record<AppRole, string>> = {
  ACCOUNTANT: '/accounting',
  SALES: '/sales',
  CASHIER: '/scanner-history?view=merchant',
};

export function landingPage(role: AppRole | null): string {
  return (role && LANDING[role]) ?? '/';
}

// Where to go after login: the location the user was sent away from, unless that was a public
// page (going back to /signin would loop), else the role's landing page.
export function postLoginRedirect(role: AppRole | null, previous?: string | null): string {
  if (
    previous &&
    previous.startsWith('/') &&
    !previous.startsWith('//') &&
    !isPublicRoute(previous)
  ) {
    return previous;
  }
  return landingPage(role);
}

export function dashboardKind(
  role: AppRole | null,
): 'admin' | 'business-analytics' | 'scanner-history' {
  if (role === 'ADMIN') return 'admin';
  if (role === 'EXECUTIVE') return 'business-analytics';
  return 'scanner-history';
}
