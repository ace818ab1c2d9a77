import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './message-keys';
import { MESSAGES, type CoreMessageKey } from './messages';

// The product's fixed texts, byte for byte, after formatting: a change here is a change of the
// product.
const SPEC_TEXTS: [CoreMessageKey, string, Record<string, string | number>?][] = [
  ['accountCreated', 'Account Created Successfully!'],
  ['notFoundTitle', 'ERROR'],
  ['notFoundText', "We can't seem to find the page you are looking for!"],
  ['soonBadge', 'Soon'],
  ['comingSoon', 'Coming Soon'],
  ['welcomeBack', 'Welcome back! Redirecting you to /sales...', { page: '/sales' }],
  ['noBusinesses', 'No businesses available'],
  ['contactAdministrator', 'Contact your administrator'],
  ['signingOut', 'Signing out...'],
  ['noNotifications', 'No notifications yet'],
  ['markAllRead', 'Mark all as read'],
  ['viewAllNotifications', 'View All Notifications'],
  ['useAppToScan', 'Use the APP to scan!'],
  ['mobileDeviceRequired', 'Mobile Device Required'],
  ['qrScannerMobileOnly', 'QR Scanner is only available on mobile devices'],
  ['checkingCamera', 'Checking camera permissions...'],
  ['cameraBlocked', 'Camera Access Blocked'],
  ['cameraPermissionRequired', 'Camera Permission Required'],
  ['requestCameraAccess', 'Request Camera Access'],
  ['searchCountry', 'Search country...'],
  ['noCountriesFound', 'No countries found'],
  ['selectCountry', 'Select Country'],
  ['addToHomeScreen', 'Add to Home Screen'],
  ['maybeLater', 'Maybe Later'],
  ['gotIt', 'Got it!'],
  ['pageErrorTitle', 'Oops! Something went wrong'],
  ['sectionErrorTitle', 'Unable to load this section'],
  ['componentErrorTitle', 'This component encountered an error'],
  ['genericErrorTitle', 'Something went wrong'],
  ['businessSelectionCancelled', 'Business selection cancelled'],
  ['loggedInSuccessfully', 'Logged in successfully'],
  ['selectedBusinessMissing', "Selected business doesn't exist"],
  ['sessionExpired', 'Session expired. Please login again.'],
  ['enableAsyncMode', 'Enable asyncMode to use data property'],
  ['invalidEmail', 'Invalid email address'],
  ['emailRequired', 'Email is required'],
  ['emailTooLong', 'Email is too long'],
  ['passwordRequired', 'Password is required'],
  ['companyNameRequired', 'Company name is required'],
  ['companyLegalNameRequired', 'Company legal name is required'],
  ['companyPhoneRequired', 'Company phone is required'],
  ['invalidPhoneNumber', 'Invalid phone number'],
  ['firstNameRequired', 'First name is required'],
  ['lastNameRequired', 'Last name is required'],
  ['phoneRequired', 'Phone is required'],
  ['passwordMin', 'Password must be at least 8 characters long'],
  ['passwordsDoNotMatch', 'Passwords do not match'],
  ['termsRequired', 'You must accept the terms and conditions'],
  ['phoneTooShort', 'Phone number is too short'],
  ['phoneInvalidFormat', 'Invalid phone number format'],
  ['phoneMayBeIncorrect', 'Phone number format may be incorrect'],
  ['phoneValidationError', 'Error validating phone number'],
  ['minLength', 'Minimum length is 3 characters', { n: 3 }],
  ['invalidInputFormat', 'Invalid input format'],
  ['fieldRequired', 'This field is required'],
  ['validEmailAddress', 'Please enter a valid email address'],
  ['validPhoneNumber', 'Please enter a valid phone number'],
  ['maxLength', 'Maximum length is 5000 characters', { n: 5000 }],
  ['scriptTagsNotAllowed', 'Script tags are not allowed'],
  ['registrationFailed', 'Registration failed. Please check your information and try again.'],
  ['networkErrorSignup', 'Network error. Please check your connection and try again.'],
  ['unexpectedErrorTryAgain', 'An unexpected error occurred. Please try again.'],
  ['resetLinkSent', 'Password reset link sent successfully!'],
  ['resetLinkFailed', 'Failed to send password reset link.'],
  ['unexpectedError', 'An unexpected error occurred.'],
  ['wrongBusinessTitle', 'Wrong Business'],
  ['wrongBusinessMessage', 'This QR code belongs to a different business'],
  ['invalidQrTitle', 'Invalid QR Code'],
  ['missingRequiredData', 'Missing required data'],
  ['scanFailedTitle', 'Scan Failed'],
  ['errorTitle', 'Error'],
  ['failedToScan', 'Failed to scan'],
  ['redeemedTitle', 'Successfully Redeemed!'],
  [
    'expiredTokenHint',
    'QR codes expire after 60 seconds. Please ask the customer to generate a new one.',
  ],
  ['noCameraFound', 'No camera found on this device'],
  ['noTokenReceived', 'No token received'],
  ['tokenRefreshFailed', 'Token refresh failed'],
  ['employeeNotFound', 'Employee not found'],
  ['checkEmployeeFailed', 'Check employee failed'],
  ['businessModalMissing', "Business selection modal doesn't exist"],
  ['missingMerchantId', 'Missing merchantId'],
  ['failedToSelectBusiness', 'Failed to select business'],
  ['businessSelectionFailed', 'Business selection failed'],
  ['forbiddenToast', 'FORBIDDEN: You do not have permission to perform this action'],
  [
    'internalErrorToast',
    'INTERNAL_SERVER_ERROR: An unexpected error occurred. Please try again later',
  ],
  ['badUserInputToast', 'Oops: bad date', { message: 'bad date' }],
  ['networkErrorEvent', 'Network error occurred. Please check your connection'],
  ['networkErrorMessage', 'Network error — please check your connection.'],
  ['anErrorOccurred', 'An error occurred'],
  ['notAvailableForRole', 'Not available for your role'],
];

describe('MESSAGES', () => {
  it.each(SPEC_TEXTS)('%s', (key, text, params) => {
    expect(fillPlaceholders(MESSAGES[key], params)).toBe(text);
  });

  it('starts "No results for" with the query', () => {
    expect(fillPlaceholders(MESSAGES.noResultsFor, { query: 'zzz' })).toMatch(
      /^No results for .*zzz/,
    );
  });

  it('has no empty text and no accidental whitespace', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).toBe(text.trim());
    }
  });
});

describe('fillPlaceholders', () => {
  it('returns the template unchanged without parameters', () => {
    expect(fillPlaceholders(MESSAGES.minLength)).toBe('Minimum length is {{n}} characters');
  });

  it('fills repeated and spaced placeholders', () => {
    expect(fillPlaceholders(MESSAGES.welcomeBack, { page: 'Sales' })).toBe(
      'Welcome back! Redirecting you to Sales...',
    );
  });

  it('keeps placeholders whose parameter is missing', () => {
    expect(fillPlaceholders(MESSAGES.maxLength, { m: 3 })).toBe(
      'Maximum length is {{n}} characters',
    );
  });

  it('inserts parameter text literally, including $ patterns', () => {
    expect(fillPlaceholders(MESSAGES.badUserInputToast, { message: '$& and $1 and {{n}}' })).toBe(
      'Oops: $& and $1 and {{n}}',
    );
  });

  it('does not read inherited properties as parameters', () => {
    expect(fillPlaceholders(MESSAGES.badUserInputToast, {} as Record<string, string>)).toBe(
      'Oops: {{message}}',
    );
    expect(
      fillPlaceholders(MESSAGES.maxLength, Object.create({ n: 9 }) as Record<string, number>),
    ).toBe('Maximum length is {{n}} characters');
  });
});
