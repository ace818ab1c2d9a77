import { LANGUAGES, type Language } from '@back-office/domain/constants';
import { readItem, writeItem } from '../browser-storage';
import { en } from './en';
import type { EN_PAGE_TEXTS } from './en-pages';
import { createTranslator } from './translator';

export const LANGUAGE_KEY = 'back-office.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof EN_PAGE_TEXTS };
    keySeparator: false;
    nsSeparator: false;
  }
}

// English is there from the start, so the first screen renders at once in either language.
export const translator = createTranslator('en', en);

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
  if (language === 'en' || translator.hasResourceBundle(language, 'translation')) return;
  const { el } = await import('./el');
  translator.addResourceBundle('el', 'translation', el);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
}

export async function initI18n(): Promise<void> {
  const language = preferredLanguage();
  if (language !== 'en') await setLanguage(language, { remember: false });
  else applyToDocument('en');
}

export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await ensureBundle(language);
  await translator.changeLanguage(language);
  applyToDocument(language);
  if (remember) writeItem(LANGUAGE_KEY, language);
}

export function currentLanguage(): Language {
  return isLanguage(translator.language) ? translator.language : 'en';
}
