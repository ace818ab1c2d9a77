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
import { MESSAGES } from '../messages';
import {
  bothStrings,
  emailField,
  idField,
  internationalPhoneField,
  maxLengthMessage,
  newPasswordField,
  requiredText,
} from './fields';

const passwordRequired = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired });

// Sign-in form.
export const signInSchema = z.object({
  email: emailField(MESSAGES.emailRequired),
  password: passwordRequired,
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

// employee.employeeLogin's arguments, checked by the server.
export const loginArgsSchema = z.object({
  email: emailField(MESSAGES.emailRequired),
  password: passwordRequired.max(LOGIN_PASSWORD_MAX, {
    error: maxLengthMessage(LOGIN_PASSWORD_MAX),
  }),
});
export type LoginArgs = z.output<typeof loginArgsSchema>;

// employee.signup's nine arguments, exactly what the form sends.
export const signupPayloadSchema = z.object({
  companyName: requiredText(MESSAGES.companyNameRequired),
  companyLegalName: requiredText(MESSAGES.companyLegalNameRequired),
  companyEmail: emailField(),
  companyPhone: internationalPhoneField(MESSAGES.companyPhoneRequired),
  employeeFirstName: requiredText(MESSAGES.firstNameRequired),
  employeeLastName: requiredText(MESSAGES.lastNameRequired),
  employeeEmail: emailField(),
  employeePhone: internationalPhoneField(MESSAGES.phoneRequired),
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
    confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }),
    terms: z
      .boolean({ error: MESSAGES.termsRequired })
      .refine((accepted) => accepted, { error: MESSAGES.termsRequired }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsDoNotMatch,
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

export const resetTokenSchema = requiredText(MESSAGES.resetTokenRequired, 4096);

// Completing a reset from the emailed link (/reset-password/confirm).
export const newPasswordSchema = z
  .object({
    token: resetTokenSchema,
    password: newPasswordField,
    confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsDoNotMatch,
    when: (payload) => bothStrings(payload.value, 'password', 'confirmPassword'),
  });
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

export const merchantIdSchema = idField(MESSAGES.missingMerchantId);
export const selectBusinessArgsSchema = z.object({ merchantId: merchantIdSchema });
export const employeeIdSchema = idField(MESSAGES.employeeIdRequired);
export const getEmployeeArgsSchema = z.object({ employeeId: employeeIdSchema });

// Shared rules that no form uses yet, kept so that future forms take them from here.
export const strongPasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordMin })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordMax })
  .regex(/[A-Z]/, { error: MESSAGES.passwordStrength })
  .regex(/[a-z]/, { error: MESSAGES.passwordStrength })
  .regex(/\d/, { error: MESSAGES.passwordStrength });

// Spaces, dots and dashes are how people write numbers; they carry no meaning.
export const cyprusPhoneSchema = z
  .string({ error: MESSAGES.cyprusPhoneInvalid })
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^(\+357)?\d{8}$/, { error: MESSAGES.cyprusPhoneInvalid }))
  .transform((value) => CY_PHONE_PREFIX + value.slice(-8));

export const nameSchema = requiredText(MESSAGES.fieldRequired, NAME_MAX).regex(/^[\p{L}\s'-]+$/u, {
  error: MESSAGES.nameInvalid,
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
  .string({ error: MESSAGES.zipInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`), { error: MESSAGES.zipInvalid });
export const countrySchema = z
  .string()
  .trim()
  .max(CITY_MAX, { error: maxLengthMessage(CITY_MAX) })
  .default(DEFAULT_COUNTRY_NAME);
export const otpSchema = z
  .string({ error: MESSAGES.otpInvalid })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGES.otpInvalid });

export const changePasswordSchema = z
  .object({
    currentPassword: passwordRequired,
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    error: MESSAGES.newPasswordMustDiffer,
    when: (payload) => bothStrings(payload.value, 'newPassword', 'currentPassword'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsDoNotMatch,
    when: (payload) => bothStrings(payload.value, 'newPassword', 'confirmPassword'),
  });
