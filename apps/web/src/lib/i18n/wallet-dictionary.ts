import type { Dictionary } from './i18n';
import { WALLET_SHELL_TEXTS, WALLET_TEXTS } from './wallet-texts';

// The customer's wallet page brings its own texts only, not the staff app's (app-dictionary.ts).
// What it says rarely (a failed request, a refused offer) comes with the app's catalogues, fetched
// when it is said (features/wallet/wallet-notices.ts).
export const WALLET_DICTIONARY: Dictionary = {
  en: { ...WALLET_SHELL_TEXTS, ...WALLET_TEXTS },
  loadGreek: () =>
    import('./wallet-texts-el').then((module) => ({
      ...module.WALLET_SHELL_TEXTS_EL,
      ...module.WALLET_TEXTS_EL,
    })),
};
