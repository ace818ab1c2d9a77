import type { BusinessStatus } from '@back-office/domain/people';
import type { PageRequest } from '../../../components/ui/data-table/types';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { filterChoice } from '../../../lib/list-filters';

export const listBusinessesDocument = graphql(`
  query ListBusinesses($filter: BusinessFilter, $first: Int, $after: String) {
    business {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...BusinessFields
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);

// The API filters by status and searches name, legal name, email and city; it sorts by name.
export interface BusinessFilters {
  status: 'all' | BusinessStatus;
}

export const INITIAL_BUSINESS_FILTERS: BusinessFilters = { status: 'all' };

// The query cache reports a failed page, so the client adds no toast of its own.
export async function fetchBusinessesPage({
  filters,
  search,
  first,
  after,
}: PageRequest<BusinessFilters>) {
  const data = await request(
    listBusinessesDocument,
    { filter: { status: filterChoice(filters.status), search: search || null }, first, after },
    { notify: false },
  );
  return data.business.list;
}
