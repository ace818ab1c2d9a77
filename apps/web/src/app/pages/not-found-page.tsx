import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { HOME_PATH } from '@back-office/domain/routes';
import { usePageMeta } from '../../lib/page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta('pageNotFound', 'pageNotFoundDescription');
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <div>
        <h1 className="text-6xl font-black tracking-widest text-brand-600 dark:text-brand-500">
          {t('notFoundTitle')}
        </h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('notFoundText')}</p>
        <Link
          to={HOME_PATH}
          className="mt-8 inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('backToHome')}
        </Link>
      </div>
    </main>
  );
}
