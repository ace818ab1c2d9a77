import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { InvoiceFilter, PaymentFilter } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import type { PageRequest } from '../../../components/ui/data-table/types';
import { ALL_TIME, periodDays, type Period } from '../../../components/ui/period-filter';

export const invoiceRowFragment = graphql(`
  fragment InvoiceRow on Invoice {
    _id
    kind
    status
    number
    merchantId
    recipientKind
    recipient {
      name
    }
    issuer {
      name
    }
    currency
    issueDate
    dueDate
    totalMinor
    paidMinor
    creditedMinor
    dueMinor
    paymentStatus
    overdue
    received
    createdAt
  }
`);

export const listInvoicesDocument = graphql(`
  query ListInvoices($filter: InvoiceFilter, $first: Int, $after: String) {
    accounting {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...InvoiceRow
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);

export const listPaymentsDocument = graphql(`
  query ListPayments($filter: PaymentFilter, $first: Int, $after: String) {
    accounting {
      payments(filter: $filter, first: $first, after: $after) {
        items {
          _id
          invoiceId
          invoiceNumber
          recipientName
          amountMinor
          currency
          method
          paidOn
          reference
          voidedAt
          voidReason
          recordedBy
          createdAt
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);

export const accountingSummaryDocument = graphql(`
  query AccountingSummary($year: Int!, $merchantId: ID) {
    accounting {
      receivables(merchantId: $merchantId) {
        currency
        totalDueMinor
        buckets {
          age
          count
          dueMinor
        }
      }
      vatSummary(year: $year, merchantId: $merchantId) {
        month
        currency
        vatRateBp
        netMinor
        vatMinor
      }
    }
  }
`);

export const accountingSettingsDocument = graphql(`
  query AccountingSettings {
    accounting {
      settings {
        currency
        vatRates
        paymentTermsDays
        timeZone
        language
      }
    }
  }
`);

export const recipientsDocument = graphql(`
  query InvoiceRecipients($search: String) {
    accounting {
      recipients(search: $search) {
        kind
        _id
        name
        email
      }
    }
  }
`);

export type AccountingTabKey = 'invoices' | 'credit_notes' | 'payments' | 'received';

export interface InvoiceFilters {
  tab: AccountingTabKey;
  period: Period;
  status: string;
  paymentStatus: string;
  overdue: string;
  merchantId: string;
}

export const initialInvoiceFilters = (tab: AccountingTabKey, overdue: boolean): InvoiceFilters => ({
  tab,
  period: ALL_TIME,
  status: '',
  paymentStatus: '',
  overdue: overdue ? 'true' : '',
  merchantId: '',
});

// Any change of an invoice or payment invalidates this prefix: lists, summaries and details.
export const accountingQueryKey = ['accounting'] as const;

export function invoiceFilter(f: InvoiceFilters, search: string, timeZone: string): InvoiceFilter {
  const days = periodDays(f.period, timeZone);
  return {
    tab: f.tab === 'payments' ? 'invoices' : f.tab,
    from: days?.from || null,
    to: days?.to || null,
    status: f.status || null,
    paymentStatus: f.paymentStatus || null,
    overdue: f.overdue === '' ? null : f.overdue === 'true',
    merchantId: f.merchantId || null,
    search: search || null,
  };
}

export async function fetchInvoicesPage(
  { filters, search, first, after }: PageRequest<InvoiceFilters>,
  timeZone: string,
) {
  const data = await request(
    listInvoicesDocument,
    { filter: invoiceFilter(filters, search, timeZone), first, after },
    { notify: false },
  );
  return data.accounting.list;
}

export async function fetchPaymentsPage(
  { filters, search, first, after }: PageRequest<InvoiceFilters>,
  timeZone: string,
) {
  const days = periodDays(filters.period, timeZone);
  const filter: PaymentFilter = {
    from: days?.from || null,
    to: days?.to || null,
    merchantId: filters.merchantId || null,
    search: search || null,
  };
  const data = await request(listPaymentsDocument, { filter, first, after }, { notify: false });
  return data.accounting.payments;
}

export function useAccountingSummary(year: number, merchantId: string) {
  return useQuery({
    queryKey: [...accountingQueryKey, 'summary', year, merchantId],
    queryFn: async () =>
      (
        await request(
          accountingSummaryDocument,
          { year, merchantId: merchantId || null },
          { notify: false },
        )
      ).accounting,
  });
}

export function useAccountingSettings() {
  return useQuery({
    queryKey: [...accountingQueryKey, 'settings'],
    queryFn: async () =>
      (await request(accountingSettingsDocument, {}, { notify: false })).accounting.settings,
  });
}

export function useRecipients(search: string) {
  return useQuery({
    queryKey: [...accountingQueryKey, 'recipients', search],
    queryFn: async () =>
      (await request(recipientsDocument, { search: search || null }, { notify: false })).accounting
        .recipients,
  });
}
