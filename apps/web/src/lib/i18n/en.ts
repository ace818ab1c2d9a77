import { MESSAGES } from '@back-office/domain/messages';
import type { EN_PAGE_TEXTS } from './en-pages';

// Texts of the web app alone. The texts the product fixes come from MESSAGES.
const WEB_MESSAGES = {
  appName: 'Back Office',
  language: 'Language',
  switchToDark: 'Switch to dark theme',
  switchToLight: 'Switch to light theme',
  required: 'required',

  // Sign-in
  signInTitle: 'Sign in to your account',
  signInSubtitle: 'Welcome back! Enter your details to continue.',
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  signingIn: 'Signing in...',
  or: 'or',
  googleUnavailable: 'Google sign-in is not available yet',
  noAccount: "Don't have an account?",
  followUs: 'Follow us',

  // Sign-up
  signUpTitle: 'Create your business account',
  signUpSubtitle: 'Register your company and yourself as its first executive.',
  companySection: 'Company',
  personalSection: 'Your details',
  companyName: 'Company name',
  companyLegalName: 'Company legal name',
  companyEmail: 'Company email',
  companyPhone: 'Company phone',
  businessRole: 'Business type',
  employeeFirstName: 'First name',
  employeeLastName: 'Last name',
  employeeEmail: 'Email',
  employeePhone: 'Phone',
  employeeRole: 'Role',
  employeeStatus: 'Status',
  confirmPassword: 'Confirm password',
  acceptTerms: 'I accept the',
  termsLink: 'Business Manager Terms',
  createAccount: 'Create account',
  creatingAccount: 'Creating account...',
  haveAccount: 'Already have an account?',
  accountCreatedText:
    'Your company and your account are ready. Sign in with your email and password.',
  valueMerchant: 'Merchant',
  valueExecutive: 'Executive',
  valueActive: 'Active',

  // Phone input
  country: 'Country',
  phoneNumber: 'Phone number',
  countryOption: '{{name}} ({{code}})',

  // Password reset
  resetTitle: 'Reset your password',
  resetSubtitle: 'Enter your email and we will send you a link to choose a new password.',
  sending: 'Sending...',
  backToSignIn: 'Back to Sign In',
  newPasswordTitle: 'Choose a new password',
  newPasswordSubtitle: 'Your new password must be different from the current one.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  setNewPassword: 'Set new password',
  saving: 'Saving...',
  requestNewLink: 'Request a new link',

  // Two-step verification
  twoStepTitle: 'Two-step verification',
  twoStepText: 'Enter the 6-digit code we sent to your device.',
  digitLabel: 'Digit {{n}} of {{total}}',
  twoStepAlert: 'Two-step verification is not available yet. Code entered: {{code}}',

  // Business selection and the signed-in header
  selectBusinessSubtitle: 'Choose the business you want to work for.',
  currentBusiness: 'Current business',
  switchBusiness: 'Switch business',

  // Placeholder pages
  comingSoonText: 'This page is on its way. Check back soon.',

  // Titles and descriptions of the public pages (page metadata)
  pageSignIn: 'Sign In',
  pageSignInDescription: 'Sign in to the Back Office of your business.',
  pageSignUp: 'Sign Up',
  pageSignUpDescription: 'Register your company and create your Back Office account.',
  pageResetPassword: 'Reset password',
  pageResetPasswordDescription: 'Get a link to choose a new password for your account.',
  pageNewPassword: 'New password',
  pageNewPasswordDescription: 'Choose a new password for your Back Office account.',
  pageTwoStep: 'Two-step verification',
  pageTwoStepDescription: 'Confirm your sign-in with a 6-digit code.',
  pageNotFound: 'Page not found',
  pageNotFoundDescription: 'The page you are looking for does not exist.',
  pageTerms: 'Business Manager Terms',
  pageTermsDescription: 'The terms for businesses that use the Back Office.',
  pageLegal: 'Legal & Policies',
  pageLegalDescription: 'Legal notices and policies of the Back Office.',
} as const;

type Overlap = keyof typeof MESSAGES & keyof typeof WEB_MESSAGES;
// A web key that reused a spec key would silently replace the spec's text.
const _noOverlap: [Overlap] extends [never] ? true : never = true;

// What every screen needs; the texts of the signed-in pages come with them (see en-pages.ts).
export const en = { ...MESSAGES, ...WEB_MESSAGES };
export type TranslationKey = keyof typeof en | keyof typeof EN_PAGE_TEXTS;
export type Translations = Record<TranslationKey, string>;
