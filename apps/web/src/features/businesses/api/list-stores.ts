import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { STORES_KEY } from './store-fields';

export const listStoresDocument = graphql(`
  query BusinessStores($merchantId: ID!) {
    business {
      stores(merchantId: $merchantId) {
        ...StoreFields
      }
    }
  }
`);

// The stores of one business, sorted by name.
export function useStores(merchantId: string) {
  return useQuery({
    queryKey: [...STORES_KEY, 'of', merchantId],
    queryFn: async () => {
      const data = await request(listStoresDocument, { merchantId }, { notify: false });
      return data.business.stores;
    },
  });
}
