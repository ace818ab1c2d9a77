import { useMemo, useSyncExternalStore } from 'react';
import { translator } from './i18n';

const subscribe = (onChange: () => void) => {
  translator.on('languageChanged', onChange);
  return () => translator.off('languageChanged', onChange);
};
const language = () => translator.language;

/**
 * The texts in the reader's language, as react-i18next's hook of the same name gives them (`t`
 * and `i18n.language`); the component renders again when the language changes.
 */
export function useTranslation() {
  const current = useSyncExternalStore(subscribe, language, language);
  return useMemo(() => ({ t: translator.getFixedT(current), i18n: translator }), [current]);
}
