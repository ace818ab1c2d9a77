import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { SaleFilter } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import type { PageRequest } from '../../../components/ui/data-table/types';
import { ALL_TIME, periodDays, type Period } from '../../../components/ui/period-filter';

export const saleFieldsFragment = graphql(`
  fragment SaleFields on Sale {
    _id
    kind
    amountMinor
    currency
    paymentMethod
    store {
      _id
      name
    }
    customer {
      _id
      name
    }
    employeeName
    merchantId
    businessName
    offerTitle
    refundOf
    refundedMinor
    refundableMinor
    reason
    invoiceNumber
    createdAt
    lines {
      productId
      description
      quantity
      unitAmountMinor
      amountMinor
    }
  }
`);

export const listSalesDocument = graphql(`
  query ListSales($filter: SaleFilter, $first: Int, $after: String) {
    sale {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...SaleFields
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);

export const saleTotalsDocument = graphql(`
  query SaleTotals($filter: SaleFilter) {
    sale {
      totals(filter: $filter) {
        currency
        count
        grossMinor
        byPaymentMethod {
          paymentMethod
          count
          grossMinor
        }
      }
    }
  }
`);

export const saleFilterOptionsDocument = graphql(`
  query SaleFilterOptions {
    sale {
      filterOptions {
        stores {
          _id
          name
        }
        employees {
          _id
          name
        }
      }
    }
  }
`);

export interface SaleFilters {
  period: Period;
  paymentMethod: string;
  kind: string;
  storeId: string;
  employeeId: string;
  merchantId: string;
}

export const INITIAL_SALE_FILTERS: SaleFilters = {
  period: ALL_TIME,
  paymentMethod: '',
  kind: '',
  storeId: '',
  employeeId: '',
  merchantId: '',
};

// Recording or refunding a sale invalidates this prefix: the pages and the totals are re-read.
export const salesQueryKey = ['sales'] as const;

/** The API's filter of the page's filters, the period's days in the business's time zone. */
export function saleFilter(filters: SaleFilters, search: string, timeZone: string): SaleFilter {
  const days = periodDays(filters.period, timeZone);
  return {
    from: days?.from || null,
    to: days?.to || null,
    paymentMethod: filters.paymentMethod || null,
    kind: filters.kind || null,
    storeId: filters.storeId || null,
    employeeId: filters.employeeId || null,
    merchantId: filters.merchantId || null,
    search: search || null,
  };
}

export async function fetchSalesPage(
  { filters, search, first, after }: PageRequest<SaleFilters>,
  timeZone: string,
) {
  const data = await request(
    listSalesDocument,
    { filter: saleFilter(filters, search, timeZone), first, after },
    { notify: false },
  );
  return data.sale.list;
}

export function useSaleTotals(filter: SaleFilter) {
  return useQuery({
    queryKey: [...salesQueryKey, 'totals', filter],
    queryFn: async () =>
      (await request(saleTotalsDocument, { filter }, { notify: false })).sale.totals,
  });
}

export function useSaleFilterOptions() {
  return useQuery({
    queryKey: [...salesQueryKey, 'filter-options'],
    queryFn: async () =>
      (await request(saleFilterOptionsDocument, {}, { notify: false })).sale.filterOptions,
  });
}

export const saleProductsDocument = graphql(`
  query SaleProducts($search: String) {
    sale {
      products(search: $search, first: 50) {
        _id
        name
        priceMinor
        stockQuantity
      }
    }
  }
`);

export function useSaleProducts() {
  return useQuery({
    queryKey: [...salesQueryKey, 'products'],
    queryFn: async () =>
      (await request(saleProductsDocument, { search: null }, { notify: false })).sale.products,
  });
}

export const saleCustomersDocument = graphql(`
  query SaleCustomers($search: String) {
    sale {
      customers(search: $search) {
        _id
        name
      }
    }
  }
`);

export function useSaleCustomers(search: string) {
  return useQuery({
    queryKey: [...salesQueryKey, 'customers', search],
    queryFn: async () =>
      (await request(saleCustomersDocument, { search: search || null }, { notify: false })).sale
        .customers,
  });
}
