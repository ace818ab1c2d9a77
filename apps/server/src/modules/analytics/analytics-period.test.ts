import { describe, expect, it } from 'vitest';
import { addDays } from '@back-office/domain/periods';
import { splitByMonths } from './analytics-period';

describe('splitByMonths', () => {
  it('answers a year to date as whole months and the days of the current one', () => {
    expect(splitByMonths({ from: '2026-01-01', to: '2026-11-25' })).toEqual({
      months: { from: '2026-01-01', to: '2026-10-01' },
      days: [{ from: '2026-11-01', to: '2026-11-25' }],
    });
  });

  it('keeps the days before the first whole month, across the end of a year', () => {
    expect(splitByMonths({ from: '2025-02-06', to: '2025-12-31' })).toEqual({
      months: { from: '2025-03-01', to: '2025-12-01' },
      days: [{ from: '2025-02-06', to: '2025-02-28' }],
    });
  });

  it('answers one whole month, a leap February included, by its month alone', () => {
    expect(splitByMonths({ from: '2028-02-01', to: '2028-02-29' })).toEqual({
      months: { from: '2028-02-01', to: '2028-02-01' },
      days: [],
    });
    expect(splitByMonths({ from: '2026-02-01', to: '2026-02-27' }).months).toBeNull();
  });

  it('answers by days alone a range without a whole month, even across two months', () => {
    const range = { from: '2026-09-11', to: '2026-10-20' };
    expect(splitByMonths(range)).toEqual({ months: null, days: [range] });
  });

  it('covers every day of any range exactly once', () => {
    for (let start = 0; start < 400; start += 7)
      for (const length of [0, 27, 31, 62, 364]) {
        const from = addDays('2025-12-20', start);
        const to = addDays(from, length);
        const { days, months } = splitByMonths({ from, to });
        const covered: string[] = [];
        for (const piece of days)
          for (let d = piece.from; d <= piece.to; d = addDays(d, 1)) covered.push(d);
        if (months)
          for (let d = months.from; d <= addDays(months.to, 40); d = addDays(d, 1))
            if (d.slice(0, 7) <= months.to.slice(0, 7)) covered.push(d);
        covered.sort();
        const expected: string[] = [];
        for (let d = from; d <= to; d = addDays(d, 1)) expected.push(d);
        expect(covered, `${from}..${to}`).toEqual(expected);
      }
  });
});
