import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageMeta } from '../../lib/page-meta';
import type { TranslationKey } from '../../lib/i18n/en';

// Stands in for a management page until its issue builds it; routing, access and the page's
// own chunk are already the real ones.
export function ComingSoonPage({
  title,
  description,
}: {
  title: TranslationKey;
  description: TranslationKey;
}) {
  const { t } = useTranslation();
  usePageMeta(title, description);
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-100">
        {t('comingSoon')}
      </span>
      <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{t(title)}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t(description)}</p>
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('comingSoonText')}
      </p>
    </section>
  );
}
