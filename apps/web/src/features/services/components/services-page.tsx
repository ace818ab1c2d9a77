import { minorToDecimal } from '@back-office/domain/accounting';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { Amount } from '../../../components/ui/amount';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import type { ServiceFieldsFragment } from '../../../gql/graphql';
import { useBusinessCurrency } from '../../../lib/business-profile/use-business-currency';
import { usePageMeta } from '../../../lib/page-meta';
import { showToast } from '../../../lib/toast';
import { useDeleteService } from '../api/delete-service';
import {
  fetchServicesPage,
  INITIAL_SERVICE_FILTERS,
  servicesQueryKey,
  type ServiceFilters,
} from '../api/list-services';
import { ServiceDialog } from './service-dialog';

type Service = ServiceFieldsFragment;

// The dialog open now: adding, editing or deleting one service.
type Editing = { kind: 'add' } | { kind: 'edit' | 'delete'; service: Service } | null;

const columnHelper = createColumnHelper<Service>();

// /services (EXECUTIVE): the services the own business offers, with their prices in
// the business's currency.
export function ServicesPage() {
  const { t } = useTranslation();
  usePageMeta('pageServices', 'pageServicesDescription');
  const currency = useBusinessCurrency();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: TableColumn<Service>[] = [
    columnHelper.display({
      id: 'name',
      header: t('serviceName'),
      cell: ({ row: { original: service } }) => (
        <div>
          <p className="font-medium">{service.name}</p>
          {service.description && (
            <p className="line-clamp-1 text-slate-600 dark:text-slate-400">{service.description}</p>
          )}
        </div>
      ),
      meta: { primary: true, csv: (service) => service.name },
    }),
    columnHelper.display({
      id: 'duration',
      header: t('serviceDuration'),
      cell: ({ row: { original: service } }) =>
        t('serviceMinutes', { minutes: service.durationMinutes }),
      meta: { csv: (service) => service.durationMinutes, align: 'end' },
    }),
    columnHelper.display({
      id: 'price',
      header: t('servicePrice'),
      cell: ({ row: { original: service } }) => (
        <Amount minorUnits={service.priceMinor} currency={currency} />
      ),
      meta: { csv: (service) => minorToDecimal(service.priceMinor), align: 'end' },
    }),
    columnHelper.display({
      id: 'status',
      header: t('serviceStatus'),
      cell: ({ row: { original: service } }) =>
        service.active ? (
          <Badge tone="success">{t('serviceStatusActive')}</Badge>
        ) : (
          <Badge>{t('serviceStatusInactive')}</Badge>
        ),
      meta: {
        csv: (service) => (service.active ? t('serviceStatusActive') : t('serviceStatusInactive')),
      },
    }),
  ];
  const table = useServerTable<Service, ServiceFilters>({
    id: 'services',
    columns,
    queryKey: servicesQueryKey,
    fetchPage: fetchServicesPage,
    initialFilters: INITIAL_SERVICE_FILTERS,
    getRowId: (service) => service._id,
  });

  async function deleteService(service: Service) {
    const result = await remove.mutateAsync(service._id);
    if (result.success) showToast('success', t('serviceDeleted'));
    else if (result.messageCode === RESULT_CODES.SERVICE_NOT_FOUND)
      showToast('error', t('serviceNotFound'));
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageHeader
        title={t('pageServices')}
        description={t('pageServicesDescription')}
        actions={
          <Button onClick={() => setEditing({ kind: 'add' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('serviceAdd')}
          </Button>
        }
      />
      <DataTable
        table={table}
        label={t('pageServices')}
        rowLabel={(service) => service.name}
        searchLabel={t('serviceSearch')}
        exportName="services"
        emptyText={t('serviceEmpty')}
        filters={
          <SelectField
            label={t('serviceStatus')}
            value={table.filters.status}
            onChange={(event) =>
              table.setFilters({ status: event.target.value as ServiceFilters['status'] })
            }
            options={[
              { value: 'all', label: t('serviceStatusAll') },
              { value: 'active', label: t('serviceStatusActive') },
              { value: 'inactive', label: t('serviceStatusInactive') },
            ]}
          />
        }
        rowActions={(service) => (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              aria-label={t('serviceEditNamed', { name: service.name })}
              onClick={() => setEditing({ kind: 'edit', service })}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              aria-label={t('serviceDeleteNamed', { name: service.name })}
              onClick={() => setEditing({ kind: 'delete', service })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      {editing?.kind === 'add' && <ServiceDialog service={null} onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && (
        <ServiceDialog service={editing.service} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title={t('serviceDeleteTitle')}
          message={t('serviceDeleteText', { name: editing.service.name })}
          confirmLabel={t('serviceDelete')}
          danger
          onConfirm={() => deleteService(editing.service)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
