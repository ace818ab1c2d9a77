import { useTranslation } from '../../lib/i18n/use-translation';
import { Moon, Sun } from 'lucide-react';
import { setTheme, useTheme } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={next === 'dark' ? t('switchToDark') : t('switchToLight')}
      className="grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
