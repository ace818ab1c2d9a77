// Reporting periods (sales, accounting, dashboards): presets resolve to a range of calendar days
// in the business's time zone, both ends included.
import type { MessageKey } from './message-keys';

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisMonth',
  'thisYear',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface DayRange {
  /** YYYY-MM-DD, included. */
  from: string;
  /** YYYY-MM-DD, included. */
  to: string;
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day it is at `now` in the time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whole days added to a YYYY-MM-DD date (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole years added to a YYYY-MM-DD date; 29 February becomes 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const year = String(Number(day.slice(0, 4)) + years).padStart(4, '0');
  const moved = `${year}${day.slice(4)}`;
  return isCalendarDay(moved) ? moved : `${year}-02-28`;
}

/**
 * The dates a business can mean on its documents, payments, periods and campaigns: from a year
 * before it was created to a year after today (decision record 026). 1900-01-01 and 9999-12-31
 * are typing slips, not business.
 */
export function dateWindow(createdDay: string, today: string): DayRange {
  return { from: addYears(createdDay, -1), to: addYears(today, 1) };
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The days a preset covers on the given day; `custom` has no days of its own. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// Dashboards: a period spans at most five years; time series are bucketed by hour, day,
// week (starting Monday) or month, the one the period's length suggests unless one is chosen.
export const MAX_PERIOD_YEARS = 5;
export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
/** The longest period (in days) each granularity may be chosen for: a chart of at most ~750 points. */
export const GRANULARITY_MAX_DAYS: Record<Granularity, number> = {
  hour: 31,
  day: 731,
  week: Infinity,
  month: Infinity,
};

export const PERIOD_MESSAGES = {
  periodMalformed: 'Enter the days of the period as YYYY-MM-DD',
  periodReversed: 'The start of the period must not be after its end',
  periodTooLong: 'A period may span at most five years',
  granularityInvalid: 'Choose hour, day, week or month',
  granularityTooFine: 'Hours can be shown for periods of up to 31 days, days for up to two years',
  limitInvalid: 'The limit must be a whole number from 1 to 50',
  retentionMonthsInvalid: 'The number of months must be a whole number from 1 to 24',
} as const;

/** The last day a period starting on `from` may end on: five years later, less a day. */
export function maxPeriodEnd(from: string): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + MAX_PERIOD_YEARS);
  return addDays(date.toISOString().slice(0, 10), -1);
}

/** Why a range cannot be a period (a message of PERIOD_MESSAGES), or null when it can. */
export function periodProblem(range: DayRange): MessageKey | null {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return 'periodMalformed';
  if (range.from > range.to) return 'periodReversed';
  if (range.to > maxPeriodEnd(range.from)) return 'periodTooLong';
  return null;
}

/** Days in a period, both ends included. */
export function periodDays(range: DayRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** The granularity the period's length suggests: hours for a day or two, days up to a quarter,
 * weeks up to a year, months beyond. */
export function suggestedGranularity(range: DayRange): Granularity {
  const days = periodDays(range);
  if (days <= 2) return 'hour';
  if (days <= 92) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

/** Why the granularity cannot be chosen for the period, or null when it can. */
export function granularityProblem(range: DayRange, granularity: string): MessageKey | null {
  if (!(GRANULARITIES as readonly string[]).includes(granularity)) return 'granularityInvalid';
  return periodDays(range) > GRANULARITY_MAX_DAYS[granularity as Granularity]
    ? 'granularityTooFine'
    : null;
}

/** The period of the same length just before this one. */
export function previousPeriod(range: DayRange): DayRange {
  const days = periodDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}
