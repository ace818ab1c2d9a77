import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, presetRange, todayIn } from './periods';

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
