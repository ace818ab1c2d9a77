import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { usePendingOffersCount } from './api/pending-offers-count';

// ADMIN's extra header control: the offers waiting for approval, with their count.
// /pending-offers is in no menu, so this is also how an ADMIN reaches it.
export function PendingOffersLink() {
  const { t } = useTranslation();
  const count = usePendingOffersCount();
  const label =
    count === null || count === 0
      ? t('pagePendingOffers')
      : t('pendingOffersWaiting', { pending: String(count) });
  return (
    <Link
      to="/pending-offers"
      aria-label={label}
      className="relative inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <ClipboardCheck className="size-5" aria-hidden="true" />
      <span className="hidden xl:inline">{t('pagePendingOffers')}</span>
      {count !== null && count > 0 && (
        <span
          aria-hidden="true"
          className="min-w-5 rounded-full bg-amber-500 px-1.5 text-center text-xs leading-5 font-bold text-slate-950"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
