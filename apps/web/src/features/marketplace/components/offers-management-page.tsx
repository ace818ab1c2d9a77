import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../lib/page-meta';
import { OffersTable } from './offers-table';

// ADMIN: every offer of every business; decide on pending ones, pause, resume or end live ones.
export function OffersManagementPage() {
  const { t } = useTranslation();
  usePageMeta('pageOffersManagement', 'pageOffersManagementDescription');
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageOffersManagement')}
        description={t('pageOffersManagementDescription')}
      />
      <OffersTable
        id="offers-management"
        label={t('pageOffersManagement')}
        emptyText={t('offersEmpty')}
      />
    </div>
  );
}
