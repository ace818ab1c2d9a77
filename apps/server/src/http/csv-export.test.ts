import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-export';

describe('csvCell', () => {
  it.each([
    [null, ''],
    [12, '"12"'],
    ['Flat White', '"Flat White"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1+2', `"'-1+2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
  ])('%s → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
