import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  changePasswordSchema,
  citySchema,
  countrySchema,
  cyprusPhoneSchema,
  employeeIdSchema,
  getEmployeeArgsSchema,
  loginArgsSchema,
  merchantIdSchema,
  nameSchema,
  newPasswordSchema,
  otpSchema,
  resetPasswordRequestSchema,
  selectBusinessArgsSchema,
  signInSchema,
  SIGNUP_FORM_DEFAULTS,
  SIGNUP_PAYLOAD_FIELDS,
  signupFormSchema,
  signupPayloadSchema,
  strongPasswordSchema,
  toSignupPayload,
  zipSchema,
} from './auth';
import { englishText } from '../message-catalogue';

// The first message for a field, as a form shows it; undefined when the field has none.
function firstError(schema: z.ZodType, value: unknown, path?: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const message = result.error.issues.find((issue) =>
    path === undefined ? true : issue.path.join('.') === path,
  )?.message;
  return message && englishText(message);
}

const long = (n: number) => 'a'.repeat(n);
const email = (n: number) => `${'a'.repeat(n - 7)}@ex.com`;

describe('signInSchema (sign-in form)', () => {
  it('trims and lowercases the email and defaults rememberMe to false', () => {
    expect(signInSchema.parse({ email: '  Admin@Demo.TEST ', password: 'x' })).toEqual({
      email: 'admin@demo.test',
      password: 'x',
      rememberMe: false,
    });
  });

  it.each([
    ['email', { email: '', password: 'x' }, 'Email is required'],
    ['email', { email: '   ', password: 'x' }, 'Email is required'],
    ['email', { password: 'x' }, 'Email is required'],
    ['email', { email: 'not-an-email', password: 'x' }, 'Invalid email address'],
    ['email', { email: email(256), password: 'x' }, 'Email is too long'],
    ['password', { email: 'a@b.co', password: '' }, 'Password is required'],
    ['password', { email: 'a@b.co' }, 'Password is required'],
  ])('%s of %j → %s', (path, value, message) => {
    expect(firstError(signInSchema, value, path)).toBe(message);
  });

  it('accepts an email of exactly 255 characters', () => {
    expect(firstError(signInSchema, { email: email(255), password: 'x' })).toBeUndefined();
  });

  it('keeps rememberMe when given', () => {
    expect(
      signInSchema.parse({ email: 'a@b.co', password: 'x', rememberMe: true }).rememberMe,
    ).toBe(true);
  });
});

describe('loginArgsSchema', () => {
  it.each([
    [{ email: '', password: 'x' }, 'email', 'Email is required'],
    [{ email: 'x@y', password: 'x' }, 'email', 'Invalid email address'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: long(1025) }, 'password', 'Maximum length is 1024 characters'],
  ])('%j → %s: %s', (value, path, message) => {
    expect(firstError(loginArgsSchema, value, path)).toBe(message);
  });

  it('accepts a 1024-character password and drops unknown keys', () => {
    expect(
      loginArgsSchema.parse({ email: 'A@B.CO', password: long(1024), rememberMe: true }),
    ).toEqual({
      email: 'a@b.co',
      password: long(1024),
    });
  });
});

const PAYLOAD = {
  companyName: ' Aroma Cafe ',
  companyLegalName: 'Aroma Cafe Ltd',
  companyEmail: 'Info@Aroma.CY',
  companyPhone: '+357 22 123456',
  employeeFirstName: 'Eleni',
  employeeLastName: 'Georgiou',
  employeeEmail: 'eleni@aroma.cy',
  employeePhone: '+35799123456',
  password: 'Secret12',
};

describe('signupPayloadSchema (sign-up form)', () => {
  it('normalises a valid payload', () => {
    expect(signupPayloadSchema.parse(PAYLOAD)).toEqual({
      ...PAYLOAD,
      companyName: 'Aroma Cafe',
      companyEmail: 'info@aroma.cy',
      companyPhone: '+35722123456',
    });
  });

  it.each([
    ['companyName', '', 'Company name is required'],
    ['companyName', '  ', 'Company name is required'],
    ['companyName', undefined, 'Company name is required'],
    ['companyName', long(256), 'Maximum length is 255 characters'],
    ['companyLegalName', '', 'Company legal name is required'],
    ['companyEmail', '', 'Invalid email address'],
    ['companyEmail', 'info@', 'Invalid email address'],
    ['companyEmail', email(256), 'Email is too long'],
    ['companyPhone', '', 'Company phone is required'],
    ['companyPhone', undefined, 'Company phone is required'],
    ['companyPhone', '99123456', 'Invalid phone number'],
    ['companyPhone', '+35711111111', 'Invalid phone number'],
    ['companyPhone', `+357${'9'.repeat(260)}`, 'Maximum length is 255 characters'],
    ['employeeFirstName', '', 'First name is required'],
    ['employeeFirstName', long(256), 'Maximum length is 255 characters'],
    ['employeeLastName', '', 'Last name is required'],
    ['employeeEmail', 'eleni', 'Invalid email address'],
    ['employeePhone', '', 'Phone is required'],
    ['employeePhone', '+1 555 0100', 'Invalid phone number'],
    ['password', '', 'Password must be at least 8 characters long'],
    ['password', 'Secret1', 'Password must be at least 8 characters long'],
    ['password', long(101), 'Password must be at most 100 characters long'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstError(signupPayloadSchema, { ...PAYLOAD, [field]: value }, field)).toBe(message);
  });

  it('does not trim passwords', () => {
    expect(signupPayloadSchema.parse({ ...PAYLOAD, password: ' pass word ' }).password).toBe(
      ' pass word ',
    );
  });

  it('lists the nine fields of the sign-up payload', () => {
    expect(SIGNUP_PAYLOAD_FIELDS).toEqual([
      'companyName',
      'companyLegalName',
      'companyEmail',
      'companyPhone',
      'employeeFirstName',
      'employeeLastName',
      'employeeEmail',
      'employeePhone',
      'password',
    ]);
  });
});

const FORM = { ...PAYLOAD, confirmPassword: PAYLOAD.password, terms: true };

describe('signupFormSchema', () => {
  it('fills the role and status defaults', () => {
    const values = signupFormSchema.parse(FORM);
    expect(values).toMatchObject({
      businessRole: 'Merchant',
      employeeRole: 'Executive',
      employeeStatus: 'Active',
    });
  });

  it.each([
    ['confirmPassword', { ...FORM, confirmPassword: 'Secret13' }, 'Passwords do not match'],
    [
      'confirmPassword',
      { ...FORM, confirmPassword: 'Secret13', companyName: '' },
      'Passwords do not match',
    ],
    ['terms', { ...FORM, terms: false }, 'You must accept the terms and conditions'],
    ['terms', { ...FORM, terms: undefined }, 'You must accept the terms and conditions'],
    ['companyName', { ...FORM, companyName: '' }, 'Company name is required'],
  ])('%s → %s', (path, value, message) => {
    expect(firstError(signupFormSchema, value, path)).toBe(message);
  });

  it('starts from SIGNUP_FORM_DEFAULTS with every field empty and terms unchecked', () => {
    expect(SIGNUP_FORM_DEFAULTS).toMatchObject({
      terms: false,
      businessRole: 'Merchant',
      password: '',
      confirmPassword: '',
    });
    const issues = signupFormSchema.safeParse(SIGNUP_FORM_DEFAULTS).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual(
      [...SIGNUP_PAYLOAD_FIELDS, 'terms'].sort(),
    );
  });

  it('sends only the nine payload fields', () => {
    const payload = toSignupPayload(signupFormSchema.parse(FORM));
    expect(Object.keys(payload)).toEqual(SIGNUP_PAYLOAD_FIELDS);
    expect(payload).not.toHaveProperty('confirmPassword');
  });
});

describe('resetPasswordRequestSchema', () => {
  it.each([
    ['', 'Invalid email address'],
    ['someone', 'Invalid email address'],
    [email(256), 'Email is too long'],
  ])('%j → %s', (value, message) => {
    expect(firstError(resetPasswordRequestSchema, { email: value }, 'email')).toBe(message);
  });

  it('normalises the address', () => {
    expect(resetPasswordRequestSchema.parse({ email: ' A@B.CO ' })).toEqual({ email: 'a@b.co' });
  });
});

describe('newPasswordSchema', () => {
  it.each([
    [
      { token: '', password: 'Secret12', confirmPassword: 'Secret12' },
      'token',
      'Reset token is required',
    ],
    [
      { token: 't', password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [
      { token: 't', password: long(101), confirmPassword: long(101) },
      'password',
      'Password must be at most 100 characters long',
    ],
    [
      { token: 't', password: 'Secret12', confirmPassword: 'Secret21' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('%j → %s: %s', (value, path, message) => {
    expect(firstError(newPasswordSchema, value, path)).toBe(message);
  });

  it('accepts a matching pair', () => {
    expect(
      newPasswordSchema.safeParse({ token: 't', password: 'Secret12', confirmPassword: 'Secret12' })
        .success,
    ).toBe(true);
  });
});

describe('id arguments', () => {
  it.each([
    [selectBusinessArgsSchema, { merchantId: '' }, 'Missing merchantId'],
    [selectBusinessArgsSchema, {}, 'Missing merchantId'],
    [selectBusinessArgsSchema, { merchantId: long(65) }, 'Maximum length is 64 characters'],
    [getEmployeeArgsSchema, { employeeId: ' ' }, 'Employee id is required'],
  ] as const)('%#: %j → %s', (schema, value, message) => {
    expect(firstError(schema, value)).toBe(message);
  });

  it('accepts and trims ids', () => {
    expect(merchantIdSchema.parse(' m-1 ')).toBe('m-1');
    expect(employeeIdSchema.parse('e-1')).toBe('e-1');
  });
});

describe('defined but unused shared rules', () => {
  it.each([
    [strongPasswordSchema, 'Abcdefg1', undefined],
    [strongPasswordSchema, 'Abc1', 'Password must be at least 8 characters long'],
    [strongPasswordSchema, `Ab1${long(98)}`, 'Password must be at most 100 characters long'],
    [
      strongPasswordSchema,
      'abcdefg1',
      'Password must contain an uppercase letter, a lowercase letter and a digit',
    ],
    [
      strongPasswordSchema,
      'ABCDEFG1',
      'Password must contain an uppercase letter, a lowercase letter and a digit',
    ],
    [
      strongPasswordSchema,
      'Abcdefgh',
      'Password must contain an uppercase letter, a lowercase letter and a digit',
    ],
    [cyprusPhoneSchema, '1234567', 'Enter a Cyprus phone number: 8 digits, optionally after +357'],
    [
      cyprusPhoneSchema,
      '+3579912345',
      'Enter a Cyprus phone number: 8 digits, optionally after +357',
    ],
    [
      cyprusPhoneSchema,
      '+30 99123456',
      'Enter a Cyprus phone number: 8 digits, optionally after +357',
    ],
    [nameSchema, "Anna-Maria O'Neil", undefined],
    [nameSchema, 'Ελένη', undefined],
    [nameSchema, 'R2D2', 'Only letters, spaces, hyphens and apostrophes are allowed'],
    [nameSchema, long(51), 'Maximum length is 50 characters'],
    [nameSchema, '', 'This field is required'],
    [addressSchema, long(200), undefined],
    [addressSchema, long(201), 'Maximum length is 200 characters'],
    [citySchema, long(101), 'Maximum length is 100 characters'],
    [zipSchema, '1010', undefined],
    [zipSchema, '101', 'ZIP code must be exactly 4 digits'],
    [zipSchema, '10100', 'ZIP code must be exactly 4 digits'],
    [zipSchema, 'abcd', 'ZIP code must be exactly 4 digits'],
    [otpSchema, '123456', undefined],
    [otpSchema, '12345', 'Enter the 6-digit code'],
    [otpSchema, '12345a', 'Enter the 6-digit code'],
    [merchantIdSchema, '', 'Missing merchantId'],
  ] as const)('%#: %j → %j', (schema, value, message) => {
    expect(firstError(schema, value)).toBe(message);
  });

  it.each([
    ['99123456', '+35799123456'],
    ['+35799123456', '+35799123456'],
    ['+357 99-12.34.56', '+35799123456'],
  ])('cyprusPhoneSchema normalises %j to %j', (input, output) => {
    expect(cyprusPhoneSchema.parse(input)).toBe(output);
  });

  it('defaults the country to Cyprus', () => {
    expect(countrySchema.parse(undefined)).toBe('Cyprus');
    expect(countrySchema.parse(' Greece ')).toBe('Greece');
  });

  it.each([
    [
      { currentPassword: 'Secret12', newPassword: 'Secret12', confirmPassword: 'Secret12' },
      'newPassword',
      'New password must be different from the current password',
    ],
    [
      { currentPassword: 'Secret12', newPassword: 'Secret34', confirmPassword: 'Secret35' },
      'confirmPassword',
      'Passwords do not match',
    ],
    [
      { currentPassword: '', newPassword: 'Secret34', confirmPassword: 'Secret34' },
      'currentPassword',
      'Password is required',
    ],
  ])('changePasswordSchema %j → %s: %s', (value, path, message) => {
    expect(firstError(changePasswordSchema, value, path)).toBe(message);
  });
});
