const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// "5 minutes ago", "yesterday", "just now" in the reader's language, by Intl (no date library).
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(language === 'el' ? 'el' : 'en', { numeric: 'auto' });
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
