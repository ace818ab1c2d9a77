import { useTranslation } from '../../lib/i18n/use-translation';
import { Logo } from './logo';

// What shows while authentication is loading.
export function LogoSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-[60vh] place-items-center">
      <div className="relative grid size-20 place-items-center">
        <span className="absolute inset-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-slate-800 dark:border-t-brand-500" />
        <Logo className="size-10" />
      </div>
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
