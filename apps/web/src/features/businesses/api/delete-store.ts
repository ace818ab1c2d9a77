import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { useChange } from './use-change';

export const deleteStoreDocument = graphql(`
  mutation DeleteStore($id: ID!) {
    business {
      deleteStore(id: $id) {
        success
        messageCode
      }
    }
  }
`);

export function useDeleteStore() {
  return useChange(
    async (id: string) => {
      const data = await request(deleteStoreDocument, { id }, { notify: false });
      return data.business.deleteStore;
    },
    { stores: true },
  );
}
