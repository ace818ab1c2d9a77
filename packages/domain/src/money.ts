import type { Currency, Language } from './constants';

// SPEC §9 fixes German style for amounts (1.234,56 €); Greek writes them the same way, so both
// languages read one style, and so do the PDFs, the emails and the web (decision record 032).
const LOCALES: Record<Language, string> = { en: 'de-DE', el: 'el-GR' };

// One formatter per locale, currency and precision: building an Intl.NumberFormat costs far more
// than using one, and lists and the overdue-invoice notifications format many amounts.
const formatters = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

export interface MoneyOptions {
  language?: Language;
  // Whole units, for figures read at a glance that no one pays: KPI cards and chart axes.
  whole?: boolean;
}

// An amount of integer minor units, exact to the cent unless `whole` (halves away from zero, as
// Intl rounds). Never "-0": an amount that is zero, or rounds to zero, has no sign (`|| 0` turns
// -0 into 0).
export function formatMoney(
  minorUnits: number,
  currency: Currency | string = 'EUR',
  { language = 'en', whole = false }: MoneyOptions = {},
): string {
  const locale = LOCALES[language];
  const digits = whole ? 0 : 2;
  const format = cached(
    `${locale} ${currency} ${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  const major = whole
    ? Math.sign(minorUnits) * Math.round(Math.abs(minorUnits) / 100)
    : minorUnits / 100;
  return format.format(major || 0);
}

// A share (0.375 → "37,5 %"), to one decimal; a change too small to show reads "0 %", unsigned.
export function formatPercent(
  ratio: number,
  language: Language = 'en',
  fractionDigits = 1,
): string {
  const locale = LOCALES[language];
  const format = cached(
    `${locale} % ${fractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }),
  );
  const factor = 10 ** (fractionDigits + 2);
  return format.format(Math.round(ratio * factor) / factor || 0);
}

// A whole count in the amounts' style (10000 → "10.000"), e.g. an invoice line's quantity.
export function formatCount(count: number, language: Language = 'en'): string {
  const locale = LOCALES[language];
  return cached(`${locale} count`, () => new Intl.NumberFormat(locale)).format(count);
}

// Basis points (1950) as a rate ("19,5 %").
export function formatBasisPoints(basisPoints: number, language: Language = 'en'): string {
  return formatPercent(basisPoints / 10_000, language, 2);
}

// Major units for an input field in the same style as the amounts ("3,80"; "12" when whole), so
// a prefilled price reads as the prices beside it; parsed back by forms' minorUnits.
export function formatMajorInput(minorUnits: number, language: Language = 'en'): string {
  const locale = LOCALES[language];
  const whole = minorUnits % 100 === 0;
  const format = cached(
    `${locale} input ${whole}`,
    () =>
      new Intl.NumberFormat(locale, {
        useGrouping: false,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  );
  return format.format(minorUnits / 100 || 0);
}
