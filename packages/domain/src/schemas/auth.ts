import { z } from 'zod';
import {
  ADDRESS_MAX,
  CITY_MAX,
  CY_PHONE_PREFIX,
  DEFAULT_COUNTRY_NAME,
  LOGIN_PASSWORD_MAX,
  NAME_MAX,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ZIP_LENGTH,
} from '../constants';
import {
  bothStrings,
  emailField,
  idField,
  internationalPhoneField,
  maxLengthMessage,
  newPasswordField,
  requiredText,
} from './fields';
import { msg } from '../message-keys';

const passwordRequired = z
  .string({ error: msg('passwordRequired') })
  .min(1, { error: msg('passwordRequired') });

// Sign-in form.
export const signInSchema = z.object({
  email: emailField(msg('emailRequired')),
  password: passwordRequired,
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

// employee.employeeLogin's arguments, checked by the server.
export const loginArgsSchema = z.object({
  email: emailField(msg('emailRequired')),
  password: passwordRequired.max(LOGIN_PASSWORD_MAX, {
    error: maxLengthMessage(LOGIN_PASSWORD_MAX),
  }),
});
export type LoginArgs = z.output<typeof loginArgsSchema>;

// employee.signup's nine arguments, exactly what the form sends.
export const signupPayloadSchema = z.object({
  companyName: requiredText(msg('companyNameRequired')),
  companyLegalName: requiredText(msg('companyLegalNameRequired')),
  companyEmail: emailField(),
  companyPhone: internationalPhoneField(msg('companyPhoneRequired')),
  employeeFirstName: requiredText(msg('firstNameRequired')),
  employeeLastName: requiredText(msg('lastNameRequired')),
  employeeEmail: emailField(),
  employeePhone: internationalPhoneField(msg('phoneRequired')),
  password: newPasswordField,
});
export type SignupPayload = z.output<typeof signupPayloadSchema>;
export const SIGNUP_PAYLOAD_FIELDS = Object.keys(
  signupPayloadSchema.shape,
) as (keyof SignupPayload)[];

// The form holds five more fields that are never sent. terms is a boolean, not the
// literal true, so that the form can start unchecked.
export const signupFormSchema = signupPayloadSchema
  .extend({
    businessRole: z.string().default('Merchant'),
    employeeRole: z.string().default('Executive'),
    employeeStatus: z.string().default('Active'),
    confirmPassword: z.string({ error: msg('passwordsDoNotMatch') }),
    terms: z
      .boolean({ error: msg('termsRequired') })
      .refine((accepted) => accepted, { error: msg('termsRequired') }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: msg('passwordsDoNotMatch'),
    when: (payload) => bothStrings(payload.value, 'password', 'confirmPassword'),
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

export const SIGNUP_FORM_DEFAULTS = {
  companyName: '',
  companyLegalName: '',
  companyEmail: '',
  companyPhone: '',
  employeeFirstName: '',
  employeeLastName: '',
  employeeEmail: '',
  employeePhone: '',
  password: '',
  businessRole: 'Merchant',
  employeeRole: 'Executive',
  employeeStatus: 'Active',
  confirmPassword: '',
  terms: false,
} satisfies SignupFormInput;

export function toSignupPayload(values: SignupPayload): SignupPayload {
  const payload = {} as Record<keyof SignupPayload, string>;
  for (const field of SIGNUP_PAYLOAD_FIELDS) payload[field] = values[field];
  return payload;
}

export const resetPasswordRequestSchema = z.object({ email: emailField() });
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

export const resetTokenSchema = requiredText(msg('resetTokenRequired'), 4096);

// Completing a reset from the emailed link (/reset-password/confirm).
export const newPasswordSchema = z
  .object({
    token: resetTokenSchema,
    password: newPasswordField,
    confirmPassword: z.string({ error: msg('passwordsDoNotMatch') }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: msg('passwordsDoNotMatch'),
    when: (payload) => bothStrings(payload.value, 'password', 'confirmPassword'),
  });
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

export const merchantIdSchema = idField(msg('missingMerchantId'));
export const selectBusinessArgsSchema = z.object({ merchantId: merchantIdSchema });
export const employeeIdSchema = idField(msg('employeeIdRequired'));
export const getEmployeeArgsSchema = z.object({ employeeId: employeeIdSchema });

// Shared rules that no form uses yet, kept so that future forms take them from here.
export const strongPasswordSchema = z
  .string({ error: msg('passwordMin') })
  .min(PASSWORD_MIN, { error: msg('passwordMin') })
  .max(PASSWORD_MAX, { error: msg('passwordMax') })
  .regex(/[A-Z]/, { error: msg('passwordStrength') })
  .regex(/[a-z]/, { error: msg('passwordStrength') })
  .regex(/\d/, { error: msg('passwordStrength') });

// Spaces, dots and dashes are how people write numbers; they carry no meaning.
export const cyprusPhoneSchema = z
  .string({ error: msg('cyprusPhoneInvalid') })
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^(\+357)?\d{8}$/, { error: msg('cyprusPhoneInvalid') }))
  .transform((value) => CY_PHONE_PREFIX + value.slice(-8));

export const nameSchema = requiredText(msg('fieldRequired'), NAME_MAX).regex(/^[\p{L}\s'-]+$/u, {
  error: msg('nameInvalid'),
});
export const addressSchema = z
  .string()
  .trim()
  .max(ADDRESS_MAX, { error: maxLengthMessage(ADDRESS_MAX) });
export const citySchema = z
  .string()
  .trim()
  .max(CITY_MAX, { error: maxLengthMessage(CITY_MAX) });
export const zipSchema = z
  .string({ error: msg('zipInvalid') })
  .trim()
  .regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`), { error: msg('zipInvalid') });
export const countrySchema = z
  .string()
  .trim()
  .max(CITY_MAX, { error: maxLengthMessage(CITY_MAX) })
  .default(DEFAULT_COUNTRY_NAME);
export const otpSchema = z
  .string({ error: msg('otpInvalid') })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: msg('otpInvalid') });

export const changePasswordSchema = z
  .object({
    currentPassword: passwordRequired,
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: msg('passwordsDoNotMatch') }),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    error: msg('newPasswordMustDiffer'),
    when: (payload) => bothStrings(payload.value, 'newPassword', 'currentPassword'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: msg('passwordsDoNotMatch'),
    when: (payload) => bothStrings(payload.value, 'newPassword', 'confirmPassword'),
  });
