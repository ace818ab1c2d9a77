import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  errorDisplayMessage,
  graphqlErrorToast,
  isIgnorableRejection,
  scanHint,
} from './errors';
import { fillPlaceholders } from './message-keys';
import { MESSAGES } from './messages';

describe('ERROR_CODES', () => {
  it('give every code its own name as value', () => {
    for (const [name, value] of Object.entries(ERROR_CODES)) expect(value).toBe(name);
  });
});

describe('scanHint (tailored hints)', () => {
  it.each([
    ['WRONG_MERCHANT', MESSAGES.wrongMerchantHint],
    [
      'EXPIRED_TOKEN',
      'QR codes expire after 60 seconds. Please ask the customer to generate a new one.',
    ],
    ['INVALID_TOKEN', MESSAGES.invalidTokenHint],
    ['ALREADY_REDEEMED', MESSAGES.alreadyRedeemedHint],
    ['BACKEND_SERVICE_ERROR', MESSAGES.serverErrorHint],
    ['INTERNAL_SERVER_ERROR', MESSAGES.serverErrorHint],
    ['UNKNOWN_ERROR', null],
    ['MISSING_DATA', null],
    ['COUPON_REDEEMED', null],
    ['SOMETHING_ELSE', null],
    ['', null],
  ])('%s → %j', (code, hint) => {
    const key = scanHint(code);
    expect(key && MESSAGES[key]).toBe(hint);
  });

  it('tells the cashier to use their own business and to contact support', () => {
    expect(MESSAGES[scanHint('WRONG_MERCHANT')!]).toMatch(/own business/);
    expect(MESSAGES[scanHint('INTERNAL_SERVER_ERROR')!]).toMatch(/contact support/);
  });
});

describe('graphqlErrorToast (toasts for server errors)', () => {
  it.each([
    ['FORBIDDEN', 'anything', 'FORBIDDEN: You do not have permission to perform this action'],
    [
      'INTERNAL_SERVER_ERROR',
      'db down',
      'INTERNAL_SERVER_ERROR: An unexpected error occurred. Please try again later',
    ],
    ['INTERNAL_SERVER_ERROR', 'Signup failed: duplicate', null],
    ['INTERNAL_SERVER_ERROR', 'Token refresh failed', null],
    ['INTERNAL_SERVER_ERROR', 'Invalid refresh token', null],
    ['INTERNAL_SERVER_ERROR', 'No token received', null],
    ['BAD_USER_INPUT', 'Email is too long', 'Oops: Email is too long'],
    ['UNAUTHENTICATED', 'jwt expired', null],
    ['SOME_OTHER', 'It broke', 'Error: It broke'],
    [undefined, 'It broke', 'Error: It broke'],
    [undefined, 'Signup failed: email taken', null],
    ['SOME_OTHER', 'Signup failed: x', null],
  ] as const)('%s / %j → %j', (code, message, toast) => {
    const key = graphqlErrorToast(code, message);
    expect(key && fillPlaceholders(MESSAGES[key], { message })).toBe(toast);
  });
});

describe('errorDisplayMessage', () => {
  it.each([
    [new TypeError('Failed to fetch'), MESSAGES.networkErrorMessage],
    ['Network request failed', MESSAGES.networkErrorMessage],
    [new Error('Request timed out'), MESSAGES.timeoutMessage],
    [new Error('HTTP 404'), MESSAGES.notFoundMessage],
    [new Error('HTTP 503 Service Unavailable'), MESSAGES.serverErrorMessage],
    [new Error('Internal Server Error'), MESSAGES.serverErrorMessage],
    [new Error('weird'), MESSAGES.unexpectedError],
    [undefined, MESSAGES.unexpectedError],
  ])('%s → %s', (error, text) => {
    expect(MESSAGES[errorDisplayMessage(error)]).toBe(text);
  });
});

describe('isIgnorableRejection', () => {
  it.each([
    [new Error('Request failed with status 401'), true],
    ['Unauthorized', true],
    [new Error('Something else'), false],
    [null, false],
  ])('%s → %s', (reason, expected) => {
    expect(isIgnorableRejection(reason)).toBe(expected);
  });
});
