import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-export';

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
  ])('%s → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvLine', () => {
  it('joins its quoted cells and ends the line', () => {
    expect(csvLine(['a', null, 3, 'say "b"'])).toBe('"a",,"3","say ""b"""\r\n');
  });
});
