import { APP_ROLES, normalizeRole, type AppRole } from './roles';
import { findProtectedRoute } from './routes';

const EVERY_ROLE = APP_ROLES;

// The one table of what each role may do (decision record 009). Every server operation names
// the action it needs, a service asserts one where the answer depends on the data, the route
// table names the action that opens each page, and the token's `permissions` are the actions
// of the member's roles. su holds what ADMIN holds. Nothing else compares role names to decide.
//
// Where a role's menu lists a page the role may not open, the route's action decides and the menu
// item stays, shown disabled: ACCOUNTANT's Employees (employee:read), MARKETING's Accounting
// (accounting:read), and the Scanner History of EXECUTIVE, ACCOUNTANT, MARKETING and EMPLOYEE
// (scan:read:own).
export const ACTIONS = {
  // The provider's staff act on every business's rows, not only the selected business's.
  'business:any': ['ADMIN'],
  'business:read': ['ADMIN'],
  'business:write': ['ADMIN'],
  'business-profile:read': EVERY_ROLE,
  'business-profile:write': ['ADMIN', 'EXECUTIVE'],
  'employee:read': ['ADMIN', 'EXECUTIVE'],
  'employee:write': ['ADMIN', 'EXECUTIVE'],
  'marketplace:read': ['ADMIN', 'EXECUTIVE'],
  'marketplace:write': ['ADMIN', 'EXECUTIVE'],
  'image:upload': ['ADMIN', 'EXECUTIVE'],
  'offer:read': ['ADMIN', 'EXECUTIVE'],
  'offer:write': ['ADMIN', 'EXECUTIVE'],
  // Approving or rejecting a pending offer is the provider's decision; a merchant may only
  // pause, resume or end its own offers.
  'offer:approve': ['ADMIN'],
  // The same customers are listed on /business-customers (every role, the own business) and
  // on /customers (where they are changed).
  'customer:read': EVERY_ROLE,
  'customer:write': ['ADMIN', 'EXECUTIVE'],
  // A wallet key opens every coupon of the customer, whichever business issued it, and the
  // customer's old link stops working: only the provider's staff may hand a new one out.
  'customer:wallet-reissue': ['ADMIN'],
  // Redeeming is open to the business's own EXECUTIVE as well as to the scanner roles
  // (ADMIN, SALES, CASHIER); the history is for the roles that may enter /scanner-history.
  'scan:redeem': ['ADMIN', 'EXECUTIVE', 'SALES', 'CASHIER'],
  'scan:read:own': ['ADMIN', 'SALES', 'CASHIER'],
  'scan:read:all': ['ADMIN'],
  'sales:read': ['ADMIN', 'EXECUTIVE', 'SALES'],
  // Recording a counter sale and refunding one: the roles of /sales.
  'sales:write': ['ADMIN', 'EXECUTIVE', 'SALES'],
  'accounting:read': ['ADMIN', 'EXECUTIVE', 'ACCOUNTANT'],
  // Drafting, posting, crediting, sending invoices and recording their payments.
  'invoice:write': ['ADMIN', 'EXECUTIVE', 'ACCOUNTANT'],
  'stock:read': ['EXECUTIVE'],
  'analytics:read': ['EXECUTIVE'],
  // The platform's figures on the admin dashboard.
  'analytics:platform': ['ADMIN'],
  'business-network:read': ['EXECUTIVE'],
  'service:read': ['EXECUTIVE'],
  'service:write': ['EXECUTIVE'],
  'user-analytics:read': ['ADMIN'],
  // The audit trail: the provider's staff see every business's, an EXECUTIVE their own's.
  'audit:read': ['ADMIN', 'EXECUTIVE'],
  'affiliate:read': ['ADMIN'],
  // Inviting, approving, suspending and editing affiliates.
  'affiliate:write': ['ADMIN'],
  // Commission rules, approving or rejecting commissions, and payouts: money leaves the provider.
  'commission:write': ['ADMIN'],
  // Opening a ticket for the selected business and following it up: everyone who works there.
  'support:write': EVERY_ROLE,
  // Reading every ticket of the selected business, billing ones included: those who run it. The
  // other roles read the tickets they opened themselves.
  'support:read:business': ['ADMIN', 'EXECUTIVE'],
  // Every business's tickets, assigning, internal notes, status, priority and merging: the
  // provider's staff.
  'support:manage': ['ADMIN'],
  'member:read': ['ADMIN'],
  // Programme tiers, enrolling, renewing and cancelling members, members-only offers.
  'member:write': ['ADMIN'],
  'academy:read': ['ADMIN'],
  // Writing, publishing and retiring courses and lessons, and assigning them to roles. Taking
  // one's own courses needs no action: /profile is open to every signed-in person.
  'academy:write': ['ADMIN'],
  // Plans and every business's subscription: the provider's. A business's staff read their own
  // subscription with business-profile:read.
  'subscription:write': ['ADMIN'],
  'advertisement:read': EVERY_ROLE,
  // Creating, changing, pausing, resuming and ending the selected business's campaigns; the other
  // roles see them read-only.
  'advertisement:write': ['ADMIN', 'EXECUTIVE', 'MARKETING'],
  // Approving or rejecting every business's campaigns: the provider's decision, as for offers.
  'advertisement:review': ['ADMIN'],
  // My Profile is in these roles' user menu only; /profile itself is open to everyone.
  'user-menu:profile': ['ADMIN', 'EXECUTIVE'],
} as const satisfies Record<string, readonly AppRole[]>;

export type Action = keyof typeof ACTIONS;
export const ACTION_NAMES = Object.keys(ACTIONS) as Action[];

export function rolesHolding(action: Action): readonly AppRole[] {
  return ACTIONS[action];
}

export function roleCan(role: AppRole | null, action: Action): boolean {
  return role !== null && (ACTIONS[action] as readonly AppRole[]).includes(role);
}

// True when any of the role names holds the action; unknown names hold nothing, su is ADMIN.
// Decided from role names, never from a token's permission list, so a token minted before the
// table changed grants no more than its roles hold now.
export function rolesCan(roles: readonly string[], action: Action): boolean {
  return roles.some((name) => roleCan(normalizeRole(name), action));
}

// The actions the role names hold together, in the table's order: a token's `permissions`.
export function actionsOf(roles: readonly string[]): Action[] {
  return ACTION_NAMES.filter((action) => rolesCan(roles, action));
}

// Routes without an action need only authentication, which the caller checks; so a signed-in
// user whose role is unknown (null) may still enter them. Paths outside the route table (public
// pages, the not-found page) are not a question of role.
export function canEnterRoute(pathname: string, role: AppRole | null): boolean {
  const action = findProtectedRoute(pathname)?.action;
  return action === undefined || roleCan(role, action);
}
