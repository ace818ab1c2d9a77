import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it.each([
    [null, ''],
    [12, '"12"'],
    ['', '""'],
    ['Flat White', '"Flat White"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1+2', `"'-1+2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['x-1', '"x-1"'],
    // Numbers, negative ones included, stay numbers: a refund of 0.34 is summed with the rest.
    [-2, '"-2"'],
    ['-0.34', '"-0.34"'],
    ['-12', '"-12"'],
    ['-0.34e1', `"'-0.34e1"`],
    ['-', `"'-"`],
    ['-1.', `"'-1."`],
  ])('%s → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvLine', () => {
  it('joins its quoted cells and ends the line', () => {
    expect(csvLine(['a', null, 3, 'say "b"'])).toBe('"a",,"3","say ""b"""\r\n');
  });
});

describe('a spreadsheet reading the CSV back', () => {
  it('sums the numbers, refunds included, and keeps formulas as text', () => {
    const text =
      csvLine(['item', 'amount']) +
      csvLine(['=HYPERLINK("http://example.test","x")', '12.50']) +
      csvLine(['+cmd|calc', '-0.34']) +
      csvLine(['@SUM(A1:A9)', -2]);
    const rows = parse(text, { columns: true }) as { item: string; amount: string }[];
    expect(rows.map((r) => r.item)).toEqual([
      `'=HYPERLINK("http://example.test","x")`,
      "'+cmd|calc",
      "'@SUM(A1:A9)",
    ]);
    expect(rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0)).toBe(1016);
  });
});
