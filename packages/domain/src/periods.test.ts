import { describe, expect, it } from 'vitest';
import {
  granularityProblem,
  maxPeriodEnd,
  PERIOD_MESSAGES,
  periodProblem,
  previousPeriod,
  suggestedGranularity,
} from './periods';

describe('dashboard periods', () => {
  it('accepts up to five years, and refuses a day more, a reversed range and a malformed day', () => {
    expect(maxPeriodEnd('2020-01-01')).toBe('2024-12-31');
    expect(maxPeriodEnd('2024-02-29')).toBe('2029-02-28');
    expect(periodProblem({ from: '2020-01-01', to: '2024-12-31' })).toBeNull();
    expect(periodProblem({ from: '2020-01-01', to: '2025-01-01' })).toBe(
      PERIOD_MESSAGES.periodTooLong,
    );
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      PERIOD_MESSAGES.periodReversed,
    );
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe(
      PERIOD_MESSAGES.periodMalformed,
    );
    expect(periodProblem({ from: 'x', to: '2026-03-01' })).toBe(PERIOD_MESSAGES.periodMalformed);
  });

  it('suggests a granularity by length and refuses one too fine for the period', () => {
    expect(suggestedGranularity({ from: '2026-03-01', to: '2026-03-01' })).toBe('hour');
    expect(suggestedGranularity({ from: '2026-03-01', to: '2026-03-30' })).toBe('day');
    expect(suggestedGranularity({ from: '2026-01-01', to: '2026-12-31' })).toBe('week');
    expect(suggestedGranularity({ from: '2024-01-01', to: '2026-12-31' })).toBe('month');
    expect(granularityProblem({ from: '2026-03-01', to: '2026-03-31' }, 'hour')).toBeNull();
    expect(granularityProblem({ from: '2026-03-01', to: '2026-04-01' }, 'hour')).toBe(
      PERIOD_MESSAGES.granularityTooFine,
    );
    expect(granularityProblem({ from: '2026-03-01', to: '2026-04-01' }, 'year')).toBe(
      PERIOD_MESSAGES.granularityInvalid,
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
