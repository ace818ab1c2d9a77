import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  isAlpha,
  isAlphanumeric,
  isNumeric,
  isUrl,
  lengthBetween,
  normalizeUrl,
  otpBoxValue,
  otpFromPaste,
  sanitize,
  sanitizeText,
  searchQuery,
  stripTags,
  validateEmailInput,
  validatePhoneText,
  validateSecureText,
  validateTextarea,
} from './inputs';
import { englishText } from './message-catalogue';

const english = (ref: string | null) => ref && englishText(ref);

describe('stripTags, escapeHtml, sanitize', () => {
  it.each([
    ['<b>bold</b> text', 'bold text'],
    ['a <script>alert(1)</script>b', 'a b'],
    ['<style>p{}</style>x', 'x'],
    ['<img src=x onerror=alert(1)>hi', 'hi'],
    ['1 < 2 and 3 > 2', '1  2 and 3  2'],
    ['plain', 'plain'],
  ])('stripTags(%j) → %j', (input, output) => {
    expect(stripTags(input)).toBe(output);
  });

  it('escapes the HTML-significant characters', () => {
    expect(escapeHtml(`Tom & "Jerry's" </a>`)).toBe(
      'Tom &amp; &quot;Jerry&#x27;s&quot; &lt;&#x2F;a&gt;',
    );
  });

  it('cuts secure text at 255 by default, before escaping', () => {
    expect(sanitizeText('a'.repeat(300))).toHaveLength(255);
    expect(sanitizeText(`${'a'.repeat(254)}&b`)).toBe(`${'a'.repeat(254)}&amp;`);
    expect(sanitizeText('<i>hello</i> world', 5)).toBe('hello');
  });

  it('has a default limit of 10000 for the sanitiser', () => {
    expect(sanitize('x'.repeat(10_001))).toHaveLength(10_000);
    expect(sanitize('<b>x</b>&')).toBe('x&amp;');
  });
});

describe('validateSecureText', () => {
  it.each([
    ['', { required: true }, 'This field is required'],
    ['   ', { required: true }, 'This field is required'],
    ['', {}, null],
    ['ab', { min: 3 }, 'Minimum length is 3 characters'],
    ['abc', { min: 3 }, null],
    ['abc', { pattern: /^\d+$/ }, 'Invalid input format'],
    ['123', { pattern: /^\d+$/g }, null],
    ['ab', { min: 3, pattern: /^\d+$/ }, 'Minimum length is 3 characters'],
  ] as const)('%j with %j → %j', (value, rules, message) => {
    expect(english(validateSecureText(value, rules))).toBe(message);
  });

  it('gives the same answer for a global pattern twice in a row', () => {
    const pattern = /^\d+$/g;
    expect(validateSecureText('123', { pattern })).toBeNull();
    expect(validateSecureText('123', { pattern })).toBeNull();
  });
});

describe('validateEmailInput', () => {
  it.each([
    ['', null],
    ['abc', null],
    ['a@b', null],
    ['a@b.c', null],
    ['name@example', 'Please enter a valid email address'],
    ['name@@example.com', 'Please enter a valid email address'],
    ['name@example.com', null],
    ['<b>name@example.com</b>', null],
  ])('%j → %j', (value, message) => {
    expect(english(validateEmailInput(value))).toBe(message);
  });
});

describe('normalizeUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  www.example.com/path ', 'https://www.example.com/path'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['', ''],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    [' java\tscript:alert(1)', null],
    ['data:text/html;base64,xx', null],
    ['vbscript:msgbox', null],
    ['file:///etc/passwd', null],
    ['about:blank', null],
    ['blob:https://example.com/uuid', null],
  ])('%j → %j', (value, output) => {
    expect(normalizeUrl(value)).toBe(output);
  });
});

describe('validatePhoneText', () => {
  it.each([
    ['', null],
    ['+357 99 123456', null],
    ['99123456', null],
    ['+1-202-5550123', null],
    ['22.123.456', null],
    ['<b>99123456</b>', null],
    ['+357 99 12 34 56', 'Please enter a valid phone number'],
    ['phone', 'Please enter a valid phone number'],
    ['++35799', 'Please enter a valid phone number'],
  ])('%j → %j', (value, message) => {
    expect(english(validatePhoneText(value))).toBe(message);
  });
});

describe('validateTextarea', () => {
  it.each([
    ['hello', undefined, null],
    ['x'.repeat(5000), undefined, null],
    ['x'.repeat(5001), undefined, 'Maximum length is 5000 characters'],
    ['x'.repeat(11), 10, 'Maximum length is 10 characters'],
    ['<script>alert(1)</script>', undefined, 'Script tags are not allowed'],
    ['< SCRIPT src=x>', undefined, 'Script tags are not allowed'],
    ['<img src=x onerror=alert(1)>', undefined, 'Script tags are not allowed'],
    ['<a onclick = "x">', undefined, 'Script tags are not allowed'],
    ['see javascript:void(0)', undefined, 'Script tags are not allowed'],
    ['Online orders are welcome', undefined, null],
  ])('%j (max %j) → %j', (value, max, message) => {
    expect(english(validateTextarea(value, max))).toBe(message);
  });
});

describe('search and OTP boxes', () => {
  it('hands over the trimmed, escaped search value', () => {
    expect(searchQuery('  <cafe> ')).toBe('&lt;cafe&gt;');
  });

  it.each([
    ['', ''],
    ['7', '7'],
    ['78', '8'],
  ])('otpBoxValue(%j) → %j', (value, kept) => {
    expect(otpBoxValue(value)).toBe(kept);
  });

  it.each([
    ['123456', ['1', '2', '3', '4', '5', '6']],
    ['12 34 56 78', ['1', '2', '3', '4', '5', '6']],
    ['code: 42', ['4', '2']],
  ])('otpFromPaste(%j) → %j', (text, boxes) => {
    expect(otpFromPaste(text)).toEqual(boxes);
  });
});

describe('helpers', () => {
  it.each([
    [isAlphanumeric, 'abc123', true],
    [isAlphanumeric, 'abc 123', false],
    [isAlphanumeric, '', false],
    [isAlpha, 'Abc', true],
    [isAlpha, 'Ab1', false],
    [isNumeric, '0123', true],
    [isNumeric, '1.5', false],
    [isNumeric, '', false],
    [isUrl, 'https://example.com/a?b=c', true],
    [isUrl, 'http://sub.example.co.uk:8080', true],
    [isUrl, 'example.com', false],
    [isUrl, 'javascript:alert(1)', false],
    [isUrl, 'https://localhost', false],
  ] as const)('%o(%j) → %s', (check, value, expected) => {
    expect(check(value)).toBe(expected);
  });

  it.each([
    ['abc', 1, 3, true],
    ['abc', 4, 10, false],
    ['abcd', 1, 3, false],
    ['', 0, 0, true],
  ])('lengthBetween(%j, %i, %i) → %s', (value, min, max, expected) => {
    expect(lengthBetween(value, min, max)).toBe(expected);
  });
});
