import { describe, expect, it } from 'vitest';
import { el } from './el';
import { en } from './en';
import { EN_PAGE_TEXTS } from './en-pages';
import { WALLET_DICTIONARY } from './wallet-dictionary';
import { WALLET_SHELL_TEXTS, WALLET_TEXTS } from './wallet-texts';

// The wallet's dictionary holds copies of the app's texts for the frame around it: they must
// stay what the app says, in both languages.
describe('the wallet’s dictionary', () => {
  const english: Record<string, string> = { ...en, ...EN_PAGE_TEXTS };
  const greek: Record<string, string> = el;

  it('says in English what the app says', () => {
    for (const [key, text] of Object.entries(WALLET_DICTIONARY.en)) {
      expect(text, key).toBe(english[key]);
    }
  });

  it('says in Greek what the app says, for every English text', async () => {
    const wallet = await WALLET_DICTIONARY.loadGreek();
    expect(Object.keys(wallet).sort()).toEqual(Object.keys(WALLET_DICTIONARY.en).sort());
    for (const [key, text] of Object.entries(wallet)) expect(text, key).toBe(greek[key]);
  });

  it('has the wallet’s own texts and its frame’s, and nothing of the staff pages', () => {
    expect(Object.keys(WALLET_DICTIONARY.en).sort()).toEqual(
      [...Object.keys(WALLET_TEXTS), ...Object.keys(WALLET_SHELL_TEXTS)].sort(),
    );
  });
});
