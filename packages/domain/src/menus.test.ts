import { describe, expect, it } from 'vitest';
import { canEnterRoute } from './actions';
import {
  CREATE_MENU,
  createMenuFor,
  firstEnabledMenuPath,
  isInMenu,
  menuFor,
  sidebarMenuFor,
  menuItemEnabled,
  menuItemTooltip,
  MENUS,
  shouldRedirectToFirstMenuItem,
  type MenuItem,
} from './menus';
import { APP_ROLES, type AppRole } from './roles';

const COMING_SOON_TOOLTIP = 'comingSoon';
const NOT_AVAILABLE_FOR_ROLE = 'notAvailableForRole';

const labels = (items: readonly MenuItem[]) => items.map((entry) => entry.label);

// The menu of each role, in order.
const EXPECTED: [AppRole, string[]][] = [
  [
    'ADMIN',
    [
      'Dashboard',
      'File Manager',
      'Project Management',
      'Employees',
      'Affiliate Network',
      'Affiliate Commissions',
      'Lifestyle Members',
      'Travel Members',
      'Academy',
      'Businesses',
      'Marketplace',
      'Offers Management',
      'User Analytics',
      'Advertisement',
      'Sales',
      'Accounting',
      'Communication',
      'Scanner History',
      'Business Profile',
      'Support',
    ],
  ],
  [
    'EXECUTIVE',
    [
      'Scanner History',
      'Employees',
      'Sales',
      'Stock Control',
      'Business Network',
      'Services',
      'Advertisement',
      'Sponsorships',
      'Marketing',
      'Business Profile',
      'Support',
    ],
  ],
  ['ACCOUNTANT', ['Scanner History', 'Employees']],
  ['MARKETING', ['Accounting', 'Scanner History']],
  ['SALES', ['Dashboard', 'Scanner History']],
  ['CASHIER', ['Scanner History']],
  ['EMPLOYEE', ['Scanner History']],
];

describe('MENUS', () => {
  it.each(EXPECTED)('%s shows %j', (role, expected) => {
    expect(labels(MENUS[role])).toEqual(expected);
  });

  it('gives ADMIN Scanner History with All Scans and My Store', () => {
    const scanner = MENUS.ADMIN.find((entry) => entry.label === 'Scanner History');
    expect(scanner?.children?.map((child) => [child.label, child.path])).toEqual([
      ['All Scans', '/scanner-history?view=admin'],
      ['My Store', '/scanner-history?view=merchant'],
    ]);
  });

  it("points EXECUTIVE's Scanner History at the merchant view", () => {
    expect(MENUS.EXECUTIVE[0]?.path).toBe('/scanner-history?view=merchant');
  });

  it.each([
    ['ADMIN', 'File Manager', '/file-manager'],
    ['ADMIN', 'Project Management', '/project-management'],
    ['ADMIN', 'Communication', '/communication'],
    ['EXECUTIVE', 'Sponsorships', '/sponsorships'],
    ['EXECUTIVE', 'Marketing', '/marketing'],
  ] as const)('%s: %s is disabled with path %s', (role, label, path) => {
    const found = MENUS[role].find((entry) => entry.label === label);
    expect(found).toMatchObject({ disabled: true, path });
  });

  it('disables nothing else', () => {
    const disabled = APP_ROLES.flatMap((role) =>
      MENUS[role].filter((entry) => entry.disabled).map((entry) => entry.label),
    );
    expect(disabled.sort()).toEqual([
      'Communication',
      'File Manager',
      'Marketing',
      'Project Management',
      'Sponsorships',
    ]);
  });

  it('uses unique keys within a menu', () => {
    for (const role of APP_ROLES) {
      const keys = MENUS[role].flatMap((entry) => [
        entry.key,
        ...(entry.children ?? []).map((child) => child.key),
      ]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('menuFor', () => {
  it('returns the role menu, and nothing without a role', () => {
    expect(menuFor('CASHIER')).toBe(MENUS.CASHIER);
    expect(menuFor(null)).toEqual([]);
  });
});

describe('sidebarMenuFor (a home first where no SPEC item can be used)', () => {
  const paths = (role: Parameters<typeof sidebarMenuFor>[0]) =>
    sidebarMenuFor(role).map((entry) => [entry.key, entry.path, menuItemEnabled(entry, role)]);

  it('starts with the home and the landing page for ACCOUNTANT, then its SPEC items', () => {
    expect(paths('ACCOUNTANT')).toEqual([
      ['home', '/', true],
      ['accounting', '/accounting', true],
      ['scanner-history', '/scanner-history', false],
      ['employees', '/employees', false],
    ]);
  });

  it.each(['MARKETING', 'EMPLOYEE'] as const)('starts with the home for %s', (role) => {
    expect(sidebarMenuFor(role)).toEqual([
      { key: 'home', label: 'Home', path: '/' },
      ...MENUS[role],
    ]);
  });

  it.each(['ADMIN', 'EXECUTIVE', 'SALES', 'CASHIER'] as const)(
    'is SPEC’s menu for %s, which has a usable item',
    (role) => {
      expect(sidebarMenuFor(role)).toBe(MENUS[role]);
    },
  );

  it('gives every role at least one usable item', () => {
    for (const role of APP_ROLES)
      expect(sidebarMenuFor(role).some((entry) => menuItemEnabled(entry, role))).toBe(true);
  });
});

describe('menuItemEnabled (disabled where the route table forbids the page)', () => {
  // Every item of every menu: enabled exactly when not disabled and the route table lets the role in.
  const rows = APP_ROLES.flatMap((role) =>
    MENUS[role]
      .flatMap((entry) => [entry, ...(entry.children ?? [])])
      .map((entry) => [role, entry.label, entry] as const),
  );
  it.each(rows)('%s: %s', (role, _label, entry) => {
    expect(menuItemEnabled(entry, role)).toBe(!entry.disabled && canEnterRoute(entry.path, role));
  });

  it.each([
    ['ACCOUNTANT', 'Employees', false, NOT_AVAILABLE_FOR_ROLE],
    ['ACCOUNTANT', 'Scanner History', false, NOT_AVAILABLE_FOR_ROLE],
    ['MARKETING', 'Accounting', false, NOT_AVAILABLE_FOR_ROLE],
    ['EXECUTIVE', 'Scanner History', false, NOT_AVAILABLE_FOR_ROLE],
    ['EXECUTIVE', 'Sponsorships', false, COMING_SOON_TOOLTIP],
    ['EXECUTIVE', 'Stock Control', true, null],
    ['ADMIN', 'File Manager', false, COMING_SOON_TOOLTIP],
    ['ADMIN', 'Scanner History', true, null],
    ['SALES', 'Scanner History', true, null],
    ['CASHIER', 'Scanner History', true, null],
    ['EMPLOYEE', 'Scanner History', false, NOT_AVAILABLE_FOR_ROLE],
  ] as const)('%s: %s enabled=%s tooltip=%j', (role, label, enabled, tooltip) => {
    const found = MENUS[role].find((entry) => entry.label === label);
    expect(found).toBeDefined();
    if (!found) return;
    expect(menuItemEnabled(found, role)).toBe(enabled);
    expect(menuItemTooltip(found, role)).toBe(tooltip);
  });
});

describe('firstEnabledMenuPath', () => {
  it.each([
    ['ADMIN', '/'],
    ['EXECUTIVE', '/employees'],
    ['ACCOUNTANT', null],
    ['MARKETING', null],
    ['SALES', '/'],
    ['CASHIER', '/scanner-history'],
    ['EMPLOYEE', null],
    [null, null],
  ] as const)('%s → %j', (role, path) => {
    expect(firstEnabledMenuPath(role)).toBe(path);
  });
});

describe('isInMenu', () => {
  it.each([
    ['/scanner-history?view=admin', 'ADMIN', true],
    ['/scanner-history', 'EXECUTIVE', true],
    ['/employees', 'ACCOUNTANT', true],
    ['/accounting', 'ACCOUNTANT', false],
    ['/sales', 'SALES', false],
  ] as const)('%s for %s → %s', (path, role, expected) => {
    expect(isInMenu(path, role)).toBe(expected);
  });
});

describe('shouldRedirectToFirstMenuItem (only from pages the route table forbids)', () => {
  it.each([
    // Pages the route table opens stay open even when not in the menu.
    ['/accounting', 'ACCOUNTANT', null],
    ['/accounting/inv-1', 'ACCOUNTANT', null],
    ['/sales', 'SALES', null],
    ['/scanner-history?view=merchant', 'CASHIER', null],
    ['/business-analytics', 'EXECUTIVE', null],
    ['/pending-offers', 'ADMIN', null],
    ['/profile', 'EMPLOYEE', null],
    ['/business-customers', 'CASHIER', null],
    // Forbidden and not in the menu: to the first usable item.
    ['/businesses', 'EXECUTIVE', '/employees'],
    ['/business-analytics', 'ADMIN', '/'],
    ['/employees', 'CASHIER', '/scanner-history'],
    ['/stock-control', 'SALES', '/'],
    // In the menu (though forbidden): the router's own rule applies, not this one.
    ['/employees', 'ACCOUNTANT', null],
    ['/accounting', 'MARKETING', null],
    // No usable menu item.
    ['/sales', 'EMPLOYEE', null],
    ['/sales', 'MARKETING', null],
    ['/sales', null, null],
    // Exempt paths.
    ['/', 'CASHIER', null],
    ['/login', 'CASHIER', null],
    ['/register', 'CASHIER', null],
    ['/forgot-password', 'CASHIER', null],
    ['/reset-password', 'CASHIER', null],
    // Unknown paths belong to the not-found page.
    ['/no-such-page', 'CASHIER', null],
  ] as const)('%s as %s → %j', (path, role, expected) => {
    expect(shouldRedirectToFirstMenuItem(path, role)).toBe(expected);
  });
});

describe('CREATE_MENU', () => {
  it('has Product, Offer, Employee, Business and Invoice, with their groups and flags', () => {
    expect(
      CREATE_MENU.map((entry) => [entry.label, entry.group, entry.path, entry.shortcutKey]),
    ).toEqual([
      ['Product', 'Marketplace', '/marketplace?isCreateOpen=true', 'P'],
      ['Offer', 'Marketplace', '/marketplace?isCreateOpen=true&tab=offers', 'O'],
      ['Employee', 'Team Management', '/employees?isCreateOpen=true', 'E'],
      ['Business', 'Business Setup', '/businesses?isCreateOpen=true', 'B'],
      ['Invoice', 'Accounting', '/accounting?isCreateOpen=true', 'L'],
    ]);
  });

  it.each([
    ['ADMIN', ['product', 'offer', 'employee', 'business', 'invoice']],
    ['EXECUTIVE', ['product', 'offer', 'employee', 'invoice']],
    ['ACCOUNTANT', ['invoice']],
    ['CASHIER', []],
    [null, []],
  ] as const)('%s may use %j', (role, keys) => {
    expect(createMenuFor(role).map((entry) => entry.key)).toEqual(keys);
  });
});
