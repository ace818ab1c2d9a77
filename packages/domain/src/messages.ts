import type { MoneyMessageKey } from './money-messages';
import type { PeopleMessageKey } from './people-messages';

// Every user-facing English text. The product's fixed texts (messages.test.ts) are kept byte
// for byte; the others are ours. Placeholders are i18next-style so these can seed the 'en' bundle.

export const MESSAGES = {
  // Sign-in, sign-up, reset
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  passwordRequired: 'Password is required',
  companyNameRequired: 'Company name is required',
  companyLegalNameRequired: 'Company legal name is required',
  companyPhoneRequired: 'Company phone is required',
  invalidPhoneNumber: 'Invalid phone number',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone is required',
  passwordMin: 'Password must be at least 8 characters long',
  passwordMax: 'Password must be at most 100 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions',
  registrationFailed: 'Registration failed. Please check your information and try again.',
  networkErrorSignup: 'Network error. Please check your connection and try again.',
  unexpectedErrorTryAgain: 'An unexpected error occurred. Please try again.',
  accountCreated: 'Account Created Successfully!',
  goToSignIn: 'Go to Sign In',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  forgotPassword: 'Forgot password?',
  signInWithGoogle: 'Sign in with Google',
  resetLinkSent: 'Password reset link sent successfully!',
  resetLinkFailed: 'Failed to send password reset link.',
  unexpectedError: 'An unexpected error occurred.',
  sendResetLink: 'Send reset link',
  passwordResetDone: 'Your password has been reset. You can now sign in.',
  newPasswordMustDiffer: 'New password must be different from the current password',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  resetTokenRequired: 'Reset token is required',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  loginFailed: 'Login failed. Please try again.',
  loggedInSuccessfully: 'Logged in successfully',
  welcomeBack: 'Welcome back! Redirecting you to {{page}}...',

  // Two-step verification placeholder
  verify: 'Verify',
  resend: 'Resend',
  backToDashboard: 'Back to dashboard',

  // Shared inputs and the unused shared rules
  minLength: 'Minimum length is {{n}} characters',
  maxLength: 'Maximum length is {{n}} characters',
  invalidInputFormat: 'Invalid input format',
  fieldRequired: 'This field is required',
  validEmailAddress: 'Please enter a valid email address',
  validPhoneNumber: 'Please enter a valid phone number',
  scriptTagsNotAllowed: 'Script tags are not allowed',
  controlCharactersNotAllowed: 'Text must not contain control characters',
  invalidScanId: 'The scan id must be a UUID',
  scanIdReused: 'This scan id was already used for another coupon',
  invalidCursor: 'This page link is no longer valid. Start again from the first page.',
  // Sent only to a client that reuses one Idempotency-Key: the web never does.
  idempotencyKeyMalformed: 'Idempotency-Key must be 16 to 100 letters, digits, - or _',
  idempotencyKeyReused: 'This Idempotency-Key was sent with another request',
  passwordStrength: 'Password must contain an uppercase letter, a lowercase letter and a digit',
  cyprusPhoneInvalid: 'Enter a Cyprus phone number: 8 digits, optionally after +357',
  nameInvalid: 'Only letters, spaces, hyphens and apostrophes are allowed',
  zipInvalid: 'ZIP code must be exactly 4 digits',
  otpInvalid: 'Enter the 6-digit code',
  invalidUrl: 'Please enter a valid web address',
  blockedUrl: 'This kind of link is not allowed',
  employeeIdRequired: 'Employee id is required',

  // Phone input
  phoneTooShort: 'Phone number is too short',
  phoneInvalidFormat: 'Invalid phone number format',
  phoneMayBeIncorrect: 'Phone number format may be incorrect',
  phoneValidationError: 'Error validating phone number',
  searchCountry: 'Search country...',
  noCountriesFound: 'No countries found',
  selectCountry: 'Select Country',

  // Scanner
  wrongBusinessTitle: 'Wrong Business',
  wrongBusinessMessage: 'This QR code belongs to a different business',
  invalidQrTitle: 'Invalid QR Code',
  missingRequiredData: 'Missing required data',
  scanFailedTitle: 'Scan Failed',
  errorTitle: 'Error',
  failedToScan: 'Failed to scan',
  redeemedTitle: 'Successfully Redeemed!',
  expiredTokenHint:
    'QR codes expire after 60 seconds. Please ask the customer to generate a new one.',
  wrongMerchantHint: "Please scan QR codes issued for your own business's offers only.",
  invalidTokenHint:
    'This QR code is not valid. Please ask the customer to open the coupon again in their wallet.',
  alreadyRedeemedHint: 'This coupon has already been redeemed and cannot be used again.',
  serverErrorHint:
    'A server-side problem occurred. Please try again, and contact support if it continues.',
  scanAgain: 'Scan again',
  close: 'Close',
  useAppToScan: 'Use the APP to scan!',
  mobileDeviceRequired: 'Mobile Device Required',
  qrScannerMobileOnly: 'QR Scanner is only available on mobile devices',
  checkingCamera: 'Checking camera permissions...',
  cameraBlocked: 'Camera Access Blocked',
  cameraBlockedInstructions:
    "Camera access is blocked for this site. Open your browser's site settings, allow the camera, then tap Retry.",
  cameraPermissionRequired: 'Camera Permission Required',
  cameraPermissionExplanation: 'Allow camera access to scan customer QR codes.',
  requestCameraAccess: 'Request Camera Access',
  noCameraFound: 'No camera found on this device',
  retry: 'Retry',
  cancel: 'Cancel',

  // Session and business selection
  sessionExpired: 'Session expired. Please login again.',
  noTokenReceived: 'No token received',
  tokenRefreshFailed: 'Token refresh failed',
  employeeNotFound: 'Employee not found',
  selectedBusinessMissing: "Selected business doesn't exist",
  checkEmployeeFailed: 'Check employee failed',
  businessModalMissing: "Business selection modal doesn't exist",
  businessSelectionCancelled: 'Business selection cancelled',
  missingMerchantId: 'Missing merchantId',
  failedToSelectBusiness: 'Failed to select business',
  businessSelectionFailed: 'Business selection failed',
  selectBusinessTitle: 'Select a business',
  searchBusinesses: 'Search businesses...',
  noBusinesses: 'No businesses available',
  contactAdministrator: 'Contact your administrator',
  noResultsFor: 'No results for "{{query}}"',
  clear: 'Clear',

  // Server-error toasts and global errors
  forbiddenToast: 'FORBIDDEN: You do not have permission to perform this action',
  internalErrorToast: 'INTERNAL_SERVER_ERROR: An unexpected error occurred. Please try again later',
  badUserInputToast: 'Oops: {{message}}',
  errorToast: 'Error: {{message}}',
  networkErrorEvent: 'Network error occurred. Please check your connection',
  networkErrorMessage: 'Network error — please check your connection.',
  anErrorOccurred: 'An error occurred',
  timeoutMessage: 'The request timed out. Please try again.',
  notFoundMessage: 'The requested item was not found.',
  serverErrorMessage: 'A server error occurred. Please try again later.',

  // Not-found and error screens
  notFoundTitle: 'ERROR',
  notFoundText: "We can't seem to find the page you are looking for!",
  backToHome: 'Back to Home Page',
  pageErrorTitle: 'Oops! Something went wrong',
  tryAgainPage: 'Try Again',
  goToDashboard: 'Go to Dashboard',
  sectionErrorTitle: 'Unable to load this section',
  componentErrorTitle: 'This component encountered an error',
  componentErrorRefresh: 'This component keeps failing. Please refresh the page.',
  genericErrorTitle: 'Something went wrong',
  tryAgain: 'Try again',

  // Shell and widgets
  soonBadge: 'Soon',
  comingSoon: 'Coming Soon',
  notAvailableForRole: 'Not available for your role',
  myProfile: 'My Profile',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  noNotifications: 'No notifications yet',
  markAllRead: 'Mark all as read',
  viewAllNotifications: 'View All Notifications',
  addToHomeScreen: 'Add to Home Screen',
  maybeLater: 'Maybe Later',
  gotIt: 'Got it!',
  legalAndPolicies: 'Legal & Policies',
  enableAsyncMode: 'Enable asyncMode to use data property',
  loading: 'Loading...',

  // Marketplace, offers and stock (texts of our own)
  productNameRequired: 'Product name is required',
  priceRange: 'Price must be from 0.00 to 999,999.00',
  wholeNumber: 'Must be a whole number',
  quantityNotNegative: 'Quantity cannot be negative',
  unknownCategory: 'Unknown category',
  unknownStatus: 'Unknown status',
  offerTitleRequired: 'Offer title is required',
  offerEndsBeforeStart: 'The offer must end after it starts',
  discountRange: 'Discount must be between 1 and 100 percent',
  productNotFound: 'Product not found',
  offerNotFound: 'Offer not found',
  skuTaken: 'Another product of this business already uses this SKU',
  reasonRequired: 'A reason is required',
  stockWouldBeNegative: 'Stock cannot go below zero',
  imageTooLarge: 'The image must be 2 MB or smaller',
  notAnImage: 'The file must be a PNG, JPEG, WebP or GIF image',
  invalidTransition: 'This offer cannot be changed that way in its current status',
  offerAlreadyTaken: 'This offer is already in your wallet',
  offerNotAvailable: 'This offer is no longer available',
  offerSoldOut: 'This offer is sold out',
  discountNeedsProduct: 'Choose the product the discount applies to',
  // The text of the marketplace schemas' date check, here so that it is translated.
  invalidDateTime: 'Invalid date',
  dateOutsideWindow: 'Enter a date from {{from}} to {{to}}',
} as const;

/** A key of the texts every screen may need (the sign-in page's budget carries them). */
export type CoreMessageKey = keyof typeof MESSAGES;
/** A key of any of the domain's texts, those that travel with their pages included. */
export type MessageKey = CoreMessageKey | MoneyMessageKey | PeopleMessageKey;

// Unknown placeholders stay visible, so a missing parameter shows up in review instead of
// silently disappearing.
export function formatMessage(
  key: CoreMessageKey,
  params?: Record<string, string | number>,
): string {
  const template: string = MESSAGES[key];
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
