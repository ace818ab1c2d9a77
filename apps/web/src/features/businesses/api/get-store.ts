import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { STORES_KEY } from './store-fields';

export const getStoreDocument = graphql(`
  query BusinessStore($id: ID!) {
    business {
      store(id: $id) {
        ...StoreFields
      }
    }
  }
`);

// null when there is no such store (any more).
export function useStore(id: string) {
  return useQuery({
    queryKey: [...STORES_KEY, 'one', id],
    queryFn: async () => {
      const data = await request(getStoreDocument, { id }, { notify: false });
      return data.business.store;
    },
  });
}
