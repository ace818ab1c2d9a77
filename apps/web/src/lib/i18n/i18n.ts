import { LANGUAGES, type Language } from '@back-office/domain/constants';
import { readItem, writeItem } from '../browser-storage';
import type { en } from './en';
import type { EN_PAGE_TEXTS } from './en-pages';
import { createTranslator, type Texts } from './translator';

export const LANGUAGE_KEY = 'back-office.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof EN_PAGE_TEXTS };
    keySeparator: false;
    nsSeparator: false;
  }
}

// The texts a page of the web app brings: English at once, so that the first screen renders in
// either language, and Greek fetched only by those who read it. The staff app brings all of its
// texts (app-dictionary.ts), the customer's wallet only its own (wallet-dictionary.ts).
export interface Dictionary {
  en: Texts;
  loadGreek: () => Promise<Texts>;
}

export const translator = createTranslator('en', {});
const greekLoaders: Dictionary['loadGreek'][] = [];
const greekLoaded = new Map<Dictionary['loadGreek'], Promise<void>>();

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function preferredLanguage(): Language {
  const stored = readItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('el') ? 'el' : 'en';
}

// Each dictionary's Greek is fetched once, when Greek is first shown or when the dictionary
// arrives while Greek is showing.
async function ensureBundles(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all(
    greekLoaders.map((load) => {
      let loaded = greekLoaded.get(load);
      if (!loaded) {
        loaded = load().then((texts) => translator.addResourceBundle('el', 'translation', texts));
        greekLoaded.set(load, loaded);
      }
      return loaded;
    }),
  );
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
}

/** Adds a dictionary's texts, in the language showing now too before it resolves. */
export async function addTexts(dictionary: Dictionary): Promise<void> {
  translator.addResourceBundle('en', 'translation', dictionary.en);
  if (!greekLoaders.includes(dictionary.loadGreek)) greekLoaders.push(dictionary.loadGreek);
  await ensureBundles(currentLanguage());
}

export async function initI18n(dictionary: Dictionary): Promise<void> {
  await addTexts(dictionary);
  const language = preferredLanguage();
  if (language !== 'en') await setLanguage(language, { remember: false });
  else applyToDocument('en');
}

export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await ensureBundles(language);
  await translator.changeLanguage(language);
  applyToDocument(language);
  if (remember) writeItem(LANGUAGE_KEY, language);
}

export function currentLanguage(): Language {
  return isLanguage(translator.language) ? translator.language : 'en';
}
