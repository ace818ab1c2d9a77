import { useTranslation } from './use-translation';

// Something the provider names in both languages (a plan, a programme tier).
export interface BilingualName {
  nameEn: string;
  nameEl: string;
}

// The name in the reader's language; the component re-renders when the language changes.
export function useLocalName(): (item: BilingualName) => string {
  const { i18n } = useTranslation();
  const greek = i18n.language === 'el';
  return (item) => (greek ? item.nameEl : item.nameEn) || item.nameEn;
}

// Any text written in both languages (a course's title, a lesson's body): the reader's, falling
// back to the English one when the Greek is missing.
export function useLocalText(): (en: string, el: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const greek = i18n.language === 'el';
  return (en, el) => (greek && el ? el : en);
}
