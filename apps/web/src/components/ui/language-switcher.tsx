import { useTranslation } from '../../lib/i18n/use-translation';
import { Languages } from 'lucide-react';
import { LANGUAGES, type Language } from '@back-office/domain/constants';
import { currentLanguage, isLanguage, setLanguage } from '../../lib/i18n/i18n';

// Each language is named in itself, so a reader finds theirs whatever is showing now.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', el: 'Ελληνικά' };

export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{t('language')}</span>
      <Languages
        className="pointer-events-none absolute left-2 size-4 text-slate-500"
        aria-hidden="true"
      />
      <select
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="min-h-9 appearance-none rounded-lg border border-slate-300 bg-white py-1.5 pr-3 pl-8 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
