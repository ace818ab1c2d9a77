import { describe, expect, it, vi } from 'vitest';
import {
  callingCode,
  clampNationalNumber,
  digitsOnly,
  isCountryCode,
  isValidInternationalPhone,
  listCountries,
  maxNationalLength,
  splitInternational,
  toE164,
  validatePhone,
  type CountryCode,
} from './phone';
import { englishText } from './message-catalogue';

describe("validatePhone (the phone input's states)", () => {
  it.each([
    ['', 'CY', 'empty', null, null],
    ['   ', 'CY', 'empty', null, null],
    ['99123456', 'CY', 'valid', null, '+35799123456'],
    ['99 12 34 56', 'CY', 'valid', null, '+35799123456'],
    ['+357 99 123456', 'GB', 'valid', null, '+35799123456'],
    ['22123456', 'CY', 'valid', null, '+35722123456'],
    ['07911 123456', 'GB', 'valid', null, '+447911123456'],
    ['(201) 555-0123', 'US', 'valid', null, '+12015550123'],
    ['11111111', 'CY', 'possible', 'Phone number format may be incorrect', '+35711111111'],
    ['5550123456', 'US', 'possible', 'Phone number format may be incorrect', '+15550123456'],
    ['12345', 'CY', 'invalid', 'Invalid phone number', '+35712345'],
    ['9912345', 'CY', 'invalid', 'Invalid phone number', '+3579912345'],
    ['1', 'CY', 'invalid', 'Phone number is too short', null],
    ['+12', 'CY', 'invalid', 'Phone number is too short', null],
    ['abc', 'CY', 'invalid', 'Phone number is too short', null],
    ['+357 99 12345678901234567', 'CY', 'invalid', 'Invalid phone number format', null],
  ] as const)('%j in %s → %s %j', (input, country, state, message, international) => {
    const result = validatePhone(input, country);
    expect({ ...result, message: result.message && englishText(result.message) }).toEqual({
      state,
      message,
      international,
    });
  });
});

describe('validatePhone when the library throws', () => {
  it("reports 'Error validating phone number'", async () => {
    vi.resetModules();
    vi.doMock('libphonenumber-js/max', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      parsePhoneNumberFromString: () => {
        throw new Error('boom');
      },
    }));
    const { validatePhone: mocked } = await import('./phone');
    expect(mocked('99123456', 'CY')).toEqual({
      state: 'invalid',
      message: 'phoneValidationError',
      international: null,
    });
    vi.doUnmock('libphonenumber-js/max');
    vi.resetModules();
  });
});

describe('maxNationalLength', () => {
  it.each([
    ['CY', 8],
    ['GB', 10],
    ['US', 10],
    ['DE', 15],
    ['GR', 12],
    ['XX', 15],
    ['', 15],
  ])('%j → %i', (country, length) => {
    expect(maxNationalLength(country)).toBe(length);
  });
});

describe('digits and clamping', () => {
  it.each([
    ['+357 (99) 12-34-56', '35799123456'],
    ['abc', ''],
    ['٣', ''],
  ])('digitsOnly(%j) → %j', (input, output) => {
    expect(digitsOnly(input)).toBe(output);
  });

  it.each([
    ['99 12 34 56 78 90', 'CY', '99123456'],
    ['abc12', 'CY', '12'],
    ['1234567890123456789', 'XX', '123456789012345'],
  ])('clampNationalNumber(%j, %s) → %j', (input, country, output) => {
    expect(clampNationalNumber(input, country)).toBe(output);
  });
});

describe('countries', () => {
  it('knows Cyprus and its calling code', () => {
    expect(isCountryCode('CY')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(callingCode('CY' as CountryCode)).toBe('+357');
    expect(listCountries()).toContainEqual({ code: 'GR', callingCode: '+30' });
  });
});

describe('international phone rule of sign-up', () => {
  it.each([
    ['+35799123456', true],
    ['+357 99 123456', true],
    ['99123456', false],
    ['+35711111111', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidInternationalPhone(value)).toBe(valid);
  });

  it('normalises to E.164', () => {
    expect(toE164(' +357 99 123 456 ')).toBe('+35799123456');
    expect(toE164('not a number')).toBe('not a number');
  });
});

describe('splitInternational (a stored number shown in the phone input)', () => {
  it.each([
    ['+35799123456', { country: 'CY', national: '99123456' }],
    ['+306912345678', { country: 'GR', national: '6912345678' }],
    ['+442071234567', { country: 'GB', national: '2071234567' }],
    ['99123456', null],
    ['', null],
  ])('%j → %j', (value, split) => {
    expect(splitInternational(value)).toEqual(split);
  });
});
