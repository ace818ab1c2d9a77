import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FilePlus2, ReceiptText } from 'lucide-react';
import { INVOICE_STATUSES, minorToDecimal, PAYMENT_STATUSES } from '@back-office/domain/accounting';
import { formatBasisPoints } from '@back-office/domain/money';
import { BusinessFilter } from '../../../components/ui/business-filter';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { Amount } from '../../../components/ui/amount';
import { PageHeader } from '../../../components/ui/page-header';
import { PeriodFilter } from '../../../components/ui/period-filter';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs } from '../../../components/ui/tabs';
import type { InvoiceRowFragment, ListPaymentsQuery } from '../../../gql/graphql';
import {
  useBusinessDateFormat,
  useBusinessTimeZone,
} from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PAYMENT_METHOD_LABELS } from '../../../lib/money-labels';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { openModal } from '../../../lib/modals/modal-store';
import { useCreateFlag } from '../../../lib/use-create-flag';
import {
  accountingQueryKey,
  fetchInvoicesPage,
  fetchPaymentsPage,
  initialInvoiceFilters,
  useAccountingSummary,
  type AccountingTabKey,
  type InvoiceFilters,
} from '../api/list-invoices';
import { InvoiceDraftDialog } from './invoice-draft-dialog';
import { InvoiceFromSalesDialog } from './invoice-from-sales-dialog';
import { INVOICE_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './labels';
import { ReceivableAgeRows } from './receivable-age-rows';

type Invoice = InvoiceRowFragment;
type Payment = ListPaymentsQuery['accounting']['payments']['items'][number];

export const CREATE_INVOICE_MODAL = 'create-invoice';
const TABS: AccountingTabKey[] = ['invoices', 'credit_notes', 'payments', 'received'];
const TAB_LABELS = {
  invoices: 'accountingTabInvoices',
  credit_notes: 'accountingTabCreditNotes',
  payments: 'accountingTabPayments',
  received: 'accountingTabReceived',
} as const;

export const STATUS_TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  posted: 'info',
  cancelled: 'neutral',
  not_paid: 'warning',
  partially_paid: 'warning',
  paid: 'success',
  credited: 'neutral',
};

// /accounting (ADMIN, ACCOUNTANT, EXECUTIVE): invoices, credit notes, payments and the
// invoices other businesses sent, with receivables by age and VAT by month (decision record 015).
export function AccountingPage() {
  const { t } = useTranslation();
  usePageMeta('pageAccounting', 'pageAccountingDescription');
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((key) => key === params.get('tab')) ?? 'invoices') as AccountingTabKey;
  const can = useCan();
  const create = useCreateFlag(CREATE_INVOICE_MODAL);
  const navigate = useNavigate();
  const [fromSales, setFromSales] = useState(false);

  function select(next: AccountingTabKey) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'invoices') updated.delete('tab');
        else updated.set('tab', next);
        updated.delete('overdue');
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageAccounting')}
        description={t('pageAccountingDescription')}
        actions={
          can('invoice:write') && (
            <>
              <Button variant="secondary" onClick={() => setFromSales(true)}>
                <ReceiptText className="size-4" aria-hidden="true" />
                {t('invoiceFromSales')}
              </Button>
              <Button onClick={() => openModal(CREATE_INVOICE_MODAL)}>
                <FilePlus2 className="size-4" aria-hidden="true" />
                {t('invoiceNew')}
              </Button>
            </>
          )
        }
      />
      <Summary />
      <Tabs
        label={t('pageAccounting')}
        tabs={TABS.map((key) => ({ key, label: t(TAB_LABELS[key]) }))}
        selected={tab}
        onSelect={select}
      >
        {tab === 'payments' ? (
          <PaymentsTab />
        ) : (
          <InvoicesTab key={tab} tab={tab} overdue={params.get('overdue') === 'true'} />
        )}
      </Tabs>
      {create.isOpen && (
        <InvoiceDraftDialog
          invoice={null}
          onClose={() => create.close()}
          onSaved={(id) => void navigate(`/accounting/${id}`)}
        />
      )}
      {fromSales && (
        <InvoiceFromSalesDialog
          onClose={() => setFromSales(false)}
          onSaved={(id) => void navigate(`/accounting/${id}`)}
        />
      )}
    </div>
  );
}

function Summary() {
  const { t } = useTranslation();
  const [year] = useState(() => new Date().getFullYear());
  const summary = useAccountingSummary(year, '');
  const receivables = summary.data?.receivables ?? [];
  const vat = summary.data?.vatSummary ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <StatCard
        label={t('accountingReceivables')}
        value={
          receivables.length === 0
            ? summary.isPending
              ? '…'
              : t('accountingNothingDue')
            : receivables.map((r) => (
                <Amount key={r.currency} minorUnits={r.totalDueMinor} currency={r.currency} />
              ))
        }
        testId="receivables"
      >
        {receivables.map((r) => (
          <table key={r.currency} className="w-full">
            <caption className="sr-only">{t('accountingReceivablesByAge')}</caption>
            <ReceivableAgeRows buckets={r.buckets} currency={r.currency} />
          </table>
        ))}
      </StatCard>
      <StatCard
        label={t('accountingVatSummary', { year })}
        value={vat.length ? '' : t('accountingNoVat')}
      >
        {vat.length > 0 && (
          <div className="max-h-56 overflow-auto">
            <table className="w-full">
              <caption className="sr-only">{t('accountingVatSummary', { year })}</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col">{t('accountingMonth')}</th>
                  <th scope="col">{t('invoiceLineVat')}</th>
                  <th scope="col" className="text-right">
                    {t('invoiceNet')}
                  </th>
                  <th scope="col" className="text-right">
                    {t('invoiceVat')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {vat.map((row) => (
                  <tr key={`${row.month}-${row.currency}-${row.vatRateBp}`}>
                    <td>{row.month}</td>
                    <td>{formatBasisPoints(row.vatRateBp)}</td>
                    <td className="text-right">
                      <Amount minorUnits={row.netMinor} currency={row.currency} />
                    </td>
                    <td className="text-right">
                      <Amount minorUnits={row.vatMinor} currency={row.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </StatCard>
    </div>
  );
}

const invoiceColumnHelper = createColumnHelper<Invoice>();

function InvoicesTab({ tab, overdue }: { tab: AccountingTabKey; overdue: boolean }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const timeZone = useBusinessTimeZone();
  const everyBusiness = useCan()('business:any') && tab !== 'received';
  const columns: TableColumn<Invoice>[] = [
    invoiceColumnHelper.display({
      id: 'number',
      header: t('invoiceNumber'),
      cell: ({ row: { original: invoice } }) => (
        <Link
          className="font-medium text-brand-700 underline dark:text-brand-100"
          to={`/accounting/${invoice._id}`}
        >
          {invoice.number ?? t('invoiceDraftNumber')}
        </Link>
      ),
      meta: { primary: true, csv: (invoice) => invoice.number ?? '' },
    }),
    invoiceColumnHelper.display({
      id: 'party',
      header: tab === 'received' ? t('invoiceIssuer') : t('invoiceRecipient'),
      cell: ({ row: { original: invoice } }) =>
        tab === 'received' ? invoice.issuer.name : invoice.recipient.name,
      meta: {
        csv: (invoice) => (tab === 'received' ? invoice.issuer.name : invoice.recipient.name),
      },
    }),
    invoiceColumnHelper.display({
      id: 'issued',
      header: t('invoiceIssueDate'),
      cell: ({ row: { original: invoice } }) =>
        invoice.issueDate ? dates.date(invoice.issueDate) : '—',
      meta: { csv: (invoice) => invoice.issueDate ?? '' },
    }),
    invoiceColumnHelper.display({
      id: 'due',
      header: t('invoiceDueDate'),
      cell: ({ row: { original: invoice } }) =>
        invoice.dueDate ? dates.date(invoice.dueDate) : '—',
      meta: { csv: (invoice) => invoice.dueDate ?? '' },
    }),
    invoiceColumnHelper.display({
      id: 'status',
      header: t('invoiceStatus'),
      cell: ({ row: { original: invoice } }) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={STATUS_TONES[invoice.status]}>
            {label(INVOICE_STATUS_LABELS, invoice.status)}
          </Badge>
          {invoice.status === 'posted' && invoice.kind === 'invoice' && (
            <Badge tone={STATUS_TONES[invoice.paymentStatus]}>
              {label(PAYMENT_STATUS_LABELS, invoice.paymentStatus)}
            </Badge>
          )}
          {invoice.overdue && <Badge tone="danger">{t('invoiceOverdue')}</Badge>}
        </div>
      ),
      meta: {
        csv: (invoice) =>
          invoice.status === 'posted' && invoice.kind === 'invoice'
            ? invoice.paymentStatus
            : invoice.status,
      },
    }),
    invoiceColumnHelper.display({
      id: 'total',
      header: t('invoiceTotal'),
      cell: ({ row: { original: invoice } }) => (
        <Amount minorUnits={invoice.totalMinor} currency={invoice.currency} />
      ),
      meta: { align: 'end', csv: (invoice) => minorToDecimal(invoice.totalMinor) },
    }),
    invoiceColumnHelper.display({
      id: 'dueAmount',
      header: t('invoiceAmountDue'),
      cell: ({ row: { original: invoice } }) => (
        <Amount minorUnits={invoice.dueMinor} currency={invoice.currency} />
      ),
      meta: { align: 'end', csv: (invoice) => minorToDecimal(invoice.dueMinor) },
    }),
  ];
  const table = useServerTable<Invoice, InvoiceFilters>({
    id: `accounting-${tab}`,
    columns,
    queryKey: [...accountingQueryKey, 'list', timeZone],
    fetchPage: (request) => fetchInvoicesPage(request, timeZone),
    initialFilters: initialInvoiceFilters(tab, overdue),
    getRowId: (invoice) => invoice._id,
  });
  const setFilter = <K extends keyof InvoiceFilters>(key: K, value: InvoiceFilters[K]) =>
    table.setFilters({ ...table.filters, [key]: value });

  return (
    <DataTable
      table={table}
      label={t(TAB_LABELS[tab])}
      rowLabel={(invoice) =>
        tab === 'received'
          ? `${invoice.number ?? t('invoiceDraftNumber')} · ${invoice.issuer.name}`
          : (invoice.number ?? t('invoiceDraftNumber'))
      }
      searchLabel={t('invoiceSearch')}
      exportName={tab}
      emptyText={t('invoiceListEmpty')}
      filters={
        <>
          <PeriodFilter value={table.filters.period} onChange={(p) => setFilter('period', p)} />
          {everyBusiness && (
            <BusinessFilter
              value={table.filters.merchantId}
              onChange={(id) => setFilter('merchantId', id)}
            />
          )}
          {tab !== 'received' && (
            <SelectField
              className="w-36"
              label={t('invoiceStatus')}
              value={table.filters.status}
              onChange={(event) => setFilter('status', event.target.value)}
              options={[
                { value: '', label: t('filterAll') },
                ...INVOICE_STATUSES.map((s) => ({
                  value: s,
                  label: label(INVOICE_STATUS_LABELS, s),
                })),
              ]}
            />
          )}
          {tab !== 'credit_notes' && (
            <SelectField
              className="w-40"
              label={t('invoicePaymentStatus')}
              value={table.filters.paymentStatus}
              onChange={(event) => setFilter('paymentStatus', event.target.value)}
              options={[
                { value: '', label: t('filterAll') },
                ...PAYMENT_STATUSES.map((s) => ({
                  value: s,
                  label: label(PAYMENT_STATUS_LABELS, s),
                })),
              ]}
            />
          )}
          {tab !== 'credit_notes' && (
            <SelectField
              className="w-36"
              label={t('invoiceOverdue')}
              value={table.filters.overdue}
              onChange={(event) => setFilter('overdue', event.target.value)}
              options={[
                { value: '', label: t('filterAll') },
                { value: 'true', label: t('invoiceOverdueOnly') },
                { value: 'false', label: t('invoiceNotOverdue') },
              ]}
            />
          )}
        </>
      }
    />
  );
}

const paymentColumnHelper = createColumnHelper<Payment>();

function PaymentsTab() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const timeZone = useBusinessTimeZone();
  const everyBusiness = useCan()('business:any');
  const columns: TableColumn<Payment>[] = [
    paymentColumnHelper.display({
      id: 'paidOn',
      header: t('paymentDate'),
      cell: ({ row: { original: p } }) => dates.date(p.paidOn),
      meta: { csv: (p) => p.paidOn },
    }),
    paymentColumnHelper.display({
      id: 'invoice',
      header: t('invoiceNumber'),
      cell: ({ row: { original: p } }) => (
        <Link
          className="font-medium text-brand-700 underline dark:text-brand-100"
          to={`/accounting/${p.invoiceId}`}
        >
          {p.invoiceNumber ?? '—'}
        </Link>
      ),
      meta: { primary: true, csv: (p) => p.invoiceNumber ?? '' },
    }),
    paymentColumnHelper.display({
      id: 'recipient',
      header: t('invoiceRecipient'),
      cell: ({ row: { original: p } }) => p.recipientName,
      meta: { csv: (p) => p.recipientName },
    }),
    paymentColumnHelper.display({
      id: 'method',
      header: t('salePaymentMethod'),
      cell: ({ row: { original: p } }) => label(PAYMENT_METHOD_LABELS, p.method),
      meta: { csv: (p) => p.method },
    }),
    paymentColumnHelper.display({
      id: 'reference',
      header: t('paymentReference'),
      cell: ({ row: { original: p } }) => p.reference ?? '—',
      meta: { csv: (p) => p.reference ?? '' },
    }),
    paymentColumnHelper.display({
      id: 'amount',
      header: t('saleAmount'),
      cell: ({ row: { original: p } }) => (
        <span className={p.voidedAt ? 'line-through' : ''}>
          <Amount minorUnits={p.amountMinor} currency={p.currency} />
          {p.voidedAt && (
            <span className="ml-2 no-underline">
              <Badge>{t('paymentVoid')}</Badge>
            </span>
          )}
        </span>
      ),
      meta: { align: 'end', csv: (p) => minorToDecimal(p.amountMinor) },
    }),
  ];
  const table = useServerTable<Payment, InvoiceFilters>({
    id: 'accounting-payments',
    columns,
    queryKey: [...accountingQueryKey, 'payments', timeZone],
    fetchPage: (request) => fetchPaymentsPage(request, timeZone),
    initialFilters: initialInvoiceFilters('payments', false),
    getRowId: (payment) => payment._id,
  });
  return (
    <DataTable
      table={table}
      label={t('accountingTabPayments')}
      rowLabel={(p) => `${p.invoiceNumber ?? ''} ${p.paidOn}`}
      searchLabel={t('paymentSearch')}
      exportName="payments"
      emptyText={t('paymentEmpty')}
      filters={
        <>
          <PeriodFilter
            value={table.filters.period}
            onChange={(period) => table.setFilters({ ...table.filters, period })}
          />
          {everyBusiness && (
            <BusinessFilter
              value={table.filters.merchantId}
              onChange={(merchantId) => table.setFilters({ ...table.filters, merchantId })}
            />
          )}
        </>
      }
    />
  );
}
