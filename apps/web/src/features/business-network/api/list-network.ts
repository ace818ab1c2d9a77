import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import type { PageRequest } from '../../../components/ui/data-table/types';

export const listNetworkDocument = graphql(`
  query ListBusinessNetwork($search: String, $first: Int, $after: String) {
    businessNetwork {
      list(search: $search, first: $first, after: $after) {
        items {
          _id
          name
          city
          country
          description
          logo
          website
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);

// The directory has a search and nothing else to filter by.
export type NetworkFilters = Record<string, never>;

export const networkQueryKey = ['businessNetwork'] as const;

// The query cache reports a failed page, so the client adds no toast of its own.
export async function fetchNetworkPage({ search, first, after }: PageRequest<NetworkFilters>) {
  const data = await request(
    listNetworkDocument,
    { search: search || null, first, after },
    { notify: false },
  );
  return data.businessNetwork.list;
}
