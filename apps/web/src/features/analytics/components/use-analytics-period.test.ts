import { describe, expect, it } from 'vitest';
import { readAnalyticsPeriod } from './use-analytics-period';

const TODAY = '2026-03-15';
const read = (query: string) => readAnalyticsPeriod(new URLSearchParams(query), TODAY);
const lastThirtyDays = {
  period: { preset: 'last30Days', from: '', to: '' },
  range: { from: '2026-02-14', to: TODAY },
  granularity: 'day',
};

describe('the analytics period read from the address', () => {
  it('is the last 30 days by day when the address names none', () => {
    expect(read('')).toEqual({ ...lastThirtyDays, problem: null });
  });

  it('resolves a preset on the business’s today with the granularity its length suggests', () => {
    expect(read('period=yesterday')).toMatchObject({
      range: { from: '2026-03-14', to: '2026-03-14' },
      granularity: 'hour',
      problem: null,
    });
    expect(read('period=thisYear')).toMatchObject({
      range: { from: '2026-01-01', to: TODAY },
      granularity: 'day',
    });
  });

  it('keeps a valid custom range and a granularity it allows', () => {
    expect(read('period=custom&from=2025-01-01&to=2025-12-31&granularity=month')).toEqual({
      period: { preset: 'custom', from: '2025-01-01', to: '2025-12-31' },
      range: { from: '2025-01-01', to: '2025-12-31' },
      granularity: 'month',
      problem: null,
    });
  });

  it.each([
    ['period=custom&from=2026-05-10&to=2026-01-01', 'periodReversed'],
    ['period=custom&from=2020-01-01&to=2026-01-01', 'periodTooLong'],
    ['period=custom&from=2026-02-30&to=2026-03-01', 'periodMalformed'],
    ['period=custom&from=yesterday', 'periodMalformed'],
    ['period=lastCentury', 'periodMalformed'],
    ['period=all', 'periodMalformed'],
  ])('falls back to the last 30 days with its message for %s', (query, problem) => {
    expect(read(query)).toEqual({ ...lastThirtyDays, problem });
  });

  it('says why a granularity is refused and uses the suggested one', () => {
    expect(read('granularity=fortnight')).toEqual({
      ...lastThirtyDays,
      problem: 'granularityInvalid',
    });
    expect(read('period=thisYear&granularity=hour')).toMatchObject({
      granularity: 'day',
      problem: 'granularityTooFine',
    });
  });
});
