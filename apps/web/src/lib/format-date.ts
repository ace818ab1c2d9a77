import { BUSINESS_SETTINGS_DEFAULTS, type Language } from '@back-office/domain/constants';
import {
  arrangeDate,
  DATE_FORMATS,
  formatCalendarDay,
  type DateFormat,
} from '@back-office/domain/people';

// Dates are formatted with the browser's Intl (no date library: Intl knows every IANA time zone
// and ships with the browser, so it costs no bytes).

// The customer's wallet has no business settings: its dates follow the reader's language, day
// first (DD/MM/YYYY), with a 24-hour clock in English.
const LOCALES: Record<Language, string> = { en: 'en-GB', el: 'el-GR' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[language], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

export function formatDate(iso: string, language: Language): string {
  return formatter(language, false).format(new Date(iso));
}

export function formatDateTime(iso: string, language: Language): string {
  return formatter(language, true).format(new Date(iso));
}

// Staff pages show dates as the selected business's settings say: in its date format
// and in its time zone, whatever the zone of the browser; times on a 24-hour clock.
export interface DateSettings {
  dateFormat: DateFormat;
  timeZone: string;
}

export const DEFAULT_DATE_SETTINGS: DateSettings = {
  dateFormat: BUSINESS_SETTINGS_DEFAULTS.dateFormat,
  timeZone: BUSINESS_SETTINGS_DEFAULTS.timezone,
};

export const isDateFormat = (value: unknown): value is DateFormat =>
  (DATE_FORMATS as readonly unknown[]).includes(value);

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

// The wall clock of a time zone. A zone this browser does not know (the server accepts only
// zones Node knows) reads as the default zone, Europe/Nicosia, rather than failing the page.
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let found = clocks.get(timeZone);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    };
    try {
      found = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      found = new Intl.DateTimeFormat('en-GB', {
        ...options,
        timeZone: DEFAULT_DATE_SETTINGS.timeZone,
      });
    }
    clocks.set(timeZone, found);
  }
  return found;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

export interface DateFormatter {
  // An instant (ISO time): its day in the business's zone.
  date: (iso: string) => string;
  // An instant: its day and time (HH:MM) in the business's zone.
  dateTime: (iso: string) => string;
  // A calendar day without a zone (YYYY-MM-DD, e.g. a starting date): only rearranged.
  day: (isoDay: string) => string;
}

// Text that is not a time is shown as it came rather than as 'Invalid Date'.
export function dateFormatter({ dateFormat, timeZone }: DateSettings): DateFormatter {
  const clock = (iso: string) => {
    const instant = new Date(iso);
    return Number.isNaN(instant.getTime()) ? null : wallClock(instant, timeZone);
  };
  return {
    date: (iso) => {
      const time = clock(iso);
      return time ? arrangeDate(dateFormat, time) : iso;
    },
    dateTime: (iso) => {
      const time = clock(iso);
      return time ? `${arrangeDate(dateFormat, time)} ${time.hour}:${time.minute}` : iso;
    },
    day: (isoDay) => formatCalendarDay(isoDay, dateFormat),
  };
}

// The instant at which a wall-clock time of a calendar day (YYYY-MM-DD, HH:MM:SS.sss) happens in
// the zone: the first and last instants of a day a list is filtered by.
export function zonedInstant(isoDay: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${isoDay}T${time}Z`);
  const offsetAt = (utc: number) => {
    const clock = wallClock(new Date(utc), timeZone);
    const asUtc = Date.UTC(
      Number(clock.year),
      Number(clock.month) - 1,
      Number(clock.day),
      Number(clock.hour),
      Number(clock.minute),
      Number(clock.second),
    );
    return asUtc - Math.floor(utc / 1000) * 1000;
  };
  // The zone's offset at the first guess, then again at the answer, in case a clock change
  // lies between them.
  const first = wanted - offsetAt(wanted);
  const second = wanted - offsetAt(first);
  return new Date(second);
}
