// Roles and what each may do. The server asserts these permissions; the web only uses them to
// hide what cannot be used (CONVENTIONS "Rules live in one place").

export const ROLES = [
  'su',
  'ADMIN',
  'EXECUTIVE',
  'ACCOUNTANT',
  'MARKETING',
  'SALES',
  'CASHIER',
  'EMPLOYEE',
] as const;
export type Role = (typeof ROLES)[number];

// su exists in stored data but behaves exactly as ADMIN everywhere (SPEC §6).
export type AppRole = Exclude<Role, 'su'>;
export const APP_ROLES: readonly AppRole[] = [
  'ADMIN',
  'EXECUTIVE',
  'ACCOUNTANT',
  'MARKETING',
  'SALES',
  'CASHIER',
  'EMPLOYEE',
];

const ROLE_ALIASES: Readonly<Record<string, AppRole>> = {
  SU: 'ADMIN',
  ADMINISTRATOR: 'ADMIN',
};

export function normalizeRole(name: string | null | undefined): AppRole | null {
  if (typeof name !== 'string') return null;
  const upper = name.trim().toUpperCase();
  if (upper === '') return null;
  const alias = ROLE_ALIASES[upper];
  if (alias) return alias;
  return (APP_ROLES as readonly string[]).includes(upper) ? (upper as AppRole) : null;
}

export const PERMISSIONS = [
  'dashboard:view',
  'employee:read',
  'employee:write',
  'business:read',
  'business:write',
  'business-profile:read',
  'business-profile:write',
  'marketplace:read',
  'marketplace:write',
  'offer:read',
  'offer:write',
  'offer:approve',
  'customer:read',
  'customer:write',
  'customer:wallet-reissue',
  'sales:read',
  'sales:write',
  'accounting:read',
  'accounting:write',
  'scan:redeem',
  'scan:read:own',
  'scan:read:all',
  'profile:write',
  'stock:read',
  'stock:write',
  'analytics:read',
  'user-analytics:read',
  'affiliate:read',
  'affiliate:write',
  'member:read',
  'academy:write',
  'subscription:write',
  'advertisement:read',
  'business-network:read',
  'service:write',
  'support:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

// Everyone signed in to a business can see the pages the route table opens to all (SPEC §2).
// scan:read:own is here because every role except ADMIN and EXECUTIVE sees the scanner history
// as its dashboard.
const EVERYONE: readonly Permission[] = [
  'dashboard:view',
  'business-profile:read',
  'customer:read',
  'scan:read:own',
  'profile:write',
  'advertisement:read',
  'support:write',
];

// Each list mirrors the pages the route table lets the role enter, so that a page the router
// opens never fails on the server with FORBIDDEN.
const ADMIN_PERMISSIONS: readonly Permission[] = [
  ...EVERYONE,
  'employee:read',
  'employee:write',
  'business:read',
  'business:write',
  'business-profile:write',
  'marketplace:read',
  'marketplace:write',
  'offer:read',
  'offer:write',
  'offer:approve',
  'customer:write',
  // A wallet key opens every coupon of the customer, whichever business issued it, so only the
  // provider's staff may hand a new one out.
  'customer:wallet-reissue',
  'sales:read',
  'sales:write',
  'accounting:read',
  'accounting:write',
  'scan:redeem',
  'scan:read:all',
  'user-analytics:read',
  'affiliate:read',
  'affiliate:write',
  'member:read',
  'academy:write',
  'subscription:write',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  su: ADMIN_PERMISSIONS,
  ADMIN: ADMIN_PERMISSIONS,
  EXECUTIVE: [
    ...EVERYONE,
    'employee:read',
    'employee:write',
    'business-profile:write',
    'marketplace:read',
    'marketplace:write',
    'offer:read',
    'offer:write',
    'customer:write',
    'sales:read',
    'sales:write',
    'accounting:read',
    'scan:redeem',
    'stock:read',
    'stock:write',
    'analytics:read',
    'business-network:read',
    'service:write',
  ],
  ACCOUNTANT: [...EVERYONE, 'accounting:read', 'accounting:write'],
  MARKETING: [...EVERYONE],
  SALES: [...EVERYONE, 'sales:read', 'sales:write', 'scan:redeem'],
  CASHIER: [...EVERYONE, 'scan:redeem'],
  EMPLOYEE: [...EVERYONE],
};

// The union of the permissions of the given role names; unknown names add nothing.
export function permissionsForRoles(roles: readonly string[]): Permission[] {
  const result = new Set<Permission>();
  for (const name of roles) {
    const role = normalizeRole(name);
    if (role) for (const permission of ROLE_PERMISSIONS[role]) result.add(permission);
  }
  return PERMISSIONS.filter((permission) => result.has(permission));
}

export const ROLE_LABELS: Record<AppRole, string> = {
  ADMIN: 'Admin',
  EXECUTIVE: 'Executive',
  ACCOUNTANT: 'Accountant',
  MARKETING: 'Marketing',
  SALES: 'Sales',
  CASHIER: 'Cashier',
  EMPLOYEE: 'Employee',
};

function capitalise(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

export function roleLabel(name: string): string {
  const role = normalizeRole(name);
  return role ? ROLE_LABELS[role] : capitalise(name);
}

// Unknown role names are badged like EMPLOYEE (SPEC §6).
export function roleBadgeStyle(name: string): AppRole {
  return normalizeRole(name) ?? 'EMPLOYEE';
}

// The first source that has any role decides, even when its role is unknown: a stale stored
// role must never outrank what the selected business says today.
export function currentRole(input: {
  businessRoles?: readonly string[];
  tokenRoles?: readonly string[];
  storedRole?: string | null;
}): AppRole | null {
  const sources = [
    input.businessRoles,
    input.tokenRoles,
    input.storedRole ? [input.storedRole] : undefined,
  ];
  for (const source of sources) {
    const first = source?.[0];
    if (first !== undefined) return normalizeRole(first);
  }
  return null;
}
