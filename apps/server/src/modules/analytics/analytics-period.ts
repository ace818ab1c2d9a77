import {
  addDays,
  granularityProblem,
  periodProblem,
  previousPeriod,
  suggestedGranularity,
  type DayRange,
  type Granularity,
} from '@back-office/domain/periods';
import { badUserInput } from '../../graphql/errors';

export interface Window {
  /** The period. */
  from: string;
  to: string;
  /** The previous period of the same length (its `to` is the day before `from`). */
  previousFrom: string;
}

export interface PeriodArgs {
  from?: unknown;
  to?: unknown;
  granularity?: unknown;
}

export interface Period {
  range: DayRange;
  window: Window;
  granularity: Granularity;
}

/** The period of the arguments, or BAD_USER_INPUT saying what is wrong with it. */
export function parsePeriod(period: PeriodArgs | null | undefined): Period {
  const range = { from: String(period?.from ?? ''), to: String(period?.to ?? '') };
  const problem = periodProblem(range);
  if (problem) badUserInput(problem, { period: problem });
  const chosen = period?.granularity;
  let granularity = suggestedGranularity(range);
  if (chosen != null) {
    const wrong = granularityProblem(range, String(chosen));
    if (wrong) badUserInput(wrong, { 'period.granularity': wrong });
    granularity = chosen as Granularity;
  }
  const previous = previousPeriod(range);
  return { range, granularity, window: { ...range, previousFrom: previous.from } };
}

export function parseLimit(limit: unknown, fallback = 10, max = 50): number {
  if (limit == null) return fallback;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > max)
    return badUserInput('limitInvalid', { limit: 'limitInvalid' });
  return limit;
}

function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every bucket of the period in order, labelled as the series labels them. */
export function bucketsOf(range: DayRange, granularity: Granularity): string[] {
  const buckets: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    if (granularity === 'hour') {
      for (let hour = 0; hour < 24; hour++) buckets.push(`${day}T${String(hour).padStart(2, '0')}`);
      continue;
    }
    const start =
      granularity === 'day'
        ? day
        : granularity === 'week'
          ? mondayOf(day)
          : `${day.slice(0, 7)}-01`;
    const label = start < range.from ? range.from : start;
    if (buckets[buckets.length - 1] !== label) buckets.push(label);
  }
  return buckets;
}

/** A range as the whole calendar months inside it (their first days, if any) and the days at its
 * edges outside them: what the monthly rollups answer and what only the daily ones can. */
export function splitByMonths(range: DayRange): { days: DayRange[]; months: DayRange | null } {
  const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
  const nextMonth = (day: string) => {
    const [year, month] = day.split('-').map(Number) as [number, number];
    return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  };
  const firstWhole = range.from === monthOf(range.from) ? range.from : nextMonth(range.from);
  // The month after the last whole month: the first day past the range when it ends a month.
  const pastWhole =
    nextMonth(range.to) === addDays(range.to, 1) ? addDays(range.to, 1) : monthOf(range.to);
  if (firstWhole >= pastWhole) return { days: [range], months: null };
  const days: DayRange[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (pastWhole <= range.to) days.push({ from: pastWhole, to: range.to });
  return { days, months: { from: firstWhole, to: monthOf(addDays(pastWhole, -1)) } };
}
