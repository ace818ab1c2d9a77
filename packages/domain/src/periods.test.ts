import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  granularityProblem,
  isCalendarDay,
  maxPeriodEnd,
  periodProblem,
  presetRange,
  previousPeriod,
  suggestedGranularity,
  todayIn,
} from './periods';
import { msg } from './message-keys';

describe('periods', () => {
  it('resolves presets to days, both ends included', () => {
    const today = '2026-11-23';
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('last7Days', today)).toEqual({ from: '2026-11-17', to: today });
    expect(presetRange('last30Days', today)).toEqual({ from: '2026-10-25', to: today });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
  });

  it('counts in the time zone of the business', () => {
    const lateEvening = new Date('2026-11-23T22:30:00Z');
    expect(todayIn('Europe/Nicosia', lateEvening)).toBe('2026-11-24');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-23');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00:00Z', false],
  ])('%s is a calendar day: %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe('dashboard periods', () => {
  it('accepts up to five years, and refuses a day more, a reversed range and a malformed day', () => {
    expect(maxPeriodEnd('2020-01-01')).toBe('2024-12-31');
    expect(maxPeriodEnd('2024-02-29')).toBe('2029-02-28');
    expect(periodProblem({ from: '2020-01-01', to: '2024-12-31' })).toBeNull();
    expect(periodProblem({ from: '2020-01-01', to: '2025-01-01' })).toBe(msg('periodTooLong'));
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(msg('periodReversed'));
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe(msg('periodMalformed'));
    expect(periodProblem({ from: 'x', to: '2026-03-01' })).toBe(msg('periodMalformed'));
  });

  it('suggests a granularity by length and refuses one too fine for the period', () => {
    expect(suggestedGranularity({ from: '2026-03-01', to: '2026-03-01' })).toBe('hour');
    expect(suggestedGranularity({ from: '2026-03-01', to: '2026-03-30' })).toBe('day');
    expect(suggestedGranularity({ from: '2026-01-01', to: '2026-12-31' })).toBe('week');
    expect(suggestedGranularity({ from: '2024-01-01', to: '2026-12-31' })).toBe('month');
    expect(granularityProblem({ from: '2026-03-01', to: '2026-03-31' }, 'hour')).toBeNull();
    expect(granularityProblem({ from: '2026-03-01', to: '2026-04-01' }, 'hour')).toBe(
      msg('granularityTooFine'),
    );
    expect(granularityProblem({ from: '2026-03-01', to: '2026-04-01' }, 'year')).toBe(
      msg('granularityInvalid'),
    );
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-30' })).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });
});
