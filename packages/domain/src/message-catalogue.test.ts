import { describe, expect, it } from 'vitest';
import { ACADEMY_MESSAGES_EL } from './academy-messages-el';
import { ADVERTISEMENT_MESSAGES_EL } from './advertisement-messages-el';
import { AFFILIATE_MESSAGES_EL } from './affiliate-messages-el';
import { MEMBER_MESSAGES_EL } from './member-messages-el';
import { DOMAIN_CATALOGUES, DOMAIN_MESSAGES, englishText } from './message-catalogue';
import { msg, readMessage } from './message-keys';
import { MESSAGES_EL } from './messages-el';
import { MONEY_MESSAGES_EL } from './money-messages-el';
import { PEOPLE_MESSAGES_EL } from './people-messages-el';
import { PERIOD_MESSAGES_EL } from './period-messages-el';
import { SUBSCRIPTION_MESSAGES_EL } from './subscription-messages-el';
import { SUPPORT_MESSAGES_EL } from './support-messages-el';

const GREEK: Record<keyof typeof DOMAIN_CATALOGUES, Record<string, string>> = {
  MESSAGES: MESSAGES_EL,
  MONEY_MESSAGES: MONEY_MESSAGES_EL,
  PEOPLE_MESSAGES: PEOPLE_MESSAGES_EL,
  SUPPORT_MESSAGES: SUPPORT_MESSAGES_EL,
  MEMBER_MESSAGES: MEMBER_MESSAGES_EL,
  SUBSCRIPTION_MESSAGES: SUBSCRIPTION_MESSAGES_EL,
  AFFILIATE_MESSAGES: AFFILIATE_MESSAGES_EL,
  ACADEMY_MESSAGES: ACADEMY_MESSAGES_EL,
  PERIOD_MESSAGES: PERIOD_MESSAGES_EL,
  ADVERTISEMENT_MESSAGES: ADVERTISEMENT_MESSAGES_EL,
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the domain’s catalogues', () => {
  it('name each text with a key no other catalogue uses', () => {
    const sizes = Object.values(DOMAIN_CATALOGUES).map((texts) => Object.keys(texts).length);
    expect(Object.keys(DOMAIN_MESSAGES)).toHaveLength(sizes.reduce((a, b) => a + b, 0));
  });

  // A key told without a text in one of the languages fails here, not in front of a reader.
  it.each(Object.entries(DOMAIN_CATALOGUES))(
    'have %s in English and Greek, with the same placeholders',
    (name, english) => {
      const greek = GREEK[name as keyof typeof DOMAIN_CATALOGUES];
      expect(Object.keys(greek).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(text.trim(), key).not.toBe('');
        expect(greek[key]?.trim(), key).toBeTruthy();
        expect(placeholders(greek[key]!), key).toEqual(placeholders(text));
      }
    },
  );
});

describe('a message told by key', () => {
  it('carries its parameters, and reads in English with them filled', () => {
    const said = msg('maxLength', { n: 255 });
    expect(readMessage(said)).toEqual({ key: 'maxLength', params: { n: 255 } });
    expect(englishText(said)).toBe('Maximum length is 255 characters');
    expect(englishText('emailRequired')).toBe('Email is required');
  });

  it('leaves a text that is no key as it is', () => {
    expect(readMessage('Too small: expected 1')).toEqual({
      key: 'Too small: expected 1',
      params: {},
    });
    expect(englishText('Too small: expected 1')).toBe('Too small: expected 1');
  });
});
