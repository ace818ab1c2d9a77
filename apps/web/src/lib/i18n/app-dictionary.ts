import type { Dictionary } from './i18n';
import { en } from './en';

// The staff app's texts: every screen's English now (the signed-in pages add theirs as they load,
// en-pages.ts), and all of the Greek for a reader of Greek.
export const APP_DICTIONARY: Dictionary = {
  en,
  loadGreek: () => import('./el').then((module) => module.el),
};
