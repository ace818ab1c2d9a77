import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus } from 'lucide-react';
import { BUSINESS_STATUSES } from '@back-office/domain/people';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { FilterSelect } from '../../../components/ui/data-table/filter-select';
import { RowAction, RowLink } from '../../../components/ui/data-table/row-action';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { PageHeader } from '../../../components/ui/page-header';
import { openModal } from '../../../lib/modals/modal-store';
import { usePageMeta } from '../../../lib/page-meta';
import { useCreateFlag } from '../../../lib/use-create-flag';
import { BUSINESSES_KEY, type Business } from '../api/business-fields';
import {
  fetchBusinessesPage,
  INITIAL_BUSINESS_FILTERS,
  type BusinessFilters,
} from '../api/list-businesses';
import { BUSINESS_STATUS_LABELS } from '../labels';
import { BusinessStatusChange } from './business-status-change';
import { CreateBusinessDialog } from './create-business-dialog';
import { EditBusinessDialog } from './edit-business-dialog';
import { StoresDialog } from './stores-dialog';
import { useBusinessColumns } from './use-business-columns';

// Opened by the page's button, or by ?isCreateOpen=true (the create menu).
const CREATE_MODAL_ID = 'create-business';

// The dialog open now, and for which business.
type Open = { kind: 'edit' | 'stores' | 'status'; business: Business } | null;

// /businesses (ADMIN): every business of the platform with its status and
// subscription; create one with its first executive, edit, suspend, and manage its stores. Its
// subscription is managed on /subscription-settings, where the row's link leads.
export function BusinessesPage() {
  const { t } = useTranslation();
  usePageMeta('pageBusinesses', 'pageBusinessesDescription');
  const create = useCreateFlag(CREATE_MODAL_ID);
  const [open, setOpen] = useState<Open>(null);
  const columns = useBusinessColumns();
  const table = useServerTable<Business, BusinessFilters>({
    id: 'businesses',
    columns,
    queryKey: BUSINESSES_KEY,
    fetchPage: fetchBusinessesPage,
    initialFilters: INITIAL_BUSINESS_FILTERS,
    getRowId: (business) => business._id,
  });
  const close = () => setOpen(null);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageBusinesses')}
        description={t('pageBusinessesDescription')}
        actions={
          <Button onClick={() => openModal(CREATE_MODAL_ID)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('newBusiness')}
          </Button>
        }
      />
      <DataTable
        table={table}
        label={t('pageBusinesses')}
        rowLabel={(business) => business.name}
        searchLabel={t('businessSearch')}
        exportName="businesses"
        emptyText={t('businessesEmpty')}
        filters={
          <FilterSelect
            className="w-40"
            label={t('businessStatus')}
            value={table.filters.status}
            onChange={(status) => table.setFilters({ status })}
            options={BUSINESS_STATUSES.map((value) => ({
              value,
              label: t(BUSINESS_STATUS_LABELS[value]),
            }))}
          />
        }
        rowActions={(business) => (
          <>
            <RowAction onClick={() => setOpen({ kind: 'edit', business })}>
              {t('actionEdit')}
            </RowAction>
            <RowAction onClick={() => setOpen({ kind: 'stores', business })}>
              {t('businessStores')}
            </RowAction>
            {!business.isProvider && (
              <RowLink to={`/subscription-settings?business=${business._id}`}>
                {t('businessSubscription')}
              </RowLink>
            )}
            {/* The provider cannot be suspended: it runs the platform. */}
            {!business.isProvider && (
              <RowAction
                danger={business.status !== 'suspended'}
                onClick={() => setOpen({ kind: 'status', business })}
              >
                {business.status === 'suspended' ? t('businessReactivate') : t('businessSuspend')}
              </RowAction>
            )}
          </>
        )}
      />

      {create.isOpen && <CreateBusinessDialog onClose={() => create.close()} />}
      {open?.kind === 'edit' && <EditBusinessDialog business={open.business} onClose={close} />}
      {open?.kind === 'stores' && <StoresDialog business={open.business} onClose={close} />}
      {open?.kind === 'status' && <BusinessStatusChange business={open.business} onClose={close} />}
    </div>
  );
}
