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

// What / shows each role (issue 38): a home that reads only what the role's actions allow, so no
// role meets FORBIDDEN on its own first screen. SALES and CASHIER share the counter's home.
export type HomeKind =
  'admin' | 'business-analytics' | 'accountant' | 'marketing' | 'counter' | 'employee';

const HOMES: Record<AppRole, HomeKind> = {
  ADMIN: 'admin',
  EXECUTIVE: 'business-analytics',
  ACCOUNTANT: 'accountant',
  MARKETING: 'marketing',
  SALES: 'counter',
  CASHIER: 'counter',
  EMPLOYEE: 'employee',
};

// A role the product does not know gets the employee's home, whose parts each ask for their action.
export function dashboardKind(role: AppRole | null): HomeKind {
  return role ? HOMES[role] : 'employee';
}
