import { useTranslation } from 'react-i18next';

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
