import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageHeader } from '../../../components/ui/page-header';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import type { TranslationKey } from '../../../lib/i18n/en';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { useSession } from '../../../lib/session/use-session';
import { CUSTOMERS_KEY, customerName, type Customer } from '../api/customer-fields';
import { listCustomers } from '../api/list-customers';
import {
  CUSTOMER_FILTER_DEFAULTS,
  toCustomerFilter,
  type CustomerFilters,
} from '../customer-filter';
import { CustomerDetailDialog } from './customer-detail-dialog';
import { CustomerFilterControls } from './customer-filter-controls';
import { useCustomerColumns } from './use-customer-columns';

interface CustomerListProps {
  // 'all': /customers, where an ADMIN sees every business and may narrow to one.
  // 'business': /business-customers, the selected business's customers, for every role.
  scope: 'all' | 'business';
  title: TranslationKey;
  description: TranslationKey;
}

// The customers of /customers and /business-customers: filters and search, a detail with
// the customer's coupons, and a new wallet link for those who may change customers.
export function CustomerList({ scope, title, description }: CustomerListProps) {
  const { t } = useTranslation();
  usePageMeta(title, description);
  const { selectedBusiness } = useSession();
  const can = useCan();
  const canReissue = can('customer:wallet-reissue');
  const showBusiness = scope === 'all' && can('business:any');
  // The server keeps every other role to its own business whatever is asked; an ADMIN on
  // /business-customers is held to the selected business here.
  const scopedMerchant = scope === 'business' ? (selectedBusiness?.merchantId._id ?? null) : null;
  const [open, setOpen] = useState<Customer | null>(null);

  const columns = useCustomerColumns(setOpen);
  const table = useServerTable<Customer, CustomerFilters>({
    id: `customers-${scope}`,
    columns,
    queryKey: [...CUSTOMERS_KEY, scope, scopedMerchant],
    fetchPage: ({ filters, search, first, after }) =>
      listCustomers({ filter: toCustomerFilter(filters, search, scopedMerchant), first, after }),
    initialFilters: CUSTOMER_FILTER_DEFAULTS,
    getRowId: (customer) => customer._id,
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t(title)} description={t(description)} />
      <DataTable
        table={table}
        label={t('customersTable')}
        rowLabel={customerName}
        searchLabel={t('customerSearch')}
        filters={<CustomerFilterControls table={table} showBusiness={showBusiness} />}
        exportName="customers"
        emptyText={t('customersEmpty')}
      />
      {open && (
        <CustomerDetailDialog
          customer={open}
          merchantId={scopedMerchant ?? (table.filters.merchantId || null)}
          canReissue={canReissue}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
