import { canEnterRoute, roleCan, type Action } from './actions';
import { landingPage } from './landing';
import type { AppRole } from './roles';
import { MENU_REDIRECT_EXEMPT, stripQuery } from './routes';

export interface MenuItem {
  key: string;
  label: string;
  path: string;
  disabled?: boolean;
  children?: MenuItem[];
}

// Building blocks, so that one page has one key, label and path in every role's menu.
const item = (key: string, label: string, path: string): MenuItem => ({ key, label, path });
const soon = (key: string, label: string, path: string): MenuItem => ({
  key,
  label,
  path,
  disabled: true,
});

const dashboard = item('dashboard', 'Dashboard', '/');
const employees = item('employees', 'Employees', '/employees');
const advertisement = item('advertisement', 'Advertisement', '/advertisement');
const sales = item('sales', 'Sales', '/sales');
const accounting = item('accounting', 'Accounting', '/accounting');
const scannerHistory = item('scanner-history', 'Scanner History', '/scanner-history');
const businessProfile = item('business-profile', 'Business Profile', '/business-profile');
const support = item('support', 'Support', '/support');

export const MENUS: Record<AppRole, readonly MenuItem[]> = {
  ADMIN: [
    dashboard,
    soon('file-manager', 'File Manager', '/file-manager'),
    soon('project-management', 'Project Management', '/project-management'),
    employees,
    item('affiliate-network', 'Affiliate Network', '/affiliate-network'),
    item('affiliate-commissions', 'Affiliate Commissions', '/affiliate-commissions'),
    item('lifestyle-members', 'Lifestyle Members', '/lifestyle-members'),
    item('travel-members', 'Travel Members', '/travel-members'),
    item('academy', 'Academy', '/academy'),
    item('businesses', 'Businesses', '/businesses'),
    item('marketplace', 'Marketplace', '/marketplace'),
    item('offers-management', 'Offers Management', '/offers-management'),
    item('user-analytics', 'User Analytics', '/user-analytics'),
    advertisement,
    sales,
    accounting,
    soon('communication', 'Communication', '/communication'),
    {
      ...scannerHistory,
      children: [
        item('scanner-history-all', 'All Scans', '/scanner-history?view=admin'),
        item('scanner-history-merchant', 'My Store', '/scanner-history?view=merchant'),
      ],
    },
    businessProfile,
    support,
  ],
  EXECUTIVE: [
    { ...scannerHistory, path: '/scanner-history?view=merchant' },
    employees,
    sales,
    item('stock-control', 'Stock Control', '/stock-control'),
    item('business-network', 'Business Network', '/business-network'),
    item('services', 'Services', '/services'),
    advertisement,
    soon('sponsorships', 'Sponsorships', '/sponsorships'),
    soon('marketing', 'Marketing', '/marketing'),
    businessProfile,
    support,
  ],
  ACCOUNTANT: [scannerHistory, employees],
  MARKETING: [accounting, scannerHistory],
  SALES: [dashboard, scannerHistory],
  CASHIER: [scannerHistory],
  EMPLOYEE: [scannerHistory],
};

export function menuFor(role: AppRole | null): readonly MenuItem[] {
  return role ? MENUS[role] : [];
}

// Menus keep every item of the role, but an item whose page the route table forbids is shown
// disabled ('Not available for your role') so that no click bounces back to /.
export function menuItemEnabled(item: MenuItem, role: AppRole | null): boolean {
  return !item.disabled && canEnterRoute(item.path, role);
}

// Why an item cannot be used, for its tooltip; null when it can.
export function menuItemTooltip(
  item: MenuItem,
  role: AppRole | null,
): 'comingSoon' | 'notAvailableForRole' | null {
  if (item.disabled) return 'comingSoon';
  return canEnterRoute(item.path, role) ? null : 'notAvailableForRole';
}

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

export function isInMenu(pathname: string, role: AppRole | null): boolean {
  const path = stripQuery(pathname);
  return flatten(menuFor(role)).some((entry) => stripQuery(entry.path) === path);
}

export function firstEnabledMenuPath(role: AppRole | null): string | null {
  return flatten(menuFor(role)).find((entry) => menuItemEnabled(entry, role))?.path ?? null;
}

// The redirect to the first menu item from a page outside the menu, only when the route table
// forbids the page as well; null means stay. With no usable menu item the router's own rule
// (to /) applies.
export function shouldRedirectToFirstMenuItem(
  pathname: string,
  role: AppRole | null,
): string | null {
  const path = stripQuery(pathname);
  if ((MENU_REDIRECT_EXEMPT as readonly string[]).includes(path)) return null;
  if (isInMenu(path, role) || canEnterRoute(path, role)) return null;
  const target = firstEnabledMenuPath(role);
  return target !== null && stripQuery(target) !== path ? target : null;
}

// Beyond SPEC's menus (issue 38): a role none of whose items it may use (ACCOUNTANT, MARKETING,
// EMPLOYEE) would have no way to its own work, so its sidebar starts with its home and, when
// that is another page, its landing page. SPEC's items follow unchanged.
export const HOME_MENU_ITEM = item('home', 'Home', '/');
const LANDING_MENU_ITEMS: readonly MenuItem[] = [accounting, sales, scannerHistory];

export function sidebarMenuFor(role: AppRole | null): readonly MenuItem[] {
  const menu = menuFor(role);
  if (role === null || firstEnabledMenuPath(role) !== null) return menu;
  const landing = landingPage(role);
  const landingItem = LANDING_MENU_ITEMS.find(
    (entry) => landing !== '/' && stripQuery(entry.path) === stripQuery(landing),
  );
  const extra = landingItem
    ? [HOME_MENU_ITEM, { ...landingItem, path: landing }]
    : [HOME_MENU_ITEM];
  return [...extra, ...menu.filter((entry) => !extra.some((added) => added.key === entry.key))];
}

// The header's create dropdown. Its query flag opens the page's create dialog.
export interface CreateMenuEntry {
  key: 'product' | 'offer' | 'employee' | 'business' | 'invoice';
  label: string;
  group: 'Marketplace' | 'Team Management' | 'Business Setup' | 'Accounting';
  path: string;
  shortcutKey: 'P' | 'O' | 'E' | 'B' | 'L';
  action: Action;
}
export const CREATE_MENU: readonly CreateMenuEntry[] = [
  {
    key: 'product',
    label: 'Product',
    group: 'Marketplace',
    path: '/marketplace?isCreateOpen=true',
    shortcutKey: 'P',
    action: 'marketplace:write',
  },
  {
    key: 'offer',
    label: 'Offer',
    group: 'Marketplace',
    path: '/marketplace?isCreateOpen=true&tab=offers',
    shortcutKey: 'O',
    action: 'offer:write',
  },
  {
    key: 'employee',
    label: 'Employee',
    group: 'Team Management',
    path: '/employees?isCreateOpen=true',
    shortcutKey: 'E',
    action: 'employee:write',
  },
  {
    key: 'business',
    label: 'Business',
    group: 'Business Setup',
    path: '/businesses?isCreateOpen=true',
    shortcutKey: 'B',
    action: 'business:write',
  },
  // Beyond Product, Offer, Employee and Business: a draft invoice. L for ledger: the browsers keep
  // Ctrl+Shift+I and N for themselves.
  {
    key: 'invoice',
    label: 'Invoice',
    group: 'Accounting',
    path: '/accounting?isCreateOpen=true',
    shortcutKey: 'L',
    action: 'invoice:write',
  },
];

// Only the entries the role may create; each one's page admits whoever holds its action.
export function createMenuFor(role: AppRole | null): readonly CreateMenuEntry[] {
  return CREATE_MENU.filter((entry) => roleCan(role, entry.action));
}
