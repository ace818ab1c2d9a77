import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { formatBasisPoints, formatMajorInput, formatMoney, formatPercent } from './money';

// The expected text built by hand from the digits, not by Intl: German style (dots between
// thousands, a decimal comma), a no-break space before the symbol.
function expected(minor: number, symbol = '€', whole = false): string {
  const magnitude = Math.abs(minor);
  const units = whole ? Math.floor((magnitude + 50) / 100) : Math.floor(magnitude / 100);
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = whole ? '' : `,${String(magnitude % 100).padStart(2, '0')}`;
  const sign = minor < 0 && (whole ? units > 0 : true) ? '-' : '';
  return `${sign}${grouped}${cents}\u00a0${symbol}`;
}

// Every cent up to 1,000.00, then steps that pass every digit count up to 999,999,999.99.
function* amounts(): Generator<number> {
  for (let minor = 1; minor <= 100_000; minor += 1) yield minor;
  for (let minor = 100_001; minor <= 99_999_999_999; minor = Math.floor(minor * 1.0007) + 7)
    yield minor;
  yield 99_999_999_999;
}

describe.each(LANGUAGES)('formatMoney in %s', (language) => {
  it('writes every amount from 0,01 to 999.999.999,99 exactly, and its negative', () => {
    let walked = 0;
    for (const minor of amounts()) {
      const text = formatMoney(minor, 'EUR', { language });
      if (text !== expected(minor)) expect(text).toBe(expected(minor));
      const negative = formatMoney(-minor, 'EUR', { language });
      if (negative !== expected(-minor)) expect(negative).toBe(expected(-minor));
      walked += 1;
    }
    expect(walked).toBeGreaterThan(110_000);
  });

  it.each([
    [910, '9,10\u00a0€'],
    [99_999_999_999, '999.999.999,99\u00a0€'],
    [123_456, '1.234,56\u00a0€'],
    [1, '0,01\u00a0€'],
  ])('%i minor units → %s', (minor, text) => {
    expect(formatMoney(minor, 'EUR', { language })).toBe(text);
  });

  it('never writes "-0"', () => {
    for (const minor of [0, -0, -1, -49, -50, -99])
      expect(formatMoney(minor, 'EUR', { language, whole: true })).not.toMatch(/^-0\D/);
    expect(formatMoney(-0, 'EUR', { language })).toBe('0,00\u00a0€');
    expect(formatMoney(-49, 'EUR', { language, whole: true })).toBe('0\u00a0€');
    expect(formatPercent(-0.0001, language)).not.toContain('-');
  });

  it('rounds whole units half away from zero, for KPI cards', () => {
    for (const minor of [0, 49, 50, 149, 150, 250, 123_456, 99_999_999_999]) {
      expect(formatMoney(minor, 'EUR', { language, whole: true })).toBe(expected(minor, '€', true));
      expect(formatMoney(-minor, 'EUR', { language, whole: true })).toBe(
        expected(-minor, '€', true),
      );
    }
  });

  it('writes each currency with its own symbol', () => {
    expect(formatMoney(123_456, 'USD', { language })).toBe('1.234,56\u00a0$');
    expect(formatMoney(123_456, 'GBP', { language })).toBe('1.234,56\u00a0£');
  });

  it('prefills an input in the same style', () => {
    expect(formatMajorInput(380, language)).toBe('3,80');
    expect(formatMajorInput(150, language)).toBe('1,50');
    expect(formatMajorInput(1200, language)).toBe('12');
    expect(formatMajorInput(123_456, language)).toBe('1234,56');
  });
});

describe('percentages, one style', () => {
  it.each([
    ['en', 0.375, '37,5\u00a0%'],
    ['en', 0.01, '1\u00a0%'],
    ['el', 0.375, '37,5%'],
    ['el', 0.01, '1%'],
  ] as const)('%s %d → %s', (language, ratio, text) => {
    expect(formatPercent(ratio, language)).toBe(text);
  });

  it('writes VAT rates from basis points', () => {
    expect(formatBasisPoints(1900)).toBe('19\u00a0%');
    expect(formatBasisPoints(1950)).toBe('19,5\u00a0%');
    expect(formatBasisPoints(1925)).toBe('19,25\u00a0%');
  });
});
