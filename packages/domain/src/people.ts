// People and organisations: the fixed lists of memberships, businesses, customers and business
// settings, and who may grant which role.
import { normalizeRole, ROLES, type Role } from './roles';

export const MEMBERSHIP_STATUSES = ['active', 'inactive'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const BUSINESS_STATUSES = ['active', 'suspended'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** A calendar day's parts in a business's date format: the web's pages and the PDFs agree. */
export function arrangeDate(
  format: DateFormat,
  { year, month, day }: { year: string; month: string; day: string },
): string {
  if (format === 'MM/DD/YYYY') return `${month}/${day}/${year}`;
  if (format === 'YYYY-MM-DD') return `${year}-${month}-${day}`;
  return `${day}/${month}/${year}`;
}

/** A calendar day (YYYY-MM-DD) in a date format; text that is not one is kept as it came. */
export function formatCalendarDay(isoDay: string, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match
    ? arrangeDate(format, { year: match[1]!, month: match[2]!, day: match[3]! })
    : isoDay;
}

// Opening hours name days by ISO weekday number: 1 is Monday, 7 is Sunday.
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

// An invitation is a password-reset link that lives long enough to be read after a weekend.
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const SERVICE_DURATION_MINUTES = { min: 5, max: 1440 } as const;
export const DEPARTMENT_MAX = 100;
export const POSTAL_CODE_MAX = 20;

// ADMIN and su see and change every business, so they exist only in the provider's business,
// and only someone who already holds such a role hands one out (su only by su).
export const PROVIDER_ROLES: readonly Role[] = ['su', 'ADMIN'];

export function grantableRoles(callerRoles: readonly string[], providerBusiness: boolean): Role[] {
  const isSu = callerRoles.some((r) => r.trim().toLowerCase() === 'su');
  const isAdmin = callerRoles.some((r) => normalizeRole(r) === 'ADMIN');
  return ROLES.filter((role) => {
    if (!PROVIDER_ROLES.includes(role)) return true;
    if (!providerBusiness) return false;
    return role === 'su' ? isSu : isAdmin;
  });
}
