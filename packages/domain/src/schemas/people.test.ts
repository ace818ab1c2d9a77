import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BUSINESS_SETTINGS_DEFAULTS } from '../constants';
import {
  addTeamMemberSchema,
  businessSettingsSchema,
  changePasswordArgsSchema,
  companyInputSchema,
  customerFilterSchema,
  membershipInputSchema,
  profileInputSchema,
  serviceInputSchema,
  storeInputSchema,
} from './people';
import { msg } from '../message-keys';

function firstIssue(schema: z.ZodType, value: unknown): { path: string; message: string } | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

const member = {
  email: ' New.Person@Example.COM ',
  firstName: 'Ioanna',
  lastName: "O'Neill-Georgiou",
  phone: '',
  roles: ['CASHIER', 'SALES', 'CASHIER'],
  department: ' Front of House ',
  position: '',
  startingDate: '2025-03-01',
  endDate: null,
};

describe('addTeamMemberSchema', () => {
  it('normalises email, empty texts and repeated roles', () => {
    expect(addTeamMemberSchema.parse(member)).toEqual({
      email: 'new.person@example.com',
      firstName: 'Ioanna',
      lastName: "O'Neill-Georgiou",
      phone: null,
      roles: ['CASHIER', 'SALES'],
      department: 'Front of House',
      position: null,
      startingDate: '2025-03-01',
      endDate: null,
    });
  });

  it('stores a valid phone in international form', () => {
    expect(addTeamMemberSchema.parse({ ...member, phone: '+357 99 123456' }).phone).toBe(
      '+35799123456',
    );
  });

  it.each([
    [{ roles: [] }, 'roles', msg('rolesRequired')],
    [{ roles: ['OWNER'] }, 'roles.0', msg('unknownRole')],
    [{ firstName: '' }, 'firstName', msg('firstNameRequired')],
    [{ lastName: 'R2D2' }, 'lastName', msg('nameInvalid')],
    [{ email: 'nope' }, 'email', msg('invalidEmail')],
    [{ phone: '+3571' }, 'phone', msg('invalidPhoneNumber')],
    [{ startingDate: '2025-02-30' }, 'startingDate', msg('invalidDate')],
    [{ endDate: '01/02/2025' }, 'endDate', msg('invalidDate')],
    [{ endDate: '2025-02-01' }, 'endDate', msg('endBeforeStart')],
  ])('refuses %o', (patch, path, message) => {
    expect(firstIssue(addTeamMemberSchema, { ...member, ...patch })).toEqual({ path, message });
  });
});

describe('membershipInputSchema', () => {
  it('needs a known status', () => {
    const input = { roles: ['EMPLOYEE'], status: 'fired' };
    expect(firstIssue(membershipInputSchema, input)).toEqual({
      path: 'status',
      message: msg('unknownStatus'),
    });
    expect(membershipInputSchema.parse({ ...input, status: 'inactive' })).toMatchObject({
      status: 'inactive',
      department: null,
    });
  });
});

describe('companyInputSchema', () => {
  const company = { companyName: 'Olive Tree', companyLegalName: 'Olive Tree Ltd' };

  it('keeps the logo when logoImageId is absent and removes it when null', () => {
    expect('logoImageId' in companyInputSchema.parse(company)).toBe(false);
    expect(companyInputSchema.parse({ ...company, logoImageId: null }).logoImageId).toBeNull();
  });

  it('adds https:// to a website and refuses a script link', () => {
    expect(
      companyInputSchema.parse({ ...company, companyWebsite: 'olive.example.com' }).companyWebsite,
    ).toBe('https://olive.example.com');
    expect(
      firstIssue(companyInputSchema, { ...company, companyWebsite: 'javascript:alert(1)' }),
    ).toEqual({
      path: 'companyWebsite',
      message: msg('blockedUrl'),
    });
    expect(
      firstIssue(companyInputSchema, { ...company, companyWebsite: 'not a site' })?.message,
    ).toBe(msg('invalidUrl'));
  });

  it.each([
    [{ companyName: ' ' }, 'companyName', msg('companyNameRequired')],
    [{ companyLegalName: '' }, 'companyLegalName', msg('companyLegalNameRequired')],
    [{ companyEmail: 'x@' }, 'companyEmail', msg('invalidEmail')],
    [{ companyPhone: '12' }, 'companyPhone', msg('invalidPhoneNumber')],
    [
      { companyDescription: '<script>x</script>' },
      'companyDescription',
      msg('scriptTagsNotAllowed'),
    ],
    [{ logoImageId: 'logo.png' }, 'logoImageId', msg('notAnImage')],
  ])('refuses %o', (patch, path, message) => {
    expect(firstIssue(companyInputSchema, { ...company, ...patch })).toEqual({ path, message });
  });
});

describe('businessSettingsSchema', () => {
  it('accepts the default settings', () => {
    expect(businessSettingsSchema.parse(BUSINESS_SETTINGS_DEFAULTS)).toEqual(
      BUSINESS_SETTINGS_DEFAULTS,
    );
  });

  it.each([
    [{ currency: 'JPY' }, 'currency', msg('unknownCurrency')],
    [{ timezone: 'Mars/Olympus' }, 'timezone', msg('unknownTimezone')],
    [{ language: 'fr' }, 'language', msg('unknownLanguage')],
    [{ dateFormat: 'D.M.Y' }, 'dateFormat', msg('unknownDateFormat')],
  ])('refuses %o', (patch, path, message) => {
    expect(firstIssue(businessSettingsSchema, { ...BUSINESS_SETTINGS_DEFAULTS, ...patch })).toEqual(
      { path, message },
    );
  });
});

describe('storeInputSchema', () => {
  it('sorts opening hours by day and allows a night past midnight', () => {
    const store = storeInputSchema.parse({
      name: 'Harbour Kiosk',
      openingHours: [
        { day: 5, opens: '18:00', closes: '02:00' },
        { day: 1, opens: '08:00', closes: '16:30' },
      ],
    });
    expect(store.openingHours.map((h) => h.day)).toEqual([1, 5]);
  });

  it.each([
    [[{ day: 8, opens: '08:00', closes: '16:00' }]],
    [[{ day: 1, opens: '8am', closes: '16:00' }]],
    [[{ day: 1, opens: '08:00', closes: '08:00' }]],
    [
      [
        { day: 2, opens: '08:00', closes: '16:00' },
        { day: 2, opens: '17:00', closes: '20:00' },
      ],
    ],
  ])('refuses opening hours %j', (openingHours) => {
    expect(firstIssue(storeInputSchema, { name: 'Kiosk', openingHours })?.message).toBe(
      msg('openingHoursInvalid'),
    );
  });

  it('needs a name', () => {
    expect(firstIssue(storeInputSchema, { name: '' })).toEqual({
      path: 'name',
      message: msg('storeNameRequired'),
    });
  });
});

describe('serviceInputSchema', () => {
  it('defaults to EUR and active', () => {
    expect(
      serviceInputSchema.parse({ name: 'Cupping session', durationMinutes: 45, priceMinor: 1500 }),
    ).toMatchObject({
      currency: 'EUR',
      active: true,
      description: null,
    });
  });

  it.each([
    [{ durationMinutes: 2 }, 'durationMinutes', msg('durationRange')],
    [{ durationMinutes: 30.5 }, 'durationMinutes', msg('wholeNumber')],
    [{ priceMinor: -5 }, 'priceMinor', msg('priceRange')],
    [{ name: '' }, 'name', msg('serviceNameRequired')],
  ])('refuses %o', (patch, path, message) => {
    const service = { name: 'Cupping session', durationMinutes: 45, priceMinor: 1500, ...patch };
    expect(firstIssue(serviceInputSchema, service)).toEqual({ path, message });
  });
});

describe('customerFilterSchema', () => {
  it('keeps the spent range within 0 and 999999', () => {
    expect(customerFilterSchema.parse({ spentMin: 0, spentMax: 999_999 })).toMatchObject({
      spentMin: 0,
      spentMax: 999_999,
    });
    expect(firstIssue(customerFilterSchema, { spentMax: 1_000_000 })).toEqual({
      path: 'spentMax',
      message: msg('spentRange'),
    });
  });

  it('refuses a highest amount below the lowest', () => {
    expect(firstIssue(customerFilterSchema, { spentMin: 50, spentMax: 20 })).toEqual({
      path: 'spentMax',
      message: msg('spentOrder'),
    });
    expect(customerFilterSchema.parse({ spentMin: 20, spentMax: 20 })).toMatchObject({
      spentMin: 20,
      spentMax: 20,
    });
  });
});

describe('profileInputSchema', () => {
  it('clears empty optional fields', () => {
    expect(
      profileInputSchema.parse({
        firstName: 'Elena',
        lastName: 'Executive',
        city: '',
        phone: null,
      }),
    ).toEqual({
      firstName: 'Elena',
      lastName: 'Executive',
      phone: null,
      address: null,
      zipCode: null,
      city: null,
      country: null,
    });
  });
});

describe('changePasswordArgsSchema', () => {
  it('needs the current password and a different new one', () => {
    expect(
      firstIssue(changePasswordArgsSchema, { currentPassword: '', newPassword: 'long-enough' }),
    ).toEqual({
      path: 'currentPassword',
      message: msg('passwordRequired'),
    });
    expect(
      firstIssue(changePasswordArgsSchema, {
        currentPassword: 'same-secret',
        newPassword: 'same-secret',
      }),
    ).toEqual({
      path: 'newPassword',
      message: msg('newPasswordMustDiffer'),
    });
    expect(
      firstIssue(changePasswordArgsSchema, { currentPassword: 'x', newPassword: 'short' })?.message,
    ).toBe(msg('passwordMin'));
  });
});
