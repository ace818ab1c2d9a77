import { describe, expect, it } from 'vitest';
import { canEnterRoute, rolesHolding } from './actions';
import { APP_ROLES, type AppRole } from './roles';
import {
  findProtectedRoute,
  isPublicRoute,
  matchPath,
  MENU_REDIRECT_EXEMPT,
  PROTECTED_ROUTES,
  PUBLIC_ROUTES,
  stripQuery,
} from './routes';

const ALL = 'all' as const;

// The route table, one row per path, written out again so that a change to the table must be
// made twice, on purpose.
const TABLE: [string, readonly AppRole[] | typeof ALL][] = [
  ['/', ALL],
  ['/affiliate-network', ['ADMIN']],
  ['/affiliate-commissions', ['ADMIN']],
  ['/lifestyle-members', ['ADMIN']],
  ['/travel-members', ['ADMIN']],
  ['/academy', ['ADMIN']],
  ['/businesses', ['ADMIN']],
  ['/businesses/stores/edit/:id', ['ADMIN']],
  ['/subscription-settings', ['ADMIN']],
  ['/pending-offers', ['ADMIN']],
  ['/offers-management', ['ADMIN']],
  ['/user-analytics', ['ADMIN']],
  ['/employees', ['ADMIN', 'EXECUTIVE']],
  ['/marketplace', ['ADMIN', 'EXECUTIVE']],
  ['/customers', ['ADMIN', 'EXECUTIVE']],
  ['/accounting', ['ADMIN', 'ACCOUNTANT', 'EXECUTIVE']],
  ['/accounting/:id', ['ADMIN', 'ACCOUNTANT', 'EXECUTIVE']],
  ['/sales', ['ADMIN', 'EXECUTIVE', 'SALES']],
  ['/business-analytics', ['EXECUTIVE']],
  ['/stock-control', ['EXECUTIVE']],
  ['/business-network', ['EXECUTIVE']],
  ['/services', ['EXECUTIVE']],
  ['/scanner-history', ['ADMIN', 'SALES', 'CASHIER']],
  ['/business-profile', ALL],
  ['/business-customers', ALL],
  ['/support', ALL],
  // The ticket page and the notifications page: each person's own, whatever their role.
  ['/support/:id', ALL],
  ['/notifications', ALL],
  ['/profile', ALL],
  ['/advertisement', APP_ROLES],
  // The audit trail, added by decision record 014.
  ['/audit', ['ADMIN', 'EXECUTIVE']],
];

describe('PROTECTED_ROUTES', () => {
  it('holds exactly the rows of the table above', () => {
    expect(PROTECTED_ROUTES.map((route) => route.path).sort()).toEqual(
      TABLE.map(([path]) => path).sort(),
    );
  });

  it.each(TABLE)('%s: %j', (path, roles) => {
    const action = PROTECTED_ROUTES.find((entry) => entry.path === path)?.action;
    if (roles === ALL) expect(action).toBeUndefined();
    else expect([...rolesHolding(action!)].sort()).toEqual([...roles].sort());
  });
});

describe('canEnterRoute, every route against every role', () => {
  const concrete = (path: string) => path.replace(':id', 'abc123');
  const rows = TABLE.flatMap(([path, roles]) =>
    APP_ROLES.map((role) => [concrete(path), role, roles === ALL || roles.includes(role)] as const),
  );
  it.each(rows)('%s as %s → %s', (path, role, allowed) => {
    expect(canEnterRoute(path, role)).toBe(allowed);
  });

  it.each([
    ['/scanner-history?view=admin', 'CASHIER', true],
    ['/scanner-history?view=merchant', 'EXECUTIVE', false],
    ['/marketplace?isCreateOpen=true&tab=offers', 'EXECUTIVE', true],
    ['/employees/', 'ACCOUNTANT', false],
    ['/accounting/inv-1#lines', 'ACCOUNTANT', true],
  ] as const)('ignores query, hash and trailing slash: %s as %s → %s', (path, role, allowed) => {
    expect(canEnterRoute(path, role)).toBe(allowed);
  });

  it('lets a user without a known role into the routes open to all, and nowhere else', () => {
    expect(canEnterRoute('/', null)).toBe(true);
    expect(canEnterRoute('/profile', null)).toBe(true);
    expect(canEnterRoute('/advertisement', null)).toBe(false);
    expect(canEnterRoute('/scanner-history', null)).toBe(false);
  });

  it('does not judge paths outside the table (public and not-found pages)', () => {
    expect(canEnterRoute('/signin', 'EMPLOYEE')).toBe(true);
    expect(canEnterRoute('/no-such-page', null)).toBe(true);
  });
});

describe('findProtectedRoute', () => {
  it.each([
    ['/businesses/stores/edit/42', '/businesses/stores/edit/:id'],
    ['/accounting/INV-2024-001', '/accounting/:id'],
    ['/accounting', '/accounting'],
    ['/', '/'],
  ])('%s matches %s', (pathname, pattern) => {
    expect(findProtectedRoute(pathname)?.path).toBe(pattern);
  });

  it.each([
    '/accounting/1/2',
    '/businesses/stores/edit',
    '/businesses/stores/edit/',
    '/unknown',
    '/signin',
  ])('%s matches no protected route', (pathname) => {
    expect(findProtectedRoute(pathname)).toBeUndefined();
  });
});

describe('PUBLIC_ROUTES', () => {
  it.each([
    '/signin',
    '/sign-in',
    '/signup',
    '/reset-password',
    '/reset-password/confirm',
    '/two-step-verification',
    '/business-manager-terms',
    '/all-legals',
    '/wallet/demo-wallet',
    '/signin?from=%2Fsales',
  ])('%s is public', (pathname) => {
    expect(isPublicRoute(pathname)).toBe(true);
  });

  it.each(['/', '/wallet', '/wallet/', '/profile', '/sales'])('%s is not public', (pathname) => {
    expect(isPublicRoute(pathname)).toBe(false);
  });

  it('has no path that is also protected', () => {
    for (const path of PUBLIC_ROUTES) expect(findProtectedRoute(path)).toBeUndefined();
  });
});

describe('matchPath and stripQuery', () => {
  it('decodes parameters and keeps malformed escapes as typed', () => {
    expect(matchPath('/wallet/:walletKey', '/wallet/a%20b')).toEqual({ walletKey: 'a b' });
    expect(matchPath('/wallet/:walletKey', '/wallet/%E0%A4%A')).toEqual({ walletKey: '%E0%A4%A' });
  });

  it.each([
    ['/sales?x=1', '/sales'],
    ['/sales/', '/sales'],
    ['/', '/'],
    ['', '/'],
    ['?view=admin', '/'],
    ['/a#b', '/a'],
  ])('%j → %j', (input, output) => {
    expect(stripQuery(input)).toBe(output);
  });
});

describe('MENU_REDIRECT_EXEMPT', () => {
  it('lists the pages that never redirect to the first menu item', () => {
    expect(MENU_REDIRECT_EXEMPT).toEqual([
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
    ]);
  });
});
