import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import type { PageRequest } from '../../../components/ui/data-table/types';

export const listServicesDocument = graphql(`
  query ListServices($filter: ServiceFilter, $first: Int, $after: String) {
    service {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...ServiceFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);

export const serviceFieldsFragment = graphql(`
  fragment ServiceFields on Service {
    _id
    name
    description
    durationMinutes
    priceMinor
    active
  }
`);

export interface ServiceFilters {
  status: 'all' | 'active' | 'inactive';
}

export const INITIAL_SERVICE_FILTERS: ServiceFilters = { status: 'all' };

// Saving or deleting a service invalidates this prefix, so every page of the list is re-read.
export const servicesQueryKey = ['services'] as const;

// The query cache reports a failed page, so the client adds no toast of its own.
export async function fetchServicesPage({
  filters,
  search,
  first,
  after,
}: PageRequest<ServiceFilters>) {
  const active = filters.status === 'all' ? null : filters.status === 'active';
  const data = await request(
    listServicesDocument,
    { filter: { search: search || null, active }, first, after },
    { notify: false },
  );
  return data.service.list;
}
