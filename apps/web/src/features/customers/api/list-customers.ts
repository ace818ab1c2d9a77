import { graphql } from '../../../gql/gql';
import type { ListCustomersQueryVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const listCustomersDocument = graphql(`
  query ListCustomers($filter: CustomerFilter, $first: Int, $after: String) {
    customer {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...CustomerFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);

// Read by the table through TanStack Query, which reports a failure once.
export async function listCustomers(variables: ListCustomersQueryVariables) {
  const data = await request(listCustomersDocument, variables, { notify: false });
  return data.customer.list;
}
