import { PRICE_RANGE } from '@back-office/domain/constants';

// The filters of list toolbars: selects whose default is All, price and spent ranges of 0 to
// 999999, tags.

// A toolbar select's first choice (FilterSelect): All, no condition.
export const FILTER_ALL = 'all';

// A select's value as the API's condition: null for All, and for nothing chosen.
export function filterChoice(value: string): string | null {
  return value === FILTER_ALL || value === '' ? null : value;
}

// A range bound in major units as typed ('2,5' is 2.5): null when empty, NaN when not a number.
export function parseRangeBound(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

// Empty, or a number from 0 to 999999.
export function isRangeBound(text: string): boolean {
  const value = parseRangeBound(text);
  return (
    value === null ||
    (Number.isFinite(value) && value >= PRICE_RANGE.min && value <= PRICE_RANGE.max)
  );
}

// Comma-separated tags, as the API stores them: trimmed and lower case.
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
}
