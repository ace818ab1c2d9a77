import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../lib/page-meta';
import { OffersTable } from './offers-table';

// ADMIN: merchants' new and edited offers, to approve or reject (with a reason they read).
export function PendingOffersPage() {
  const { t } = useTranslation();
  usePageMeta('pagePendingOffers', 'pagePendingOffersDescription');
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('pagePendingOffers')} description={t('pagePendingOffersDescription')} />
      <OffersTable
        id="pending-offers"
        label={t('pagePendingOffers')}
        fixedStatus="pending"
        emptyText={t('offersNonePending')}
      />
    </div>
  );
}
