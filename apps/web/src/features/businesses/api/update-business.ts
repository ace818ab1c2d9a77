import { graphql } from '../../../gql/gql';
import type { UpdateBusinessMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { useChange } from './use-change';

export const updateBusinessDocument = graphql(`
  mutation UpdateBusiness($id: ID!, $input: CompanyInput!) {
    business {
      update(id: $id, input: $input) {
        success
        messageCode
        business {
          ...BusinessFields
        }
      }
    }
  }
`);

export function useUpdateBusiness() {
  return useChange(async (variables: UpdateBusinessMutationVariables) => {
    const data = await request(updateBusinessDocument, variables, { notify: false });
    return data.business.update;
  });
}
