import { describe, expect, it } from 'vitest';
import type { Member } from './api/member-fields';
import {
  addMemberFormSchema,
  endsAccess,
  localIsoDay,
  makeCurrent,
  membershipForm,
  membershipFormSchema,
  newMemberForm,
  roleChoices,
  toggleRole,
} from './member-form';

const blank = newMemberForm('', '2025-03-01');

// The first message of each field, as the form shows it.
function issues(schema: typeof addMemberFormSchema | typeof membershipFormSchema, values: unknown) {
  const shown: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    shown[issue.path.join('.')] ??= issue.message;
  }
  return shown;
}

const member: Member = {
  _id: '7b6c3c1e-2d2b-4a43-9a76-5f3f0f0a0a01',
  employeeId: 'e-1',
  firstName: 'Katerina',
  lastName: 'Cashier',
  email: 'cashier@demo.test',
  phone: '+35799000000',
  merchantId: 'm-1',
  merchantName: 'Aroma Cafe',
  roles: ['CASHIER', 'SALES'],
  department: 'Front of House',
  position: null,
  status: 'active',
  startingDate: '2025-01-06',
  endDate: null,
};

describe('the add-employee form', () => {
  it('sends the person and their membership as the API takes them', () => {
    const input = addMemberFormSchema.parse({
      ...blank,
      email: ' New.Person@Example.TEST ',
      firstName: ' <b>Anna</b> ',
      lastName: "O'Neil-Smith",
      phone: '+357 99 123456',
      roles: ['CASHIER', 'SALES', 'CASHIER'],
      department: '  Front of House ',
    });
    expect(input).toEqual({
      merchantId: null,
      email: 'new.person@example.test',
      firstName: 'Anna',
      lastName: "O'Neil-Smith",
      phone: '+35799123456',
      roles: ['CASHIER', 'SALES'],
      department: 'Front of House',
      position: null,
      startingDate: '2025-03-01',
      endDate: null,
    });
  });

  it('puts the shared messages beside their fields', () => {
    expect(issues(addMemberFormSchema, blank)).toEqual({
      email: 'emailRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      roles: 'rolesRequired',
    });
    expect(
      issues(addMemberFormSchema, {
        ...blank,
        email: 'not-an-email',
        firstName: 'Anna2',
        lastName: 'Smith',
        phone: '+3571',
        roles: ['CASHIER'],
        endDate: '2025-02-01',
      }),
    ).toEqual({
      email: 'invalidEmail',
      firstName: 'nameInvalid',
      phone: 'invalidPhoneNumber',
      endDate: 'endBeforeStart',
    });
  });

  it('names the business an ADMIN chose', () => {
    const merchantId = '0f3c1a52-8e0d-4d5e-9a4f-2b2b7c1d9e10';
    const input = addMemberFormSchema.parse({
      ...newMemberForm(merchantId, ''),
      email: 'a@b.test',
      firstName: 'Anna',
      lastName: 'Smith',
      roles: ['EXECUTIVE'],
    });
    expect(input).toMatchObject({ merchantId, startingDate: null });
  });

  it('starts on the local calendar day', () => {
    expect(localIsoDay(new Date(2025, 0, 9, 23, 30))).toBe('2025-01-09');
  });
});

describe('the membership form', () => {
  it('shows a member as they are and sends them back unchanged', () => {
    const form = membershipForm(member);
    expect(form).toEqual({
      roles: ['CASHIER', 'SALES'],
      department: 'Front of House',
      position: '',
      status: 'active',
      startingDate: '2025-01-06',
      endDate: '',
    });
    expect(membershipFormSchema.parse(form)).toEqual({
      roles: ['CASHIER', 'SALES'],
      department: 'Front of House',
      position: null,
      status: 'active',
      startingDate: '2025-01-06',
      endDate: null,
    });
  });

  it('refuses a membership without roles, or ending before it starts', () => {
    expect(
      issues(membershipFormSchema, { ...membershipForm(member), roles: [], endDate: '2024-12-31' }),
    ).toEqual({ roles: 'rolesRequired', endDate: 'endBeforeStart' });
  });

  it('asks before deactivating, and only then', () => {
    expect(endsAccess(member, { status: 'inactive' })).toBe(true);
    expect(endsAccess(member, { status: 'active' })).toBe(false);
    expect(endsAccess({ status: 'inactive' }, { status: 'inactive' })).toBe(false);
  });
});

describe('the roles of a membership', () => {
  it('keep the current role first as others are checked and unchecked', () => {
    expect(toggleRole(['CASHIER'], 'SALES', true)).toEqual(['CASHIER', 'SALES']);
    expect(toggleRole(['CASHIER', 'SALES'], 'SALES', true)).toEqual(['CASHIER', 'SALES']);
    expect(toggleRole(['CASHIER', 'SALES'], 'CASHIER', false)).toEqual(['SALES']);
  });

  it('make any held role the current one', () => {
    expect(makeCurrent(['CASHIER', 'SALES', 'EMPLOYEE'], 'EMPLOYEE')).toEqual([
      'EMPLOYEE',
      'CASHIER',
      'SALES',
    ]);
    expect(makeCurrent(['CASHIER'], 'SALES')).toEqual(['CASHIER']);
  });

  it('offer what may be granted and what is held, in the domain’s order', () => {
    expect(roleChoices(['EXECUTIVE', 'CASHIER', 'SALES'], ['SALES'])).toEqual([
      'EXECUTIVE',
      'SALES',
      'CASHIER',
    ]);
    expect(roleChoices(['CASHIER'], ['ADMIN', 'legacy'])).toEqual(['ADMIN', 'CASHIER', 'legacy']);
  });
});
