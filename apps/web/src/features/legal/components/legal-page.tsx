import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/page-meta';
import type { TranslationKey } from '../../../lib/i18n/en';

// The legal texts are not written yet (SPEC gives only the links); the pages exist so that the
// links from sign-up and the footer lead somewhere.
function LegalPage({ title, description }: { title: TranslationKey; description: TranslationKey }) {
  const { t } = useTranslation();
  usePageMeta(title, description);
  return (
    <article className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">{t(title)}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t(description)}</p>
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('legalText')}
      </p>
    </article>
  );
}

export function BusinessManagerTermsPage() {
  return <LegalPage title="pageTerms" description="pageTermsDescription" />;
}

export function LegalAndPoliciesPage() {
  return <LegalPage title="pageLegal" description="pageLegalDescription" />;
}
