import { useSearchParams } from 'react-router';
import {
  granularityProblem,
  PERIOD_PRESETS,
  periodProblem,
  presetRange,
  suggestedGranularity,
  todayIn,
  type DayRange,
  type Granularity,
  type PeriodPreset,
} from '@back-office/domain/periods';
import type { Period } from '../../../components/ui/period-filter';

export const DEFAULT_PRESET = 'last30Days' satisfies PeriodPreset;

export interface AnalyticsPeriodState {
  /** What the period filter shows. */
  period: Period;
  range: DayRange;
  granularity: Granularity;
  /** Why the address's period was not used (a PERIOD_MESSAGES text), or null. */
  problem: string | null;
  setPeriod(period: Period): void;
  setGranularity(granularity: Granularity): void;
}

export type AnalyticsPeriodReading = Pick<
  AnalyticsPeriodState,
  'period' | 'range' | 'granularity' | 'problem'
>;

// What the address asks for, on the business's `today`. A period the address gets wrong falls
// back to the default with a message, never to an error screen.
export function readAnalyticsPeriod(
  params: URLSearchParams,
  today: string,
): AnalyticsPeriodReading {
  const asked = params.get('period');
  let problem: string | null = null;
  let period: Period = { preset: DEFAULT_PRESET, from: '', to: '' };
  let range = presetRange(DEFAULT_PRESET, today);
  if (asked === 'custom') {
    const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    problem = periodProblem(custom);
    if (!problem) {
      period = { preset: 'custom', ...custom };
      range = custom;
    }
  } else if (asked && (PERIOD_PRESETS as readonly string[]).includes(asked)) {
    const preset = asked as Exclude<PeriodPreset, 'custom'>;
    period = { preset, from: '', to: '' };
    range = presetRange(preset, today);
  } else if (asked) {
    problem = 'periodMalformed';
  }
  const askedGranularity = params.get('granularity');
  const granularityIssue = askedGranularity ? granularityProblem(range, askedGranularity) : null;
  const granularity =
    askedGranularity && !granularityIssue
      ? (askedGranularity as Granularity)
      : suggestedGranularity(range);
  return { period, range, granularity, problem: problem ?? granularityIssue };
}

// The period lives in the address (?period=…&from=…&to=…&granularity=…) so that a view can be
// shared and reloaded.
export function useAnalyticsPeriod(timeZone: string): AnalyticsPeriodState {
  const [params, setParams] = useSearchParams();
  const reading = readAnalyticsPeriod(params, todayIn(timeZone));

  function update(values: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values))
          if (value) next.set(name, value);
          else next.delete(name);
        return next;
      },
      { replace: false },
    );
  }

  return {
    ...reading,
    setPeriod(next) {
      // An unfinished custom range stays in the filter's fields until both days are there.
      const custom = next.preset === 'custom';
      update({
        period: next.preset === 'all' ? null : next.preset,
        from: custom ? next.from : null,
        to: custom ? next.to : null,
        granularity: null,
      });
    },
    setGranularity(next) {
      update({ granularity: next });
    },
  };
}
