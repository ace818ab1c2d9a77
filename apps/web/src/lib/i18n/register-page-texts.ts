import { EN_PAGE_TEXTS } from './en-pages';
import { translator } from './i18n';

let registered = false;

// The signed-in pages' English, added once when the first of them loads.
export function registerPageTexts(): void {
  if (registered) return;
  registered = true;
  translator.addResourceBundle('en', 'translation', EN_PAGE_TEXTS, true);
}
