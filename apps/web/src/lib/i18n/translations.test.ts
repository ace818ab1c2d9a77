import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES } from '@back-office/domain/message-catalogue';
import { msg } from '@back-office/domain/message-keys';
import { el } from './el';
import { en, type TranslationKey } from './en';
import { EN_PAGE_TEXTS } from './en-pages';
import { translator } from './i18n';
import { messageText } from './message-text';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english: Record<string, string> = { ...en, ...EN_PAGE_TEXTS };
const greek: Record<string, string> = el;

describe('translations', () => {
  it('give every English text a Greek one with the same placeholders', () => {
    expect(Object.keys(el).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english) as TranslationKey[]) {
      expect(el[key].trim(), key).not.toBe('');
      expect(placeholders(el[key]), key).toEqual(placeholders(english[key]!));
    }
  });

  // The server and the domain's schemas tell their texts by key: each must read in both
  // languages, in English exactly as the domain writes it (what API clients get).
  it.each(Object.entries(DOMAIN_MESSAGES))(
    'have the domain’s %s in English and Greek',
    (key, text) => {
      expect(english[key]).toBe(text);
      expect(greek[key]?.trim(), key).toBeTruthy();
    },
  );

  describe('of messages told by key', () => {
    beforeAll(async () => {
      translator.addResourceBundle('en', 'translation', english);
      translator.addResourceBundle('el', 'translation', el);
      await translator.changeLanguage('el');
    });

    it('read a key in the reader’s language', () => {
      expect(messageText('emailRequired')).toBe('Το email είναι υποχρεωτικό');
      expect(messageText('vatRateNotAllowed')).toBe(el.vatRateNotAllowed);
    });

    it('fill the parameters the key came with', () => {
      expect(messageText(msg('maxLength', { n: 255 }))).toBe(
        'Το μέγιστο μήκος είναι 255 χαρακτήρες',
      );
    });

    it('leave a text that is no key as it is', () => {
      expect(messageText('Something the server said')).toBe('Something the server said');
    });
  });
});
