import { graphql } from '../../../gql/gql';
import type { ListOffersQueryVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const listOffersDocument = graphql(`
  query ListOffers($filter: OfferFilter, $first: Int, $after: String) {
    offer {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...OfferFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);

// Newest first (the API's only order). Read through TanStack Query, which reports failures.
export async function listOffers(variables: ListOffersQueryVariables) {
  const data = await request(listOffersDocument, variables, { notify: false });
  return data.offer.list;
}
