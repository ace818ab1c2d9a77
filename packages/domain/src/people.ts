// People and organisations: the fixed lists of memberships, businesses, customers and business
// settings, who may grant which role, and the result codes of their operations.
import type { MessageKey } from './messages';
import { normalizeRole, ROLES, type Role } from './roles';

export const MEMBERSHIP_STATUSES = ['active', 'inactive'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const BUSINESS_STATUSES = ['active', 'suspended'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const SUBSCRIPTION_PLANS = ['basic', 'standard', 'premium'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
// A new business starts on the basic plan with a month's trial.
export const NEW_BUSINESS_SUBSCRIPTION = {
  plan: 'basic',
  status: 'trialing',
  trialDays: 30,
} as const;

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

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

// messageCode of the people operations' results.
export const PEOPLE_CODES = {
  MEMBER_ADDED: 'MEMBER_ADDED',
  INVITATION_SENT: 'INVITATION_SENT',
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  MEMBER_SAVED: 'MEMBER_SAVED',
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  LAST_EXECUTIVE: 'LAST_EXECUTIVE',
  BUSINESS_CREATED: 'BUSINESS_CREATED',
  BUSINESS_SAVED: 'BUSINESS_SAVED',
  BUSINESS_NOT_FOUND: 'BUSINESS_NOT_FOUND',
  PROVIDER_NOT_SUSPENDABLE: 'PROVIDER_NOT_SUSPENDABLE',
  STORE_SAVED: 'STORE_SAVED',
  STORE_DELETED: 'STORE_DELETED',
  STORE_NOT_FOUND: 'STORE_NOT_FOUND',
  SETTINGS_SAVED: 'SETTINGS_SAVED',
  PROFILE_SAVED: 'PROFILE_SAVED',
  PASSWORD_CHANGED: 'PASSWORD_CHANGED',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  SIGNED_OUT_OTHER_DEVICES: 'SIGNED_OUT_OTHER_DEVICES',
  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND',
  WALLET_KEY_REISSUED: 'WALLET_KEY_REISSUED',
  SERVICE_SAVED: 'SERVICE_SAVED',
  SERVICE_DELETED: 'SERVICE_DELETED',
  SERVICE_NOT_FOUND: 'SERVICE_NOT_FOUND',
} as const;
export type PeopleCode = (typeof PEOPLE_CODES)[keyof typeof PEOPLE_CODES];

// The sentence a page shows for each outcome.
export const PEOPLE_CODE_TEXT: Record<PeopleCode, MessageKey> = {
  MEMBER_ADDED: 'memberAdded',
  INVITATION_SENT: 'invitationSent',
  ALREADY_MEMBER: 'alreadyMember',
  MEMBER_SAVED: 'changesSaved',
  MEMBER_NOT_FOUND: 'memberNotFound',
  LAST_EXECUTIVE: 'lastExecutive',
  BUSINESS_CREATED: 'businessCreated',
  BUSINESS_SAVED: 'changesSaved',
  BUSINESS_NOT_FOUND: 'businessNotFound',
  PROVIDER_NOT_SUSPENDABLE: 'providerNotSuspendable',
  STORE_SAVED: 'changesSaved',
  STORE_DELETED: 'storeDeleted',
  STORE_NOT_FOUND: 'storeNotFound',
  SETTINGS_SAVED: 'changesSaved',
  PROFILE_SAVED: 'changesSaved',
  PASSWORD_CHANGED: 'passwordChanged',
  WRONG_PASSWORD: 'wrongCurrentPassword',
  SIGNED_OUT_OTHER_DEVICES: 'signedOutOtherDevices',
  CUSTOMER_NOT_FOUND: 'customerNotFound',
  WALLET_KEY_REISSUED: 'walletKeyReissued',
  SERVICE_SAVED: 'changesSaved',
  SERVICE_DELETED: 'serviceDeleted',
  SERVICE_NOT_FOUND: 'serviceNotFound',
};

// The sentence for a result's messageCode; a code this client does not know (a newer server's)
// is an unexpected one.
export function peopleCodeText(code: string): MessageKey {
  return Object.hasOwn(PEOPLE_CODE_TEXT, code)
    ? PEOPLE_CODE_TEXT[code as PeopleCode]
    : 'unexpectedError';
}
