import { describe, expect, it } from 'vitest';
import { dateFormatter, DEFAULT_DATE_SETTINGS, isDateFormat, zonedInstant } from './format-date';

// 22:30 UTC on 31 December 2026: already 1 January 2027 in Nicosia (UTC+2) and Tokyo (UTC+9),
// still 31 December in New York (UTC−5).
const NEW_YEAR_EVE = '2026-12-31T22:30:00.000Z';

describe('dates in the business’s settings', () => {
  it('use the defaults: DD/MM/YYYY in Europe/Nicosia', () => {
    const format = dateFormatter(DEFAULT_DATE_SETTINGS);
    expect(format.date(NEW_YEAR_EVE)).toBe('01/01/2027');
    expect(format.dateTime(NEW_YEAR_EVE)).toBe('01/01/2027 00:30');
  });

  it('arrange the day as the date format says', () => {
    const zone = { timeZone: 'Asia/Tokyo' };
    expect(dateFormatter({ ...zone, dateFormat: 'MM/DD/YYYY' }).dateTime(NEW_YEAR_EVE)).toBe(
      '01/01/2027 07:30',
    );
    expect(dateFormatter({ ...zone, dateFormat: 'YYYY-MM-DD' }).date(NEW_YEAR_EVE)).toBe(
      '2027-01-01',
    );
  });

  it('read the clock of the business’s zone, not the browser’s, with summer time', () => {
    const newYork = dateFormatter({ dateFormat: 'DD/MM/YYYY', timeZone: 'America/New_York' });
    expect(newYork.dateTime(NEW_YEAR_EVE)).toBe('31/12/2026 17:30');
    // Nicosia is UTC+3 in July.
    const nicosia = dateFormatter(DEFAULT_DATE_SETTINGS);
    expect(nicosia.dateTime('2026-07-15T21:05:00Z')).toBe('16/07/2026 00:05');
  });

  it('only rearrange a calendar day, which has no zone', () => {
    const tokyo = dateFormatter({ dateFormat: 'MM/DD/YYYY', timeZone: 'Asia/Tokyo' });
    expect(tokyo.day('2025-01-06')).toBe('01/06/2025');
    expect(dateFormatter(DEFAULT_DATE_SETTINGS).day('2025-01-06')).toBe('06/01/2025');
  });

  it('fall back to the default zone for one the browser does not know, and show non-dates as they are', () => {
    const unknown = dateFormatter({ dateFormat: 'DD/MM/YYYY', timeZone: 'Mars/Olympus' });
    expect(unknown.dateTime(NEW_YEAR_EVE)).toBe('01/01/2027 00:30');
    expect(unknown.date('soon')).toBe('soon');
    expect(unknown.day('someday')).toBe('someday');
  });

  it('know the three date formats of the business settings', () => {
    expect(['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'].every(isDateFormat)).toBe(true);
    expect(isDateFormat('D.M.Y')).toBe(false);
  });
});

describe('a wall-clock time of a day in a zone', () => {
  it('is the instant it happens there', () => {
    expect(zonedInstant('2026-03-01', '00:00:00', 'Asia/Tokyo').toISOString()).toBe(
      '2026-02-28T15:00:00.000Z',
    );
    expect(zonedInstant('2026-03-01', '23:59:59.999', 'America/New_York').toISOString()).toBe(
      '2026-03-02T04:59:59.999Z',
    );
  });

  it('follows a clock change within the day', () => {
    // Cyprus moves to summer time at 03:00 on 29 March 2026: the day starts at UTC+2 and ends
    // at UTC+3.
    expect(zonedInstant('2026-03-29', '00:00:00', 'Europe/Nicosia').toISOString()).toBe(
      '2026-03-28T22:00:00.000Z',
    );
    expect(zonedInstant('2026-03-29', '23:59:59.999', 'Europe/Nicosia').toISOString()).toBe(
      '2026-03-29T20:59:59.999Z',
    );
  });
});
