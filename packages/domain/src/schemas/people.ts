// Employees and memberships, businesses and stores, business settings, customers, profiles and
// services: the forms' rules, which the server applies to the same operations' arguments.
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import {
  ADDRESS_MAX,
  CITY_MAX,
  CURRENCIES,
  INPUT_MAX,
  LANGUAGES,
  LOGIN_PASSWORD_MAX,
  NAME_MAX,
  PRICE_RANGE,
  TEXTAREA_MAX,
} from '../constants';
import { isUrl, normalizeUrl, validateTextarea } from '../inputs';
import {
  BUSINESS_STATUSES,
  CUSTOMER_STATUSES,
  DATE_FORMATS,
  DEPARTMENT_MAX,
  ISO_WEEKDAYS,
  MEMBERSHIP_STATUSES,
  POSTAL_CODE_MAX,
  SERVICE_DURATION_MINUTES,
} from '../people';
import { isValidInternationalPhone, toE164 } from '../phone';
import { ROLES } from '../roles';
import {
  bothStrings,
  emailField,
  maxLengthMessage,
  newPasswordField,
  optionalText,
  requiredText,
} from './fields';
import { priceMinorField } from './marketplace';
import { msg } from '../message-keys';

const personName = (requiredMessage: string) =>
  requiredText(requiredMessage, NAME_MAX).regex(/^[\p{L}\s'-]+$/u, { error: msg('nameInvalid') });

export const optionalPhoneField = optionalText(INPUT_MAX).pipe(
  z
    .string()
    .refine(isValidInternationalPhone, { error: msg('invalidPhoneNumber') })
    .transform(toE164)
    .nullable(),
);

const optionalEmailField = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(emailField().nullable());

// normalizeUrl gives null for a blocked scheme and '' for empty input.
const websiteField = z
  .string()
  .trim()
  .max(INPUT_MAX, { error: maxLengthMessage(INPUT_MAX) })
  .nullish()
  .transform((v) => (v ? normalizeUrl(v) : ''))
  .refine((v) => v !== null, { error: msg('blockedUrl') })
  .refine((v) => !v || isUrl(v), { error: msg('invalidUrl') })
  .transform((v) => v || null);

const descriptionField = optionalText(TEXTAREA_MAX).refine(
  (v) => v === null || validateTextarea(v) === null,
  { error: msg('scriptTagsNotAllowed') },
);

const postalCodeField = optionalText(POSTAL_CODE_MAX).refine(
  (v) => v === null || /^[A-Za-z0-9 -]+$/.test(v),
  { error: msg('invalidInputFormat') },
);

const isCalendarDate = (v: string) => {
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};

export const isoDateField = z
  .string({ error: msg('invalidDate') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg('invalidDate') })
  .refine(isCalendarDate, { error: msg('invalidDate') });

const optionalDate = z
  .string({ error: msg('invalidDate') })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(isoDateField.nullable());

const searchField = z.string().trim().max(100).nullish();

export const membershipRolesField = z
  .array(z.enum(ROLES, { error: msg('unknownRole') }), {
    error: msg('rolesRequired'),
  })
  .min(1, { error: msg('rolesRequired') })
  .max(ROLES.length * 2, { error: msg('unknownRole') })
  .transform((roles) => [...new Set(roles)]);

export const membershipStatusField = z.enum(MEMBERSHIP_STATUSES, { error: msg('unknownStatus') });

const membershipFields = {
  roles: membershipRolesField,
  department: optionalText(DEPARTMENT_MAX),
  position: optionalText(DEPARTMENT_MAX),
  startingDate: optionalDate,
  endDate: optionalDate,
};

const datesInOrder = {
  path: ['endDate'],
  error: msg('endBeforeStart'),
};
const endNotBeforeStart = (v: { startingDate: string | null; endDate: string | null }) =>
  !v.startingDate || !v.endDate || v.endDate >= v.startingDate;

// Editing a membership: roles (several allowed), department, position, status and dates.
export const membershipInputSchema = z
  .object({ ...membershipFields, status: membershipStatusField })
  .refine(endNotBeforeStart, datesInOrder);
export type MembershipInput = z.output<typeof membershipInputSchema>;

// The person an invitation goes to, when the email has no account yet.
export const personFields = {
  email: emailField(),
  firstName: personName(msg('firstNameRequired')),
  lastName: personName(msg('lastNameRequired')),
  phone: optionalPhoneField,
};

export const executiveInputSchema = z.object(personFields);
export type ExecutiveInput = z.output<typeof executiveInputSchema>;

// Adding an employee: an existing account by email gets a membership, anyone else an invitation.
export const addTeamMemberSchema = z
  .object({ ...personFields, ...membershipFields, merchantId: z.uuid().nullish() })
  .refine(endNotBeforeStart, datesInOrder);
export type AddTeamMemberInput = z.output<typeof addTeamMemberSchema>;

export const teamFilterSchema = z.object({
  merchantId: z.uuid().nullish(),
  department: z.string().trim().max(DEPARTMENT_MAX).nullish(),
  role: z.enum(ROLES, { error: msg('unknownRole') }).nullish(),
  status: membershipStatusField.nullish(),
  search: searchField,
});

// Every company field of a merchant. name is the short name shown in menus; it defaults to
// companyName. logoImageId: an upload's id sets the logo, null removes it, absent keeps it.
export const companyInputSchema = z.object({
  name: optionalText(INPUT_MAX),
  companyName: requiredText(msg('companyNameRequired')),
  companyLegalName: requiredText(msg('companyLegalNameRequired')),
  tinOrVat: optionalText(64),
  companyEmail: optionalEmailField,
  companyPhone: optionalPhoneField,
  companyAddress: optionalText(ADDRESS_MAX),
  companyCity: optionalText(CITY_MAX),
  companyCountry: optionalText(CITY_MAX),
  companyPostalCode: postalCodeField,
  companyWebsite: websiteField,
  companyDescription: descriptionField,
  logoImageId: z
    .uuid({ error: msg('notAnImage') })
    .nullable()
    .optional(),
});
export type CompanyInput = z.output<typeof companyInputSchema>;

export const businessFilterSchema = z.object({
  status: z.enum(BUSINESS_STATUSES, { error: msg('unknownStatus') }).nullish(),
  search: searchField,
});
export const businessStatusField = z.enum(BUSINESS_STATUSES, { error: msg('unknownStatus') });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// A business's settings; the defaults are BUSINESS_SETTINGS_DEFAULTS.
export const businessSettingsSchema = z.object({
  currency: z.enum(CURRENCIES, { error: msg('unknownCurrency') }),
  timezone: z
    .string({ error: msg('unknownTimezone') })
    .max(64, { error: msg('unknownTimezone') })
    .refine(isTimeZone, { error: msg('unknownTimezone') }),
  language: z.enum(LANGUAGES, { error: msg('unknownLanguage') }),
  dateFormat: z.enum(DATE_FORMATS, { error: msg('unknownDateFormat') }),
  notifications: z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() }),
});
export type BusinessSettingsInput = z.output<typeof businessSettingsSchema>;

// Where and how a business is paid, printed on its invoices. The IBAN is checked by its country's
// length and layout and its mod-97 check digits (ibantools), and kept without spaces; the BIC
// by its ISO 9362 form. Empty clears a field.
export const bankDetailsSchema = z.object({
  bankName: optionalText(INPUT_MAX),
  iban: optionalText(INPUT_MAX)
    .transform((v) => (v ? electronicFormatIBAN(v) || v.toUpperCase() : null))
    .refine((v) => v === null || isValidIBAN(v), { error: msg('invalidIban') }),
  bic: optionalText(INPUT_MAX)
    .transform((v) => (v ? v.replace(/\s+/g, '').toUpperCase() : null))
    .refine((v) => v === null || isValidBIC(v), { error: msg('invalidBic') }),
  paymentTerms: optionalText(TEXTAREA_MAX),
});
export type BankDetailsInput = z.output<typeof bankDetailsSchema>;

const clockTime = z
  .string({ error: msg('openingHoursInvalid') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: msg('openingHoursInvalid') });

// A day without an entry is closed; a closing time before the opening time runs past midnight.
export const openingHoursField = z
  .array(
    z
      .object({
        day: z
          .number({ error: msg('openingHoursInvalid') })
          .int({ error: msg('openingHoursInvalid') })
          .min(ISO_WEEKDAYS[0], { error: msg('openingHoursInvalid') })
          .max(ISO_WEEKDAYS[6], { error: msg('openingHoursInvalid') }),
        opens: clockTime,
        closes: clockTime,
      })
      .refine((h) => h.opens !== h.closes, {
        error: msg('openingHoursInvalid'),
        path: ['closes'],
      }),
  )
  .max(ISO_WEEKDAYS.length, { error: msg('openingHoursInvalid') })
  .refine((hours) => new Set(hours.map((h) => h.day)).size === hours.length, {
    error: msg('openingHoursInvalid'),
  })
  .nullish()
  .transform((hours) => [...(hours ?? [])].sort((a, b) => a.day - b.day));

export const storeInputSchema = z.object({
  name: requiredText(msg('storeNameRequired')),
  address: optionalText(ADDRESS_MAX),
  city: optionalText(CITY_MAX),
  postalCode: postalCodeField,
  country: optionalText(CITY_MAX),
  phone: optionalPhoneField,
  openingHours: openingHoursField,
});
export type StoreInput = z.output<typeof storeInputSchema>;

export const customerFilterSchema = z
  .object({
    merchantId: z.uuid().nullish(),
    status: z.enum(CUSTOMER_STATUSES, { error: msg('unknownStatus') }).nullish(),
    // Major units, as the filter's slider shows them (0 to 999999).
    spentMin: z
      .number({ error: msg('spentRange') })
      .min(PRICE_RANGE.min, { error: msg('spentRange') })
      .max(PRICE_RANGE.max, { error: msg('spentRange') })
      .nullish(),
    spentMax: z
      .number({ error: msg('spentRange') })
      .min(PRICE_RANGE.min, { error: msg('spentRange') })
      .max(PRICE_RANGE.max, { error: msg('spentRange') })
      .nullish(),
    tags: z.array(z.string().trim().toLowerCase().max(40)).max(20).nullish(),
    search: searchField,
  })
  .refine((f) => f.spentMin == null || f.spentMax == null || f.spentMax >= f.spentMin, {
    path: ['spentMax'],
    error: msg('spentOrder'),
  });

// The own details of /profile. Email is the sign-in identity and is not changed here.
export const profileInputSchema = z.object({
  firstName: personName(msg('firstNameRequired')),
  lastName: personName(msg('lastNameRequired')),
  phone: optionalPhoneField,
  address: optionalText(ADDRESS_MAX),
  zipCode: postalCodeField,
  city: optionalText(CITY_MAX),
  country: optionalText(CITY_MAX),
});
export type ProfileInput = z.output<typeof profileInputSchema>;

// profile.changePassword's arguments; the form itself uses changePasswordSchema (with confirmation).
export const changePasswordArgsSchema = z
  .object({
    currentPassword: z
      .string({ error: msg('passwordRequired') })
      .min(1, { error: msg('passwordRequired') })
      .max(LOGIN_PASSWORD_MAX, { error: maxLengthMessage(LOGIN_PASSWORD_MAX) }),
    newPassword: newPasswordField,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: msg('newPasswordMustDiffer'),
    when: (payload) => bothStrings(payload.value, 'newPassword', 'currentPassword'),
  });

export const serviceInputSchema = z.object({
  name: requiredText(msg('serviceNameRequired')),
  description: descriptionField,
  durationMinutes: z
    .number({ error: msg('durationRange') })
    .int({ error: msg('wholeNumber') })
    .min(SERVICE_DURATION_MINUTES.min, { error: msg('durationRange') })
    .max(SERVICE_DURATION_MINUTES.max, { error: msg('durationRange') }),
  priceMinor: priceMinorField,
  currency: z
    .enum(CURRENCIES, { error: msg('unknownCurrency') })
    .nullish()
    .transform((v) => v ?? 'EUR'),
  active: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});
export type ServiceInput = z.output<typeof serviceInputSchema>;

export const serviceFilterSchema = z.object({ search: searchField, active: z.boolean().nullish() });
