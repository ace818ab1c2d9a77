import type { Language } from '@back-office/domain/constants';

// SPEC §3's business default shows dates day first (DD/MM/YYYY), with a 24-hour clock in English.
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
