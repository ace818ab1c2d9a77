import { minorToDecimal } from '@back-office/domain/accounting';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus, Undo2 } from 'lucide-react';
import type { Currency } from '@back-office/domain/constants';
import { PAYMENT_METHODS } from '@back-office/domain/constants';
import { COUPON_PAYMENT, SALE_KINDS } from '@back-office/domain/sales';
import { Amount } from '../../../components/ui/amount';
import { Badge } from '../../../components/ui/badge';
import { BusinessFilter } from '../../../components/ui/business-filter';
import { Button } from '../../../components/ui/button';
import { StatCard } from '../../../components/ui/stat-card';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { PageHeader } from '../../../components/ui/page-header';
import { PeriodFilter } from '../../../components/ui/period-filter';
import { SelectField } from '../../../components/ui/select-field';
import type { SaleFieldsFragment } from '../../../gql/graphql';
import {
  useBusinessDateFormat,
  useBusinessTimeZone,
} from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PAYMENT_METHOD_LABELS, SALE_KIND_LABELS } from '../../../lib/money-labels';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import {
  fetchSalesPage,
  INITIAL_SALE_FILTERS,
  saleFilter,
  salesQueryKey,
  useSaleFilterOptions,
  useSaleTotals,
  type SaleFilters,
} from '../api/list-sales';
import { RecordSaleDialog } from './record-sale-dialog';
import { RefundDialog } from './refund-dialog';

type Sale = SaleFieldsFragment;

const KIND_TONES = { redemption: 'info', counter: 'success', refund: 'warning' } as const;

const columnHelper = createColumnHelper<Sale>();

// /sales (ADMIN, EXECUTIVE, SALES). Every redemption's sale, counter sales and refunds
// of the selected business (the provider's staff: every business's, or one), with the filtered
// set's totals; SALES records counter sales and refunds them here.
export function SalesPage() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const can = useCan();
  const dates = useBusinessDateFormat();
  const timeZone = useBusinessTimeZone();
  usePageMeta('pageSales', 'pageSalesDescription');
  const options = useSaleFilterOptions().data;
  const [dialog, setDialog] = useState<{ kind: 'record' } | { kind: 'refund'; sale: Sale } | null>(
    null,
  );
  const everyBusiness = can('business:any');
  const write = can('sales:write');
  const whatOf = (sale: Sale) =>
    sale.offerTitle ??
    (sale.lines.map((line) => `${line.quantity} × ${line.description}`).join(', ') ||
      label(SALE_KIND_LABELS, sale.kind));
  const columns: TableColumn<Sale>[] = [
    columnHelper.display({
      id: 'when',
      header: t('saleWhen'),
      cell: ({ row: { original: sale } }) => (
        <span className="tabular-nums">{dates.dateTime(sale.createdAt)}</span>
      ),
      meta: { csv: (sale) => sale.createdAt },
    }),
    columnHelper.display({
      id: 'what',
      header: t('saleWhat'),
      cell: ({ row: { original: sale } }) => (
        <div>
          <p className="font-medium">{whatOf(sale)}</p>
          {sale.reason && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{sale.reason}</p>
          )}
        </div>
      ),
      meta: {
        primary: true,
        csv: (sale) => [whatOf(sale), sale.reason].filter(Boolean).join(' — '),
      },
    }),
    columnHelper.display({
      id: 'kind',
      header: t('saleKind'),
      cell: ({ row: { original: sale } }) => (
        <Badge tone={KIND_TONES[sale.kind as keyof typeof KIND_TONES] ?? 'neutral'}>
          {label(SALE_KIND_LABELS, sale.kind)}
        </Badge>
      ),
      meta: { csv: (sale) => label(SALE_KIND_LABELS, sale.kind) },
    }),
    columnHelper.display({
      id: 'method',
      header: t('salePaymentMethod'),
      cell: ({ row: { original: sale } }) =>
        label(PAYMENT_METHOD_LABELS, sale.paymentMethod ?? COUPON_PAYMENT),
      meta: { csv: (sale) => sale.paymentMethod ?? COUPON_PAYMENT },
    }),
    ...(everyBusiness
      ? [
          columnHelper.display({
            id: 'business',
            header: t('columnBusiness'),
            cell: ({ row: { original: sale } }) => sale.businessName,
            meta: { csv: (sale: Sale) => sale.businessName },
          }),
        ]
      : []),
    columnHelper.display({
      id: 'store',
      header: t('saleStore'),
      cell: ({ row: { original: sale } }) => sale.store?.name ?? '—',
      meta: { csv: (sale) => sale.store?.name ?? '', hiddenByDefault: true },
    }),
    columnHelper.display({
      id: 'customer',
      header: t('saleCustomer'),
      cell: ({ row: { original: sale } }) => sale.customer?.name ?? '—',
      meta: { csv: (sale) => sale.customer?.name ?? '' },
    }),
    columnHelper.display({
      id: 'employee',
      header: t('saleEmployee'),
      cell: ({ row: { original: sale } }) => sale.employeeName ?? '—',
      meta: { csv: (sale) => sale.employeeName ?? '', hiddenByDefault: true },
    }),
    columnHelper.display({
      id: 'amount',
      header: t('saleAmount'),
      cell: ({ row: { original: sale } }) => (
        <div>
          <Amount minorUnits={sale.amountMinor} currency={sale.currency as Currency} />
          {sale.refundedMinor > 0 && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('saleRefunded')}{' '}
              <Amount minorUnits={sale.refundedMinor} currency={sale.currency as Currency} />
            </p>
          )}
        </div>
      ),
      meta: { align: 'end', csv: (sale) => minorToDecimal(sale.amountMinor) },
    }),
  ];
  const table = useServerTable<Sale, SaleFilters>({
    id: 'sales',
    columns,
    queryKey: [...salesQueryKey, 'list', timeZone],
    fetchPage: (request) => fetchSalesPage(request, timeZone),
    initialFilters: INITIAL_SALE_FILTERS,
    getRowId: (sale) => sale._id,
  });
  const setFilter = <K extends keyof SaleFilters>(key: K, value: SaleFilters[K]) =>
    table.setFilters({ ...table.filters, [key]: value });
  const totals = useSaleTotals(saleFilter(table.filters, table.search, timeZone));

  const currencyTotals = totals.data ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageHeader
        title={t('pageSales')}
        description={t('pageSalesDescription')}
        actions={
          write && (
            <Button onClick={() => setDialog({ kind: 'record' })}>
              <Plus className="size-4" aria-hidden="true" />
              {t('saleRecord')}
            </Button>
          )
        }
      />
      <div aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {totals.isPending && <StatCard label={t('saleTotals')} value="…" />}
        {totals.isSuccess && currencyTotals.length === 0 && (
          <StatCard label={t('saleTotals')} value={t('saleTotalsCount', { count: 0 })} />
        )}
        {currencyTotals.map((total) => (
          <StatCard
            key={total.currency}
            testId={`sales-total-${total.currency}`}
            label={t('saleTotalsOf', { count: total.count, currency: total.currency })}
            value={<Amount minorUnits={total.grossMinor} currency={total.currency as Currency} />}
          >
            <ul className="space-y-1">
              {total.byPaymentMethod.map((method) => (
                <li key={method.paymentMethod} className="flex justify-between gap-2">
                  <span>
                    {label(PAYMENT_METHOD_LABELS, method.paymentMethod)} ({method.count})
                  </span>
                  <Amount minorUnits={method.grossMinor} currency={total.currency as Currency} />
                </li>
              ))}
            </ul>
          </StatCard>
        ))}
      </div>
      <DataTable
        table={table}
        label={t('pageSales')}
        rowLabel={(sale) =>
          `${label(SALE_KIND_LABELS, sale.kind)} ${dates.dateTime(sale.createdAt)}`
        }
        searchLabel={t('saleSearch')}
        exportName="sales"
        emptyText={t('saleEmpty')}
        filters={
          <>
            <PeriodFilter value={table.filters.period} onChange={(p) => setFilter('period', p)} />
            {everyBusiness && (
              <BusinessFilter
                value={table.filters.merchantId}
                onChange={(id) => setFilter('merchantId', id)}
              />
            )}
            <SelectField
              className="w-40"
              label={t('salePaymentMethod')}
              value={table.filters.paymentMethod}
              onChange={(event) => setFilter('paymentMethod', event.target.value)}
              options={[
                { value: '', label: t('filterAll') },
                ...[...PAYMENT_METHODS, COUPON_PAYMENT].map((method) => ({
                  value: method,
                  label: label(PAYMENT_METHOD_LABELS, method),
                })),
              ]}
            />
            <SelectField
              className="w-36"
              label={t('saleKind')}
              value={table.filters.kind}
              onChange={(event) => setFilter('kind', event.target.value)}
              options={[
                { value: '', label: t('filterAll') },
                ...SALE_KINDS.map((kind) => ({
                  value: kind,
                  label: label(SALE_KIND_LABELS, kind),
                })),
              ]}
            />
            <SelectField
              className="w-40"
              label={t('saleStore')}
              value={table.filters.storeId}
              onChange={(event) => setFilter('storeId', event.target.value)}
              options={[
                { value: '', label: t('filterAll') },
                ...(options?.stores ?? []).map((s) => ({ value: s._id, label: s.name })),
              ]}
            />
            <SelectField
              className="w-44"
              label={t('saleEmployee')}
              value={table.filters.employeeId}
              onChange={(event) => setFilter('employeeId', event.target.value)}
              options={[
                { value: '', label: t('filterAll') },
                ...(options?.employees ?? []).map((e) => ({ value: e._id, label: e.name })),
              ]}
            />
          </>
        }
        rowActions={(sale) =>
          write && sale.kind !== 'refund' && sale.refundableMinor > 0 && !everyBusiness ? (
            <Button
              variant="ghost"
              aria-label={t('saleRefundNamed', { when: dates.dateTime(sale.createdAt) })}
              onClick={() => setDialog({ kind: 'refund', sale })}
            >
              <Undo2 className="size-4" aria-hidden="true" />
              {t('saleRefund')}
            </Button>
          ) : null
        }
      />
      {dialog?.kind === 'record' && <RecordSaleDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'refund' && (
        <RefundDialog sale={dialog.sale} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
