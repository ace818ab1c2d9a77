import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { MONEY_MESSAGES } from './money-messages';
import { PEOPLE_MESSAGES } from './people-messages';
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
    ['OFFER_NOT_FOUND', 'Offer not found'],
    ['SOLD_OUT', 'This offer is sold out'],
    ['LOGIN_SUCCESS', null],
    ['NOPE', null],
    ['toString', null],
  ])('%s → %j', (code, text) => {
    expect(resultMessage(code)).toBe(text);
  });

  it.each([
    ['LAST_EXECUTIVE', PEOPLE_MESSAGES, 'lastExecutive'],
    ['WRONG_PASSWORD', PEOPLE_MESSAGES, 'wrongCurrentPassword'],
    ['CREDIT_EXCEEDS_INVOICE', MONEY_MESSAGES, 'creditExceedsInvoice'],
  ] as const)('%s: its sentence travels with its pages', (code, catalogue, key) => {
    expect(resultCodeText(code)).toBe(key);
    expect(Object.hasOwn(catalogue, key)).toBe(true);
    expect(resultMessage(code)).toBeNull();
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
