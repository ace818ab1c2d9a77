// The shared inputs' rules as pure functions; the input components only wire them to events.
import { INPUT_MAX, OTP_LENGTH, SANITIZER_MAX, TEXTAREA_MAX } from './constants';
import { msg, type MessageRef } from './message-keys';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '/': '&#x2F;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'/]/g, (char) => HTML_ESCAPES[char] ?? char);
}

// Script and style bodies go with their tags: their text is code, not something the user wrote.
export function stripTags(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-z!][^>]*>/gi, '')
    .replace(/[<>]/g, '');
}

// Cut before escaping, so that the limit counts what the user typed and no entity is cut in half.
export function sanitize(value: string, max: number = SANITIZER_MAX): string {
  return escapeHtml(stripTags(value).slice(0, max));
}

export function sanitizeText(value: string, max: number = INPUT_MAX): string {
  return sanitize(value, max);
}

export interface SecureTextRules {
  min?: number;
  pattern?: RegExp;
  required?: boolean;
}

export function validateSecureText(value: string, rules: SecureTextRules = {}): MessageRef | null {
  const text = value.trim();
  if (text === '') return rules.required ? msg('fieldRequired') : null;
  if (rules.min !== undefined && text.length < rules.min) return msg('minLength', { n: rules.min });
  if (
    rules.pattern &&
    !new RegExp(rules.pattern.source, rules.pattern.flags.replace('g', '')).test(text)
  ) {
    return msg('invalidInputFormat');
  }
  return null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Quiet until the text looks like an attempt at an address, so typing is not interrupted.
export function validateEmailInput(value: string): MessageRef | null {
  const text = stripTags(value).trim();
  if (text.includes('@') && text.length > 5 && !EMAIL_PATTERN.test(text))
    return msg('validEmailAddress');
  return null;
}

const BLOCKED_SCHEMES = ['javascript', 'data', 'vbscript', 'file', 'about', 'blob'];

// null when the scheme is blocked; '' for empty input. Browsers ignore whitespace and control
// characters inside a scheme ("java\tscript:"), so the check does too.
export function normalizeUrl(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const compact = text.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme && BLOCKED_SCHEMES.includes(scheme)) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^(mailto|tel):/i.test(text)) return text;
  return `https://${text.replace(/^\/+/, '')}`;
}

const PHONE_TEXT_PATTERN = /^\+?\d{1,4}[-.\s]?\d{1,4}[-.\s]?\d{1,9}$/;

export function validatePhoneText(value: string): MessageRef | null {
  const text = stripTags(value).trim();
  if (text === '') return null;
  return PHONE_TEXT_PATTERN.test(text) ? null : msg('validPhoneNumber');
}

const SCRIPT_PATTERN = /<\s*script\b|\bon[a-z]+\s*=|javascript\s*:/i;

export function validateTextarea(value: string, max: number = TEXTAREA_MAX): MessageRef | null {
  if (SCRIPT_PATTERN.test(value)) return msg('scriptTagsNotAllowed');
  if (value.length > max) return msg('maxLength', { n: max });
  return null;
}

// The value the search input hands over on Enter.
export function searchQuery(value: string): string {
  return escapeHtml(value.trim());
}

// One OTP box keeps the last character typed into it.
export function otpBoxValue(value: string): string {
  return value.slice(-1);
}

// A pasted code fills the boxes from the first one; other characters are dropped.
export function otpFromPaste(text: string): string[] {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH).split('');
}

export function isAlphanumeric(value: string): boolean {
  return /^[a-z0-9]+$/i.test(value);
}

export function isAlpha(value: string): boolean {
  return /^[a-z]+$/i.test(value);
}

export function isNumeric(value: string): boolean {
  return /^\d+$/.test(value);
}

// A pattern, not the URL class: this package compiles without DOM or Node typings.
const URL_PATTERN = /^https?:\/\/(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

export function lengthBetween(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

// Tab, line feed and carriage return are text; every other C0 control character and DEL is not
// (PostgreSQL refuses NUL in text outright), so input holding one is refused whole.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}
