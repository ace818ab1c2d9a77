// Field builders shared by the schemas, so that one rule has one message everywhere.
import { z } from 'zod';
import { EMAIL_MAX, ID_MAX, INPUT_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { isValidInternationalPhone, toE164 } from '../phone';
import { msg } from '../message-keys';

export const maxLengthMessage = (n: number) => msg('maxLength', { n });

// Empty and missing are the same: the column is cleared.
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxLengthMessage(max) })
    .nullish()
    .transform((v) => (v ? v : null));

// An optional reference to a row; left out or null, it is null.
export const optionalId = z
  .uuid({ error: msg('missingRequiredData') })
  .nullish()
  .transform((v) => v ?? null);

// A trimmed, non-empty string; a missing value gets the same message as an empty one.
export function requiredText(message: string, max: number = INPUT_MAX) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: maxLengthMessage(max) });
}

// Trimmed and lowercased before the format check. With requiredMessage, empty gets its own
// message (sign-in); without, empty is simply an invalid address (sign-up, reset).
export function emailField(requiredMessage?: string) {
  const base = z
    .string({ error: requiredMessage ?? msg('invalidEmail') })
    .trim()
    .toLowerCase();
  const checked = requiredMessage ? base.min(1, { error: requiredMessage }) : base;
  return checked
    .max(EMAIL_MAX, { error: msg('emailTooLong') })
    .pipe(z.email({ error: msg('invalidEmail') }));
}

// A valid number in international form, stored as E.164. The pipe, rather than a check with
// `abort: true`, stops at the first failure: an explicit abort would also silence the form's
// password-match refinement.
export function internationalPhoneField(requiredMessage: string) {
  return requiredText(requiredMessage)
    .pipe(z.string().refine(isValidInternationalPhone, { error: msg('invalidPhoneNumber') }))
    .transform(toE164);
}

// Passwords are never trimmed: a space is a character the user chose.
export const newPasswordField = z
  .string({ error: msg('passwordMin') })
  .min(PASSWORD_MIN, { error: msg('passwordMin') })
  .max(PASSWORD_MAX, { error: msg('passwordMax') });

export function idField(message: string) {
  return requiredText(message, ID_MAX);
}

// Object-level refinements normally wait until every field is valid; the match check should
// show as soon as both passwords are typed.
export function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[a] === 'string' && typeof record[b] === 'string';
}
