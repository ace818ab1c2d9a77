import { beforeAll, describe, expect, it } from 'vitest';
import { el } from './el';
import { en, type TranslationKey } from './en';
import { ACADEMY_MESSAGES } from '@back-office/domain/academy';
import { ADVERTISEMENT_MESSAGES } from '@back-office/domain/advertisement';
import { MEMBER_MESSAGES } from '@back-office/domain/members';
import { MONEY_MESSAGES } from '@back-office/domain/money-messages';
import { PEOPLE_MESSAGES } from '@back-office/domain/people-messages';
import { SUBSCRIPTION_MESSAGES } from '@back-office/domain/subscriptions';
import { EN_PAGE_TEXTS, registerPageTexts } from './en-pages';
import { translator } from './i18n';
import { translateMessage } from './translate-message';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('give every English text a Greek one with the same placeholders', () => {
    const english: Record<TranslationKey, string> = { ...en, ...EN_PAGE_TEXTS };
    expect(Object.keys(el).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english) as TranslationKey[]) {
      expect(el[key].trim(), key).not.toBe('');
      expect(placeholders(el[key]), key).toEqual(placeholders(english[key]));
    }
  });

  describe('of the domain’s messages', () => {
    beforeAll(async () => {
      translator.addResourceBundle('el', 'translation', el);
      await translator.changeLanguage('el');
    });

    it('translate a plain message', () => {
      expect(translateMessage('Email is required')).toBe('Το email είναι υποχρεωτικό');
    });

    it('translate a filled template, and the message inside it', () => {
      expect(translateMessage('Oops: Invalid email address')).toBe('Ωχ: Μη έγκυρη διεύθυνση email');
      expect(translateMessage('Maximum length is 255 characters')).toBe(
        'Το μέγιστο μήκος είναι 255 χαρακτήρες',
      );
    });

    it('translate the texts that come with the signed-in pages once those have loaded', () => {
      const text = MONEY_MESSAGES.vatRateNotAllowed;
      expect(translateMessage(text)).toBe(text);
      registerPageTexts();
      expect(translateMessage(text)).toBe(el.vatRateNotAllowed);
    });

    it('keep apart the texts of catalogues that use one key for different texts', () => {
      registerPageTexts();
      expect(translateMessage(MEMBER_MESSAGES.alreadyMember)).toBe(el['member.alreadyMember']);
      expect(translateMessage(PEOPLE_MESSAGES.alreadyMember)).toBe(el.alreadyMember);
      expect(translateMessage(MONEY_MESSAGES.periodInvalid)).toBe(el.periodInvalid);
      expect(translateMessage(SUBSCRIPTION_MESSAGES.planChangeScheduled)).toBe(
        el.planChangeScheduled,
      );
      expect(translateMessage(ADVERTISEMENT_MESSAGES.endBeforeStart)).toBe(
        el['advertisement.endBeforeStart'],
      );
      expect(translateMessage(PEOPLE_MESSAGES.endBeforeStart)).toBe(el.endBeforeStart);
      expect(translateMessage(ACADEMY_MESSAGES.quizFailed)).toBe(el['academy.quizFailed']);
      expect(translateMessage(ACADEMY_MESSAGES.invalidTransition)).toBe(
        el['academy.invalidTransition'],
      );
    });

    it('leave a text they do not know as it is', () => {
      expect(translateMessage('Something the server said')).toBe('Something the server said');
    });
  });
});
