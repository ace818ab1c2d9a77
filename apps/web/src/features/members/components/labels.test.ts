import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLine } from '@back-office/domain/csv';
import { redeemedValueCsv } from './labels';

// A members CSV read back as a spreadsheet reads it: the value redeemed is a number it sums.
describe('the redeemed value in a members CSV', () => {
  it('is a number in the business currency, and each amount with its code in several', () => {
    const members = [
      { redeemedValue: [{ amountMinor: 450, currency: 'EUR' }] },
      { redeemedValue: [{ amountMinor: 123_456, currency: 'EUR' }] },
      {
        redeemedValue: [
          { amountMinor: 100, currency: 'EUR' },
          { amountMinor: 250, currency: 'GBP' },
        ],
      },
    ];
    const text =
      csvLine(['redeemed']) + members.map((m) => csvLine([redeemedValueCsv(m)])).join('');
    const rows = parse(text, { columns: true, cast: true }) as { redeemed: number | string }[];
    expect(rows.map((r) => r.redeemed)).toEqual([4.5, 1234.56, '1.00 EUR + 2.50 GBP']);
  });
});
