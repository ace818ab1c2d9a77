// The roles of a business membership; what each may do is the table in actions.ts.

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

// su exists in stored data but behaves exactly as ADMIN everywhere.
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

// Unknown role names are badged like EMPLOYEE.
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
