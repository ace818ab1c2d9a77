import { APP_ROLES, type AppRole } from './roles';

export const SIGN_IN_PATH = '/signin';
// The plain-request helper's 401 redirect uses this spelling; it redirects to SIGN_IN_PATH.
export const SIGN_IN_ALIAS_PATH = '/sign-in';
export const HOME_PATH = '/';

export const PUBLIC_ROUTES = [
  '/signin',
  '/sign-in',
  '/signup',
  '/reset-password',
  '/reset-password/confirm',
  '/two-step-verification',
  '/business-manager-terms',
  '/all-legals',
  '/wallet/:walletKey',
] as const;

export interface ProtectedRoute {
  path: string;
  roles: readonly AppRole[] | 'all';
}

const ADMIN_ONLY: readonly AppRole[] = ['ADMIN'];
const ADMIN_EXECUTIVE: readonly AppRole[] = ['ADMIN', 'EXECUTIVE'];
const ACCOUNTING_ROLES: readonly AppRole[] = ['ADMIN', 'ACCOUNTANT', 'EXECUTIVE'];
const SALES_ROLES: readonly AppRole[] = ['ADMIN', 'EXECUTIVE', 'SALES'];
const EXECUTIVE_ONLY: readonly AppRole[] = ['EXECUTIVE'];
const SCANNER_ROLES: readonly AppRole[] = ['ADMIN', 'SALES', 'CASHIER'];

export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { path: '/', roles: 'all' },
  { path: '/affiliate-network', roles: ADMIN_ONLY },
  { path: '/affiliate-commissions', roles: ADMIN_ONLY },
  { path: '/lifestyle-members', roles: ADMIN_ONLY },
  { path: '/travel-members', roles: ADMIN_ONLY },
  { path: '/academy', roles: ADMIN_ONLY },
  { path: '/businesses', roles: ADMIN_ONLY },
  { path: '/businesses/stores/edit/:id', roles: ADMIN_ONLY },
  { path: '/subscription-settings', roles: ADMIN_ONLY },
  { path: '/pending-offers', roles: ADMIN_ONLY },
  { path: '/offers-management', roles: ADMIN_ONLY },
  { path: '/user-analytics', roles: ADMIN_ONLY },
  { path: '/employees', roles: ADMIN_EXECUTIVE },
  { path: '/marketplace', roles: ADMIN_EXECUTIVE },
  { path: '/customers', roles: ADMIN_EXECUTIVE },
  { path: '/accounting', roles: ACCOUNTING_ROLES },
  { path: '/accounting/:id', roles: ACCOUNTING_ROLES },
  { path: '/sales', roles: SALES_ROLES },
  { path: '/business-analytics', roles: EXECUTIVE_ONLY },
  { path: '/stock-control', roles: EXECUTIVE_ONLY },
  { path: '/business-network', roles: EXECUTIVE_ONLY },
  { path: '/services', roles: EXECUTIVE_ONLY },
  { path: '/scanner-history', roles: SCANNER_ROLES },
  { path: '/business-profile', roles: 'all' },
  { path: '/business-customers', roles: 'all' },
  { path: '/support', roles: 'all' },
  { path: '/profile', roles: 'all' },
  { path: '/advertisement', roles: APP_ROLES },
];

// A menu target or a location may carry a query or hash; access depends on the path only.
export function stripQuery(location: string): string {
  const end = location.search(/[?#]/);
  const path = end === -1 ? location : location.slice(0, end);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

// A malformed escape in an address is kept as typed rather than crashing the router.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Matches a pattern whose `:name` segments stand for one non-empty segment.
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = stripQuery(pathname).split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i += 1) {
    const expected = patternParts[i] ?? '';
    const actual = pathParts[i] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params[expected.slice(1)] = safeDecode(actual);
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

export function isPublicRoute(pathname: string): boolean {
  return PUBLIC_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function findProtectedRoute(pathname: string): ProtectedRoute | undefined {
  return PROTECTED_ROUTES.find((route) => matchPath(route.path, pathname) !== null);
}

// 'all' routes need only authentication, which the caller checks; so a signed-in user whose role
// is unknown (null) may still enter them. Paths outside the table (public pages, the not-found
// page) are not a question of role.
export function canEnterRoute(pathname: string, role: AppRole | null): boolean {
  const route = findProtectedRoute(pathname);
  if (!route || route.roles === 'all') return true;
  return role !== null && route.roles.includes(role);
}

export const MENU_REDIRECT_EXEMPT = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
] as const;
