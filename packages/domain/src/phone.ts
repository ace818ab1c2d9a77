// The 'max' metadata is used, not the default 'min': 'min' only checks a number's length, so
// every possible number would pass as valid and the 'possible but not valid' state (shown in
// yellow) could never appear. Server and web share this file, so they also agree on validity.
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  Metadata,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { PHONE_MIN_DIGITS, UNKNOWN_COUNTRY_MAX_NATIONAL_LENGTH } from './constants';
import type { MessageKey } from './message-keys';

export type { CountryCode };
export type PhoneValidity = 'valid' | 'possible' | 'invalid';

export interface PhoneValidation {
  state: PhoneValidity | 'empty';
  message: MessageKey | null;
  // E.164 (+ and digits) whenever the input parses, so a form can keep the typed number.
  international: string | null;
}

export function digitsOnly(s: string): string {
  return s.replace(/\D/g, '');
}

export function isCountryCode(value: string): value is CountryCode {
  return isSupportedCountry(value);
}

export function maxNationalLength(country: string): number {
  if (!isSupportedCountry(country)) return UNKNOWN_COUNTRY_MAX_NATIONAL_LENGTH;
  const metadata = new Metadata();
  metadata.selectNumberingPlan(country);
  const lengths = metadata.numberingPlan?.possibleLengths() ?? [];
  return lengths.length > 0 ? Math.max(...lengths) : UNKNOWN_COUNTRY_MAX_NATIONAL_LENGTH;
}

// What the national-number box keeps of a keystroke or paste: digits, capped per country.
export function clampNationalNumber(input: string, country: string): string {
  return digitsOnly(input).slice(0, maxNationalLength(country));
}

export function callingCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

export function listCountries(): { code: CountryCode; callingCode: string }[] {
  return getCountries().map((code) => ({ code, callingCode: callingCode(code) }));
}

export function validatePhone(input: string, country: CountryCode): PhoneValidation {
  if (input.trim() === '') return { state: 'empty', message: null, international: null };
  try {
    const parsed = parsePhoneNumberFromString(input, country);
    if (!parsed) {
      const tooShort = digitsOnly(input).length < PHONE_MIN_DIGITS;
      return {
        state: 'invalid',
        message: tooShort ? 'phoneTooShort' : 'phoneInvalidFormat',
        international: null,
      };
    }
    if (parsed.isValid()) return { state: 'valid', message: null, international: parsed.number };
    if (parsed.isPossible()) {
      return {
        state: 'possible',
        message: 'phoneMayBeIncorrect',
        international: parsed.number,
      };
    }
    return { state: 'invalid', message: 'invalidPhoneNumber', international: parsed.number };
  } catch {
    return { state: 'invalid', message: 'phoneValidationError', international: null };
  }
}

// Server-side rule of the sign-up form: a valid number in international form.
export function isValidInternationalPhone(value: string): boolean {
  return value.trim().startsWith('+') && isValidPhoneNumber(value);
}

export function toE164(value: string): string {
  return parsePhoneNumberFromString(value)?.number ?? value.trim();
}

// A stored international number as the phone input shows it: its country and national digits.
// null when it does not parse or names no single country (e.g. +800 numbers).
export function splitInternational(
  value: string,
): { country: CountryCode; national: string } | null {
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed?.country) return null;
  return { country: parsed.country, national: parsed.nationalNumber };
}
