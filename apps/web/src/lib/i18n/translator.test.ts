import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { el } from './el';
import { en } from './en';
import { EN_PAGE_TEXTS } from './en-pages';
import { createTranslator, type Texts, type Translator } from './translator';

// The translator stands in for i18next: for every text of both languages, with and without
// values and counts, it must give what i18next gives with the options lib/i18n/i18n.ts used.

const OPTIONS = {
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
} as const;

type Translate = (key: unknown, values?: Record<string, unknown>) => string;
const call = (t: unknown, key: unknown, values?: Record<string, unknown>) =>
  (t as Translate)(key, values);

async function bothWith(...bundles: [string, Texts, boolean?, boolean?][]) {
  const reference = i18next.createInstance();
  await reference.init({ ...OPTIONS, resources: { en: { translation: en } } });
  const ours = createTranslator('en', en);
  for (const [language, texts, deep, overwrite] of bundles) {
    reference.addResourceBundle(language, 'translation', texts, deep, overwrite);
    ours.addResourceBundle(language, 'translation', texts, deep, overwrite);
  }
  return { reference, ours };
}

const allTexts: Record<string, string>[] = [en, EN_PAGE_TEXTS, el];
const placeholderNames = (text: string) =>
  [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const keys = [
  ...new Set(allTexts.flatMap((texts) => Object.keys(texts).flatMap((k) => [k, baseKey(k)]))),
];
const names = new Map<string, Set<string>>();
for (const [key, text] of allTexts.flatMap((texts) => Object.entries(texts))) {
  const set = names.get(baseKey(key)) ?? new Set<string>();
  for (const name of placeholderNames(text)) set.add(name);
  names.set(baseKey(key), set);
}
const namesOf = (key: string) => [...(names.get(key) ?? [])];

describe('the translator', () => {
  it('is asked for nothing it does not do: nesting, formats, unescaped or dotted values', () => {
    for (const texts of allTexts) {
      for (const [key, text] of Object.entries(texts)) {
        expect(text, key).not.toContain('$t(');
        for (const name of placeholderNames(text)) expect(name, key).toMatch(/^\w+$/);
      }
    }
  });

  describe.each(['en', 'el'])('in %s', (language) => {
    let reference: i18n;
    let ours: Translator;
    beforeAll(async () => {
      ({ reference, ours } = await bothWith(['en', EN_PAGE_TEXTS, true], ['el', el]));
      await reference.changeLanguage(language);
      await ours.changeLanguage(language);
    });

    it('names the same languages', () => {
      expect(ours.language).toBe(reference.language);
      expect(ours.languages).toEqual(reference.languages);
      expect(ours.resolvedLanguage).toBe(reference.resolvedLanguage);
    });

    it('gives every text as i18next does, with values, counts and missing values', () => {
      const differences: string[] = [];
      const unknown = ['No such key', 'Hello {{name}}', '', 'constructor', 'toString'];
      for (const key of [...keys, ...unknown]) {
        const names = namesOf(key);
        const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        const variants: (Record<string, unknown> | undefined)[] = [
          undefined,
          {},
          values,
          Object.fromEntries(names.map((name) => [name, undefined])),
          Object.fromEntries(names.map((name) => [name, null])),
          Object.fromEntries(names.map((name) => [name, 7])),
          ...[0, 1, 2, 5, 21, 1.5].map((count) => ({ ...values, count })),
          { count: '3' },
        ];
        for (const variant of variants) {
          const expected = call(reference.t, key, variant);
          const fixed = call(ours.getFixedT(language), key, variant);
          const expectedFixed = call(reference.getFixedT(language, 'translation'), key, variant);
          if (call(ours.t, key, variant) !== expected || fixed !== expectedFixed)
            differences.push(`${key} ${JSON.stringify(variant)}`);
        }
      }
      expect(differences).toEqual([]);
    });
  });

  it('falls back to English for a text the language lacks, plural forms included', async () => {
    const greek = { onlyEnglish_one: 'ένα', partial: 'μερικό', none_one: 'ένα' };
    const english = {
      onlyEnglish_one: 'one',
      onlyEnglish_other: '{{count}} of them',
      none_zero: 'none',
      none_other: '{{count}}',
    };
    const { reference, ours } = await bothWith(['en', english], ['el', greek]);
    await reference.changeLanguage('el');
    await ours.changeLanguage('el');
    for (const count of [0, 1, 2]) {
      for (const key of ['onlyEnglish', 'none']) {
        expect(call(ours.t, key, { count })).toBe(call(reference.t, key, { count }));
      }
    }
    expect(call(ours.t, 'partial')).toBe('μερικό');
    expect(call(ours.t, 'signIn')).toBe(call(reference.t, 'signIn'));
  });

  it('adds texts as i18next does: deep keeps what is there unless told to overwrite', async () => {
    const first = { kept: 'first', other: 'first' };
    const second = { kept: 'second', added: 'second' };
    for (const [deep, overwrite] of [
      [true, undefined],
      [true, false],
      [true, true],
      [undefined, undefined],
    ] as const) {
      const { reference, ours } = await bothWith(['el', first], ['el', second, deep, overwrite]);
      await reference.changeLanguage('el');
      await ours.changeLanguage('el');
      for (const key of ['kept', 'other', 'added']) {
        expect(call(ours.t, key), `${key} ${deep} ${overwrite}`).toBe(call(reference.t, key));
      }
      expect(ours.hasResourceBundle('el', 'translation')).toBe(true);
      expect(ours.hasResourceBundle('de', 'translation')).toBe(
        reference.hasResourceBundle('de', 'translation'),
      );
    }
  });

  it('tells its listeners of a change of language, until they leave', async () => {
    const ours = createTranslator('en', en);
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    ours.on('languageChanged', listener);
    await ours.changeLanguage('el');
    ours.off('languageChanged', listener);
    await ours.changeLanguage('en');
    expect(heard).toEqual(['el']);
  });
});
