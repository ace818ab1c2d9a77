import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { isResultCode, RESULT_CODES, resultCodeText, resultMessage } from './result-codes';

describe('RESULT_CODES', () => {
  it('give every code its own name as value, in UPPER_SNAKE_CASE', () => {
    for (const [name, value] of Object.entries(RESULT_CODES)) {
      expect(value).toBe(name);
      expect(value).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    }
  });

  it.each([
    ['EXPIRED_TOKEN', true],
    ['MEMBER_NOT_FOUND', true],
    ['SOLD_OUT', true],
    ['expired_token', false],
    ['toString', false],
    [42, false],
  ])('isResultCode(%j) → %s', (code, expected) => {
    expect(isResultCode(code)).toBe(expected);
  });
});

describe('resultCodeText and resultMessage', () => {
  it.each([
    ['INVALID_CREDENTIALS', MESSAGES.invalidCredentials],
    ['TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts],
    ['SAME_PASSWORD', MESSAGES.newPasswordMustDiffer],
    ['WRONG_MERCHANT', 'This QR code belongs to a different business'],
    ['MISSING_DATA', 'Missing required data'],
    ['LAST_EXECUTIVE', 'A business needs at least one active executive'],
    ['MEMBER_NOT_FOUND', 'Employee not found in this business'],
    ['WRONG_PASSWORD', 'Current password is incorrect'],
    ['OFFER_NOT_FOUND', 'Offer not found'],
    ['SOLD_OUT', 'This offer is sold out'],
    ['LOGIN_SUCCESS', null],
    ['NOPE', null],
    ['toString', null],
  ])('%s → %j', (code, text) => {
    expect(resultMessage(code)).toBe(text);
  });

  it('has a sentence for every refusal a page shows in words', () => {
    const refusals = [
      'ALREADY_MEMBER',
      'BUSINESS_NOT_FOUND',
      'PROVIDER_NOT_SUSPENDABLE',
      'STORE_NOT_FOUND',
      'CUSTOMER_NOT_FOUND',
      'SERVICE_NOT_FOUND',
      'PRODUCT_NOT_FOUND',
      'INVALID_TRANSITION',
      'ALREADY_TAKEN',
      'OFFER_NOT_AVAILABLE',
    ];
    for (const code of refusals) expect(resultCodeText(code), code).not.toBeNull();
  });
});
