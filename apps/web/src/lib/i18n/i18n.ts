import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@back-office/domain/constants';
import { readItem, writeItem } from '../browser-storage';
import { en } from './en';
import type { EN_PAGE_TEXTS } from './en-pages';

export const LANGUAGE_KEY = 'back-office.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof EN_PAGE_TEXTS };
    keySeparator: false;
    nsSeparator: false;
  }
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function preferredLanguage(): Language {
  const stored = readItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('el') ? 'el' : 'en';
}

// Greek is fetched only by those who read it, so English readers never download it.
async function ensureBundle(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { el } = await import('./el');
  i18next.addResourceBundle('el', 'translation', el);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
}

export async function initI18n(): Promise<void> {
  const language = preferredLanguage();
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    // React escapes what it renders; escaping here too would show &amp; and friends.
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  if (language !== 'en') await setLanguage(language, { remember: false });
  else applyToDocument('en');
}

export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await ensureBundle(language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
  if (remember) writeItem(LANGUAGE_KEY, language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}
