import { stripTags } from '@back-office/domain/inputs';
import { ROLES } from '@back-office/domain/roles';
import { addTeamMemberSchema, membershipInputSchema } from '@back-office/domain/schemas/people';
import { formSchema } from '../../lib/forms';
import type { Member } from './api/member-fields';

// The fields carry the API input's names, so the shared schema's and the server's messages land
// on them. Dates are the date inputs' YYYY-MM-DD, '' when empty.
export interface MembershipFieldValues {
  // In the order granted: the first is the role the member works under.
  roles: string[];
  department: string;
  position: string;
  startingDate: string;
  endDate: string;
}

export interface AddMemberForm extends MembershipFieldValues {
  // ADMIN only: the business the person joins ('' is the caller's own).
  merchantId: string;
  email: string;
  firstName: string;
  lastName: string;
  // International format from the phone input, '' when empty.
  phone: string;
}

export interface MembershipForm extends MembershipFieldValues {
  status: string;
}

export const ADD_MEMBER_FIELDS = [
  'merchantId',
  'email',
  'firstName',
  'lastName',
  'phone',
  'roles',
  'department',
  'position',
  'startingDate',
  'endDate',
] as const satisfies readonly (keyof AddMemberForm)[];

export const MEMBERSHIP_FIELDS = [
  'roles',
  'department',
  'position',
  'status',
  'startingDate',
  'endDate',
] as const satisfies readonly (keyof MembershipForm)[];

// The local calendar day, as a date input holds it.
export function localIsoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// A new employee starts today unless told otherwise; no role is chosen for them.
export function newMemberForm(merchantId: string, today: string): AddMemberForm {
  return {
    merchantId,
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    roles: [],
    department: '',
    position: '',
    startingDate: today,
    endDate: '',
  };
}

export function membershipForm(member: Member): MembershipForm {
  return {
    roles: [...member.roles],
    department: member.department ?? '',
    position: member.position ?? '',
    status: member.status,
    startingDate: member.startingDate ?? '',
    endDate: member.endDate ?? '',
  };
}

// Typed text has its markup stripped, and is not escaped (decision 004).
const text = (value: string) => stripTags(value).trim();

function membershipInput(form: MembershipFieldValues) {
  return {
    roles: form.roles,
    department: text(form.department) || null,
    position: text(form.position) || null,
    startingDate: form.startingDate || null,
    endDate: form.endDate || null,
  };
}

export function toAddMemberInput(form: AddMemberForm) {
  return {
    merchantId: form.merchantId || null,
    email: form.email,
    firstName: text(form.firstName),
    lastName: text(form.lastName),
    phone: form.phone || null,
    ...membershipInput(form),
  };
}

export function toMembershipInput(form: MembershipForm) {
  return { ...membershipInput(form), status: form.status };
}

// The shared schema calls an empty email invalid; the form says it is required, as sign-in does.
export const addMemberFormSchema = formSchema(toAddMemberInput, addTeamMemberSchema, (form) => ({
  email: form.email.trim() ? null : 'emailRequired',
}));

export const membershipFormSchema = formSchema(toMembershipInput, membershipInputSchema);

// Checking a role adds it after the others; the current (first) role stays current.
export function toggleRole(roles: readonly string[], role: string, on: boolean): string[] {
  if (!on) return roles.filter((held) => held !== role);
  return roles.includes(role) ? [...roles] : [...roles, role];
}

export function makeCurrent(roles: readonly string[], role: string): string[] {
  return roles.includes(role) ? [role, ...roles.filter((held) => held !== role)] : [...roles];
}

// The checkboxes: what the caller may grant and what the member holds already, in the domain's
// order; a held role the caller may not grant stays visible so that the form never hides one.
export function roleChoices(grantable: readonly string[], held: readonly string[]): string[] {
  const offered = new Set([...grantable, ...held]);
  const known = ROLES.filter((role) => offered.has(role));
  return [...known, ...[...offered].filter((role) => !(ROLES as readonly string[]).includes(role))];
}

// Deactivating ends the member's access to the business (their sessions for it end too).
export function endsAccess(member: Pick<Member, 'status'>, form: Pick<MembershipForm, 'status'>) {
  return member.status === 'active' && form.status !== 'active';
}
