import type { TFunction } from 'i18next';

// The part of i18next this app uses, small enough for the sign-in page's first script (decision
// record 021). It keeps i18next's results for the way we call it: flat keys, one namespace,
// {{name}} placeholders filled as given (React escapes), plural forms as key suffixes (_zero,
// _one, _other...) chosen by Intl.PluralRules, and a fallback language. No nesting ($t), no
// formatters ({{value, number}}), no context or ordinal keys: translator.test.ts checks that no
// text needs them and that every text comes out as i18next gives it.

export type Texts = Readonly<Record<string, string>>;
type Values = Readonly<Record<string, unknown>>;
type Listener = (language: string) => void;

export interface Translator {
  language: string;
  // The language and then the fallback, as i18next lists them.
  languages: string[];
  resolvedLanguage: string;
  readonly isInitialized: true;
  readonly options: { readonly defaultNS: string };
  readonly t: TFunction;
  getFixedT(language: string): TFunction;
  changeLanguage(language: string): Promise<TFunction>;
  /** Adds texts; with `deep`, a text already there is kept unless `overwrite` (i18next's rule). */
  addResourceBundle(
    language: string,
    namespace: string,
    texts: Texts,
    deep?: boolean,
    overwrite?: boolean,
  ): void;
  hasResourceBundle(language: string, namespace: string): boolean;
  // Every bundle is loaded before it is used: nothing ever waits for one.
  hasLoadedNamespace(): true;
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
}

const NAMESPACE = 'translation';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

export function createTranslator(fallback: string, fallbackTexts: Texts): Translator {
  const bundles = new Map<string, Record<string, string>>([[fallback, { ...fallbackTexts }]]);
  const listeners = new Map<string, Set<Listener>>();
  const pluralRules = new Map<string, Intl.PluralRules>();

  const pluralOf = (language: string, count: unknown) => {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count as number);
  };

  // The language's own text first, then the fallback's; within one language a plural key is
  // preferred to the plain key, and _zero to both when the count is 0.
  function lookup(language: string, key: string, values: Values): string | undefined {
    const counted = values.count !== undefined && typeof values.count !== 'string';
    for (const code of language === fallback ? [language] : [language, fallback]) {
      const texts = bundles.get(code);
      if (!texts) continue;
      const keys = counted
        ? [...(values.count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(code, values.count)}`]
        : [];
      for (const candidate of [...keys, key]) {
        if (candidate && own(texts, candidate) && texts[candidate] != null) return texts[candidate];
      }
    }
    return undefined;
  }

  // A placeholder without a value stays as written, as i18next leaves it; one given as
  // undefined or null becomes empty.
  const interpolate = (text: string, values: Values) =>
    text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const key = name.trim();
      if (!own(values, key)) return placeholder;
      const value = values[key];
      return value == null ? '' : String(value);
    });

  const translate = (language: string, key: unknown, values: Values = {}) => {
    if (key == null) return '';
    const text = lookup(language, String(key), values) ?? String(key);
    return interpolate(text, values);
  };

  const translator: Translator = {
    language: fallback,
    languages: [fallback],
    resolvedLanguage: fallback,
    isInitialized: true,
    options: { defaultNS: NAMESPACE },
    t: ((key: unknown, values?: Values) =>
      translate(
        (values?.lng as string | undefined) || translator.language,
        key,
        values,
      )) as TFunction,
    getFixedT: (language) =>
      ((key: unknown, values?: Values) =>
        translate((values?.lng as string | undefined) || language, key, values)) as TFunction,
    changeLanguage(language) {
      translator.language = language;
      translator.languages = language === fallback ? [language] : [language, fallback];
      translator.resolvedLanguage =
        translator.languages.find((code) => bundles.has(code)) ?? language;
      for (const listener of [...(listeners.get('languageChanged') ?? [])]) listener(language);
      return Promise.resolve(translator.t);
    },
    addResourceBundle(language, namespace, texts, deep, overwrite) {
      if (namespace !== NAMESPACE) throw new Error(`Unknown namespace ${namespace}`);
      const bundle = bundles.get(language) ?? {};
      for (const [key, text] of Object.entries(texts)) {
        if (!deep || overwrite || !own(bundle, key)) bundle[key] = text;
      }
      bundles.set(language, bundle);
    },
    hasResourceBundle: (language, namespace) => namespace === NAMESPACE && bundles.has(language),
    hasLoadedNamespace: () => true,
    on(events, listener) {
      for (const event of events.split(' ')) {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
      }
    },
    off(events, listener) {
      for (const event of events.split(' ')) listeners.get(event)?.delete(listener);
    },
  };
  return translator;
}
