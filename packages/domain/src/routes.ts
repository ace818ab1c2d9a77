import type { Action } from './actions';

export const SIGN_IN_PATH = '/signin';
// The plain-request helper's 401 redirect uses this spelling; it redirects to SIGN_IN_PATH.
export const SIGN_IN_ALIAS_PATH = '/sign-in';
export const HOME_PATH = '/';
// The customer's wallet: a page of its own (apps/web/wallet.html), which the server serves here.
export const WALLET_PATH = '/wallet/:walletKey';

export const PUBLIC_ROUTES = [
  '/signin',
  '/sign-in',
  '/signup',
  '/reset-password',
  '/reset-password/confirm',
  '/two-step-verification',
  '/business-manager-terms',
  '/all-legals',
  WALLET_PATH,
  '/verify',
  '/verify/:hash',
] as const;

// A route without an action is open to every signed-in user, whatever their role.
export interface ProtectedRoute {
  path: string;
  action?: Action;
}

export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { path: '/' },
  { path: '/affiliate-network', action: 'affiliate:read' },
  { path: '/affiliate-commissions', action: 'affiliate:read' },
  { path: '/lifestyle-members', action: 'member:read' },
  { path: '/travel-members', action: 'member:read' },
  { path: '/academy', action: 'academy:read' },
  { path: '/businesses', action: 'business:read' },
  { path: '/businesses/stores/edit/:id', action: 'business:read' },
  { path: '/subscription-settings', action: 'subscription:write' },
  { path: '/pending-offers', action: 'offer:approve' },
  { path: '/offers-management', action: 'offer:approve' },
  { path: '/user-analytics', action: 'user-analytics:read' },
  { path: '/employees', action: 'employee:read' },
  { path: '/marketplace', action: 'marketplace:read' },
  { path: '/customers', action: 'customer:write' },
  { path: '/accounting', action: 'accounting:read' },
  { path: '/accounting/:id', action: 'accounting:read' },
  { path: '/sales', action: 'sales:read' },
  { path: '/business-analytics', action: 'analytics:read' },
  { path: '/stock-control', action: 'stock:read' },
  { path: '/business-network', action: 'business-network:read' },
  { path: '/services', action: 'service:read' },
  { path: '/scanner-history', action: 'scan:read:own' },
  { path: '/business-profile' },
  { path: '/business-customers' },
  { path: '/support' },
  { path: '/support/:id' },
  { path: '/notifications' },
  { path: '/profile' },
  { path: '/advertisement', action: 'advertisement:read' },
  { path: '/audit', action: 'audit:read' },
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

// Whether a role may enter a route is canEnterRoute in actions.ts, beside the table it reads:
// the sign-in page needs the paths above but not the table of actions.

export const MENU_REDIRECT_EXEMPT = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
] as const;
