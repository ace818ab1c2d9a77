import { graphql } from '../../../gql/gql';
import type { CreateStoreMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { useChange } from './use-change';

export const createStoreDocument = graphql(`
  mutation CreateStore($merchantId: ID!, $input: StoreInput!) {
    business {
      createStore(merchantId: $merchantId, input: $input) {
        success
        messageCode
        store {
          ...StoreFields
        }
      }
    }
  }
`);

export function useCreateStore() {
  return useChange(
    async (variables: CreateStoreMutationVariables) => {
      const data = await request(createStoreDocument, variables, { notify: false });
      return data.business.createStore;
    },
    { stores: true },
  );
}
