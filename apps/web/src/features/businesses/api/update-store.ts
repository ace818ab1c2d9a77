import { graphql } from '../../../gql/gql';
import type { UpdateStoreMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { useChange } from './use-change';

export const updateStoreDocument = graphql(`
  mutation UpdateStore($id: ID!, $input: StoreInput!) {
    business {
      updateStore(id: $id, input: $input) {
        success
        messageCode
        store {
          ...StoreFields
        }
      }
    }
  }
`);

export function useUpdateStore() {
  return useChange(
    async (variables: UpdateStoreMutationVariables) => {
      const data = await request(updateStoreDocument, variables, { notify: false });
      return data.business.updateStore;
    },
    { stores: true },
  );
}
