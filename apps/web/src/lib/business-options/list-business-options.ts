import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../gql/gql';
import { request } from '../graphql/client';

export const businessOptionsDocument = graphql(`
  query BusinessOptions($first: Int) {
    business {
      list(first: $first) {
        items {
          _id
          name
        }
      }
    }
  }
`);

// The API's largest page; a provider with more partners than this needs a searchable picker.
const MAX_BUSINESSES = 100;

// The businesses an ADMIN can narrow a list to (business.list is ADMIN only: anyone else's page
// passes enabled false rather than be refused).
export function useBusinessOptions(enabled = true) {
  return useQuery({
    queryKey: ['business-options'],
    enabled,
    queryFn: async () => {
      const data = await request(
        businessOptionsDocument,
        { first: MAX_BUSINESSES },
        { notify: false },
      );
      return data.business.list.items;
    },
  });
}
